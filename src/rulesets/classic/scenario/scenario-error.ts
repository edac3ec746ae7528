import { RulesError } from "../../../rules/errors";

/**
 * A scenario the tool cannot replay: a malformed field, or an event the rules refuse. The message starts
 * with the JSON path of the field or event (`rounds[1].events[2].attack.faces: …`), and `path` carries it.
 */
export class ScenarioError extends RulesError {
  override readonly name = "ScenarioError";

  constructor(key: string, message: string, data: Readonly<Record<string, string | number>> & { path: string }, options?: { cause?: unknown }) {
    super(key, message, data);
    if (options?.cause !== undefined) this.cause = options.cause;
  }

  get path(): string {
    return String(this.data.path);
  }
}

