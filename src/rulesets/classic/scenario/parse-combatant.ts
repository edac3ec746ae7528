import type { CharacterStats, GarouStats, Pool2 } from "../rules/character/stats";
import { ABILITIES, ATTRIBUTES, TRAIT_RANGE, type Ability, type Attribute, type Trait } from "../../../rules/character/traits";
import { COMBAT_DISCIPLINES, CREATURE_KINDS, GAROU_AUSPICES, GAROU_BREEDS, GAROU_FORMS, type CombatDiscipline } from "../rules/character/vocabulary";
import { DAMAGE_SOURCE_IDS } from "../rules/combat/damage-sources";
import { ARMOUR_CLASSES, WEAPONS, type ArmourClass, type Concealment, type Weapon } from "../rules/combat/equipment";
import { DAMAGE_TYPES } from "../rules/health/damage-types";
import { checkHealth } from "../rules/health/track";
import { RulesError } from "../../../rules/errors";
import { STATUS_IDS, type StatusEffect } from "../rules/status/types";
import { at, boolAt, listAt, notesAt, objectAt, oneOfAt, optional, required, textAt, wholeAt } from "./read-json";
import { ScenarioError } from "./scenario-error";
import type { ScenarioCombatant } from "./types";

const COMBATANT_FIELDS = [
  "id", "name", "creature", "attributes", "abilities", "specialties", "willpower", "blood", "garou", "disciplines",
  "armour", "weapons", "inHand", "health", "statuses", "ignoresWoundPenalties", "arrives", "notes",
] as const;

/** Attributes not written are 1 (the least a character has, V20 core); abilities and disciplines 0. */
const DEFAULT_ATTRIBUTE = 1;

function ratings<K extends string>(value: unknown, path: string, names: readonly K[], fallback: number, max: number): Record<K, number> {
  const out = Object.fromEntries(names.map((name) => [name, fallback])) as Record<K, number>;
  if (value === undefined) return out;
  const object = objectAt(value, path, names);
  for (const name of names) {
    const rating = optional(object, name, path, (entry, where) => wholeAt(entry, where, 0, max));
    if (rating !== undefined) out[name] = rating;
  }
  return out;
}

/** Willpower, blood, Rage, Gnosis: a number (current = permanent) or `{ permanent, current }`. */
function pool2(value: unknown, path: string): Pool2 {
  if (typeof value === "number") {
    const permanent = wholeAt(value, path, 0, 100);
    return { permanent, current: permanent };
  }
  const object = objectAt(value, path, ["permanent", "current"]);
  const permanent = wholeAt(required(object, "permanent", path), at(path, "permanent"), 0, 100);
  const current = optional(object, "current", path, (entry, where) => wholeAt(entry, where, 0, 100)) ?? permanent;
  return { permanent, current };
}

function garouStats(value: unknown, path: string): GarouStats {
  const object = objectAt(value, path, ["breed", "auspice", "form", "rage", "gnosis"]);
  return {
    breed: oneOfAt(required(object, "breed", path), at(path, "breed"), GAROU_BREEDS),
    auspice: optional(object, "auspice", path, (entry, where) => oneOfAt(entry, where, GAROU_AUSPICES)) ?? "ahroun",
    form: oneOfAt(required(object, "form", path), at(path, "form"), GAROU_FORMS),
    rage: optional(object, "rage", path, pool2) ?? { permanent: 0, current: 0 },
    gnosis: optional(object, "gnosis", path, pool2) ?? { permanent: 0, current: 0 },
  };
}

const MELEE_FIELDS = ["id", "category", "strengthBonus", "damageType", "damageSource", "concealment", "silver"] as const;
const RANGED_FIELDS = ["id", "category", "damage", "range", "rate", "clip", "chambered", "automatic", "loaded", "damageType", "damageSource", "concealment", "silver"] as const;
const CONCEALMENTS: readonly Concealment[] = ["pocket", "jacket", "trenchcoat", "none"];

