import { RulesError } from "../../../../rules/errors";

/** An operation the round does not allow now: the wrong phase, out of turn, an unknown combatant. */
export class TurnError extends RulesError {
  override readonly name = "TurnError";
}
