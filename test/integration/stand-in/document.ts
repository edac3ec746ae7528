import { database } from "./database";
import { expandDots, type TypeDataModel } from "./data-model";
import { DataModelValidationError } from "./fields";
import { journal } from "./journal";
import { mergeUpdate } from "./merge";
import type { StandInUser } from "./user";

export type Source = Record<string, unknown>;

/** Foundry's ownership levels (CONST.DOCUMENT_OWNERSHIP_LEVELS). */
export const OWNERSHIP = { NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 } as const;

type ModelClass = new (data: Source, options: { parent: unknown; strict?: boolean }) => TypeDataModel;

function currentUser(): StandInUser {
  return (globalThis as unknown as { game: { user: StandInUser } }).game.user;
}

interface HookGlobals {
  Hooks: { callAll(hook: string, ...args: unknown[]): unknown };
  ui: { notifications?: { error(message: string): unknown } };
}

/** Every write Foundry turned down because the data failed validation, in order, for a test to read. */
export const refusedWrites: { documentName: string; message: string }[] = [];

/**
 * What Foundry's client does with a create or update whose data fails validation
 * (ClientDatabaseBackend#preCreateDocumentArray / #preUpdateDocumentArray): it shows the error as a
 * notification, logs it and leaves that document out of the request, so `create` and `update` resolve
 * `undefined` instead of throwing. Any other error (a permission refused by the server, a stand-in limit)
 * is thrown on.
 */
export function refuseInvalid(documentName: string, error: unknown, action: "create" | "update" = "update"): undefined {
  if (!(error instanceof DataModelValidationError)) throw error;
  journal(documentName, action, "refused");
  const message = error.message.split("] ").pop() ?? error.message;
  refusedWrites.push({ documentName, message });
  (globalThis as unknown as HookGlobals).ui.notifications?.error(message);
  return undefined;
}

const isPlainRecord = (value: unknown): value is Source => typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * The data of a create as Foundry's client sends it (ClientDatabaseBackend, before the request): every dotted key,
 * at any depth and inside lists too, is expanded into nested objects. A record that keys a map by paths or UUIDs
 * is stored nested.
 */
export function expandCreateData(data: Source): Source {
  const expand = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(expand);
    if (!isPlainRecord(value)) return value;
    return expandDots(Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, expand(inner)])));
  };
  return expand(data) as Source;
}

/**
 * Foundry's document hooks after a write (`createActor`, `updateCombat`, `deleteActiveEffect`…), fired with
 * the documents, the change and the writing user's id, as every client receives them.
 */
export function fireDocumentHook(action: "create" | "update" | "delete", documentName: string, document: unknown, change: unknown = {}, options: Source = {}): void {
  const hooks = (globalThis as unknown as HookGlobals).Hooks;
  const userId = currentUser().id;
  if (action === "update") hooks.callAll(`update${documentName}`, document, change, options, userId);
  else hooks.callAll(`${action}${documentName}`, document, options, userId);
}

/**
 * The part of Foundry's Document that the system touches: a typed `system` model, flags, ownership, and an
 * `update` that validates the whole change first and then applies all of it or, on any failure, none.
 * A change that alters nothing is not sent (Foundry's client drops empty diffs) and is not counted.
 */
export abstract class StandInDocument {
  static documentName = "Document";

  _id: string;
  name: string;
  type: string;
  img: string;
  system: TypeDataModel;
  flags: Record<string, Record<string, unknown>>;
  ownership: Record<string, number>;
  parent: StandInDocument | null;
  _stats: { compendiumSource: string | null };