function inlineWeapon(value: unknown, path: string): Weapon {
  const loose = objectAt(value, path, [...new Set([...MELEE_FIELDS, ...RANGED_FIELDS])]);
  const category = oneOfAt(required(loose, "category", path), at(path, "category"), ["melee", "ranged"] as const);
  const object = objectAt(value, path, category === "melee" ? MELEE_FIELDS : RANGED_FIELDS);
  const id = textAt(required(object, "id", path), at(path, "id"));
  const concealment = optional(object, "concealment", path, (entry, where) => oneOfAt(entry, where, CONCEALMENTS)) ?? "none";
  const silver = optional(object, "silver", path, boolAt) ?? false;
  const source = "scenario (written out)";
  if (category === "melee") {
    return {
      id,
      category,
      strengthBonus: wholeAt(required(object, "strengthBonus", path), at(path, "strengthBonus"), -5, 10),
      damageType: oneOfAt(required(object, "damageType", path), at(path, "damageType"), DAMAGE_TYPES),
      damageSource: oneOfAt(required(object, "damageSource", path), at(path, "damageSource"), DAMAGE_SOURCE_IDS),
      concealment,
      ...(silver ? { silver } : {}),
      source,
    };
  }
  const loaded = optional(object, "loaded", path, (entry, where) => wholeAt(entry, where, 0, 201));
  return {
    ...(loaded === undefined ? {} : { loaded }),
    id,
    category,
    damage: wholeAt(required(object, "damage", path), at(path, "damage"), 0, 30),
    range: wholeAt(required(object, "range", path), at(path, "range"), 1),
    rate: optional(object, "rate", path, (entry, where) => wholeAt(entry, where, 1)) ?? 1,
    clip: optional(object, "clip", path, (entry, where) => wholeAt(entry, where, 1)) ?? 1,
    chambered: optional(object, "chambered", path, boolAt) ?? false,
    automatic: optional(object, "automatic", path, boolAt) ?? false,
    damageType: optional(object, "damageType", path, (entry, where) => oneOfAt(entry, where, DAMAGE_TYPES)) ?? "lethal",
    damageSource: optional(object, "damageSource", path, (entry, where) => oneOfAt(entry, where, DAMAGE_SOURCE_IDS)) ?? "ranged",
    concealment,
    ...(silver ? { silver } : {}),
    source,
  };
}

function weaponAt(value: unknown, path: string): Weapon {
  if (typeof value === "string") {
    const weapon = WEAPONS.find((entry) => entry.id === value);
    if (!weapon) return oneOfAt(value, path, WEAPONS.map((entry) => entry.id)) as never;
    return weapon;
  }
  return inlineWeapon(value, path);
}

function armourAt(value: unknown, path: string): ArmourClass {
  if (typeof value === "string") {
    const armour = ARMOUR_CLASSES.find((entry) => entry.id === value);
    if (!armour) return oneOfAt(value, path, ARMOUR_CLASSES.map((entry) => entry.id)) as never;
    return armour;
  }
  const object = objectAt(value, path, ["rating", "dexterityPenalty"]);
  return {
    id: "inline",
    rating: wholeAt(required(object, "rating", path), at(path, "rating"), 0, 10),
    dexterityPenalty: optional(object, "dexterityPenalty", path, (entry, where) => wholeAt(entry, where, 0, 10)) ?? 0,
    source: "scenario (written out)",
  };
}

const STATUS_FIELDS = ["id", "sinceRound", "expiresAfterRound", "sourceId", "value", "losesAction"] as const;

export function statusAt(value: unknown, path: string): StatusEffect {
  const object = objectAt(value, path, STATUS_FIELDS);
  const expires = object.expiresAfterRound;
  const status: StatusEffect = {
    id: oneOfAt(required(object, "id", path), at(path, "id"), STATUS_IDS),
    sinceRound: wholeAt(required(object, "sinceRound", path), at(path, "sinceRound")),
    expiresAfterRound: expires === null || expires === undefined ? null : wholeAt(expires, at(path, "expiresAfterRound")),
  };
  const sourceId = optional(object, "sourceId", path, textAt);
  const amount = optional(object, "value", path, (entry, where) => wholeAt(entry, where, 0, 20));
  const losesAction = optional(object, "losesAction", path, boolAt);
  if (sourceId !== undefined) status.sourceId = sourceId;
  if (amount !== undefined) status.value = amount;
  if (losesAction !== undefined) status.losesAction = losesAction;
  return status;
}

