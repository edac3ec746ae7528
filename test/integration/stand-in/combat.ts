import { StandInCollection } from "./collection";
import { expandDots, type TypeDataModel } from "./data-model";
import { database } from "./database";
import { fireDocumentHook, OWNERSHIP, refuseInvalid, type Source } from "./document";
import { DataModelValidationError } from "./fields";
import { StandInCombatant } from "./combatant";
import { combatApps } from "./combat-tracker";
import type { StandInUser } from "./user";

type ModelClass = new (data: Source, options: { parent: unknown }) => TypeDataModel;

interface Globals {
  game: { user: StandInUser; combats: StandInCollection<StandInCombat>; combat: StandInCombat | null };
  CONFIG: { Combat: { dataModels: Record<string, ModelClass> }; Combatant: { documentClass: unknown } };
  Hooks: { callAll(hook: string, ...args: unknown[]): unknown };
}
const globals = () => globalThis as unknown as Globals;

export interface HistoryData {
  round: number;
  turn: number | null;
  combatantId: string | null;
  tokenId: string | null;
}

function combatantClass(): typeof StandInCombatant {
  return (globals().CONFIG.Combatant.documentClass as typeof StandInCombatant | null) ?? StandInCombatant;
}

function permissionError(action: string, what: string): Error {
  return new Error(`User ${globals().game.user.name} lacks permission to ${action} ${what}`);
}

/**
 * The stand-in Combat, following Foundry v13's Combat where the system leans on it: `turns`, `turn` and
 * `combatant`; `current` and `previous` turn records; `setupTurns` on combatant changes; updates checked whole
 * (round, turn, system, and embedded combatants in the same call) and recorded as one write; only a
 * Storyteller may write the Combat, and a player only the combatants it owns.
 */
export class StandInCombat {
  static documentName = "Combat";

  readonly _id: string;
  type = "base";
  round: number;
  turn: number | null;
  active = true;
  system: TypeDataModel;
  readonly combatants = new StandInCollection<StandInCombatant>();
  turns: StandInCombatant[] = [];
  current: HistoryData;
  previous: HistoryData | undefined = undefined;
  readonly sounds: string[] = [];

  constructor(data: Source = {}) {
    this._id = typeof data._id === "string" && data._id ? data._id : database.newId();
    this.round = typeof data.round === "number" ? data.round : 0;
    this.turn = typeof data.turn === "number" ? data.turn : null;
    const Model = globals().CONFIG.Combat.dataModels[this.type];
    if (!Model) throw new DataModelValidationError({ type: `no Combat data model for "${this.type}"` });
    this.system = new Model((data.system as Source | undefined) ?? {}, { parent: this });
    const Combatant = combatantClass();
    for (const entry of (data.combatants as Source[] | undefined) ?? []) this.combatants.add(new Combatant(entry, { parent: this }));
    this.current = this._getCurrentState();
    this.prepareData();
  }

  get id(): string {
    return this._id;
  }

  get uuid(): string {
    return `Combat.${this.id}`;
  }

  get combatant(): StandInCombatant | undefined {
    return this.turn === null ? undefined : this.turns[this.turn];
  }

  get started(): boolean {
    return this.turns.length > 0 && this.round > 0;
  }

  getUserLevel(user: StandInUser): number {
    return user.isGM ? OWNERSHIP.OWNER : OWNERSHIP.LIMITED;
  }

  toObject(): Source {
    return { _id: this._id, type: this.type, round: this.round, turn: this.turn, system: this.system.toObject(), combatants: this.combatants.contents.map((combatant) => combatant.toObject()) };
  }

  static async create(data: Source = {}): Promise<StandInCombat> {
    if (!globals().game.user.isGM) throw permissionError("create", "Combat");
    const combat = new this(data);
    database.record({ action: "create", documentName: "Combat", ids: [combat.id], parentId: null, data: [combat.toObject()] });
    globals().game.combats.add(combat);
    globals().game.combat ??= combat;
    fireDocumentHook("create", "Combat", combat);
    return combat;
  }

  /* Foundry's preparation: base data, embedded documents, derived data. */
  prepareData(): void {
    this.system.reset();
    this.system.prepareBaseData();
    for (const combatant of this.combatants) combatant.prepareData();
    this.system.prepareDerivedData();
    this.prepareDerivedData();
  }

  prepareDerivedData(): void {
    if (this.combatants.size && !this.turns.length) this.setupTurns();
  }

  setupTurns(): StandInCombatant[] {
    const turns = this.combatants.contents.sort(this._sortCombatants);
    if (this.turn !== null) this.turn = Math.min(Math.max(this.turn, 0), Math.max(turns.length - 1, 0));
    this.turns = turns;
    this.current = this._getCurrentState(this.combatant);
    this.previous ??= this.current;
    return turns;
  }

