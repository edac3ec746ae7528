import type { WeaponSource } from "../data/item/source";
import { WEAPONS, type Weapon } from "../rules/combat/equipment";
import { findManeuver } from "../rules/maneuvers/catalogue";
import type { ManeuverDefinition } from "../rules/maneuvers/types";
import { RulesError } from "../rules/errors";
import { ChainRefusal } from "./chain-error";

/** An item as the chain reads it. */
export interface ChainItem {
  id: string | null;
  name: string;
  type: string;
  system: unknown;
}

/**
 * A weapon item as the rules take it. The core chart's own entry (by the item's identifier) gives what the
 * item's fields do not hold (a klaive's silver, a firearm's chamber); a table's own weapon takes its damage
 * source from its damage type. Damage the rules cannot roll (a melee weapon adding another attribute than
 * Strength, a thrown weapon) is refused with a reason rather than rolled wrong.
 */
export function weaponFromItem(item: ChainItem): Weapon {
  if (item.type !== "weapon") throw new ChainRefusal("STC.Chain.Error.NotAWeapon", { name: item.name });
  const system = item.system as WeaponSource;
  const id = item.id ?? "";
  const chart = WEAPONS.find((weapon) => weapon.id === system.identifier);
  const difficulty = system.difficulty === 6 ? {} : { difficulty: system.difficulty };
  if (system.kind === "melee") {
    if (system.damage.attribute !== "strength") throw new ChainRefusal("STC.Chain.Error.WeaponDamageUnsupported", { name: item.name });
    const damageSource = chart?.category === "melee" ? chart.damageSource : system.damage.type === "bashing" ? "blunt" : "edged";
    return {
      id,
      category: "melee",
      strengthBonus: system.damage.bonus,
      damageType: system.damage.type,
      damageSource,
      concealment: system.concealment,
      ...(chart?.silver ? { silver: true } : {}),
      ...difficulty,
      source: chart?.source ?? "",
    };
  }
  if (system.kind === "ranged") {
    if (system.damage.attribute !== "") throw new ChainRefusal("STC.Chain.Error.WeaponDamageUnsupported", { name: item.name });
    return {
      id,
      category: "ranged",
      damage: system.damage.bonus,
      range: system.range,
      rate: system.rate,
      clip: system.clip,
      chambered: chart?.category === "ranged" ? chart.chambered : false,
      automatic: chart?.category === "ranged" ? chart.automatic : false,
      damageType: system.damage.type,
      damageSource: "ranged",
      concealment: system.concealment,
      ...difficulty,
      source: chart?.source ?? "",
    };
  }
  throw new ChainRefusal("STC.Chain.Error.ThrownUnsupported", { name: item.name });
}

/** A maneuver item as the rules take it: the catalogue's entry for its identifier. */
export function maneuverFromItem(item: ChainItem): ManeuverDefinition {
  if (item.type !== "maneuver") throw new ChainRefusal("STC.Chain.Error.NotAManeuver", { name: item.name });
  const identifier = (item.system as { identifier?: unknown }).identifier;
  try {
    return findManeuver(typeof identifier === "string" ? identifier : "");
  } catch (error) {
    if (error instanceof RulesError) throw new ChainRefusal(error.i18nKey, { ...error.data });
    throw error;
  }
}

/** The weapons an actor carries that the rules can use, held ones first (then by name). */
export function usableWeapons(items: Iterable<ChainItem>): { item: ChainItem; weapon: Weapon; equipped: boolean }[] {
  const out: { item: ChainItem; weapon: Weapon; equipped: boolean }[] = [];
  for (const item of items) {
    if (item.type !== "weapon") continue;
    try {
      out.push({ item, weapon: weaponFromItem(item), equipped: (item.system as WeaponSource).equipped });
    } catch (error) {
      if (!(error instanceof ChainRefusal)) throw error;
    }
  }
  return out.sort((a, b) => Number(b.equipped) - Number(a.equipped) || a.item.name.localeCompare(b.item.name));
}

/** What a character holds for a parry or a disarm: its first equipped melee weapon, else its first equipped weapon. */
export function heldWeapon(items: Iterable<ChainItem>): Weapon | null {
  const held = usableWeapons(items).filter((entry) => entry.equipped);
  return (held.find((entry) => entry.weapon.category === "melee") ?? held[0])?.weapon ?? null;
}
