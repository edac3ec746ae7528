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

/** Foundry v14's update operators (`foundry.data.operators`); v13 has none, and its declarations do not name them. */
interface UpdateOperators {
  ForcedDeletion: new () => object;
}

/**
 * The entry of an update that deletes `key` from the object it is merged into: `["-=key", null]` on v13; on v14,
 * where `-=` keys are deprecated, `[key, new foundry.data.operators.ForcedDeletion()]`.
 */
export function deletionEntry(key: string): [string, unknown] {
  if (foundryGeneration() === 13) return [`-=${key}`, null];
  const operators = (foundry.data as { operators?: UpdateOperators }).operators;
  if (!operators) throw new Error("This Foundry v14 has no foundry.data.operators.");
  return [key, new operators.ForcedDeletion()];
}

/**
 * The user who sent a query, as Foundry vouches for it. v13 calls a `CONFIG.queries` handler with
 * `(data, { timeout })` only, so there is no sender to read (null). v14 may name the sending user in the
 * options (`options.user`, a User or its id); it counts only when it is a user of this world.
 */
export function querySender(options: unknown): User.Implementation | null {
  if (foundryGeneration() === 13 || typeof options !== "object" || options === null) return null;
  const named = (options as { user?: unknown }).user;
  const id = typeof named === "string" ? named : typeof named === "object" && named !== null ? (named as { id?: unknown }).id : null;
  return typeof id === "string" ? (game.users?.get(id) ?? null) : null;
}
