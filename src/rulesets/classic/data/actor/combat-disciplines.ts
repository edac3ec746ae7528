import { COMBAT_DISCIPLINES, type CombatDiscipline } from "../../rules/character/vocabulary";
import type { DisciplineSource } from "../item/source";

/** An item as the combat disciplines' link reads it. */
export interface DisciplineItemLike {
  type: string;
  system: unknown;
}

const isCombatDiscipline = (identifier: string): identifier is CombatDiscipline => (COMBAT_DISCIPLINES as readonly string[]).includes(identifier);

/**
 * The combat discipline a `discipline` item rates (Celerity, Fortitude or Potence, by its identifier), or null.
 * A path (an item that belongs to another Discipline) never does.
 */
export function combatDisciplineOf(item: DisciplineItemLike): CombatDiscipline | null {
  if (item.type !== "discipline") return null;
  const system = item.system as Partial<DisciplineSource> | null;
  if (!system || typeof system.identifier !== "string" || system.belongsTo) return null;
  return isCombatDiscipline(system.identifier) ? system.identifier : null;
}

export interface CombatDisciplineWrites {
  /** Changes to the actor's `system.disciplines`, or null. */
  actor: Record<string, number> | null;
  /** The item's rating, when it must change, or null. */
  itemRating: number | null;
}

/**
 * What keeps the one rating of Celerity, Fortitude or Potence after a discipline item naming it was written:
 * the item drives `system.disciplines.<id>`, the number the combat rules read. An item that has just come to
 * name one (created, or its identifier changed) takes the larger of its own rating and the number already
 * stored, so the dots a character had are not lost; afterwards each change of the item's rating is copied.
 */
export function combatDisciplineWrites(
  item: DisciplineItemLike,
  stored: Readonly<Record<CombatDiscipline, number>>,
  newlyNamed: boolean,
): CombatDisciplineWrites {
  const id = combatDisciplineOf(item);
  if (!id) return { actor: null, itemRating: null };
  const rating = (item.system as DisciplineSource).rating;
  const kept = newlyNamed ? Math.max(rating, stored[id]) : rating;
  return {
    actor: kept === stored[id] ? null : { [`system.disciplines.${id}`]: kept },
    itemRating: kept === rating ? null : kept,
  };
}
