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