  constructor(data: Source, options: { parent?: StandInDocument | null; strict?: boolean } = {}) {
    const documentClass = this.constructor as typeof StandInDocument;
    const type = String(data.type ?? "");
    const Model = documentClass.models()[type];
    if (!Model) throw new DataModelValidationError({ type: `"${type}" is not a valid type for ${documentClass.documentName}` });
    const name = typeof data.name === "string" ? data.name.trim() : "";
    // A blank name has no fallback: built with `strict: false` the document is kept, and invalid.
    if (!name && options.strict !== false) throw new DataModelValidationError({ name: "may not be a blank string" });
    this._id = typeof data._id === "string" && data._id ? data._id : database.newId();
    this.name = name;
    this.type = type;
    this.img = typeof data.img === "string" ? data.img : "icons/svg/mystery-man.svg";
    this.parent = options.parent ?? null;
    this.flags = structuredClone((data.flags as Record<string, Record<string, unknown>>) ?? {});
    this.ownership = structuredClone((data.ownership as Record<string, number>) ?? { default: OWNERSHIP.NONE });
    this._stats = { compendiumSource: ((data._stats as Source | undefined)?.compendiumSource as string | undefined) ?? null };
    this.system = new Model((data.system as Source) ?? {}, { parent: this, ...(options.strict === false ? { strict: false } : {}) });
  }

  static models(): Record<string, ModelClass> {
    const config = (globalThis as unknown as { CONFIG: Record<string, { dataModels: Record<string, ModelClass> }> }).CONFIG;
    return config[this.documentName]?.dataModels ?? {};
  }

  get id(): string {
    return this._id;
  }

  get documentName(): string {
    return (this.constructor as typeof StandInDocument).documentName;
  }

  get uuid(): string {
    return this.parent ? `${this.parent.uuid}.${this.documentName}.${this.id}` : `${this.documentName}.${this.id}`;
  }

  /** Embedded documents take their permissions from their parent, as in Foundry. */
  getUserLevel(user: StandInUser = currentUser()): number {
    if (this.parent) return this.parent.getUserLevel(user);
    if (user.isGM) return OWNERSHIP.OWNER;
    return this.ownership[user.id] ?? this.ownership.default ?? OWNERSHIP.NONE;
  }

  testUserPermission(user: StandInUser, permission: keyof typeof OWNERSHIP): boolean {
    return this.getUserLevel(user) >= OWNERSHIP[permission];
  }

  get isOwner(): boolean {
    return this.testUserPermission(currentUser(), "OWNER");
  }

  getFlag(scope: string, key: string): unknown {
    return this.flags[scope]?.[key];
  }

  /** Source data, as Foundry's `toObject()` returns it. */
  toObject(): Source {
    return {
      _id: this._id,
      name: this.name,
      type: this.type,
      img: this.img,
      system: this.system.toObject(),
      flags: structuredClone(this.flags),
      ownership: structuredClone(this.ownership),
      _stats: { ...this._stats },
    };
  }

  /** Foundry's preparation order: base data, embedded documents, derived data. */
  prepareData(): void {
    this.system.reset();
    this.system.prepareBaseData();
    this.prepareEmbeddedDocuments();
    this.system.prepareDerivedData();
  }

  prepareEmbeddedDocuments(): void {}

  /**
   * Checks and applies `changes` without recording a write; returns the changes that altered something.
   * Throws DataModelValidationError and leaves the document as it was when any field fails.
   */
  applyUpdate(changes: Source): Source | null {
    const expanded = expandDots(changes);
    const unknown = Object.keys(expanded).filter((key) => !["name", "img", "system", "flags", "ownership", "_id"].includes(key));
    if (unknown.length) throw new Error(`The stand-in does not update ${unknown.join(", ")} on ${this.documentName}.`);
    if ("name" in expanded && (typeof expanded.name !== "string" || !expanded.name.trim())) {
      throw new DataModelValidationError({ name: "may not be a blank string" });
    }
    const before = JSON.stringify(this.toObject());
    const systemBefore = this.system.toObject();
    // Foundry's client migrates an update's changes as it migrates stored data (documentClass.migrateData).
    const Model = this.system.constructor as unknown as { migrateData(source: Source): Source };
    if (expanded.system) this.system.updateSource(Model.migrateData(expanded.system as Source));
    try {
      if (typeof expanded.name === "string") this.name = expanded.name.trim();
      if (typeof expanded.img === "string") this.img = expanded.img;
      // Foundry merges flags key by key, at every depth.
      if (expanded.flags) this.flags = mergeUpdate(this.flags, expanded.flags as Source) as typeof this.flags;
      if (expanded.ownership) this.ownership = { ...this.ownership, ...(expanded.ownership as Record<string, number>) };
    } catch (error) {
      this.system.updateSource(systemBefore);
      throw error;
    }
    return JSON.stringify(this.toObject()) === before ? null : expanded;
  }