  /** Foundry's default: higher initiative first, then name, then id (called unbound, as Foundry does). */
  protected _sortCombatants(a: StandInCombatant, b: StandInCombatant): number {
    const ia = a.initiative ?? -Infinity;
    const ib = b.initiative ?? -Infinity;
    return ib - ia || a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
  }

  protected _getCurrentState(combatant?: StandInCombatant): HistoryData {
    return { round: this.round, turn: this.turn, combatantId: combatant?.id ?? null, tokenId: combatant?.tokenId ?? null };
  }

  protected _playCombatSound(announcement: string): void {
    this.sounds.push(announcement);
  }

  /**
   * Checks every part of the change, applies all of it or, on any failure, none; one write. As in Foundry, a
   * change that fails validation shows an error notification and resolves `undefined`, and so does one that
   * changes nothing (no request is sent).
   */
  async update(changes: Source, options: Source = {}): Promise<this | undefined> {
    const user = globals().game.user;
    if (!user.isGM) throw permissionError("update", `Combat [${this.id}]`);
    const expanded = expandDots(changes);
    const unknown = Object.keys(expanded).filter((key) => !["round", "turn", "system", "combatants", "_id"].includes(key));
    if (unknown.length) throw new Error(`The stand-in does not update ${unknown.join(", ")} on Combat.`);
    if ("round" in expanded && (!Number.isInteger(expanded.round) || (expanded.round as number) < 0)) return refuseInvalid("Combat", new DataModelValidationError({ round: "must be a whole number from 0" }));
    if ("turn" in expanded && expanded.turn !== null && (!Number.isInteger(expanded.turn) || (expanded.turn as number) < 0)) return refuseInvalid("Combat", new DataModelValidationError({ turn: "must be null or a whole number from 0" }));
    const snapshot = this.toObject();
    const changed: Source = {};
    try {
      if (expanded.system) {
        const before = JSON.stringify(this.system.toObject());
        this.system.updateSource(expanded.system as Source);
        if (JSON.stringify(this.system.toObject()) !== before) changed.system = expanded.system;
      }
      if ("round" in expanded && expanded.round !== this.round) changed.round = this.round = expanded.round as number;
      if ("turn" in expanded && expanded.turn !== this.turn) changed.turn = this.turn = expanded.turn as number | null;
      const applied: Source[] = [];
      for (const entry of (expanded.combatants as Source[] | undefined) ?? []) {
        const combatant = this.combatants.get(String(entry._id));
        if (!combatant) throw new DataModelValidationError({ combatants: `no Combatant ${String(entry._id)}` });
        const result = combatant.applyUpdate(expandDots(entry));
        if (result) applied.push({ ...result, _id: combatant.id });
      }
      if (applied.length) changed.combatants = applied;
    } catch (error) {
      this.restore(snapshot);
      return refuseInvalid("Combat", error);
    }
    if (!Object.keys(changed).length) return undefined;
    database.record({ action: "update", documentName: "Combat", ids: [this.id], parentId: null, data: [changed] });
    this.prepareData();
    this._onUpdate(changed, options, user.id);
    for (const entry of (changed.combatants as Source[] | undefined) ?? []) fireDocumentHook("update", "Combatant", this.combatants.get(String(entry._id)), entry, options);
    return this;
  }

  private restore(snapshot: Source): void {
    this.round = snapshot.round as number;
    this.turn = snapshot.turn as number | null;
    this.system.updateSource(snapshot.system as Source);
    for (const entry of snapshot.combatants as Source[]) {
      const combatant = this.combatants.get(String(entry._id));
      if (!combatant) continue;
      combatant.system.updateSource(entry.system as Source);
      combatant.initiative = entry.initiative as number | null;
    }
  }

  /** Foundry's: the turn list again when combatants changed, the current and previous turn records, the turn events, the hook. */
  protected _onUpdate(changed: Source, options: Source, userId: string): void {
    const prior = structuredClone(this.current);
    if ("combatants" in changed) this.setupTurns();
    else this.current = this._getCurrentState(this.combatant);
    const stateChanged = prior.combatantId !== this.current.combatantId || prior.round !== this.current.round || prior.turn !== this.current.turn;
    this.previous = prior;
    // Foundry does not wait for the turn events; the tests wait on `turnEvents`.
    if (stateChanged && options.turnEvents !== false) this.turnEvents = this._manageTurnEvents();
    globals().Hooks.callAll("updateCombat", this, changed, options, userId);
    // Foundry's collection draws its apps (the trackers) again, without waiting for them.
    for (const app of combatApps) void app.render({ renderContext: "updateCombat", renderData: [{ ...changed, _id: this.id }] }).catch(() => undefined);
  }

