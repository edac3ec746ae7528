import { deriveActor } from "../../src/rulesets/classic/data/actor/derived";
import { gatherCharacterStats, type GatheredItem } from "../../src/rulesets/classic/data/actor/gather-stats";
import type { ActorSystemSource } from "../../src/rulesets/classic/data/actor/source";
import { maneuverSourceOf } from "../../src/rulesets/classic/data/item/maneuver-source";
import type { WeaponSource } from "../../src/rulesets/classic/data/item/source";
import { findManeuver } from "../../src/rulesets/classic/rules/maneuvers/catalogue";
import type { ActorSheetInput } from "../../src/rulesets/classic/apps/context/actor-context";
import { KEYS_ONLY } from "../../src/rulesets/classic/apps/context/combat-view";
import type { SheetItemInput } from "../../src/rulesets/classic/apps/context/item-rows";
import { ABILITIES, ATTRIBUTES } from "../../src/rules/character/traits";
import { OUTSIDE_COMBAT_ROUND } from "../../src/rulesets/classic/rules/status/now";
import { CLASSIC_DEFAULTS } from "../../src/rulesets/classic/rules/ruleset/options";

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

/** A character's system data with the data model's defaults, as a new actor has it. */
export function defaultSystem(): ActorSystemSource {
  return {
    creature: "mortal",
    attributes: Object.fromEntries(ATTRIBUTES.map((key) => [key, { value: 1, specialty: "" }])) as ActorSystemSource["attributes"],
    abilities: Object.fromEntries(ABILITIES.map((key) => [key, { value: 0, specialty: "" }])) as ActorSystemSource["abilities"],
    willpower: { permanent: 1, current: 1 },
    health: { bashing: 0, lethal: 0, aggravated: 0 },
    disciplines: { celerity: 0, fortitude: 0, potence: 0 },
    profile: { concept: "", nature: "", demeanor: "", chronicle: "" },
    vampire: { generation: 13, clan: "", sect: "", sire: "" },
    virtues: { conscience: 1, conscienceKind: "conscience", selfControl: 1, selfControlKind: "selfControl", courage: 1 },
    morality: { path: "", value: 7 },
    blood: { current: 0, ghoulMax: 0 },
    garou: {
      breed: "homid",
      auspice: "ragabash",
      form: "homid",
      rage: { permanent: 1, current: 1 },
      gnosis: { permanent: 1, current: 1 },
      tribe: "",
      camp: "",
      rank: 1,
      renown: { glory: { permanent: 0, temporary: 0 }, honor: { permanent: 0, temporary: 0 }, wisdom: { permanent: 0, temporary: 0 } },
      formImages: { homid: "", glabro: "", crinos: "", hispo: "", lupus: "" },
    },
    biography: "",
  };
}

function merge<T>(base: T, change: DeepPartial<T>): T {
  const out = structuredClone(base) as Record<string, unknown>;
  for (const [key, value] of Object.entries(change as Record<string, unknown>)) {
    out[key] = value && typeof value === "object" && !Array.isArray(value) ? merge(out[key], value as DeepPartial<unknown>) : value;
  }
  return out as T;
}

/** What a sheet's `_prepareContext` hands the context builder, made the same way: gather, then the rules. */
export function sheetInput(name: string, change: DeepPartial<ActorSystemSource>, items: SheetItemInput[] = [], extra: Partial<ActorSheetInput> = {}): ActorSheetInput {
  const system = merge(defaultSystem(), change);
  const stats = gatherCharacterStats({ id: "actor1", name, system, items: items as GatheredItem[] });
  return {
    id: "actor1",
    name,
    img: "icons/svg/mystery-man.svg",
    system,
    derived: deriveActor(stats, system.vampire.generation, items as GatheredItem[], { options: CLASSIC_DEFAULTS, round: OUTSIDE_COMBAT_ROUND }),
    items,
    editable: true,
    biographyHTML: "<p>Embraced in <em>1888</em>.</p>",
    i18n: KEYS_ONLY,
    ...extra,
  };
}

