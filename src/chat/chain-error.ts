import { NoActiveGmError } from "../queries/registry";
import { RulesError } from "../rules/errors";

/** Why a step was refused: a language key and its data, shown translated to whoever pressed the button. */
export class ChainRefusal extends Error {
  override readonly name = "ChainRefusal";
  constructor(
    readonly key: string,
    readonly data: Record<string, string | number> = {},
  ) {
    super(key);
  }
}

export type StepResult = { ok: true } | { ok: false; key: string; data: Record<string, string | number> };

/**
 * Any failure as the refusal a card shows: the chain's own, the rules' and the round's (a defence the round
 * will not spend) with their key and data, no Storyteller logged in, and anything else as a failure with its
 * reason. Nothing a chain does throws past this.
 */
export function refusalOfError(error: unknown): { ok: false; key: string; data: Record<string, string | number> } {
  if (error instanceof ChainRefusal) return { ok: false, key: error.key, data: error.data };
  if (error instanceof NoActiveGmError) return { ok: false, key: "STC.Chain.NoStoryteller", data: {} };
  if (error instanceof RulesError) return { ok: false, key: error.i18nKey, data: { ...error.data } };
  return { ok: false, key: "STC.Chain.Error.Failed", data: { reason: error instanceof Error ? error.message : String(error) } };
}
