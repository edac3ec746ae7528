import { database } from "./database";
import { expandCreateData, fireDocumentHook, refuseInvalid, StandInDocument, type Source } from "./document";

/** The stand-in Item. An owned item's writes go through its actor's embedded-document calls. */
export class StandInItem extends StandInDocument {
  static override documentName = "Item";

  get actor(): StandInDocument | null {
    return this.parent;
  }

  /** Foundry's Item.create: a world item, or, with a parent, one embedded in that actor. */
  static async create(data: Source, options: { parent?: StandInDocument | null } = {}): Promise<StandInItem | undefined> {
    const parent = options.parent as (StandInDocument & { createEmbeddedDocuments(name: string, data: Source[]): Promise<StandInDocument[]> }) | null | undefined;
    if (parent) return (await parent.createEmbeddedDocuments("Item", [data]))[0] as StandInItem | undefined;
    let item: StandInItem;
    try {
      item = new this(expandCreateData(data));
    } catch (error) {
      return refuseInvalid("Item", error, "create");
    }
    database.record({ action: "create", documentName: "Item", ids: [item.id], parentId: null, data: [item.toObject()] });
    item.prepareData();
    worldItems().add(item);
    fireDocumentHook("create", "Item", item);
    return item;
  }

  override async update(changes: Source): Promise<this | undefined> {
    const parent = this.parent as (StandInDocument & { updateEmbeddedDocuments(name: string, updates: Source[]): Promise<unknown[]> }) | null;
    if (parent) {
      const written = await parent.updateEmbeddedDocuments("Item", [{ _id: this.id, ...changes }]);
      return written.length ? this : undefined;
    }
    return super.update(changes);
  }
}

function worldItems(): { add(item: StandInItem): void } {
  return (globalThis as unknown as { game: { items: { add(item: StandInItem): void } } }).game.items;
}
