/**
 * A compendium as the stand-in has it (stand-in/compendium.ts) for Foundry's own documents: each document is
 * built again in the pack (its `pack` set, as Foundry's compendium documents are), and a write of one goes
 * through `common/`'s backend, which refuses it while the pack is locked (DatabaseBackend's own check, reading
 * `game.compendiumConfiguration`).
 */
import type { Source } from "./client-document";

interface PackDocument {
  id: string;
  toObject(): Source;
  constructor: new (data: Source, context: { pack: string }) => PackDocument;
}

export class StandInCompendium {
  readonly lockHistory: boolean[] = [];
  readonly documents: PackDocument[];

  constructor(
    readonly collection: string,
    readonly documentName: "Actor" | "Item",
    readonly metadata: { packageType: "world" | "system" | "module" },
    documents: PackDocument[],
    public locked = true,
  ) {
    this.documents = documents.map((document) => new document.constructor(document.toObject(), { pack: collection }));
  }

  get(id: string): PackDocument | undefined {
    return this.documents.find((document) => document.id === id);
  }

  async configure({ locked }: { locked: boolean }): Promise<void> {
    this.locked = locked;
    this.lockHistory.push(locked);
  }

  async getDocuments(): Promise<PackDocument[]> {
    return this.documents;
  }
}
