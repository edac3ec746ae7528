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
