import { readWeapon } from "../../rules/combat/weapon-entry";
import type { Weapon } from "../../rules/combat/equipment";
import type { WeaponSource } from "./source";

/** A weapon item as the conversion reads it: its id on its actor and its system data. */
export interface WeaponItemLike {
  id: string | null;
  system: WeaponSource;
}

/**
 * The rules' `Weapon` for a weapon item: its `id` is the item's id (so an attack plan's `weaponId` and the
 * chain's dropped-weapon event name the exact item on its actor) and its `source` the item's identifier.
 * Throws the rules' `WeaponDamageUnreadable` for damage the rules cannot read (see `readWeapon`).
 */
export function weaponOf(item: WeaponItemLike): Weapon {
  const { system } = item;
  return readWeapon({
    id: item.id ?? "",
    source: system.identifier,
    kind: system.kind,
    damage: { ...system.damage },
    damageSource: system.damageSource,
    silver: system.silver,
    difficulty: system.difficulty,
    range: system.range,
    rate: system.rate,
    clip: system.clip,
    chambered: system.chambered,
    automatic: system.automatic,
    loaded: system.loaded ?? null,
    concealment: system.concealment,
  });
}
