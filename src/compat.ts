/**
 * The one place that knows which Foundry generation runs the world (13 or 14). Everything that differs between
 * them is offered here as one function with both behaviours; nothing else in the system reads a version.
 * The generation is read once, on first use, from `game.release.generation`.
 */
export type FoundryGeneration = 13 | 14;

let known: FoundryGeneration | null = null;

export function foundryGeneration(): FoundryGeneration {
  if (known === null) known = (game.release?.generation ?? 13) >= 14 ? 14 : 13;
  return known;
}


interface DataOperators {
  ForcedReplacement: { create(value: unknown): unknown };
}

/**
 * An update entry that puts `value` in place of `key`'s whole value, where Foundry would otherwise merge the
 * two objects key by key: `{ "==key": value }` on 13, `{ key: ForcedReplacement(value) }` on 14.
 */
export function replacing(key: string, value: unknown): Record<string, unknown> {
  if (foundryGeneration() === 14) {
    const operators = (foundry as unknown as { data: { operators?: DataOperators } }).data.operators;
    if (operators) return { [key]: operators.ForcedReplacement.create(value) };
  }
  return { [`==${key}`]: value };
}
