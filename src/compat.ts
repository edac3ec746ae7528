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

/** One write of an actor: its own fields, its items' changes and its effects' changes, each entry with its `_id`. */
export interface ActorWrite {
  /** The actor's own fields, dotted (`"system.health.bashing"`). */
  update: Record<string, unknown>;
  items?: Record<string, unknown>[];
  createEffects?: Record<string, unknown>[];
  updateEffects?: Record<string, unknown>[];
  deleteEffects?: string[];
}

interface BatchOperation {
  action: "create" | "update" | "delete";
  documentName: string;
  parent?: unknown;
  data?: Record<string, unknown>[];
  updates?: Record<string, unknown>[];
  ids?: string[];
}

type ModifyBatch = (operations: BatchOperation[]) => Promise<unknown>;

/**
 * Writes an actor with its items and effects so that every embedded document goes through Foundry's own
 * life-cycle (`_preCreate`, the `preCreateActiveEffect`, `createActiveEffect`, `updateActiveEffect`,
 * `deleteActiveEffect` hooks and the Item ones). On 14 it is one request, all of it or none
 * (`foundry.documents.modifyBatch`). On 13, which has no batch, the actor's own fields go in one update and each
 * kind of embedded change that is there in one call after it (created, changed, deleted effects; changed items).
 * A token's own actor (unlinked) takes the 13 way on both: a batch names world documents.
 */
export async function writeActor(actor: Actor.Implementation, write: ActorWrite): Promise<void> {
  const items = write.items ?? [];
  const creates = write.createEffects ?? [];
  const updates = write.updateEffects ?? [];
  const deletes = write.deleteEffects ?? [];
  const own = Object.keys(write.update).length > 0;
  const modifyBatch = (foundry.documents as unknown as { modifyBatch?: ModifyBatch }).modifyBatch;
  if (foundryGeneration() === 14 && modifyBatch && !actor.isToken) {
    const operations: BatchOperation[] = [];
    if (own) operations.push({ action: "update", documentName: "Actor", updates: [{ _id: actor.id, ...write.update }] });
    if (items.length) operations.push({ action: "update", documentName: "Item", parent: actor, updates: items });
    if (creates.length) operations.push({ action: "create", documentName: "ActiveEffect", parent: actor, data: creates });
    if (updates.length) operations.push({ action: "update", documentName: "ActiveEffect", parent: actor, updates });
    if (deletes.length) operations.push({ action: "delete", documentName: "ActiveEffect", parent: actor, ids: deletes });
    if (operations.length) await modifyBatch(operations);
    return;
  }
  if (own) await actor.update(write.update as Actor.UpdateData);
  if (items.length) await actor.updateEmbeddedDocuments("Item", items as Item.UpdateData[]);
  if (creates.length) await actor.createEmbeddedDocuments("ActiveEffect", creates as unknown as ActiveEffect.CreateData[]);
  if (updates.length) await actor.updateEmbeddedDocuments("ActiveEffect", updates as ActiveEffect.UpdateData[]);
  if (deletes.length) await actor.deleteEmbeddedDocuments("ActiveEffect", deletes);
}

/** A status as `CONFIG.statusEffects` holds it (its id, name key and icon, and whatever else Foundry or a module put there). */
export interface StatusEffectConfigEntry {
  id: string;
  name?: string;
  img?: string;
}

/** The configured statuses as a list: 13 keeps `CONFIG.statusEffects` as an array, 14 as an object keyed by id. */
export function configuredStatusEffects(): StatusEffectConfigEntry[] {
  const configured = CONFIG.statusEffects as unknown as StatusEffectConfigEntry[] | Record<string, StatusEffectConfigEntry>;
  if (foundryGeneration() === 14 && !Array.isArray(configured)) return Object.entries(configured).map(([id, entry]) => ({ ...entry, id }));
  return Array.isArray(configured) ? [...configured] : Object.values(configured);
}

/** Sets `CONFIG.statusEffects` to `entries` in the generation's shape (an array on 13, keyed by id on 14). */
export function setConfiguredStatusEffects(entries: readonly StatusEffectConfigEntry[]): void {
  const value = foundryGeneration() === 14 ? Object.fromEntries(entries.map((entry) => [entry.id, { ...entry }])) : entries.map((entry) => ({ ...entry }));
  (CONFIG as unknown as { statusEffects: unknown }).statusEffects = value;
}

/** What an effect records of when it started, in either generation's shape. */
export interface EffectStartLike {
  duration?: { startRound?: number | null } | object | null;
  start?: { round?: number | null } | null;
}

/**
 * The combat round an ActiveEffect started in, or null: `duration.startRound` on 13, `start.round` on 14
 * (Active Effects V2 moved the start out of the duration).
 */
export function effectStartRound(effect: EffectStartLike): number | null {
  const round = foundryGeneration() === 14 ? effect.start?.round : (effect.duration as { startRound?: number | null } | null | undefined)?.startRound;
  return typeof round === "number" ? round : null;
}
