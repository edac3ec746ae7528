import { clipCapacity } from "../rules/combat/autofire";
import type { WeaponSource } from "../data/item/source";

/** A weapon item's `system.loaded` as stored: null for a clip nobody has counted yet. */
export function loadedOf(item: Item.Implementation): number | null {
  const loaded = (item.system as unknown as Partial<WeaponSource>).loaded;
  return typeof loaded === "number" ? loaded : null;
}

/** The rounds a weapon item holds now: its count, or a full clip when none is kept (V20 core, ranged weapons chart). */
export function roundsLoaded(item: Item.Implementation): number {
  const system = item.system as unknown as WeaponSource;
  return loadedOf(item) ?? clipCapacity(system);
}
