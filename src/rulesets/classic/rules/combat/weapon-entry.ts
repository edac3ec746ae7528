import type { Attribute } from "../../../../rules/character/traits";
import { RulesError } from "../../../../rules/errors";
import type { DamageType } from "../health/damage-types";
import type { DamageSourceId } from "./damage-sources";
import type { Concealment, Weapon } from "./equipment";

/**
 * A weapon as a table writes it down (a character's weapon item): a kind, damage as an attribute plus dice or as
 * fixed dice, and the chart's other columns. `readWeapon` turns it into the rules' `Weapon`.
 */
export const WEAPON_KINDS = ["melee", "ranged", "thrown"] as const;
export type WeaponKind = (typeof WEAPON_KINDS)[number];

export interface WeaponEntry {
  /** How the attack chain names it back (an item's id), e.g. when it is dropped. */
  id: string;
  /** The chart or compendium entry it came from, if any. */
  source: string;
  kind: WeaponKind;
  /** `attribute` "" is fixed damage (a firearm's dice); "strength" is Strength plus `bonus`. */
  damage: { attribute: Attribute | ""; bonus: number; type: DamageType };
  /** Where the damage comes from (000 §3.3, 004 Damage): it decides how some creatures take it. */
  damageSource: DamageSourceId;
  /** Silver: aggravated and unsoakable to a Garou (004 Damage). */
  silver: boolean;
  difficulty: number;
  range: number;
  rate: number;
  clip: number;
  /** One more round in the chamber ("7+1"). */
  chambered: boolean;
  /** Bursts, full auto and sprays. */
  automatic: boolean;
  /** Rounds loaded now; null for a clip nobody has counted yet, read as full. */
  loaded?: number | null;
  concealment: Concealment;
}

/**
 * Where damage of this kind and type comes from, for a weapon that does not say (000 §3.3, 004 Damage): a
 * ranged weapon's is `ranged`, a bashing one's is `blunt`, any other is `edged` (an aggravated blade keeps its
 * own type; the source only matters where a creature takes it differently).
 */
export function usualDamageSource(kind: WeaponKind, type: DamageType): DamageSourceId {
  if (kind === "ranged") return "ranged";
  return type === "bashing" ? "blunt" : "edged";
}

function unreadable(entry: WeaponEntry): RulesError {
  const expected = entry.kind === "ranged" ? "fixed" : "strength";
  return new RulesError("WeaponDamageUnreadable", `A ${entry.kind} weapon's damage is ${expected === "fixed" ? "a fixed number of dice" : "Strength plus dice"}, not ${entry.damage.attribute || "fixed dice"} + ${entry.damage.bonus}.`, {
    weapon: entry.id,
    kind: entry.kind,
    attribute: entry.damage.attribute || "fixed",
  });
}

/**
 * The rules' weapon. A melee weapon deals Strength plus its dice and a ranged one its fixed dice (000 §3.1;
 * V20 core charts); any other pairing is refused with `WeaponDamageUnreadable` rather than guessed at.
 *
 * A thrown weapon is read as a melee weapon: Dexterity + Melee to hit and Strength plus its dice in damage, so
 * Potence adds to it. The seeds give thrown weapons no rules of their own (000 §2.1 names only bare-handed,
 * melee and ranged attacks), and a thrown knife or axe is the same weapon as in the hand; its range stays on
 * the entry for the table and the rules do not read it.
 */
export function readWeapon(entry: WeaponEntry): Weapon {
  const shared = {
    id: entry.id,
    damageType: entry.damage.type,
    damageSource: entry.damageSource,
    concealment: entry.concealment,
    difficulty: entry.difficulty,
    source: entry.source,
    ...(entry.silver ? { silver: true } : {}),
  };
  if (entry.kind === "ranged") {
    if (entry.damage.attribute !== "") throw unreadable(entry);
    return {
      ...shared,
      category: "ranged",
      damage: entry.damage.bonus,
      range: entry.range,
      rate: entry.rate,
      clip: entry.clip,
      chambered: entry.chambered,
      automatic: entry.automatic,
      ...(typeof entry.loaded === "number" ? { loaded: entry.loaded } : {}),
    };
  }
  if (entry.damage.attribute !== "strength") throw unreadable(entry);
  return { ...shared, category: "melee", strengthBonus: entry.damage.bonus };
}
