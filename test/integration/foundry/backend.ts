/**
 * The database behind Foundry's own documents in this layer: a subclass of `common/`'s DatabaseBackend that does,
 * in one process, what Foundry 13's client backend and its server do for a create, an update or a delete.
 *
 * - Before the request (the client): the data is expanded and migrated (`migrateData` on the change too), the
 *   document's `_preCreate` / `_preUpdate` / `_preDelete` and the `preCreate…` hooks may keep it out, and an update
 *   is tried on the document with `updateSource(…, { dryRun: true, fallback: false })`, which validates only the
 *   keys that change. A document that fails is left out with an error notification; only the difference that
 *   remains is sent (`diff`), and a change that alters nothing sends nothing.
 * - At the server: the user must be allowed (`canUserModify`, the documents' own permission functions, and a
 *   parent's for an embedded document); a refusal rejects the whole call, as the server's error does.
 * - After it (every client): the source is updated (`updateSource`), the document prepared again, `_onCreate` /
 *   `_onUpdate` / `_onDelete`, the parent's descendant events and the `create…` / `update…` / `delete…` hooks.
 *
 * Each call is one write in the stand-in's record (stand-in/database.ts), as it is one request.
 */
import { database } from "../stand-in/database";
import { refuseInvalid } from "../stand-in/document";
import { common } from "./common";

type Source = Record<string, unknown>;
type AnyDocument = foundry.abstract.Document.Any;
type DocumentClass = foundry.abstract.Document.AnyConstructor;

interface Operation {
  action?: string;
  data?: Source[];
  updates?: Source[];
  ids?: string[];
  parent?: AnyDocument | null;
  noHook?: boolean;
  diff?: boolean;
  recursive?: boolean;
  modifiedTime?: number;
  [option: string]: unknown;
}

interface LayerUser {
  id: string;
  name: string;
  isGM: boolean;
}

/** A document as this layer's classes are: Foundry's own, with the client's life-cycle methods (client-document.ts). */
interface LayerDocument {
  id: string;
  _id: string;
  name?: string;
  parent: LayerDocument | null;
  documentName: string;
  collectionName?: string;
  _source: Source;
  constructor: LayerDocumentClass;
  updateSource(changes: Source, options?: Source): Source;
  canUserModify(user: LayerUser, action: string, data?: Source): boolean;
  toObject(): Source;
  getEmbeddedCollection(name: string): LayerCollection;
  _preCreate(data: Source, options: Source, user: LayerUser): Promise<boolean | undefined>;
  _preUpdate(changes: Source, options: Source, user: LayerUser): Promise<boolean | undefined>;
  _preDelete(options: Source, user: LayerUser): Promise<boolean | undefined>;
  _onCreate(data: Source, options: Source, userId: string): void;
  _onUpdate(changed: Source, options: Source, userId: string): void;
  _onDelete(options: Source, userId: string): void;
  reset(): void;
  prepareData(): void;
  /** Where a write of this document is stored, when not under its own name (a token's actor: its ActorDelta). */
  storedAs?(): { documentName: string; parentId: string | null } | null;
  _onCreateDescendantDocuments?(parent: unknown, collection: string, documents: unknown[], data: unknown[], options: Source, userId: string): void;
  _onUpdateDescendantDocuments?(parent: unknown, collection: string, documents: unknown[], changes: unknown[], options: Source, userId: string): void;
  _onDeleteDescendantDocuments?(parent: unknown, collection: string, documents: unknown[], ids: string[], options: Source, userId: string): void;
  /** The document was written: what holds it keeps its stored data (a token's delta). */
  _onWritten?(): void;
}

interface LayerDocumentClass {
  documentName: string;
  metadata: { name: string };
  hierarchy: Record<string, unknown>;
  schema: { _addTypes(source: Source, changes: Source): void };
  migrateData(data: Source): Source;
  new (data: Source, context: { parent?: LayerDocument | null }): LayerDocument;
}

interface LayerCollection {
  get(id: string, options?: { strict?: boolean; invalid?: boolean }): LayerDocument | undefined;
  set(id: string, document: LayerDocument): unknown;
  delete(id: string): unknown;
  createDocument?(data: Source, context: Source): LayerDocument;
}

