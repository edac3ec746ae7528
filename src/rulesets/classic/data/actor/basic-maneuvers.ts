/**
 * The maneuvers every Classic character can make from the first fight, without a compendium: the brawl table's
 * strikes and holds a human body can make (000 §2.8: punch, kick, clinch, hold; the bite and claw need fangs or
 * claws). A new character or Storyteller character is given them once, from the system's brawl compendium.
 */
export const BASIC_MANEUVER_IDS: readonly string[] = ["vtmPunch", "vtmKick", "vtmClinch", "vtmHold"];

/** The compendium the basic maneuvers are taken from. */
export const BASIC_MANEUVER_PACK = "storyteller-combat.maneuvers-brawl";

/**
 * The basic maneuvers a newly created actor is to be given: none for an actor type that fights with no
 * maneuvers, and none when it arrives already carrying a maneuver (a duplicate, an import, a compendium copy),
 * so it is never given them twice.
 */
export function basicManeuversFor(actor: { type: string; items: readonly { type: string }[] }): readonly string[] {
  if (actor.type !== "character" && actor.type !== "npc") return [];
  return actor.items.some((item) => item.type === "maneuver") ? [] : BASIC_MANEUVER_IDS;
}
