import { BASIC_MANEUVER_PACK, basicManeuversFor } from "../data/actor/basic-maneuvers";

interface PackLike {
  collection: string;
  getDocuments(): Promise<unknown[]>;
}

interface PackItem {
  type: string;
  system: { identifier?: unknown };
  toObject(): Record<string, unknown>;
  uuid?: string;
}

interface NewActor {
  type: string;
  items: Iterable<{ type: string }>;
  createEmbeddedDocuments(name: "Item", data: Record<string, unknown>[]): Promise<unknown>;
}

/** The compendium items for `ids`, in their order, as new embedded items that remember where they came from. */
async function packItems(ids: readonly string[]): Promise<Record<string, unknown>[]> {
  const packs = (game.packs ?? []) as unknown as Iterable<PackLike>;
  const pack = [...packs].find((candidate) => candidate.collection === BASIC_MANEUVER_PACK);
  if (!pack) return [];
  const documents = (await pack.getDocuments()) as PackItem[];
  return ids.flatMap((id) => {
    const found = documents.find((document) => document.type === "maneuver" && document.system.identifier === id);
    if (!found) return [];
    const data = found.toObject();
    delete data._id;
    return [{ ...data, ...(found.uuid ? { _stats: { compendiumSource: found.uuid } } : {}) }];
  });
}

/**
 * A new Classic character or Storyteller character is given the basic maneuvers, by the client that created it
 * (the Storyteller's or the owner's; no other client repeats it), unless it arrived carrying maneuvers.
 */
export async function giveBasicManeuvers(actor: NewActor, userId: string): Promise<void> {
  if (userId !== game.user?.id) return;
  const ids = basicManeuversFor({ type: actor.type, items: [...actor.items] });
  if (!ids.length) return;
  const items = await packItems(ids);
  if (items.length) await actor.createEmbeddedDocuments("Item", items);
}

export function registerBasicManeuvers(): void {
  Hooks.on("createActor", (actor, _options, userId) => {
    void giveBasicManeuvers(actor as unknown as NewActor, userId);
  });
}
