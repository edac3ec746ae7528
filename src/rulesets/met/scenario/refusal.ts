import type { RulesError } from "../../../rules/errors";
import { MetError } from "../rules/errors";

/**
 * An entry of the file the rules refuse: the message starts with its JSON path, and the rules' own error is its
 * cause, so the scenario command prints the path and the rule's reason in the reader's language.
 */
export class MetScenarioRefusal extends MetError {
  constructor(path: string, cause: RulesError) {
    super("MetScenarioEventRefused", `${path}: the rules refuse this: ${cause.message}`, { path, reason: cause.message, reasonKey: cause.key });
    this.cause = cause;
  }
}
