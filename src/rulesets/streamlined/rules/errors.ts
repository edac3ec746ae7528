import { RulesError } from "../../../rules/errors";

/** A Streamlined rule refusing what it was given; the key is under `STC.Error` in both language files. */
export class StreamlinedError extends RulesError {
  override readonly name = "StreamlinedError";
}
