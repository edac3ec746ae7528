import type { ActorDerived } from "../../data/actor/derived";
import type { ActorSystemSource } from "../../data/actor/source";
import { DISCIPLINE_RANGE, POOL_RANGE } from "../../data/actor/ranges";
import { KNOWLEDGES, SKILLS, TALENTS, TRAIT_RANGE, type Ability, type Attribute, type CombatDiscipline, COMBAT_DISCIPLINES } from "../../../../rules/character/traits";
import { dotViews, type DotView } from "../../../../apps/actions/dots";

export interface DotsView {
  path: string;
  labelKey: string;
  value: number;
  min: number;
  max: number;
  dots: DotView[];
}

export interface TraitView extends DotsView {
  key: string;
  /** The rating as rolled, when the form or armour changes it (attributes only). */
  effective: number | null;
  specialty: string;
  specialtyPath: string | null;
  rollable: boolean;
}

export interface TraitGroup {
  id: string;
  labelKey: string;
  traits: TraitView[];
}

export const traitLabelKey = (key: string): string => `STC.Trait.${key}`;

export function dotsView(path: string, labelKey: string, value: number, range: { min: number; max: number }, shown = range.max): DotsView {
  return { path, labelKey, value, min: range.min, max: range.max, dots: dotViews(value, Math.max(shown, value)) };
}

/** Ten dots are possible, five are shown until a rating goes past them (elders, Crinos). */
const SHOWN_DOTS = 5;

export const ATTRIBUTE_GROUPS: { id: string; keys: Attribute[] }[] = [
  { id: "physical", keys: ["strength", "dexterity", "stamina"] },
  { id: "social", keys: ["charisma", "manipulation", "appearance"] },
  { id: "mental", keys: ["perception", "intelligence", "wits"] },
];

export const ABILITY_GROUPS: { id: string; keys: readonly Ability[] }[] = [
  { id: "talents", keys: TALENTS },
  { id: "skills", keys: SKILLS },
  { id: "knowledges", keys: KNOWLEDGES },
];

export function attributeGroups(system: ActorSystemSource, derived: ActorDerived): TraitGroup[] {
  return ATTRIBUTE_GROUPS.map((group) => ({
    id: group.id,
    labelKey: `STC.Sheet.Group.${group.id}`,
    traits: group.keys.map((key) => {
      const trait = system.attributes[key];
      const effective = derived.attributes[key];
      return {
        ...dotsView(`system.attributes.${key}.value`, traitLabelKey(key), trait.value, TRAIT_RANGE.attribute, SHOWN_DOTS),
        key,
        effective: effective === trait.value ? null : effective,
        specialty: trait.specialty,
        specialtyPath: `system.attributes.${key}.specialty`,
        rollable: true,
      };
    }),
  }));
}

export function abilityGroups(system: ActorSystemSource): TraitGroup[] {
  return ABILITY_GROUPS.map((group) => ({
    id: group.id,
    labelKey: `STC.Sheet.Group.${group.id}`,
    traits: group.keys.map((key) => {
      const trait = system.abilities[key];
      return {
        ...dotsView(`system.abilities.${key}.value`, traitLabelKey(key), trait.value, TRAIT_RANGE.ability, SHOWN_DOTS),
        key,
        effective: null,
        specialty: trait.specialty,
        specialtyPath: `system.abilities.${key}.specialty`,
        rollable: true,
      };
    }),
  }));
}

export function disciplineViews(system: ActorSystemSource): TraitView[] {
  return COMBAT_DISCIPLINES.map((key: CombatDiscipline) => ({
    ...dotsView(`system.disciplines.${key}`, `STC.Discipline.${key}`, system.disciplines[key], DISCIPLINE_RANGE, SHOWN_DOTS),
    key,
    effective: null,
    specialty: "",
    specialtyPath: null,
    rollable: false,
  }));
}

export function poolDots(path: string, labelKey: string, value: number): DotsView {
  return dotsView(path, labelKey, value, POOL_RANGE);
}
