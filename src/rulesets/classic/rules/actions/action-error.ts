import { RulesError } from "../../../../rules/errors";

/** A declaration or a defence the action economy refuses: bad shape, resources the character lacks. */
export class ActionError extends RulesError {
  override readonly name = "ActionError";
}
