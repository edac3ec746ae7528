import { database } from "./database";
import type { Source } from "./document";
import { standInGeneration } from "./generation";
import { mergeUpdate } from "./merge";

interface Globals {
  Hooks: { call(hook: string, ...args: unknown[]): boolean; callAll(hook: string, ...args: unknown[]): unknown };
  game: { user: { id: string } };
}
const globals = () => globalThis as unknown as Globals;

/** When an effect started: v13 keeps it in `duration.startRound`, v14 in `start.round` (Active Effects V2). */
function startRoundOf(data: Source): number | null {
  const v13 = (data.duration as Source | undefined)?.startRound;
  const v14 = (data.start as Source | undefined)?.round;
  const value = standInGeneration === 14 ? v14 : v13;
  return typeof value === "number" ? value : null;
}

/**
 * The stand-in ActiveEffect: what the system reads of one (statuses, flags, when it started) in the shape of
 * the generation played: on 13 `duration.startRound` and `changes`; on 14 `start.round`, `system.changes` and a
 * duration of value, units and expiry event.
 */
export class StandInActiveEffect {
  static documentName = "ActiveEffect";
  readonly _id: string;
  name: string;
  img: string;
  statuses: Set<string>;
  disabled: boolean;
  flags: Record<string, Record<string, unknown>>;
  /** v13: `{ startRound }`; v14: `{ value, units, expiry, expired }`. */
  duration: Source;
  /** v14 only: when the effect started. */
  start?: { round: number | null };
  parent: unknown;

  constructor(data: Source, options: { parent?: unknown } = {}) {
    this._id = typeof data._id === "string" ? data._id : database.newId();
    this.name = String(data.name ?? "");
    this.img = typeof data.img === "string" ? data.img : "icons/svg/aura.svg";
    this.statuses = new Set((data.statuses as string[] | undefined) ?? []);
    this.disabled = data.disabled === true;
    this.flags = structuredClone((data.flags as Record<string, Record<string, unknown>>) ?? {});
    this.parent = options.parent ?? null;
    const round = startRoundOf(data);
    if (standInGeneration === 14) {
      const duration = (data.duration as Source | undefined) ?? {};
      this.duration = { value: duration.value ?? null, units: duration.units ?? "seconds", expiry: duration.expiry ?? null, expired: false };
      this.start = { round };
    } else {
      this.duration = { startRound: round };
    }
  }

  get id(): string {
    return this._id;
  }

  getFlag(scope: string, key: string): unknown {
    return this.flags[scope]?.[key];
  }

  /** Foundry's hook for a document about to be created; false leaves it out. Nothing by default. */
  _preCreate(_data: Source, _options: Source, _user: unknown): boolean | undefined {
    return undefined;
  }

  /** Applies the fields an update through the parent actor may change; returns a copy to put back on failure. */
  applyChanges(changes: Source): Source {
    const before = this.toObject();
    if (typeof changes.name === "string") this.name = changes.name;
    if (changes.statuses !== undefined) this.statuses = new Set(changes.statuses as string[]);
    if (typeof changes.disabled === "boolean") this.disabled = changes.disabled;
    if (changes.flags) this.flags = mergeUpdate(this.flags, changes.flags as Source) as typeof this.flags;
    return before;
  }

  restore(source: Source): void {
    this.name = String(source.name ?? "");
    this.statuses = new Set((source.statuses as string[] | undefined) ?? []);
    this.disabled = source.disabled === true;
    this.flags = structuredClone((source.flags as Record<string, Record<string, unknown>>) ?? {});
  }

  toObject(): Source {
    const own = { _id: this._id, name: this.name, img: this.img, statuses: [...this.statuses], disabled: this.disabled, flags: structuredClone(this.flags), duration: { ...this.duration } };
    return standInGeneration === 14 ? { ...own, type: "base", system: { changes: [] }, start: { ...this.start } } : { ...own, changes: [] };
  }
}

/**
 * Foundry's creation of embedded effects: each new effect's `_preCreate` and the `preCreateActiveEffect` hook
 * may leave it out; the ones kept are returned, to be written and then announced with `announceCreated`.
 */
export function effectsToCreate(effects: StandInActiveEffect[], data: Source[]): StandInActiveEffect[] {
  const user = globals().game.user;
  return effects.filter((effect, index) => {
    const source = data[index] ?? {};
    if (effect._preCreate(source, {}, user) === false) return false;
    return globals().Hooks.call("preCreateActiveEffect", effect, source, {}, user.id);
  });
}

/** While a batch is written, the announcements wait for all of it to land (Foundry calls them after the request). */
let held: (() => void)[] | null = null;

function announce(call: () => void): void {
  if (held) held.push(call);
  else call();
}

/** Runs `write` with the announcements held; they are made if it succeeds and dropped if it throws. */
export async function holdingAnnouncements<T>(write: () => Promise<T>): Promise<T> {
  held = [];
  try {
    const result = await write();
    const calls = held;
    held = null;
    for (const call of calls) call();
    return result;
  } finally {
    held = null;
  }
}

export function announceCreated(effects: StandInActiveEffect[]): void {
  for (const effect of effects) announce(() => globals().Hooks.callAll("createActiveEffect", effect, {}, globals().game.user.id));
}

export function announceUpdated(effects: StandInActiveEffect[], changes: Source[]): void {
  effects.forEach((effect, index) => announce(() => globals().Hooks.callAll("updateActiveEffect", effect, changes[index] ?? {}, {}, globals().game.user.id)));
}

export function announceDeleted(effects: StandInActiveEffect[]): void {
  for (const effect of effects) announce(() => globals().Hooks.callAll("deleteActiveEffect", effect, {}, globals().game.user.id));
}
