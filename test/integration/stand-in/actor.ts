import { announceCreated, announceDeleted, announceUpdated, effectsToCreate, StandInActiveEffect } from "./active-effect";
import { StandInCollection } from "./collection";
import { database } from "./database";
import { expandCreateData, fireDocumentHook, refuseInvalid, StandInDocument, type Source } from "./document";
import { DataModelValidationError } from "./fields";
import { StandInItem } from "./item";

type EmbeddedName = "Item" | "ActiveEffect";

/**
 * The stand-in Actor: embedded items and effects, created, updated and deleted in batches that are checked
 * whole before any is written, each batch one write (as one Foundry request).
 */
export class StandInActor extends StandInDocument {
  static override documentName = "Actor";

  readonly items = new StandInCollection<StandInItem>();
  readonly effects = new StandInCollection<StandInActiveEffect>();

  constructor(data: Source, options: { parent?: StandInDocument | null; strict?: boolean } = {}) {
    super(data, options);
    for (const item of (data.items as Source[] | undefined) ?? []) this.items.add(new (this.itemClass())(item, { parent: this, ...(options.strict === false ? { strict: false } : {}) }));
    for (const effect of (data.effects as Source[] | undefined) ?? []) this.effects.add(new StandInActiveEffect(effect, { parent: this }));
  }

  /** The configured Item class (the system's subclass once `init` has run). */
  private itemClass(): typeof StandInItem {
    const config = (globalThis as unknown as { CONFIG: { Item: { documentClass: unknown } } }).CONFIG;
    return (config.Item.documentClass as typeof StandInItem | null) ?? StandInItem;
  }

  /** Foundry's Actor#token: the token an unlinked (synthetic) actor belongs to, else null. */
  get token(): { id: string; uuid: string } | null {
    const parent = this.parent as unknown;
    return parent !== null && (parent as { constructor: { documentName?: string } }).constructor.documentName === "Token" ? (parent as { id: string; uuid: string }) : null;
  }

  get isToken(): boolean {
    return this.token !== null;
  }

  /** Where a write of this actor is stored: the world actor, or an unlinked token's delta. */
  private get stored(): { documentName: string; parentId: string | null } {
    const token = this.token;
    return token ? { documentName: "ActorDelta", parentId: token.id } : { documentName: "Actor", parentId: null };
  }

  /** Foundry's Actor#statuses: the status ids of its enabled effects. */
  get statuses(): Set<string> {
    return new Set(this.effects.filter((effect) => !effect.disabled).flatMap((effect) => [...effect.statuses]));
  }

  /** Foundry's create: data that fails validation shows an error notification and creates nothing (`undefined`). */
  static async create(data: Source): Promise<StandInActor | undefined> {
    // Foundry's server: creating an actor takes the ACTOR_CREATE permission, an Assistant's by default.
    const user = (globalThis as unknown as { game: { user: { name: string; hasPermission(permission: string): boolean } } }).game.user;
    if (!user.hasPermission("ACTOR_CREATE")) throw new Error(`User ${user.name} lacks permission to create Actor`);
    data = expandCreateData(data);
    let actor: StandInActor;
    try {
      actor = new this(data);
    } catch (error) {
      return refuseInvalid("Actor", error, "create");
    }
    database.record({ action: "create", documentName: "Actor", ids: [actor.id], parentId: null, data: [actor.toObject()] });
    actor.prepareData();
    (globalThis as unknown as { game: { actors: StandInCollection<StandInActor> } }).game.actors.add(actor);
    fireDocumentHook("create", "Actor", actor);
    return actor;
  }

  override prepareEmbeddedDocuments(): void {
    for (const item of this.items) item.prepareData();
  }

  override toObject(): Source {
    return { ...super.toObject(), items: this.items.contents.map((item) => item.toObject()), effects: this.effects.contents.map((effect) => effect.toObject()) };
  }

  /**
   * Foundry's update with embedded documents inline: `effects` and `items` entries with the id of an existing
   * document change it, others create one (keeping the id given). The actor, its effects and its items are
   * checked together and written as one request, or not at all.
   */
  override async update(changes: Source): Promise<this | undefined> {
    const { effects, items, ...own } = changes as Source & { effects?: Source[]; items?: Source[] };
    if (effects === undefined && items === undefined) return super.update(changes);
    this.checkWritePermission();
    const systemBefore = this.system.toObject();
    const effectsBefore = this.effects.contents.map((effect) => effect.toObject());
    const itemsBefore = this.items.contents.map((item) => [item, item.system.toObject()] as const);
    const created: StandInActiveEffect[] = [];
    let applied: Source | null;
    try {
      applied = Object.keys(own).length ? this.applyUpdate(own) : null;
      for (const entry of effects ?? []) {
        const existing = typeof entry._id === "string" ? this.effects.get(entry._id) : undefined;
        if (existing) existing.applyChanges(entry);
        else created.push(new StandInActiveEffect(entry, { parent: this }));
      }
      for (const entry of items ?? []) {
        const item = this.items.get(String(entry._id));
        if (!item) throw new DataModelValidationError({ _id: `no Item ${String(entry._id)} on ${this.name}` });
        item.applyUpdate(Object.fromEntries(Object.entries(entry).filter(([key]) => key !== "_id")));
      }
    } catch (error) {
      this.system.updateSource(systemBefore);
      for (const source of effectsBefore) this.effects.get(String(source._id))?.restore(source);
      for (const [item, system] of itemsBefore) item.system.updateSource(system);
      return refuseInvalid("Actor", error);
    }
    for (const effect of created) this.effects.add(effect);
    const change = { ...(applied ?? {}), ...(effects ? { effects } : {}), ...(items ? { items } : {}) };
    database.record({ action: "update", ...this.stored, ids: [this.id], data: [change] });
    this.refresh();
    fireDocumentHook("update", "Actor", this, change);
    announceCreated(created);
    return this;
  }

