import type { Ability, Attribute } from "../../../rules/character/traits";
import { ABILITIES, ATTRIBUTES, TRAIT_RANGE } from "../../../rules/character/traits";
import { StreamlinedError } from "./errors";
import { freshHealth, type HealthPoints } from "./health";

/**
 * What the Streamlined rules read about one character: the shared nine attributes and the abilities
 * ("Skills" in 001), one armour rating, and Health as points. There is no
 * creature soak table, no seven-level track, no Willpower or blood spending — 001 has none of them.
 */
export interface StreamlinedCharacter {
  id: string;
  name: string;
  attributes: Record<Attribute, number>;
  /** Missing skills count 0. */
  skills: Partial<Record<Ability, number>>;
  /** The armour's protection rating (001: "Leather that protects +2", "a +5 armored coat"). */
  armour: number;
  health: HealthPoints;
}

export const trait = (character: Pick<StreamlinedCharacter, "attributes" | "skills">, name: Attribute | Ability): number =>
  (ATTRIBUTES as readonly string[]).includes(name) ? (character.attributes[name as Attribute] ?? 0) : (character.skills[name as Ability] ?? 0);

function checkDots(what: string, value: unknown, max: number): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0 || value > max) {
    throw new StreamlinedError("StreamlinedTraitInvalid", `${what} must be a whole number from 0 to ${max}, got ${String(value)}.`, { trait: what, value: String(value), max });
  }
  return value;
}

/** A character from plain data: every trait a whole number in range, Health from Stamina + 3 unless given. */
export function streamlinedCharacter(input: {
  id: string;
  name?: string;
  attributes?: Partial<Record<Attribute, number>>;
  skills?: Partial<Record<Ability, number>>;
  armour?: number;
  health?: HealthPoints;
}): StreamlinedCharacter {
  const attributes = Object.fromEntries(ATTRIBUTES.map((name) => [name, checkDots(name, input.attributes?.[name] ?? 1, TRAIT_RANGE.attribute.max)])) as Record<Attribute, number>;
  const skills: Partial<Record<Ability, number>> = {};
  for (const [name, value] of Object.entries(input.skills ?? {})) {
    if (!(ABILITIES as readonly string[]).includes(name)) {
      throw new StreamlinedError("StreamlinedTraitUnknown", `There is no skill ${name}.`, { trait: name });
    }
    skills[name as Ability] = checkDots(name, value, TRAIT_RANGE.ability.max);
  }
  const armour = checkDots("armour", input.armour ?? 0, 10);
  return { id: input.id, name: input.name ?? input.id, attributes, skills, armour, health: input.health ?? freshHealth(attributes.stamina) };
}
