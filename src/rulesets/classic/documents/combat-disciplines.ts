import { combatDisciplineWrites, type DisciplineItemLike } from "../data/actor/combat-disciplines";
import type { CombatDiscipline } from "../rules/character/vocabulary";

interface OwnedItem extends DisciplineItemLike {
  parent: unknown;
  update(changes: Record<string, unknown>): Promise<unknown>;
}

interface DisciplinedActor {
  documentName?: string;
  system: { disciplines?: Record<CombatDiscipline, number> };
  update(changes: Record<string, unknown>): Promise<unknown>;
}

function ownerOf(item: OwnedItem): DisciplinedActor | null {
  const parent = item.parent as DisciplinedActor | null;
  return parent?.documentName === "Actor" && parent.system.disciplines ? parent : null;
}

/** Writes what `combatDisciplineWrites` asks for, on the client that wrote the item (no other client repeats it). */
async function follow(item: OwnedItem, newlyNamed: boolean, userId: string): Promise<void> {
  if (userId !== game.user?.id) return;
  const actor = ownerOf(item);
  if (!actor?.system.disciplines) return;
  const writes = combatDisciplineWrites(item, actor.system.disciplines, newlyNamed);
  if (writes.itemRating !== null) await item.update({ "system.rating": writes.itemRating });
  if (writes.actor) await actor.update(writes.actor);
}

/**
 * Celerity, Fortitude and Potence have one rating: a discipline item with one of those identifiers drives the
 * actor's `system.disciplines.<id>`, which the combat rules read (data/actor/combat-disciplines.ts).
 */
export function registerCombatDisciplines(): void {
  Hooks.on("createItem", (item, _options, userId) => {
    void follow(item as unknown as OwnedItem, true, userId);
  });
  Hooks.on("updateItem", (item, change, _options, userId) => {
    const system = (change as { system?: { identifier?: unknown; belongsTo?: unknown } }).system;
    void follow(item as unknown as OwnedItem, system?.identifier !== undefined || system?.belongsTo !== undefined, userId);
  });
}