  async createEmbeddedDocuments(name: EmbeddedName, data: Source[]): Promise<(StandInItem | StandInActiveEffect)[]> {
    this.checkWritePermission();
    // Each document is checked on its own: one that fails validation is left out, with an error notification.
    const made = data.map(expandCreateData).flatMap((entry): [Source, StandInItem | StandInActiveEffect][] => {
      try {
        return [[entry, name === "Item" ? new (this.itemClass())(entry, { parent: this }) : new StandInActiveEffect(entry, { parent: this })]];
      } catch (error) {
        refuseInvalid(name, error, "create");
        return [];
      }
    });
    let created = made.map(([, document]) => document);
    // Each new effect passes its _preCreate and preCreateActiveEffect first; it is announced once written.
    if (name === "ActiveEffect") created = effectsToCreate(created as StandInActiveEffect[], made.map(([entry]) => entry));
    if (!created.length) return [];
    database.record({ action: "create", documentName: name, ids: created.map((doc) => doc.id), parentId: this.id, data: created.map((doc) => doc.toObject()) });
    for (const document of created) {
      if (document instanceof StandInActiveEffect) this.effects.add(document);
      else this.items.add(document);
    }
    this.refresh();
    if (name === "ActiveEffect") announceCreated(created as StandInActiveEffect[]);
    else for (const document of created) fireDocumentHook("create", name, document);
    return created;
  }

  async updateEmbeddedDocuments(name: "Item" | "ActiveEffect", updates: Source[]): Promise<(StandInItem | StandInActiveEffect)[]> {
    if (name === "ActiveEffect") return this.updateEffects(updates);
    if (name !== "Item") throw new Error(`The stand-in updates embedded Items and ActiveEffects only, not ${String(name)}.`);
    this.checkWritePermission();
    const targets = updates.map((update) => {
      const item = this.items.get(String(update._id));
      if (!item) throw new DataModelValidationError({ _id: `no Item ${String(update._id)} on ${this.name}` });
      return item;
    });
    // Each item is checked on its own, as Foundry's client does: one that fails validation is left out of the
    // request with an error notification, and the others are written.
    const applied: Source[] = [];
    const written: StandInItem[] = [];
    updates.forEach((update, index) => {
      const { _id, ...changes } = update;
      const item = targets[index];
      if (!item) return;
      const snapshot = item.system.toObject();
      try {
        const result = item.applyUpdate(changes);
        if (result) {
          applied.push({ _id, ...result });
          written.push(item);
        }
      } catch (error) {
        item.system.updateSource(snapshot);
        refuseInvalid("Item", error);
      }
    });
    if (applied.length) {
      database.record({ action: "update", documentName: "Item", ids: applied.map((entry) => String(entry._id)), parentId: this.id, data: applied });
    }
    this.refresh();
    written.forEach((item, index) => fireDocumentHook("update", "Item", item, applied[index]));
    return written;
  }

  /** Effects changed by id, checked whole before any is kept; each changed one is announced (`updateActiveEffect`). */
  private async updateEffects(updates: Source[]): Promise<StandInActiveEffect[]> {
    this.checkWritePermission();
    const targets = updates.map((update) => {
      const effect = this.effects.get(String(update._id));
      if (!effect) throw new DataModelValidationError({ _id: `no ActiveEffect ${String(update._id)} on ${this.name}` });
      return effect;
    });
    const before = targets.map((effect) => effect.applyChanges(updates[targets.indexOf(effect)] ?? {}));
    const changed = targets.filter((effect, index) => JSON.stringify(effect.toObject()) !== JSON.stringify(before[index]));
    if (changed.length) database.record({ action: "update", documentName: "ActiveEffect", ids: changed.map((effect) => effect.id), parentId: this.id, data: updates.filter((update) => changed.some((effect) => effect.id === update._id)) });
    this.refresh();
    announceUpdated(changed, changed.map((effect) => updates.find((update) => update._id === effect.id) ?? {}));
    return targets;
  }

  /** Foundry's Actor#toggleStatusEffect, for a status of CONFIG.statusEffects by id: one effect on or off. */
  async toggleStatusEffect(statusId: string, { active }: { active?: boolean; overlay?: boolean } = {}): Promise<boolean> {
    const existing = this.effects.filter((effect) => effect.statuses.has(statusId)).map((effect) => effect.id);
    const on = active ?? existing.length === 0;
    if (!on && existing.length) await this.deleteEmbeddedDocuments("ActiveEffect", existing);
    if (on && !existing.length) await this.createEmbeddedDocuments("ActiveEffect", [{ name: statusId, statuses: [statusId] }]);
    return on;
  }

  /** Foundry's: the documents deleted (ids no longer there are skipped). */
  async deleteEmbeddedDocuments(name: EmbeddedName, ids: string[]): Promise<(StandInItem | StandInActiveEffect)[]> {
    this.checkWritePermission();
    const collection = name === "Item" ? this.items : this.effects;
    const present = ids.filter((id) => collection.has(id));
    const gone = present.flatMap((id) => collection.get(id) ?? []);
    for (const id of present) collection.delete(id);
    if (present.length) database.record({ action: "delete", documentName: name, ids: present, parentId: this.id, data: [] });
    this.refresh();
    if (name === "ActiveEffect") announceDeleted(gone as StandInActiveEffect[]);
    else for (const document of gone) fireDocumentHook("delete", name, document);
    return gone;
  }
}
