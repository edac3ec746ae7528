import { maneuverOf } from "../data/item/maneuver-source";
import type { WeaponSource } from "../data/item/source";
import { weaponOf } from "../data/item/weapon-of";
import type { Weapon } from "../rules/combat/equipment";
import { RulesError } from "../../../rules/errors";
import type { ManeuverDefinition } from "../rules/maneuvers/types";
import { Refusing } from "../../../outcome";

/** An item as the chain reads it. */
export interface ChainItem {
  id: string | null;
  name: string;
  type: string;
  system: unknown;
  /** The name it shipped with from the system's compendium, while it keeps it (data/item/display-name.ts). */
  sourceName?: string | null;
}

function refusal(error: unknown): never {
  if (error instanceof RulesError) throw new Refusing(error.i18nKey, { ...error.data });
  throw error;
}

/**
 * A weapon item as the rules take it, read as the character sheet reads it (`weaponOf`); damage the rules cannot
 * read is refused with the rules' reason rather than rolled wrong.
 */
export function weaponFromItem(item: ChainItem): Weapon {
  if (item.type !== "weapon") throw new Refusing("STC.Classic.Chain.Error.NotAWeapon", { name: item.name });
  try {
    return weaponOf({ id: item.id, system: item.system as WeaponSource });
  } catch (error) {
    return refusal(error);
  }
}

/** A maneuver item as the rules take it: the rules' maneuver format it stores (`maneuverOf`). */
export function maneuverFromItem(item: ChainItem): ManeuverDefinition {
  if (item.type !== "maneuver") throw new Refusing("STC.Classic.Chain.Error.NotAManeuver", { name: item.name });
  try {
    return maneuverOf({ id: item.id, name: item.name, system: item.system });
  } catch (error) {
    return refusal(error);
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
      if (!(error instanceof Refusing)) throw error;
    }
  }
  return out.sort((a, b) => Number(b.equipped) - Number(a.equipped) || a.item.name.localeCompare(b.item.name));
}

/** What a character holds for a parry or a disarm: its first equipped melee weapon, else its first equipped weapon. */
export function heldWeapon(items: Iterable<ChainItem>): Weapon | null {
  const held = usableWeapons(items).filter((entry) => entry.equipped);
  return (held.find((entry) => entry.weapon.category === "melee") ?? held[0])?.weapon ?? null;
}
