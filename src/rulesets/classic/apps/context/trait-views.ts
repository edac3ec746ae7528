import type { ActorDerived } from "../../data/actor/derived";
import type { ActorSystemSource } from "../../data/actor/source";
import { DISCIPLINE_RANGE, POOL_RANGE } from "../../data/actor/ranges";
import { KNOWLEDGES, SKILLS, TALENTS, TRAIT_RANGE, type Ability, type Attribute } from "../../../../rules/character/traits";
import { type CombatDiscipline, COMBAT_DISCIPLINES } from "../../rules/character/vocabulary";
import { dotViews, type DotView } from "../../../../apps/actions/dots";

export interface DotsView {
  path: string;
  /** The item whose field `path` names (a discipline's rating); null for the actor's own. */
  itemId?: string | null;
  labelKey: string;
  /** A name shown as it is (an item's), in place of `labelKey`. */
  label?: string;
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

/** Ten dots are possible, five are shown until a rating or the trait maximum goes past them (elders, Crinos). */
export const SHOWN_DOTS = 5;

/** A specialty is taken at four dots (V20 / W20 core); one already written stays shown at any rating. */
export const SPECIALTY_FROM = 4;

/** What the sheet's trait lists depend on besides the character: the trait maximum and the dodge option. */
export interface TraitListOptions {
  traitMax: number;
  dodgeAbility: "athletics" | "dodge";
}

/** Dots of a bought trait: clickable up to the trait maximum, shown to five or the maximum, whichever is more. */
function boughtDots(path: string, labelKey: string, value: number, min: number, traitMax: number): DotsView {
  return dotsView(path, labelKey, value, { min, max: Math.max(traitMax, value) }, Math.max(SHOWN_DOTS, traitMax));
}

const specialtyShown = (trait: { value: number; specialty: string }): boolean => trait.value >= SPECIALTY_FROM || trait.specialty !== "";

/**
 * Whether an ability has a line on this sheet: Primal-Urge is the Garou's alone (W20 core) and Dodge a talent
 * only under the Revised dodge option (000 §2.11); either stays listed while it holds dots, so nothing hides.
 */
function abilityShown(key: Ability, value: number, creature: ActorSystemSource["creature"], options: TraitListOptions): boolean {
  if (value > 0) return true;
  if (key === "primalUrge") return creature === "garou";
  if (key === "dodge") return options.dodgeAbility === "dodge";
  return true;
}

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

export function attributeGroups(system: ActorSystemSource, derived: ActorDerived, options: TraitListOptions): TraitGroup[] {
  return ATTRIBUTE_GROUPS.map((group) => ({
    id: group.id,
    labelKey: `STC.Classic.Sheet.Group.${group.id}`,
    traits: group.keys.map((key) => {
      const trait = system.attributes[key];
      const effective = derived.attributes[key];
      return {
        ...boughtDots(`system.attributes.${key}.value`, traitLabelKey(key), trait.value, TRAIT_RANGE.attribute.min, options.traitMax),
        key,
        effective: effective === trait.value ? null : effective,
        specialty: trait.specialty,
        specialtyPath: specialtyShown(trait) ? `system.attributes.${key}.specialty` : null,
        rollable: true,
      };
    }),
  }));
}

export function abilityGroups(system: ActorSystemSource, options: TraitListOptions): TraitGroup[] {
  return ABILITY_GROUPS.map((group) => ({
    id: group.id,
    labelKey: `STC.Classic.Sheet.Group.${group.id}`,
    traits: group.keys.filter((key) => abilityShown(key, system.abilities[key].value, system.creature, options)).map((key) => {
      const trait = system.abilities[key];
      return {
        ...boughtDots(`system.abilities.${key}.value`, traitLabelKey(key), trait.value, TRAIT_RANGE.ability.min, options.traitMax),
        key,
        effective: null,
        specialty: trait.specialty,
        specialtyPath: specialtyShown(trait) ? `system.abilities.${key}.specialty` : null,
        rollable: true,
      };
    }),
  }));
}

/**
 * The bare numbers of Celerity, Fortitude and Potence, for those no discipline item rates (an item drives its
 * number, data/actor/combat-disciplines.ts, and the sheet shows the item's row instead).
 */
export function disciplineViews(system: ActorSystemSource, rated: ReadonlySet<CombatDiscipline> = new Set(), traitMax: number = DISCIPLINE_RANGE.max): TraitView[] {
  return COMBAT_DISCIPLINES.filter((key) => !rated.has(key)).map((key: CombatDiscipline) => ({
    ...boughtDots(`system.disciplines.${key}`, `STC.Classic.Discipline.${key}`, system.disciplines[key], DISCIPLINE_RANGE.min, traitMax),
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