function healthAt(value: unknown, path: string): CharacterStats["health"] {
  const object = objectAt(value, path, ["bashing", "lethal", "aggravated"]);
  const health = { bashing: 0, lethal: 0, aggravated: 0 };
  for (const type of ["bashing", "lethal", "aggravated"] as const) {
    const amount = object[type];
    if (amount === undefined) continue;
    if (typeof amount !== "number" || amount < 0 || !Number.isInteger(amount * 2)) {
      throw new ScenarioError("ScenarioHealthInvalid", `${at(path, type)}: expected a whole or half number of levels from 0, got ${JSON.stringify(amount)}.`, {
        path: at(path, type),
        value: JSON.stringify(amount) ?? "",
      });
    }
    health[type] = amount;
  }
  try {
    return checkHealth(health);
  } catch (error) {
    if (error instanceof RulesError) throw new ScenarioError("ScenarioHealthInvalid", `${path}: ${error.message}`, { path, value: error.message }, { cause: error });
    throw error;
  }
}

function specialtiesAt(value: unknown, path: string): Partial<Record<Trait, string>> {
  const traits: readonly Trait[] = [...ATTRIBUTES, ...ABILITIES];
  const object = objectAt(value, path, traits);
  return Object.fromEntries(Object.entries(object).map(([trait, name]) => [trait, textAt(name, at(path, trait))]));
}

/** One combatant of `combatants[i]`: its sheet as the rules read it, its gear, and whether it arrives later. */
export function parseCombatant(value: unknown, path: string): ScenarioCombatant {
  const object = objectAt(value, path, COMBATANT_FIELDS);
  const id = textAt(required(object, "id", path), at(path, "id"));
  const creature = oneOfAt(required(object, "creature", path), at(path, "creature"), CREATURE_KINDS);
  const garou = optional(object, "garou", path, garouStats) ?? null;
  if (creature === "garou" && !garou) throw new ScenarioError("ScenarioFieldMissing", `${at(path, "garou")}: a Garou needs its breed and form.`, { path: at(path, "garou") });
  if (creature !== "garou" && garou) {
    throw new ScenarioError("ScenarioGarouDataOnNonGarou", `${at(path, "garou")}: only a Garou has Garou data; this is a ${creature}.`, { path: at(path, "garou"), creature });
  }
  const weapons = (optional(object, "weapons", path, listAt) ?? []).map((entry, index) => weaponAt(entry, at(at(path, "weapons"), index)));
  const seen = new Set<string>();
  weapons.forEach((weapon, index) => {
    if (seen.has(weapon.id)) throw new ScenarioError("ScenarioDuplicateId", `${at(at(path, "weapons"), index)}: ${weapon.id} is listed twice.`, { path: at(at(path, "weapons"), index), value: weapon.id });
    seen.add(weapon.id);
  });
  const inHandValue = object.inHand;
  const inHand =
    inHandValue === undefined ? (weapons[0]?.id ?? null) : inHandValue === null ? null : oneOfAt(inHandValue, at(path, "inHand"), weapons.map((weapon) => weapon.id));
  const armour = optional(object, "armour", path, armourAt) ?? null;
  const stats: CharacterStats = {
    id,
    name: optional(object, "name", path, textAt) ?? id,
    creature,
    attributes: ratings<Attribute>(object.attributes, at(path, "attributes"), ATTRIBUTES, DEFAULT_ATTRIBUTE, TRAIT_RANGE.attribute.max),
    abilities: ratings<Ability>(object.abilities, at(path, "abilities"), ABILITIES, 0, TRAIT_RANGE.ability.max),
    specialties: optional(object, "specialties", path, specialtiesAt) ?? {},
    willpower: optional(object, "willpower", path, pool2) ?? { permanent: 1, current: 1 },
    health: optional(object, "health", path, healthAt) ?? { bashing: 0, lethal: 0, aggravated: 0 },
    armour: armour ? { rating: armour.rating, dexterityPenalty: armour.dexterityPenalty } : { rating: 0, dexterityPenalty: 0 },
    disciplines: ratings<CombatDiscipline>(object.disciplines, at(path, "disciplines"), COMBAT_DISCIPLINES, 0, 10),
    blood: optional(object, "blood", path, pool2) ?? null,
    garou,
    statuses: (optional(object, "statuses", path, listAt) ?? []).map((entry, index) => statusAt(entry, at(at(path, "statuses"), index))),
    ignoresWoundPenalties: optional(object, "ignoresWoundPenalties", path, boolAt) ?? false,
  };
  return { path, stats, weapons, inHand, armour, arrives: optional(object, "arrives", path, boolAt) ?? false, notes: notesAt(object.notes, at(path, "notes")) };
}
