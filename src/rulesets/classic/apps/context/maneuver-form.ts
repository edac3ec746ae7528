import { ABILITIES, ATTRIBUTES, type Ability, type Attribute } from "../../../../rules/character/traits";
import { CREATURE_KINDS, GAROU_FORMS, type CreatureKind, type GarouForm } from "../../rules/character/vocabulary";
import { objectReplacement } from "../../../../data/fields/object-replacement";
import type { ManeuverSource } from "../../data/item/maneuver-source";
import { DAMAGE_TYPES, type DamageType } from "../../rules/health/damage-types";
import {
  DAMAGE_CONDITIONS,
  MANEUVER_GROUPS,
  type DamageCondition,
  type ManeuverDamage,
  type ManeuverDamageType,
  type ManeuverDifficulty,
  type ManeuverEffect,
  type ManeuverPrerequisite,
  type ManeuverRoll,
} from "../../rules/maneuvers/types";
import { STATUS_IDS, type StatusId } from "../../rules/status/types";
import { choiceViews, type ChoiceView } from "../../../../apps/context/choices";

/**
 * The maneuver item sheet's form: the view of a maneuver in the rules' format, and the maneuver a submitted
 * form describes. Fields are named `maneuver.<part>` so the sheet turns them into one replacement of the
 * maneuver's parts; whether the result is a maneuver is the rules' reader's to say (the data model's check).
 */

export const DAMAGE_KINDS = ["attribute", "weapon", "fixed", "none", "special"] as const;
export const PREREQUISITE_KINDS = ["ability", "targetHeldOrTackled", "targetStatus", "grappleHeldThroughTurn", "weaponInHand", "targetArmed"] as const;
export const EFFECT_KINDS = ["none", "disarm", "grapple", "knockdown", "blind", "lowBlow", "stunCheck"] as const;
const WEAPON_NEEDS = ["melee", "bludgeon"] as const;
const GRAPPLE_MODES = ["clinch", "hold"] as const;
const DIFFICULTY_KINDS = ["absolute", "relative"] as const;
/** The base difficulty a relative difficulty counts from (000 §2.8 "Dif:+1"). */
const BASE_DIFFICULTY = 6;

/** A box to tick, for each value of a set (forms, statuses, weapons, grapple modes). */
export interface CheckView {
  value: string;
  labelKey: string;
  checked: boolean;
}

export interface ManeuverFormView {
  groups: ChoiceView[];
  source: string;
  /**
   * The book a catalogue maneuver's source (a rules-text citation such as "000 §2.8") stands for, as a language key a
   * player reads ("W20 core, combat maneuvers"); null for a table's own text, which the sheet edits in place.
   */
  citationKey: string | null;
  rolls: { index: number; attributes: ChoiceView[]; abilities: ChoiceView[]; needsWeapon: boolean; removable: boolean }[];
  difficulty: { kinds: ChoiceView[]; value: number; min: number; max: number };
  poolModifier: number;
  damage: { kinds: ChoiceView[]; attributes: ChoiceView[] | null; plus: number | null; dice: number | null };
  damageType: {
    /** The maneuver names its own damage type (else the weapon's or the attack's usual one). */
    own: boolean;
    /** "Deals damage of a type", or, when the hit itself deals none, "Its effect deals damage of a type". */
    labelKey: string;
    bases: ChoiceView[];
    byForm: { value: string; labelKey: string; choices: ChoiceView[] }[];
    byCreature: { value: string; labelKey: string; choices: ChoiceView[] }[];
    upgrades: { index: number; conditions: ChoiceView[]; types: ChoiceView[] }[];
    fromWeapon: boolean;
  };
  /** `every`: usable in every form (the maneuver lists none). */
  forms: { every: boolean; list: CheckView[] };
  prerequisites: { index: number; kinds: ChoiceView[]; abilities: ChoiceView[] | null; min: number | null; statuses: CheckView[] | null; weapons: CheckView[] | null }[];
  effect: { kinds: ChoiceView[]; modes: CheckView[] | null; clinchFrom: ChoiceView[] | null; diceLost: number | null; staminaDifficulty: number | null; turns: number | null; botchTurns: number | null };
  notes: string[];
}