/** The world's collections (`game.actors`, `game.messages`…), as the stand-in's game holds them. */
interface WorldCollection {
  get(id: string): LayerDocument | undefined;
  /** Documents Foundry set aside as invalid at load, built on request as temporary copies. */
  invalidDocumentIds?: Set<string>;
  getInvalid?(id: string, options?: { strict?: boolean }): LayerDocument | undefined;
  add?(document: LayerDocument): void;
  push?(document: LayerDocument): void;
  delete?(id: string): boolean;
  indexOf?(document: LayerDocument): number;
  splice?(start: number, count: number): unknown;
}

interface Globals {
  game: { user: LayerUser } & Record<string, unknown>;
  Hooks: { call(hook: string, ...args: unknown[]): boolean; callAll(hook: string, ...args: unknown[]): unknown };
  ui: { notifications?: { error(message: string): unknown } };
}
const globals = () => globalThis as unknown as Globals;

/** Where each primary document lives in the stand-in's `game`. */
const WORLD_COLLECTIONS: Record<string, string> = { Actor: "actors", Item: "items", ChatMessage: "messages", Combat: "combats", Macro: "macros", User: "users" };

function worldCollection(documentName: string): WorldCollection {
  const key = WORLD_COLLECTIONS[documentName];
  const collection = key ? (globals().game[key] as WorldCollection | undefined) : undefined;
  if (!collection) throw new Error(`The Foundry layer keeps no world collection of ${documentName}.`);
  return collection;
}

function addToWorld(documentName: string, document: LayerDocument): void {
  const collection = worldCollection(documentName);
  if (collection.add) collection.add(document);
  else collection.push?.(document);
}

function removeFromWorld(documentName: string, document: LayerDocument): void {
  const collection = worldCollection(documentName);
  if (collection.delete) collection.delete(document.id);
  else if (collection.indexOf && collection.splice) {
    const index = collection.indexOf(document);
    if (index >= 0) collection.splice(index, 1);
  }
}

/**
 * Where a document of this class lives: its parent's embedded collection, or the world's. An unlinked token's
 * own actor is the one actor under its token (Foundry keeps it in the token's ActorDelta).
 */
function collectionOf(documentClass: LayerDocumentClass, parent: LayerDocument | null, pack: unknown = null): LayerCollection | WorldCollection {
  if (typeof pack === "string" && !parent) {
    const compendium = (globals().game.packs as { get(id: string): WorldCollection | undefined } | undefined)?.get(pack);
    if (!compendium) throw new Error(`There is no compendium ${pack}.`);
    return compendium;
  }
  if (!parent) return worldCollection(documentClass.documentName);
  if (parent.documentName === "Token" && documentClass.documentName === "Actor") {
    const actor = (parent as unknown as { actor: LayerDocument }).actor;
    return { get: (id: string) => (actor.id === id ? actor : undefined) };
  }
  return parent.getEmbeddedCollection(documentClass.documentName);
}

/** The name of the parent's collection that holds documents of this name ("combatants", "items"…). */
function collectionName(parent: LayerDocument | null, documentName: string): string {
  if (!parent) return "";
  return (parent.getEmbeddedCollection(documentName) as unknown as { name?: string }).name ?? documentName;
}

function permissionError(user: LayerUser, action: string, documentName: string, id?: string): Error {
  return new Error(`User ${user.name} lacks permission to ${action} ${documentName}${id ? ` [${id}]` : ""}`);
}

/** A request message (src/queries/request-message.ts) is kept apart from the world's writes, as the stand-in keeps it. */
function record(write: Parameters<typeof database.record>[0], isRequest: boolean): void {
  if (isRequest) database.recordRequest(write);
  else database.record(write);
}

function storedPlace(document: LayerDocument | null, documentName: string): { documentName: string; parentId: string | null } {
  const own = document?.storedAs?.() ?? null;
  return own ?? { documentName, parentId: document?.parent?.id ?? null };
}

const isRequestMessage = (documentName: string, source: Source) => documentName === "ChatMessage" && source.type === "request";

/**
 * `common/`'s DatabaseBackend, typed here by what this layer calls: its public create / update / delete run
 * Foundry's own configuration of an operation (defaults such as `diff`, the parent) and then these methods.
 */
const DatabaseBackend = common.abstract.DatabaseBackend as unknown as abstract new () => object;

export class LayerBackend extends DatabaseBackend {
  /** No test reads documents from the server: everything a test uses is in the world's collections. */
  protected async _getDocuments(): Promise<never> {
    throw new Error("The Foundry layer has no server to get documents from.");
  }

