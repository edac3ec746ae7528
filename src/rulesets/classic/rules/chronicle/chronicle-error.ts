import { RulesError } from "../../../../rules/errors";

/**
 * A refusal of the chronicle's rules (experience, powers, frenzy, healing, changing form): a rules error whose
 * language key lives under `STC.Classic.Chronicle.Error`, beside the chronicle's other strings.
 */
export class ChronicleError extends RulesError {
  override readonly name = "ChronicleError";

  override get i18nKey(): string {
    return `STC.Classic.Chronicle.Error.${this.key}`;
  }
}