const checks = (values: readonly string[], checked: readonly string[], prefix: string, suffix = ""): CheckView[] =>
  values.map((value) => ({ value, labelKey: `${prefix}.${value}${suffix}`, checked: checked.includes(value) }));

/** A select that may be left on "as the base type" (""). */
const orBase = (current: string | undefined): ChoiceView[] => [{ value: "", labelKey: "STC.Maneuver.SameAsBase", selected: !current }, ...choiceViews(DAMAGE_TYPES, current ?? "", "STC.Classic.Damage.Type")];

/** The rules texts the catalogue's maneuvers cite, by the number their citation begins with, and the book each is. */
const CITED_BOOKS: Record<string, string> = { "000": "STC.Classic.Maneuver.Citation.brawlTable000", "004": "STC.Classic.Maneuver.Citation.w20Combat" };

/** The language key of the book a maneuver's source cites, or null when it is not one of the catalogue's citations. */
export function maneuverCitationKey(source: string): string | null {
  const match = /^(\d{3}) \S/.exec(source);
  return match?.[1] !== undefined && Object.hasOwn(CITED_BOOKS, match[1]) ? (CITED_BOOKS[match[1]] ?? null) : null;
}

export function maneuverFormView(source: ManeuverSource): ManeuverFormView {
  const damage = source.damage;
  const type = source.damageType;
  const effect = source.effect;
  const absolute = source.difficulty.kind === "absolute";
  // No damage on the hit while a damage type is named: the type is for what the effect deals (a hold's damage),
  // and the two fields say so rather than "Damage: None" beside "Deals damage of a type".
  const hitDealsNone = damage.kind === "none" || damage.kind === "special";
  const damageKinds = choiceViews(DAMAGE_KINDS, damage.kind, "STC.Maneuver.DamageKind").map((choice) =>
    choice.value === "none" && type !== null ? { ...choice, labelKey: "STC.Maneuver.DamageKindNoneOnHit" } : choice,
  );
  return {
    groups: choiceViews(MANEUVER_GROUPS, source.group, "STC.Maneuver.Group"),
    source: source.source,
    citationKey: maneuverCitationKey(source.source),
    rolls: source.rolls.map((roll, index) => ({
      index,
      attributes: choiceViews(ATTRIBUTES, roll.attribute, "STC.Trait"),
      abilities: choiceViews(ABILITIES, roll.ability, "STC.Trait"),
      needsWeapon: roll.needsWeapon === "melee",
      removable: source.rolls.length > 1,
    })),
    difficulty: { kinds: choiceViews(DIFFICULTY_KINDS, source.difficulty.kind, "STC.Maneuver.DifficultyKind"), value: source.difficulty.value, min: absolute ? 2 : -8, max: absolute ? 10 : 8 },
    poolModifier: source.poolModifier,
    damage: {
      kinds: damageKinds,
      attributes: damage.kind === "attribute" ? choiceViews(ATTRIBUTES, damage.attribute, "STC.Trait") : null,
      plus: damage.kind === "attribute" ? damage.plus : null,
      dice: damage.kind === "fixed" ? damage.dice : null,
    },
    damageType: {
      own: type !== null,
      labelKey: hitDealsNone ? "STC.Maneuver.HasEffectDamageType" : "STC.Maneuver.HasDamageType",
      bases: choiceViews(DAMAGE_TYPES, type?.base ?? "bashing", "STC.Classic.Damage.Type"),
      byForm: GAROU_FORMS.map((form) => ({ value: form, labelKey: `STC.Classic.Form.${form}`, choices: orBase(type?.byForm?.[form]) })),
      byCreature: CREATURE_KINDS.map((creature) => ({ value: creature, labelKey: `STC.Classic.Creature.${creature}`, choices: orBase(type?.byCreature?.[creature]) })),
      upgrades: (type?.upgrades ?? []).map((upgrade, index) => ({
        index,
        conditions: choiceViews(DAMAGE_CONDITIONS, upgrade.condition, "STC.Classic.Damage.Condition"),
        types: choiceViews(DAMAGE_TYPES, upgrade.type, "STC.Classic.Damage.Type"),
      })),
      fromWeapon: type?.fromWeapon === true,
    },
    forms: { every: source.forms === null, list: checks(GAROU_FORMS, source.forms ?? [], "STC.Classic.Form") },
    prerequisites: source.prerequisites.map((prerequisite, index) => ({
      index,
      kinds: choiceViews(PREREQUISITE_KINDS, prerequisite.kind, "STC.Maneuver.PrerequisiteKind"),
      abilities: prerequisite.kind === "ability" ? choiceViews(ABILITIES, prerequisite.ability, "STC.Trait") : null,
      min: prerequisite.kind === "ability" ? prerequisite.min : null,
      statuses: prerequisite.kind === "targetStatus" ? checks(STATUS_IDS, prerequisite.anyOf, "STC.Classic.Status", ".Name") : null,
      weapons: prerequisite.kind === "weaponInHand" ? checks(WEAPON_NEEDS, prerequisite.anyOf, "STC.Maneuver.WeaponKind") : null,
    })),
    effect: {
      kinds: choiceViews(EFFECT_KINDS, effect.kind, "STC.Maneuver.EffectKind"),
      modes: effect.kind === "grapple" ? checks(GRAPPLE_MODES, effect.modes, "STC.Maneuver.GrappleMode") : null,
      clinchFrom: effect.kind === "grapple" ? choiceViews(["now", "nextTurn"], effect.clinchFrom, "STC.Maneuver.ClinchFrom") : null,
      diceLost: effect.kind === "blind" ? effect.diceLost : null,
      staminaDifficulty: effect.kind === "lowBlow" || effect.kind === "stunCheck" ? effect.staminaDifficulty : null,
      turns: effect.kind === "stunCheck" ? effect.turns : null,
      botchTurns: effect.kind === "stunCheck" ? effect.botchTurns : null,
    },
    notes: [...source.notes],
  };
}