  protected async _createDocuments(documentClass: DocumentClass, operation: Operation, user?: LayerUser): Promise<AnyDocument[]> {
    const cls = documentClass as unknown as LayerDocumentClass;
    const type = cls.documentName;
    user ??= globals().game.user;
    const { data = [], noHook, parent = null, ...options } = operation;
    const layerParent = parent as unknown as LayerDocument | null;
    const pending: [Source, LayerDocument][] = [];
    for (const entry of data) {
      let source = common.utils.expandObject(entry instanceof common.abstract.DataModel ? (entry as unknown as LayerDocument).toObject() : entry) as Source;
      source = cls.migrateData(source);
      let document: LayerDocument;
      try {
        document = new cls(common.utils.deepClone(source), { parent: layerParent });
      } catch (error) {
        refuseInvalid(type, error, "create");
        continue;
      }
      let allowed = (await document._preCreate(source, options, user)) ?? true;
      allowed = allowed !== false && (noHook === true || globals().Hooks.call(`preCreate${type}`, document, source, options, user.id));
      if (allowed === false) continue;
      pending.push([source, document]);
    }
    if (!pending.length) return [];

    // The server: its permission test, then the stored data, each with an id.
    for (const [, document] of pending) {
      if (!document.canUserModify(user, "create")) throw permissionError(user, "create", type);
      if (layerParent && !layerParent.canUserModify(user, "update")) throw permissionError(user, "create", type);
    }
    const results = pending.map(([, document]) => {
      const source = document.toObject();
      source._id ??= database.newId();
      return source;
    });

    // Every client: the documents made from what was stored, in their collection, then the events.
    const created = results.map((source) => {
      const collection = collectionOf(cls, layerParent);
      const document = "createDocument" in collection && collection.createDocument ? collection.createDocument(source, {}) : new cls(source, { parent: layerParent });
      if (layerParent) (collection as LayerCollection).set(document.id, document);
      else addToWorld(type, document);
      return document;
    });
    record({ action: "create", documentName: type, ids: created.map((document) => document.id), parentId: layerParent ? layerParent.id : null, data: results.map((source) => common.utils.deepClone(source)) }, isRequestMessage(type, results[0] ?? {}));
    if (layerParent) {
      layerParent.reset();
      layerParent._onWritten?.();
    }
    for (const [index, document] of created.entries()) {
      document._onCreate(results[index] ?? {}, options, user.id);
      globals().Hooks.callAll(`create${type}`, document, options, user.id);
    }
    layerParent?._onCreateDescendantDocuments?.(layerParent, collectionName(layerParent, type), created, results, options, user.id);
    return created as unknown as AnyDocument[];
  }

