import { dotViews, type DotView } from "../../../apps/actions/dots";
import { ATTRIBUTES, KNOWLEDGES, SKILLS, TALENTS, TRAIT_RANGE, type Ability, type Attribute } from "../../../rules/character/traits";
import type { StreamlinedWeapon } from "../data/read";
import { STREAMLINED_ARMOUR_RANGE, STREAMLINED_DAMAGE_RANGE, STREAMLINED_MODIFIER_RANGE } from "../data/extension";
import { ATTACK_ATTRIBUTES, ATTACK_SKILLS, attackPool } from "../rules/contest";
import { currentHealth, isIncapacitated, STREAMLINED_DAMAGE_TYPES, type HealthPoints } from "../rules/health";

export type Say = (key: string, data?: Record<string, string | number>) => string;

/** What the Streamlined sheet reads of a character, as plain data. */
export interface StreamlinedSheetInput {
  name: string;
  img: string;
  editable: boolean;
  attributes: Record<Attribute, number>;
  abilities: Record<Ability, number>;
  health: HealthPoints;
  /** The name of whoever holds the character in a grapple, or null. */
  heldBy: string | null;
  weapons: { id: string; name: string; weapon: StreamlinedWeapon }[];
  armours: { id: string; name: string; rating: number; equipped: boolean }[];
  say: Say;
}

export interface TraitView {
  key: string;
  label: string;
  path: string;
  value: number;
  min: number;
  max: number;
  dots: DotView[];
}

const SHOWN_DOTS = 5;
const S = "STC.Streamlined.Sheet";

function traitView(say: Say, kind: "attributes" | "abilities", key: string, value: number): TraitView {
  const range = kind === "attributes" ? TRAIT_RANGE.attribute : TRAIT_RANGE.ability;
  return { key, label: say(`STC.Trait.${key}`), path: `system.${kind}.${key}.value`, value, min: range.min, max: range.max, dots: dotViews(value, Math.max(SHOWN_DOTS, value)) };
}

const choices = (say: Say, keys: readonly string[], prefix: string, current: string) => keys.map((key) => ({ value: key, label: say(`${prefix}${key}`), selected: key === current }));

/** The Streamlined character sheet: traits, Health as points, armour, weapons and their attack buttons. */
export function streamlinedSheetContext(input: StreamlinedSheetInput) {
  const { say } = input;
  const attributeGroups = [
    ["physical", ATTRIBUTES.slice(0, 3)],
    ["social", ATTRIBUTES.slice(3, 6)],
    ["mental", ATTRIBUTES.slice(6, 9)],
  ] as const;
  const abilityGroups = [
    ["talents", TALENTS],
    ["skills", SKILLS],
    ["knowledges", KNOWLEDGES],
  ] as const;
  const health = input.health;
  const traits = { attributes: input.attributes, skills: input.abilities };
  return {
    name: input.name,
    img: input.img,
    editable: input.editable,
    attributeGroups: attributeGroups.map(([group, keys]) => ({ label: say(`${S}.Group.${group}`), traits: keys.map((key) => traitView(say, "attributes", key, input.attributes[key])) })),
    abilityGroups: abilityGroups.map(([group, keys]) => ({ label: say(`${S}.Group.${group}`), traits: keys.map((key) => traitView(say, "abilities", key, input.abilities[key])) })),
    health: {
      summary: health.dead ? say(`${S}.HealthDead`) : say(`${S}.HealthOf`, { current: currentHealth(health), max: health.max }),
      max: health.max,
      downed: isIncapacitated(health),
      pastZero: health.pastZero,
      range: STREAMLINED_DAMAGE_RANGE,
      damage: STREAMLINED_DAMAGE_TYPES.map((type) => ({ type, label: say(`STC.Streamlined.Damage.${type}`), value: health.damage[type], path: `system.streamlined.health.${type}` })),
      boxes: Array.from({ length: health.max }, (_, index) => ({ lost: index >= currentHealth(health) })),
    },
    heldBy: input.heldBy ? say(`${S}.HeldBy`, { name: input.heldBy }) : null,
    armours: input.armours.map((armour) => ({ ...armour, range: STREAMLINED_ARMOUR_RANGE, path: "system.streamlined.rating" })),
    weapons: input.weapons.map(({ id, name, weapon }) => ({
      id,
      name,
      modifier: weapon.modifier,
      modifierRange: STREAMLINED_MODIFIER_RANGE,
      attributes: choices(say, ATTACK_ATTRIBUTES, "STC.Trait.", weapon.attribute),
      skills: choices(say, ATTACK_SKILLS, "STC.Trait.", weapon.skill),
      damageTypes: choices(say, STREAMLINED_DAMAGE_TYPES, "STC.Streamlined.Damage.", weapon.damageType),
      pool: say(`${S}.AttackPool`, { attribute: say(`STC.Trait.${weapon.attribute}`), skill: say(`STC.Trait.${weapon.skill}`), dice: attackPool(traits, { attribute: weapon.attribute, skill: weapon.skill }) }),
      attackLabel: say(`${S}.AttackWith`, { name }),
    })),
    unarmed: {
      pool: say(`${S}.AttackPool`, { attribute: say("STC.Trait.strength"), skill: say("STC.Trait.brawl"), dice: attackPool(traits, { attribute: "strength", skill: "brawl" }) }),
      attackLabel: say(`${S}.AttackWith`, { name: say("STC.Streamlined.Attack.Unarmed") }),
    },
  };
}

export type StreamlinedSheetContext = ReturnType<typeof streamlinedSheetContext>;