type Form = Record<string, unknown>;

const formOf = (value: unknown): Form => (typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Form) : {});
/** The entries of a list the form sent as `name.0.…`, `name.1.…`, in order. */
const rowsOf = (value: unknown): Form[] =>
  Object.entries(formOf(value))
    .filter(([key]) => /^\d+$/.test(key))
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, row]) => formOf(row));
/** Ticked boxes (`name.value: true`), in the order of `values`. */
const ticked = <T extends string>(value: unknown, values: readonly T[]): T[] => values.filter((entry) => formOf(value)[entry] === true);
/** A number as the form sent it; left as sent when it is not one, so the rules' reader names it. */
const numberOr = (value: unknown, fallback: number): number => (value === undefined || value === null || value === "" ? fallback : (value as number));
/** A text from a select: the current choice when the form did not send one. */
const textOr = <T extends string>(value: unknown, fallback: T): T => (typeof value === "string" && value !== "" ? (value as T) : fallback);

function difficultyFrom(form: Form, current: ManeuverDifficulty): ManeuverDifficulty {
  const kind = textOr(form.kind, current.kind);
  const value = numberOr(form.value, current.value);
  if (kind === current.kind) return { kind, value };
  // Switching between "difficulty 8" and "+2" keeps what the difficulty is.
  return kind === "absolute" ? { kind, value: BASE_DIFFICULTY + value } : { kind, value: value - BASE_DIFFICULTY };
}

function damageFrom(form: Form, current: ManeuverDamage): ManeuverDamage {
  const kind = textOr(form.kind, current.kind);
  if (kind === "attribute") {
    const attribute: Attribute = textOr(form.attribute, current.kind === "attribute" ? current.attribute : "strength");
    return { kind, attribute, plus: numberOr(form.plus, current.kind === "attribute" ? current.plus : 0) };
  }
  if (kind === "fixed") return { kind, dice: numberOr(form.dice, current.kind === "fixed" ? current.dice : 0) };
  return { kind };
}