  protected async _updateDocuments(documentClass: DocumentClass, operation: Operation, user?: LayerUser): Promise<AnyDocument[]> {
    const cls = documentClass as unknown as LayerDocumentClass;
    const type = cls.documentName;
    user ??= globals().game.user;
    const { updates = [], noHook, parent = null, ...options } = operation;
    const layerParent = parent as unknown as LayerDocument | null;
    const collection = collectionOf(cls, layerParent, options.pack);
    const documents: LayerDocument[] = [];
    const changes: Source[] = [];
    // A document the world set aside as invalid is found as a temporary copy; the server saves its change, but
    // no client holds the document, so nothing is updated here and it is not in the answer.
    const temporary = new Set<LayerDocument>();
    for (const update of updates) {
      if (!update._id) throw new Error("You must provide an _id for every object in the update data Array.");
      const id = String(update._id);
      const world = collection as WorldCollection;
      let document = collection.get(id);
      if (!document && world.invalidDocumentIds?.has(id)) {
        document = world.getInvalid?.(id, { strict: true });
        if (document) temporary.add(document);
      }
      if (!document) throw new Error(`${type} [${id}] does not exist in the ${layerParent ? `${layerParent.documentName} ${layerParent.id}` : "world"}.`);
      let change = common.utils.expandObject(update) as Source;
      cls.schema._addTypes(document._source, change);
      change = cls.migrateData(change);
      let allowed = (await document._preUpdate(change, options, user)) ?? true;
      allowed = allowed !== false && (noHook === true || globals().Hooks.call(`preUpdate${type}`, document, change, options, user.id));
      if (allowed === false) continue;
      let diff: Source;
      try {
        diff = document.updateSource(common.utils.deepClone(change), { dryRun: true, fallback: false, recursive: options.recursive });
      } catch (error) {
        refuseInvalid(type, error);
        continue;
      }
      if (options.diff !== false) {
        if (common.utils.isEmpty(diff)) continue;
        change = { ...diff, _id: document.id };
      }
      documents.push(document);
      changes.push(change);
    }
    if (!documents.length) return [];

    for (const [index, document] of documents.entries()) {
      if (!document.canUserModify(user, "update", changes[index])) throw permissionError(user, "update", type, document.id);
    }

    const changeOf = new Map(documents.map((document, index) => [document, changes[index] ?? {}]));
    const saved = documents.filter((document) => temporary.has(document));
    if (saved.length) record({ action: "update", documentName: type, parentId: null, ids: saved.map((document) => document.id), data: saved.map((document) => common.utils.deepClone(changeOf.get(document) ?? {})) }, false);
    const held = documents.filter((document) => !temporary.has(document));
    documents.splice(0, documents.length, ...held);
    if (!documents.length) return [];
    const applied = documents.map((document) => ({ ...document.updateSource(common.utils.deepClone(changeOf.get(document) ?? {}), options), _id: document.id }));
    // A token's own actor is no embedded document of the token: Foundry's client writes it as the token's
    // ActorDelta, which the actor's own `storedAs` names.
    const embeddedIn = layerParent?.documentName === "Token" && type === "Actor" ? null : layerParent;
    const place = storedPlace(embeddedIn ?? documents[0] ?? null, type);
    const recorded = embeddedIn ? applied : applied.map(({ _id, ...rest }) => (void _id, rest));
    record({ action: "update", ...(embeddedIn ? { documentName: type, parentId: embeddedIn.id } : place), ids: documents.map((document) => document.id), data: recorded.map((entry) => common.utils.deepClone(entry)) }, isRequestMessage(type, documents[0]?._source ?? {}));
    if (embeddedIn) {
      embeddedIn.reset();
      embeddedIn._onWritten?.();
    } else for (const document of documents) document._onWritten?.();
    for (const [index, document] of documents.entries()) {
      document._onUpdate(applied[index] ?? {}, options, user.id);
      globals().Hooks.callAll(`update${type}`, document, applied[index] ?? {}, options, user.id);
    }
    embeddedIn?._onUpdateDescendantDocuments?.(embeddedIn, collectionName(embeddedIn, type), documents, applied, options, user.id);
    return documents as unknown as AnyDocument[];
  }

  protected async _deleteDocuments(documentClass: DocumentClass, operation: Operation, user?: LayerUser): Promise<AnyDocument[]> {
    const cls = documentClass as unknown as LayerDocumentClass;
    const type = cls.documentName;
    user ??= globals().game.user;
    const { ids = [], noHook, parent = null, ...options } = operation;
    const layerParent = parent as unknown as LayerDocument | null;
    const collection = collectionOf(cls, layerParent, options.pack);
    const documents: LayerDocument[] = [];
    for (const id of ids) {
      // The server deletes what is there: an id already gone is simply not in its answer.
      const document = collection.get(id);
      if (!document) continue;
      let allowed = (await document._preDelete(options, user)) ?? true;
      allowed = allowed !== false && (noHook === true || globals().Hooks.call(`preDelete${type}`, document, options, user.id));
      if (allowed === false) continue;
      documents.push(document);
    }
    if (!documents.length) return [];
    for (const document of documents) {
      if (!document.canUserModify(user, "delete")) throw permissionError(user, "delete", type, document.id);
    }
    // Another window may have deleted one while this one's pre-delete work awaited: it is gone once only.
    const present = documents.filter((document) => collection.get(document.id) === document);
    if (!present.length) return [];
    for (const document of present) {
      if (layerParent) (collection as LayerCollection).delete(document.id);
      else removeFromWorld(type, document);
    }
    const place = storedPlace(layerParent, type);
    record({ action: "delete", ...(layerParent ? { documentName: type, parentId: layerParent.id } : place), ids: present.map((document) => document.id), data: [] }, isRequestMessage(type, present[0]?._source ?? {}));
    if (layerParent) {
      layerParent.reset();
      layerParent._onWritten?.();
    }
    for (const document of present) {
      document._onDelete(options, user.id);
      globals().Hooks.callAll(`delete${type}`, document, options, user.id);
    }
    layerParent?._onDeleteDescendantDocuments?.(layerParent, collectionName(layerParent, type), present, present.map((document) => document.id), options, user.id);
    return present as unknown as AnyDocument[];
  }

  getFlagScopes(): string[] {
    return ["core", "world", "storyteller-combat"];
  }

  getCompendiumScopes(): string[] {
    return ((globals().game.packs as { collection: string }[] | undefined) ?? []).map((pack) => pack.collection);
  }
}