  /** The turn events of the last update, settled when they have all run. */
  turnEvents: Promise<void> = Promise.resolve();
  /** Every turn event Foundry's workflow called, in order: what a test reads. */
  readonly turnEventLog: { event: "startTurn" | "endTurn" | "startRound" | "endRound"; combatantId: string | null; round: number; turn: number | null; skipped: boolean }[] = [];

  /**
   * Foundry 13's turn events on the active Storyteller's client, modelled on its workflow: when the round or the
   * turn moved forward, each turn from the one after `previous.turn` up to `current.turn` ends the one before
   * and starts, with the round's end and start between rounds (turns passed over are marked skipped); when
   * neither moved but the current combatant changed, the old one ends and the new one starts. A turn index that
   * went back within a round fires nothing.
   */
  protected async _manageTurnEvents(): Promise<void> {
    if (!this.started || !globals().game.user.isGM) return;
    const current = this.current;
    const previous = this.previous ?? current;
    const intervals: [number, number][] = [];
    let roundDelta = current.round - previous.round;
    const last = this.turns.length - 1;
    // As in Foundry's arithmetic, a null turn counts as 0 here (null + 1 is 1).
    const previousTurn = Number(previous.turn);
    if (roundDelta === 0) {
      if (current.round > 0 && current.turn !== null && previousTurn < current.turn) intervals.push([previousTurn + 1, current.turn]);
    } else if (roundDelta > 0) {
      if (previous.round > 0) intervals.push([previousTurn + 1, last]);
      while (--roundDelta) intervals.push([0, last]);
      intervals.push([0, current.turn ?? 0]);
    }
    if (intervals.length) {
      let prior = { combatantId: previous.combatantId, round: previous.round, turn: previous.turn, skipped: false };
      for (const [from, to] of intervals) {
        for (let turn = from; turn <= to; turn += 1) {
          const round = prior.round + (turn === 0 ? 1 : 0);
          const next = { combatantId: this.turns[turn]?.id ?? null, round, turn, skipped: round !== current.round || turn !== current.turn };
          if (prior.combatantId) await this.turnEvent("endTurn", prior);
          if (prior.round !== next.round) {
            await this.turnEvent("endRound", { combatantId: null, round: prior.round, turn: null, skipped: prior.round !== previous.round });
            await this.turnEvent("startRound", { combatantId: null, round: next.round, turn: null, skipped: next.round !== current.round });
          }
          if (next.combatantId) await this.turnEvent("startTurn", next);
          prior = next;
        }
      }
      return;
    }
    if (current.combatantId !== previous.combatantId && current.round === previous.round && current.turn === previous.turn) {
      if (previous.combatantId) await this.turnEvent("endTurn", { combatantId: previous.combatantId, round: current.round, turn: current.turn, skipped: false });
      if (current.combatantId) await this.turnEvent("startTurn", { combatantId: current.combatantId, round: current.round, turn: current.turn, skipped: false });
    }
  }

  private async turnEvent(event: "startTurn" | "endTurn" | "startRound" | "endRound", context: { combatantId: string | null; round: number; turn: number | null; skipped: boolean }): Promise<void> {
    const combatant = context.combatantId ? this.combatants.get(context.combatantId) : undefined;
    const data = { round: context.round, turn: context.turn, skipped: context.skipped };
    if (event === "startTurn" && combatant) await this._onStartTurn(combatant, data);
    if (event === "endTurn" && combatant) await this._onEndTurn(combatant, data);
    if (event === "startRound") await this._onStartRound(data);
    if (event === "endRound") await this._onEndRound(data);
  }

  // Foundry's are empty, for systems to fill; the stand-in's record each call.
  protected async _onStartTurn(combatant: StandInCombatant, context: { round: number; turn: number | null; skipped: boolean }): Promise<void> {
    this.turnEventLog.push({ event: "startTurn", combatantId: combatant.id, ...context });
  }
  protected async _onEndTurn(combatant: StandInCombatant, context: { round: number; turn: number | null; skipped: boolean }): Promise<void> {
    this.turnEventLog.push({ event: "endTurn", combatantId: combatant.id, ...context });
  }
  protected async _onStartRound(context: { round: number; turn: number | null; skipped: boolean }): Promise<void> {
    this.turnEventLog.push({ event: "startRound", combatantId: null, ...context });
  }
  protected async _onEndRound(context: { round: number; turn: number | null; skipped: boolean }): Promise<void> {
    this.turnEventLog.push({ event: "endRound", combatantId: null, ...context });
  }

