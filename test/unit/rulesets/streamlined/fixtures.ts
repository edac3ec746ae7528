import type { Ability, Attribute } from "../../../../src/rules/character/traits";
import { streamlinedCharacter, type StreamlinedCharacter } from "../../../../src/rulesets/streamlined/rules/stats";

/** A character with every attribute at 1 unless given, and the skills given. */
export function fighter(id: string, attributes: Partial<Record<Attribute, number>> = {}, skills: Partial<Record<Ability, number>> = {}, armour = 0): StreamlinedCharacter {
  return streamlinedCharacter({ id, attributes, skills, armour });
}