function byKey<K extends string>(form: unknown, keys: readonly K[]): Partial<Record<K, DamageType>> | undefined {
  const out: Partial<Record<K, DamageType>> = {};
  for (const key of keys) {
    const value = formOf(form)[key];
    if (typeof value === "string" && value !== "") out[key] = value as DamageType;
  }
  return Object.keys(out).length ? out : undefined;
}

function damageTypeFrom(form: Form, current: ManeuverDamageType | null): ManeuverDamageType | null {
  if (form.own === false) return null;
  const base: DamageType = textOr(form.base, current?.base ?? "bashing");
  const out: ManeuverDamageType = { base };
  const byForm = byKey<GarouForm>(form.byForm, GAROU_FORMS);
  if (byForm) out.byForm = byForm;
  const byCreature = byKey<CreatureKind>(form.byCreature, CREATURE_KINDS);
  if (byCreature) out.byCreature = byCreature;
  const currentUpgrades = current?.upgrades ?? [];
  const upgrades = rowsOf(form.upgrades).map((row, index) => ({
    condition: textOr<DamageCondition>(row.condition, currentUpgrades[index]?.condition ?? "large"),
    type: textOr<DamageType>(row.type, currentUpgrades[index]?.type ?? "lethal"),
  }));
  if (upgrades.length) out.upgrades = upgrades;
  if (form.fromWeapon === true) out.fromWeapon = true;
  return out;
}

function prerequisiteFrom(row: Form, current: ManeuverPrerequisite | undefined): ManeuverPrerequisite {
  const kind = textOr(row.kind, current?.kind ?? "ability");
  switch (kind) {
    case "ability":
      return {
        kind,
        ability: textOr<Ability>(row.ability, current?.kind === "ability" ? current.ability : "brawl"),
        min: numberOr(row.min, current?.kind === "ability" ? current.min : 3),
      };
    case "targetStatus":
      return { kind, anyOf: current?.kind === "targetStatus" && row.anyOf === undefined ? current.anyOf : ticked<StatusId>(row.anyOf, STATUS_IDS) };
    case "weaponInHand":
      return { kind, anyOf: current?.kind === "weaponInHand" && row.anyOf === undefined ? current.anyOf : ticked(row.anyOf, WEAPON_NEEDS) };
    default:
      return { kind };
  }
}

function effectFrom(form: Form, current: ManeuverEffect): ManeuverEffect {
  const kind = textOr(form.kind, current.kind);
  switch (kind) {
    case "grapple": {
      const modes = current.kind === "grapple" ? ticked(form.modes, GRAPPLE_MODES) : ["clinch" as const];
      return { kind, modes, clinchFrom: textOr(form.clinchFrom, current.kind === "grapple" ? current.clinchFrom : "now") };
    }
    case "blind":
      return { kind, diceLost: numberOr(form.diceLost, current.kind === "blind" ? current.diceLost : 2) };
    case "lowBlow":
      return { kind, staminaDifficulty: numberOr(form.staminaDifficulty, current.kind === "lowBlow" || current.kind === "stunCheck" ? current.staminaDifficulty : 8) };
    case "stunCheck":
      return {
        kind,
        staminaDifficulty: numberOr(form.staminaDifficulty, current.kind === "lowBlow" || current.kind === "stunCheck" ? current.staminaDifficulty : 8),
        turns: numberOr(form.turns, current.kind === "stunCheck" ? current.turns : 1),
        botchTurns: numberOr(form.botchTurns, current.kind === "stunCheck" ? current.botchTurns : 2),
      };
    default:
      return { kind };
  }
}

/** Any form (null), or the forms ticked; unticking "any form" starts from every form ticked. */
function formsFrom(form: Form, current: GarouForm[] | null): GarouForm[] | null {
  if (form.every === true) return null;
  return current === null ? [...GAROU_FORMS] : ticked<GarouForm>(form, GAROU_FORMS);
}

