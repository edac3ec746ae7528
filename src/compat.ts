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

/*
 * Who sees a roll or a card. The system speaks Foundry 13's roll modes; Foundry 14 replaced them with message
 * modes (`CONFIG.ChatMessage.modes`, the `core.messageMode` setting, `ChatMessage.applyMode`, the `messageMode`
 * option of `Roll#toMessage`) and no longer reads a `rollMode`, so a whispered roll sent the 13 way is public there.
 */
export type RollMode = "publicroll" | "gmroll" | "blindroll" | "selfroll";
type MessageMode = "public" | "gm" | "blind" | "self";

const MESSAGE_MODE: Record<RollMode, MessageMode> = { publicroll: "public", gmroll: "gm", blindroll: "blind", selfroll: "self" };
const ROLL_MODE: Record<string, RollMode> = { public: "publicroll", gm: "gmroll", blind: "blindroll", self: "selfroll", ic: "publicroll", ooc: "publicroll" };

/** The mode this user picked in the chat log: `core.rollMode` (13) or `core.messageMode` (14), as a roll mode. */
export function currentRollMode(): RollMode {
  const settings = game.settings as unknown as { get(scope: string, key: string): unknown } | undefined;
  if (foundryGeneration() >= 14) return ROLL_MODE[String(settings?.get("core", "messageMode") ?? "public")] ?? "publicroll";
  const mode = String(settings?.get("core", "rollMode") ?? "publicroll");
  return mode in MESSAGE_MODE ? (mode as RollMode) : "publicroll";
}

/**
 * Sets who sees a message about to be created, in place, whether or not it carries rolls (Foundry 13's
 * `rollMode` create option reaches only messages with rolls): `ChatMessage.applyRollMode` (13) or
 * `ChatMessage.applyMode` (14). A whisper already in the data is kept for the GM and blind modes.
 */
export function applyRollMode<T extends object>(data: T, mode: RollMode): T {
  if (foundryGeneration() >= 14) {
    (ChatMessage as unknown as { applyMode(data: object, mode: MessageMode): unknown }).applyMode(data, MESSAGE_MODE[mode]);
  } else {
    ChatMessage.applyRollMode(data as ChatMessage.CreateData, mode);
  }
  return data;
}

/** The option that gives `Roll#toMessage` its mode: `rollMode` (13) or `messageMode` (14). */
export function rollMessageOptions(mode: RollMode): { rollMode?: RollMode; messageMode?: MessageMode } {
  return foundryGeneration() >= 14 ? { messageMode: MESSAGE_MODE[mode] } : { rollMode: mode };
}

interface DataOperators {
  ForcedReplacement: { create(value: unknown): unknown };
}

/**
 * An update entry that puts `value` in place of the whole value at `path` (a key, or a dotted path such as
 * `system.state`), where Foundry would otherwise merge the two objects key by key: on 13 the last key of the
 * path marked `==` (`{ "system.==state": value }`), on 14 `{ path: ForcedReplacement(value) }`.
 */
export function replacing(path: string, value: unknown): Record<string, unknown> {
  if (foundryGeneration() === 14) {
    const operators = (foundry as unknown as { data: { operators?: DataOperators } }).data.operators;
    if (operators) return { [path]: operators.ForcedReplacement.create(value) };
  }
  const dot = path.lastIndexOf(".");
  return { [`${path.slice(0, dot + 1)}==${path.slice(dot + 1)}`]: value };
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

/*
 * Foundry 14's `foundry.documents.modifyBatch`, which the 14.366 declarations do not name: the API page gives it
 * `(operations) => Promise<Document[][]>`, one list of documents per operation, and a batch cancelled by any one
 * of its operations makes no change at all. So its result is read, never its truthiness (an empty list is true).
 */
type ModifyBatch = (operations: BatchOperation[]) => Promise<unknown>;

/**
 * Whether a batch's result says it wrote: a list with at least one operation's documents in it. Nothing, an empty
 * list, or lists that are all empty is a batch Foundry turned down (it is all or none, so one written document
 * means the whole batch stands).
 */
export function batchWrote(result: unknown): boolean {
  return Array.isArray(result) && result.some((documents) => Array.isArray(documents) && documents.length > 0);
}

/**
 * Writes an actor with its items and effects so that every embedded document goes through Foundry's own
 * life-cycle (`_preCreate`, the `preCreateActiveEffect`, `createActiveEffect`, `updateActiveEffect`,
 * `deleteActiveEffect` hooks and the Item ones). On 14 it is one request, all of it or none
 * (`foundry.documents.modifyBatch`). On 13, which has no batch, the actor's own fields go in one update and each
 * kind of embedded change that is there in one call after it (created, changed, deleted effects; changed items).
 * A token's own actor (unlinked) takes the 13 way on both: a batch names world documents.
 */
export async function writeActor(actor: Actor.Implementation, write: ActorWrite): Promise<boolean> {
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
    if (!operations.length) return true;
    try {
      return batchWrote(await modifyBatch(operations));
    } catch {
      return false;
    }
  }
  // On 13 the write stands or falls with its first request, the actor's own fields when there are any: Foundry
  // resolves one it turned down as nothing, and then nothing else is sent. The embedded calls after it may come
  // back shorter than asked, when a module's pre-hook keeps a status off; that is the module's word, and what
  // was written stays written (the damage lands without the status).
  const calls: (() => Promise<unknown>)[] = [];
  if (own) calls.push(() => actor.update(write.update as Actor.UpdateData));
  if (items.length) calls.push(() => actor.updateEmbeddedDocuments("Item", items as Item.UpdateData[]));
  if (creates.length) calls.push(() => actor.createEmbeddedDocuments("ActiveEffect", creates as unknown as ActiveEffect.CreateData[]));
  if (updates.length) calls.push(() => actor.updateEmbeddedDocuments("ActiveEffect", updates as ActiveEffect.UpdateData[]));
  if (deletes.length) calls.push(() => actor.deleteEmbeddedDocuments("ActiveEffect", deletes));
  for (const [index, call] of calls.entries()) {
    const written = await call();
    const nothing = written === undefined || written === null || (Array.isArray(written) && written.length === 0);
    if (index === 0 && nothing) return false;
  }
  return true;
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
