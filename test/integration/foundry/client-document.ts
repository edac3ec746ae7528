/**
 * What Foundry 13's client adds to every document, on top of `common/`'s: data preparation whenever a
 * document is initialized (base data, embedded documents, derived data, in that order), `isOwner`, and the
 * empty life-cycle methods a system's classes override. The behaviour is read from client/documents/abstract;
 * written here in this layer's own words.
 */
import { common } from "./common";

export type Source = Record<string, unknown>;

interface LayerUser {
  id: string;
  isGM: boolean;
}

/** The members of `common/`'s Document this layer's classes use. */
export interface CommonDocument {
  readonly _id: string | null;
  readonly id: string;
  readonly _source: Source;
  readonly parent: CommonDocument | null;
  readonly documentName: string;
  readonly uuid: string;
  readonly collectionName: string;
  name: string;
  type: string;
  system: { prepareBaseData?(): void; prepareDerivedData?(): void } & object;
  flags: Record<string, Record<string, unknown>>;
  ownership: Record<string, number>;
  parentCollection: string | null;
  updateSource(changes?: Source, options?: Source): Source;
  toObject(source?: boolean): Source;
  reset(): void;
  _initialize(options?: Source): void;
  getFlag(scope: string, key: string): unknown;
  setFlag(scope: string, key: string, value: unknown): Promise<unknown>;
  unsetFlag(scope: string, key: string): Promise<unknown>;
  getUserLevel(user?: LayerUser): number;
  testUserPermission(user: LayerUser, permission: string | number, options?: { exact?: boolean }): boolean;
  canUserModify(user: LayerUser, action: string, data?: Source): boolean;
  getEmbeddedCollection(name: string): Iterable<ClientDocumentInstance> & { get(id: string): ClientDocumentInstance | undefined };
  update(data?: Source, operation?: Source): Promise<this | undefined>;
  delete(operation?: Source): Promise<this | undefined>;
  createEmbeddedDocuments(name: string, data: Source[], operation?: Source): Promise<ClientDocumentInstance[]>;
  updateEmbeddedDocuments(name: string, updates: Source[], operation?: Source): Promise<ClientDocumentInstance[]>;
  deleteEmbeddedDocuments(name: string, ids: string[], operation?: Source): Promise<ClientDocumentInstance[]>;
  _preCreate(data: Source, options: Source, user: LayerUser): Promise<boolean | undefined>;
  _preUpdate(changes: Source, options: Source, user: LayerUser): Promise<boolean | undefined>;
  _preDelete(options: Source, user: LayerUser): Promise<boolean | undefined>;
  _onCreate(data: Source, options: Source, userId: string): void;
  _onUpdate(changed: Source, options: Source, userId: string): void;
  _onDelete(options: Source, userId: string): void;
}

export interface CommonDocumentClass {
  new (data?: Source, context?: { parent?: unknown; strict?: boolean; pack?: string | null }): CommonDocument;
  readonly documentName: string;
  readonly hierarchy: Record<string, unknown>;
  readonly implementation: CommonDocumentClass;
  create(data: Source | Source[], operation?: Source): Promise<unknown>;
  createDocuments(data: Source[], operation?: Source): Promise<unknown[]>;
  updateDocuments(updates: Source[], operation?: Source): Promise<unknown[]>;
  deleteDocuments(ids: string[], operation?: Source): Promise<unknown[]>;
}

export type ClientDocumentInstance = CommonDocument & { prepareData(): void };

function game(): { user: LayerUser; ready?: boolean } {
  return (globalThis as unknown as { game: { user: LayerUser; ready?: boolean } }).game;
}

/** Whether the world has loaded: before that Foundry builds documents without preparing them. */
export const documentsReady = { value: true };

/** A Foundry base document (BaseActor, BaseItem…) with the client's preparation and ownership. */
export function clientDocument(Base: CommonDocumentClass) {
  return class ClientDocument extends Base {
    override _initialize(options: Source = {}): void {
      super._initialize(options);
      if (!documentsReady.value) return;
      // A document of an embedded collection still being built is prepared with its parent, afterwards.
      const parent = this.parent as { collections?: Record<string, { _initialized?: boolean }> } | null;
      if (this.parentCollection && parent?.collections?.[this.parentCollection]?._initialized === false) return;
      this.prepareData();
    }

    /** Foundry's order: the system model's base data, the document's, embedded documents, then the derived data. */
    prepareData(): void {
      const system = this.system as { prepareBaseData?(): void; prepareDerivedData?(): void };
      const typed = system instanceof common.abstract.TypeDataModel;
      if (typed) system.prepareBaseData?.();
      this.prepareBaseData();
      this.prepareEmbeddedDocuments();
      if (typed) system.prepareDerivedData?.();
      this.prepareDerivedData();
    }

    prepareBaseData(): void {}

    prepareEmbeddedDocuments(): void {
      const hierarchy = (this.constructor as CommonDocumentClass).hierarchy ?? {};
      for (const name of Object.keys(hierarchy)) {
        for (const embedded of this.getEmbeddedCollection(name) as Iterable<ClientDocumentInstance>) embedded.prepareData();
      }
    }

    prepareDerivedData(): void {}

    get isOwner(): boolean {
      return this.testUserPermission(game().user, "OWNER");
    }

    _onCreateDescendantDocuments(_parent: unknown, _collection: string, _documents: unknown[], _data: unknown[], _options: Source, _userId: string): void {}
    _onUpdateDescendantDocuments(_parent: unknown, _collection: string, _documents: unknown[], _changes: unknown[], _options: Source, _userId: string): void {}
    _onDeleteDescendantDocuments(_parent: unknown, _collection: string, _documents: unknown[], _ids: string[], _options: Source, _userId: string): void {}
  };
}
