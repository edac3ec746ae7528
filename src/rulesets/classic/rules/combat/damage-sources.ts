import type { CreatureKind } from "../character/vocabulary";
import type { DamageType } from "../health/damage-types";
import { RulesError } from "../../../../rules/errors";
import type { ClassicOptions } from "../ruleset/options";

/**
 * Where damage comes from and what type it is, by target (000 §3.3, 004 Damage). Kept as data: a row gives
 * the usual type and, per creature, a different one (`null`: it does no damage to that creature at all).
 */
export const DAMAGE_SOURCE_IDS = [
  "brawl",
  "blunt",
  "edged",
  "ranged",
  "fire",
  "acid",
  "toxicWaste",
  "sunlight",
  "garouClaws",
  "garouFangs",
  "vampireFangs",
  "klaive",
] as const;
export type DamageSourceId = (typeof DAMAGE_SOURCE_IDS)[number];

/** Soak sometimes depends on the source, not only the type (000 §4 sunlight, 004 Damage silver). */
export type SoakKey = DamageType | "sunlight" | "silver";

export interface DamageSourceRow {
  type: DamageType;
  against?: Partial<Record<CreatureKind, DamageType | null>>;
  /** Soak reads this key instead of the type (sunlight on vampires). */
  soakKey?: SoakKey;
  /** Ranged weapons against vampires follow the `firearmsVsVampires` option. */
  firearmsOption?: true;
  source: string;
}

export const DAMAGE_SOURCES: Readonly<Record<DamageSourceId, DamageSourceRow>> = {
  brawl: { type: "bashing", source: "000 §3.3 (all brawl attacks); 004 Damage (fists)" },
  blunt: { type: "bashing", source: "000 §3.3 (blunt melee weapons); 004 Damage (clubs, table legs)" },
  edged: { type: "lethal", source: "000 §3.3 (edged weapons); 004 Damage (sharp weapons, spiked clubs, chainsaws)" },
  ranged: { type: "lethal", firearmsOption: true, source: "000 §3.3 (range weapons); 004 Damage (firearms); rules map firearmsVsVampires" },
  fire: { type: "aggravated", source: "000 §3.3 (fire for all); 004 Damage" },
  // 000 §3.3 names acid aggravated for mortals only; a vampire takes it as lethal.
  acid: { type: "aggravated", against: { vampire: "lethal" }, source: "000 §3.3 (acid for mortals); 004 Damage" },
  toxicWaste: { type: "aggravated", source: "004 Damage" },
  sunlight: {
    type: "aggravated",
    against: { mortal: null, exceptionalHuman: null, ghoul: null, garou: null },
    soakKey: "sunlight",
    source: "000 §3.3 (sunlight for vampires), §4",
  },
  garouClaws: { type: "aggravated", source: "004 Damage (Garou claws)" },
  garouFangs: { type: "aggravated", source: "004 Damage (Garou fangs)" },
  vampireFangs: { type: "aggravated", source: "004 Damage (vampire fangs)" },
  klaive: { type: "aggravated", source: "W20 core (klaive: a silver fetish blade)" },
};

/** Silver on a weapon (004 Damage): aggravated to Garou, which cannot soak it; no change for anyone else. */
export const SILVER_AGAINST: Partial<Record<CreatureKind, DamageType>> = { garou: "aggravated" };

export interface ResolvedDamageType {
  type: DamageType;
  soakKey: SoakKey;
  /** Why it is this type, for the card. */
  source: string;
}

export interface DamageTypeQuery {
  /** The type the attack deals by itself (a weapon's, or a maneuver's after its conditions); the source's type when absent. */
  type?: DamageType;
  sourceId?: DamageSourceId;
  silver?: boolean;
  target: CreatureKind;
  /** A called shot at the head or an eye (000 §3.3: a ranged shot at a vampire's head is lethal). */
  headShot?: boolean;
}

/**
 * The type the target takes. Returns null when the source cannot hurt this target (sunlight on a mortal).
 */
export function resolveDamageType(query: DamageTypeQuery, options: Pick<ClassicOptions, "firearmsVsVampires">): ResolvedDamageType | null {
  const row = query.sourceId ? DAMAGE_SOURCES[query.sourceId] : undefined;
  const own = query.type ?? row?.type;
  if (!own) throw new RulesError("DamageTypeUnknown", "An attack needs a damage type or a damage source.", { value: "" });
  let type: DamageType = own;
  let source = row?.source ?? "weapon";
  if (row?.against && Object.hasOwn(row.against, query.target)) {
    const against = row.against[query.target];
    if (against === null || against === undefined) return null;
    type = against;
  }
  if (row?.firearmsOption && query.target === "vampire" && options.firearmsVsVampires === "bashingUnlessHead" && !query.headShot) {
    type = "bashing";
    source = "000 §3.3 (range weapons against vampires, unless the head is aimed at)";
  }
  const silver = query.silver === true ? SILVER_AGAINST[query.target] : undefined;
  if (silver) return { type: silver, soakKey: "silver", source: "004 Damage (silver on Garou)" };
  return { type, soakKey: row?.soakKey ?? type, source };
}