const weapon = (system: Partial<WeaponSource> & Pick<WeaponSource, "identifier" | "kind" | "damage" | "damageSource">): WeaponSource => ({
  description: "",
  source: "",
  silver: false,
  difficulty: 6,
  range: 0,
  rate: 0,
  clip: 0,
  chambered: false,
  automatic: false,
  concealment: "pocket",
  equipped: false,
  ...system,
});

/** Lucita, the sheets' vampire: Dexterity 4 and Melee 4 with specialties, hurt, Celerity 3, 8th generation. */
export const LUCITA = {
  creature: "vampire",
  attributes: { strength: { value: 2 }, dexterity: { value: 4, specialty: "Graceful" }, stamina: { value: 3 }, wits: { value: 3 } },
  abilities: { brawl: { value: 3 }, melee: { value: 4, specialty: "Knives" }, athletics: { value: 2 } },
  willpower: { permanent: 6, current: 5 },
  health: { bashing: 1, lethal: 1 },
  disciplines: { celerity: 3, fortitude: 2, potence: 1 },
  vampire: { generation: 8 },
  blood: { current: 12 },
} satisfies DeepPartial<ActorSystemSource>;

export const ITEMS: SheetItemInput[] = [
  { id: "w1", name: "Knife", type: "weapon", img: "icons/svg/sword.svg", system: weapon({ identifier: "knife", source: "V20 core, melee weapons chart", kind: "melee", damage: { attribute: "strength", bonus: 1, type: "lethal" }, damageSource: "edged", equipped: true }) },
  { id: "w2", name: "Heavy pistol", type: "weapon", img: "icons/svg/target.svg", system: weapon({ identifier: "heavy-pistol", kind: "ranged", damage: { attribute: "", bonus: 5, type: "lethal" }, damageSource: "ranged", range: 30, rate: 3, clip: 7, chambered: true, concealment: "jacket" }) },
  { id: "a1", name: "Kevlar vest", type: "armor", img: "icons/svg/shield.svg", system: { identifier: "kevlar-vest", description: "", source: "V20 core, armour chart (Kevlar vest)", rating: 3, dexterityPenalty: 1, equipped: true } },
  { id: "p1", name: "Prowess", type: "power", img: "icons/svg/aura.svg", system: { identifier: "prowess", description: "", kind: "discipline", level: 1, belongsTo: "potence", cost: { blood: 1, willpower: 0, rage: 0, gnosis: 0 }, roll: { first: "strength", second: "brawl", difficulty: 6 } } },
  { id: "m1", name: "Sweep", type: "maneuver", img: "icons/svg/falling.svg", system: maneuverSourceOf(findManeuver("vtmSweep"), "<p>Legs out.</p>") },
  { id: "m2", name: "Kick", type: "maneuver", img: "icons/svg/falling.svg", system: maneuverSourceOf(findManeuver("vtmKick")) },
  // A gun or heavy object in hand is needed, and the knife is in hand: unavailable, with its reason.
  { id: "m3", name: "Pistol whip", type: "maneuver", img: "icons/svg/falling.svg", system: maneuverSourceOf(findManeuver("w20PistolWhip")) },
  // The target must be stunned or pinned: a condition to meet, not a refusal.
  { id: "m4", name: "Curbstomp", type: "maneuver", img: "icons/svg/falling.svg", system: maneuverSourceOf(findManeuver("w20Curbstomp")) },
];

/** A Garou's maneuvers from the W20 catalogue. */
export const GAROU_ITEMS: SheetItemInput[] = [
  ["w20Claw", "Claw"],
  ["w20Bite", "Bite"],
  ["w20Punch", "Punch"],
  ["w20Grapple", "Grapple"],
  ["w20Blinding", "Blinding"],
].map(([id = "", name = ""], index) => ({
  id: `g${index}`,
  name,
  type: "maneuver",
  img: "icons/svg/falling.svg",
  system: maneuverSourceOf(findManeuver(id)),
}));