  /** Foundry's `updateSource`: the change applied to this copy alone, checked as an update is; nothing is written. */
  updateSource(changes: Source): Source {
    return this.applyUpdate(changes) ?? {};
  }

  /** Foundry's `validate` of the whole source, without throwing: whether every field and the joint checks pass. */
  validate(_options: { strict: false }): boolean {
    const Model = (this.constructor as typeof StandInDocument).models()[this.type];
    if (!Model || !this.name.trim()) return false;
    try {
      new Model(this.system.toObject(), { parent: this });
      return true;
    } catch {
      return false;
    }
  }

  /** Puts this copy's own fields and system data back as `source` has them. */
  private restoreSource(source: Source): void {
    this.name = String(source.name);
    this.img = String(source.img);
    this.flags = structuredClone(source.flags as typeof this.flags);
    this.ownership = structuredClone(source.ownership as typeof this.ownership);
    const Model = (this.constructor as typeof StandInDocument).models()[this.type];
    if (Model) this.system = new Model(source.system as Source, { parent: this, strict: false });
  }

  /** A copy Foundry built of a document it set aside as invalid at load (`getInvalid`), which no collection holds. */
  temporary = false;

  /** Foundry's server refuses a write from a user who does not own the document. */
  checkWritePermission(): void {
    if (!this.isOwner) throw new Error(`User ${currentUser().name} lacks permission to update ${this.documentName} ${this.name}`);
  }

  /**
   * Foundry's `update`: the document when it changed, `undefined` when the change failed validation (an error
   * notification is shown) or changed nothing (Foundry's client drops an empty diff and sends no request).
   */
  async update(changes: Source): Promise<this | undefined> {
    this.checkWritePermission();
    const before = this.temporary ? this.toObject() : null;
    let applied: Source | null;
    try {
      applied = this.applyUpdate(changes);
    } catch (error) {
      return refuseInvalid(this.documentName, error);
    }
    if (!applied) return undefined;
    if (before) {
      // The server saves it; the client's collection holds no such document, so nothing here changes.
      database.record({ action: "update", documentName: this.documentName, ids: [this.id], parentId: this.parent?.id ?? null, data: [applied] });
      this.restoreSource(before);
      return undefined;
    }
    const token = (this as { token?: { id: string } | null }).token;
    const stored = this.documentName === "Actor" && token ? { documentName: "ActorDelta", parentId: token.id } : { documentName: this.documentName, parentId: this.parent?.id ?? null };
    database.record({ action: "update", ...stored, ids: [this.id], data: [applied] });
    this.refresh();
    fireDocumentHook("update", this.documentName, this, applied);
    return this;
  }

  /** Prepares this document again, and its parent, whose derived data read it. */
  refresh(): void {
    if (this.parent) this.parent.prepareData();
    else this.prepareData();
  }
}

/**
 * The document a create gave, for tests that create valid data: a create Foundry turned down resolves
 * `undefined`, which here is a test error naming why.
 */
export function made<T>(document: T | undefined): T {
  if (document === undefined) throw new Error(`The stand-in created nothing: ${refusedWrites.at(-1)?.message ?? "no reason recorded"}`);
  return document;
}

/**
 * The message Foundry showed for a write it turned down: the write must resolve `undefined` and have
 * recorded a validation refusal; otherwise this is a test error.
 */
export async function refusalOf(write: Promise<unknown>): Promise<string> {
  const result = await write;
  if (result !== undefined) throw new Error("The write was not refused.");
  const refusal = refusedWrites.pop();
  if (!refusal) throw new Error("The write resolved undefined without a validation refusal.");
  refusedWrites.length = 0;
  return refusal.message;
}
