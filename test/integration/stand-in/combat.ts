import { StandInCollection } from "./collection";
import { expandDots, type TypeDataModel } from "./data-model";
import { database } from "./database";
import { expandCreateData, fireDocumentHook, OWNERSHIP, refuseInvalid, type Source } from "./document";
import { DataModelValidationError } from "./fields";
import { StandInCombatant } from "./combatant";
import { combatClient, type CombatCoreClass } from "./combat-client";
import type { StandInUser } from "./user";

type ModelClass = new (data: Source, options: { parent: unknown }) => TypeDataModel;

interface Globals {
  game: { user: StandInUser; combats: StandInCollection<StandInCombat>; combat: StandInCombat | null };
  CONFIG: { Combat: { dataModels: Record<string, ModelClass> }; Combatant: { documentClass: unknown } };
  Hooks: { callAll(hook: string, ...args: unknown[]): unknown };
}
const globals = () => globalThis as unknown as Globals;

export type { HistoryData } from "./combat-client";

function combatantClass(): typeof StandInCombatant {
  return (globals().CONFIG.Combatant.documentClass as typeof StandInCombatant | null) ?? StandInCombatant;
}

function permissionError(action: string, what: string): Error {
  return new Error(`User ${globals().game.user.name} lacks permission to ${action} ${what}`);
}

/**
 * The stand-in's Combat data: its round, turn, typed `system` model and embedded combatants; updates checked
 * whole (round, turn, system, and embedded combatants in the same call) and recorded as one write; only a
 * Storyteller may write the Combat, and a player only the combatants it owns. What Foundry's client adds on top
 * (the turn list and the turn events) is combat-client.ts, shared with the Foundry layer.
 */
class StandInCombatData {
  static documentName = "Combat";

  readonly _id: string;
  type = "base";
  round: number;
  turn: number | null;
  active = true;
  system: TypeDataModel;
  readonly combatants = new StandInCollection<StandInCombatant>();

  constructor(data: Source = {}) {
    this._id = typeof data._id === "string" && data._id ? data._id : database.newId();
    this.round = typeof data.round === "number" ? data.round : 0;
    this.turn = typeof data.turn === "number" ? data.turn : null;
    const Model = globals().CONFIG.Combat.dataModels[this.type];
    if (!Model) throw new DataModelValidationError({ type: `no Combat data model for "${this.type}"` });
    this.system = new Model((data.system as Source | undefined) ?? {}, { parent: this });
    const Combatant = combatantClass();
    for (const entry of (data.combatants as Source[] | undefined) ?? []) this.combatants.add(new Combatant(entry, { parent: this as unknown as StandInCombat }));
    this.prepareData();
  }

  get id(): string {
    return this._id;
  }

  get uuid(): string {
    return `Combat.${this.id}`;
  }

  getUserLevel(user: StandInUser): number {
    return user.isGM ? OWNERSHIP.OWNER : OWNERSHIP.LIMITED;
  }

  toObject(): Source {
    return { _id: this._id, type: this.type, round: this.round, turn: this.turn, system: this.system.toObject(), combatants: this.combatants.contents.map((combatant) => combatant.toObject()) };
  }

  static async create(data: Source = {}): Promise<StandInCombat> {
    if (!globals().game.user.isGM) throw permissionError("create", "Combat");
    const combat = new this(expandCreateData(data)) as unknown as StandInCombat;
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

  prepareDerivedData(): void {}

  // The client's part, which the data core calls on (combat-client.ts).
  declare setupTurns: () => StandInCombatant[];
  declare _onUpdate: (changed: Source, options: Source, userId: string) => void;
  declare renderApps: (changed: Source) => void;
  declare _onCreateDescendantDocuments: (parent: unknown, collection: string, documents: unknown[], data: unknown[], options: Source, userId: string) => void;
  declare _onUpdateDescendantDocuments: (parent: unknown, collection: string, documents: unknown[], changes: unknown[], options: Source, userId: string) => void;
  declare _onDeleteDescendantDocuments: (parent: unknown, collection: string, documents: unknown[], ids: string[], options: Source, userId: string) => void;

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
    globals().Hooks.callAll("updateCombat", this, changed, options, user.id);
    this.renderApps(changed);
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
}

/** The stand-in Combat: the stand-in's data with Foundry's client on top. */
class CombatWithClient extends combatClient(StandInCombatData as unknown as CombatCoreClass) {}

/** Its instances carry both parts; the client's class expression types only its own. */
export type StandInCombat = CombatWithClient & StandInCombatData;
export const StandInCombat = CombatWithClient as unknown as {
  new (data?: Source): StandInCombat;
  readonly documentName: string;
  create(data?: Source): Promise<StandInCombat>;
};
