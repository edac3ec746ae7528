import { database } from "./database";
import type { Source } from "./document";
import { mergeUpdate } from "./merge";

/** The stand-in ActiveEffect: what the system reads of one, the statuses it carries and its flags. */
export class StandInActiveEffect {
  static documentName = "ActiveEffect";
  readonly _id: string;
  name: string;
  statuses: Set<string>;
  disabled: boolean;
  flags: Record<string, Record<string, unknown>>;
  duration: { startRound: number | null };

  constructor(data: Source) {
    this._id = typeof data._id === "string" ? data._id : database.newId();
    this.name = String(data.name ?? "");
    this.statuses = new Set((data.statuses as string[] | undefined) ?? []);
    this.disabled = data.disabled === true;
    this.flags = structuredClone((data.flags as Record<string, Record<string, unknown>>) ?? {});
    this.duration = { startRound: ((data.duration as Source | undefined)?.startRound as number | undefined) ?? null };
  }

  get id(): string {
    return this._id;
  }

  getFlag(scope: string, key: string): unknown {
    return this.flags[scope]?.[key];
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
    return { _id: this._id, name: this.name, statuses: [...this.statuses], disabled: this.disabled, flags: structuredClone(this.flags), duration: { ...this.duration } };
  }
}
