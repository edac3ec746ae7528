import { writeActor } from "../../../compat";
import type { ChronicleState } from "../data/chat/chronicle-card";
import type { StatusEffect } from "../rules/status/types";
import { translate } from "../../../i18n";
import { existingEffects, effectUpdateData } from "../chat/target-writes";
import { statusEffectChanges, type StatusEffectChanges } from "../chat/status-effects";
import { STATUS_ICONS, statusNameKey } from "../documents/status-effects";

/** What an action writes: the actor's fields, its items', its statuses (or null to leave them), its tokens' images. */
export type ChronicleWrite = ChronicleState;

/** A value as JSON with its objects' keys sorted: two reads of the same data compare equal whatever their key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b))) : inner,
  );
}

const same = (a: unknown, b: unknown): boolean => canonical(a) === canonical(b);

/** The token documents a texture path names, as `fromUuidSync` finds them. */
function tokenOf(uuid: string): TokenDocument.Implementation | null {
  try {
    const found = fromUuidSync(uuid as `Scene.${string}`);
    return found instanceof foundry.documents.TokenDocument ? (found as TokenDocument.Implementation) : null;
  } catch {
    return null;
  }
}

const statusKey = (status: StatusEffect): string => JSON.stringify([status.id, status.sinceRound, status.expiresAfterRound, status.sourceId ?? null, status.value ?? null]);

/** The character's statuses as the rules read them. */
export function statusesOf(actor: Actor.Implementation): StatusEffect[] {
  return (actor.system as unknown as { stats?: { statuses?: StatusEffect[] } }).stats?.statuses ?? [];
}

/** The value at a dotted path of a document (`system.garou.form`, `flags.storyteller-combat.learned`). */
function get(document: object, path: string): unknown {
  let node: unknown = document;
  for (const part of path.split(".")) node = typeof node === "object" && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  return node;
}

/**
 * The same fields as `shape` names, read from the character as it stands now: what an undo compares with the card's
 * `after`, and what an action records as its `before`.
 */
export function currentState(actor: Actor.Implementation, shape: ChronicleState): ChronicleState {
  const items: ChronicleState["items"] = {};
  for (const [id, paths] of Object.entries(shape.items)) {
    const item = actor.items.get(id);
    items[id] = Object.fromEntries(Object.keys(paths).map((path) => [path, item ? get(item, path) : undefined]));
  }
  return {
    actor: Object.fromEntries(Object.keys(shape.actor).map((path) => [path, structuredClone(get(actor, path))])),
    items,
    statuses: shape.statuses === null ? null : statusesOf(actor).map((status) => ({ ...status })),
    textures: Object.fromEntries(Object.keys(shape.textures).map((uuid) => [uuid, tokenOf(uuid)?.texture.src ?? ""])),
  };
}

/** Whether the character still stands as `state` says, field by field (statuses in any order). */
export function standsAs(actor: Actor.Implementation, state: ChronicleState): boolean {
  const now = currentState(actor, state);
  const statusesSame =
    state.statuses === null || same(now.statuses?.map(statusKey).sort(), state.statuses.map(statusKey).sort());
  return same(now.actor, state.actor) && same(now.items, state.items) && statusesSame && same(now.textures, state.textures);
}

/**
 * Writes a state as one write of the actor (its fields, its items, the effects carrying its statuses; `writeActor`
 * in compat.ts), then its tokens' images. `deletable` names effects an undone action created: they are deleted
 * rather than switched off. Answers false when Foundry turned the actor's write down, and then nothing else is sent.
 */
export async function writeState(actor: Actor.Implementation, state: ChronicleState, deletable: ReadonlySet<string> = new Set()): Promise<{ ok: boolean; created: string[] }> {
  // The effects that leave the actor carrying exactly the state's statuses, as the attack chain writes them.
  const changes: StatusEffectChanges =
    state.statuses === null
      ? { creates: [], updates: [], deletes: [] }
      : statusEffectChanges(existingEffects(actor), state.statuses, { newId: () => foundry.utils.randomID(), nameOf: (id) => translate(statusNameKey(id)), imgOf: (id) => STATUS_ICONS[id] }, deletable);
  const items = Object.entries(state.items).map(([id, paths]) => ({ _id: id, ...paths }));
  const ok = await writeActor(actor, {
    update: { ...state.actor },
    items,
    createEffects: changes.creates.map((effect) => ({ ...effect })),
    updateEffects: changes.updates.map(effectUpdateData),
    deleteEffects: changes.deletes,
  });
  if (!ok) return { ok: false, created: [] };
  for (const [uuid, src] of Object.entries(state.textures)) {
    const token = tokenOf(uuid);
    if (token && token.texture.src !== src) await token.update({ texture: { src } } as TokenDocument.UpdateData);
  }
  return { ok: true, created: changes.creates.map((effect) => effect._id) };
}

/** A state naming nothing: an action that wrote nothing. */
export function isEmptyState(state: ChronicleState): boolean {
  return Object.keys(state.actor).length === 0 && Object.keys(state.items).length === 0 && state.statuses === null && Object.keys(state.textures).length === 0;
}

/** The state of an action that writes nothing (a check resisted, a roll failed): its card alone is posted. */
export function nothingWritten(): ChronicleState {
  return { actor: {}, items: {}, statuses: null, textures: {} };
}
