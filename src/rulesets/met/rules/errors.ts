import { RulesError } from "../../../rules/errors";

/** A Mind's Eye Theatre rule refusing what it was given; the key is under `STC.Error` in both language files. */
export class MetError extends RulesError {
  override readonly name = "MetError";
}