  private mayWriteCombatant(user: StandInUser, combatant: StandInCombatant | Source): boolean {
    if (user.isGM) return true;
    return combatant instanceof StandInCombatant ? combatant.testUserPermission(user, "OWNER") : false;
  }

  async createEmbeddedDocuments(name: "Combatant", data: Source[]): Promise<StandInCombatant[]> {
    if (name !== "Combatant") throw new Error(`The stand-in Combat embeds Combatants only, not ${String(name)}.`);
    const user = globals().game.user;
    const Combatant = combatantClass();
    const created = data.map((entry) => new Combatant(entry, { parent: this }));
    if (!created.every((combatant) => this.mayWriteCombatant(user, combatant))) throw permissionError("create", "Combatant");
    for (const combatant of created) this.combatants.add(combatant);
    database.record({ action: "create", documentName: "Combatant", ids: created.map((combatant) => combatant.id), parentId: this.id, data: created.map((combatant) => combatant.toObject()) });
    this.prepareData();
    this._onCreateDescendantDocuments(this, "combatants", created, data, {}, user.id);
    for (const combatant of created) fireDocumentHook("create", "Combatant", combatant);
    return created;
  }

  async updateEmbeddedDocuments(name: "Combatant", updates: Source[]): Promise<StandInCombatant[]> {
    if (name !== "Combatant") throw new Error(`The stand-in Combat embeds Combatants only, not ${String(name)}.`);
    const user = globals().game.user;
    const targets = updates.map((update) => {
      const combatant = this.combatants.get(String(update._id));
      if (!combatant) throw new DataModelValidationError({ _id: `no Combatant ${String(update._id)}` });
      if (!this.mayWriteCombatant(user, combatant)) throw permissionError("update", `Combatant [${combatant.id}]`);
      return combatant;
    });
    // Each combatant is checked on its own, as Foundry's client does: one that fails validation is left out
    // with an error notification, and the others are written.
    const applied: Source[] = [];
    const written: StandInCombatant[] = [];
    updates.forEach((update, index) => {
      const combatant = targets[index];
      if (!combatant) return;
      const snapshot = combatant.toObject();
      try {
        const result = combatant.applyUpdate(expandDots(update));
        if (result) {
          applied.push({ ...result, _id: update._id });
          written.push(combatant);
        }
      } catch (error) {
        combatant.system.updateSource((snapshot.system as Source) ?? {});
        combatant.initiative = (snapshot.initiative as number | null) ?? null;
        refuseInvalid("Combatant", error);
      }
    });
    if (!applied.length) return [];
    database.record({ action: "update", documentName: "Combatant", ids: applied.map((entry) => String(entry._id)), parentId: this.id, data: applied });
    this.prepareData();
    this._onUpdateDescendantDocuments(this, "combatants", written, applied, {}, user.id);
    written.forEach((combatant, index) => fireDocumentHook("update", "Combatant", combatant, applied[index]));
    return written;
  }

  async deleteEmbeddedDocuments(name: "Combatant", ids: string[]): Promise<StandInCombatant[]> {
    if (name !== "Combatant") throw new Error(`The stand-in Combat embeds Combatants only, not ${String(name)}.`);
    const user = globals().game.user;
    if (!user.isGM) throw permissionError("delete", "Combatant");
    const deleted = ids.flatMap((id) => this.combatants.get(id) ?? []);
    for (const combatant of deleted) this.combatants.delete(combatant.id);
    if (deleted.length) database.record({ action: "delete", documentName: "Combatant", ids: deleted.map((combatant) => combatant.id), parentId: this.id, data: [] });
    this.prepareData();
    this._onDeleteDescendantDocuments(this, "combatants", deleted, deleted.map((combatant) => combatant.id), {}, user.id);
    for (const combatant of deleted) fireDocumentHook("delete", "Combatant", combatant);
    return deleted;
  }

  // Foundry sets the turn list up again whenever combatants are added, changed or removed.
  protected _onCreateDescendantDocuments(_parent: unknown, _collection: string, _documents: unknown[], _data: unknown[], _options: Source, _userId: string): void {
    this.setupTurns();
  }

  protected _onUpdateDescendantDocuments(_parent: unknown, _collection: string, _documents: unknown[], _changes: unknown[], _options: Source, _userId: string): void {
    this.setupTurns();
  }

  protected _onDeleteDescendantDocuments(_parent: unknown, _collection: string, _documents: unknown[], _ids: string[], _options: Source, _userId: string): void {
    this.setupTurns();
  }
}
