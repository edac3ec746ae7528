/**
 * Foundry v14's update operators (`foundry.data.operators`): installed only when the stand-in plays v14. An
 * update value that is a ForcedDeletion removes its key; a ForcedReplacement sets its value whole. v14 still
 * takes v13's `-=key` deletions, deprecated: the stand-in records each one it sees while playing v14.
 */
export class StandInDataFieldOperator {
  constructor(readonly value: unknown = undefined) {}

  static create<T extends StandInDataFieldOperator>(this: new (value?: unknown) => T, value?: unknown): T {
    return new this(value);
  }
}

export class StandInForcedDeletion extends StandInDataFieldOperator {}

export class StandInForcedReplacement extends StandInDataFieldOperator {}

export const operators = {
  DataFieldOperator: StandInDataFieldOperator,
  ForcedDeletion: StandInForcedDeletion,
  ForcedReplacement: StandInForcedReplacement,
};

/** The deprecated forms an update used while the stand-in played v14 (e.g. `-=attribute`). */
export const deprecatedUpdateKeys: string[] = [];

export function playsV14(): boolean {
  return (globalThis as { game?: { release?: { generation?: number } } }).game?.release?.generation === 14;
}
