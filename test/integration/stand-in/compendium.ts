import type { StandInDocument } from "./document";

/**
 * A stand-in compendium: documents of one kind, locked or not. As in Foundry, writing into a locked pack is
 * refused, so a migration must unlock it first and should lock it again after.
 */
export class StandInCompendium {
  readonly lockHistory: boolean[] = [];

  constructor(
    readonly collection: string,
    readonly documentName: "Actor" | "Item",
    readonly metadata: { packageType: "world" | "system" | "module" },
    readonly documents: StandInDocument[],
    public locked = true,
  ) {
    for (const document of documents) {
      const update = document.update.bind(document);
      document.update = async (changes) => {
        if (this.locked) throw new Error(`You may not modify the ${this.collection} compendium while it is locked.`);
        return update(changes);
      };
    }
  }

  async configure({ locked }: { locked: boolean }): Promise<void> {
    this.locked = locked;
    this.lockHistory.push(locked);
  }

  async getDocuments(): Promise<StandInDocument[]> {
    return this.documents;
  }
}