/**
 * The maneuver a submitted form describes, from its `maneuver.*` fields (expanded), on top of the current one:
 * a part the form did not send keeps its value; a kind that changes starts its own fields from their usual
 * values. Nothing is checked here: the rules' reader does that when the item is written.
 */
export function maneuverFromForm(submitted: unknown, current: ManeuverSource): ManeuverSource {
  const form = formOf(submitted);
  const rolls: ManeuverRoll[] = form.rolls === undefined
    ? current.rolls
    : rowsOf(form.rolls).map((row, index) => ({
        attribute: textOr<Attribute>(row.attribute, current.rolls[index]?.attribute ?? "dexterity"),
        ability: textOr<Ability>(row.ability, current.rolls[index]?.ability ?? "brawl"),
        ...(row.needsWeapon === true ? { needsWeapon: "melee" as const } : {}),
      }));
  const formsForm = formOf(form.forms);
  return {
    identifier: current.identifier,
    description: current.description,
    source: typeof form.source === "string" ? form.source : current.source,
    group: textOr(form.group, current.group),
    rolls,
    difficulty: form.difficulty === undefined ? current.difficulty : difficultyFrom(formOf(form.difficulty), current.difficulty),
    poolModifier: numberOr(form.poolModifier, current.poolModifier),
    damage: form.damage === undefined ? current.damage : damageFrom(formOf(form.damage), current.damage),
    damageType: form.damageType === undefined ? current.damageType : damageTypeFrom(formOf(form.damageType), current.damageType),
    forms: form.forms === undefined ? current.forms : formsFrom(formsForm, current.forms),
    prerequisites: form.prerequisites === undefined ? current.prerequisites : rowsOf(form.prerequisites).map((row, index) => prerequisiteFrom(row, current.prerequisites[index])),
    effect: form.effect === undefined ? current.effect : effectFrom(formOf(form.effect), current.effect),
    notes: current.notes,
  };
}

/** The lists of a maneuver that take rows on the sheet. */
export const MANEUVER_LISTS = ["rolls", "prerequisites", "upgrades"] as const;
export type ManeuverList = (typeof MANEUVER_LISTS)[number];

/** The maneuver with a row added to a list: a Dexterity + Brawl roll, a Brawl 3 prerequisite, a "lethal when large" upgrade. */
export function withRowAdded(current: ManeuverSource, list: ManeuverList): ManeuverSource {
  if (list === "rolls") return { ...current, rolls: [...current.rolls, { attribute: "dexterity", ability: "brawl" }] };
  if (list === "prerequisites") return { ...current, prerequisites: [...current.prerequisites, { kind: "ability", ability: "brawl", min: 3 }] };
  const type = current.damageType ?? { base: "bashing" };
  return { ...current, damageType: { ...type, upgrades: [...(type.upgrades ?? []), { condition: "large", type: "lethal" }] } };
}

/** The maneuver without row `index` of a list (a maneuver keeps at least one roll: the rules' reader says so). */
export function withRowRemoved(current: ManeuverSource, list: ManeuverList, index: number): ManeuverSource {
  const without = <T>(rows: readonly T[]): T[] => rows.filter((_, at) => at !== index);
  if (list === "rolls") return { ...current, rolls: without(current.rolls) };
  if (list === "prerequisites") return { ...current, prerequisites: without(current.prerequisites) };
  if (!current.damageType) return current;
  const upgrades = without(current.damageType.upgrades ?? []);
  const damageType: ManeuverDamageType = { ...current.damageType, upgrades };
  if (!upgrades.length) delete damageType.upgrades;
  return { ...current, damageType };
}

/**
 * The update that makes the item hold `next`: each part that changed, written so that keys the new part no
 * longer has are removed (`objectReplacement`); the identifier and description are the form's own fields.
 */
export function maneuverChanges(current: ManeuverSource, next: ManeuverSource): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(next) as (keyof ManeuverSource)[]) {
    if (key === "identifier" || key === "description") continue;
    if (JSON.stringify(current[key]) === JSON.stringify(next[key])) continue;
    changes[key] = objectReplacement(current[key], next[key]);
  }
  return changes;
}
