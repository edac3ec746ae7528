import { clipCapacity } from "../rules/combat/autofire";
import type { WeaponSource } from "../data/item/source";
import { Refusing } from "../../../outcome";

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

/**
 * Takes the rounds an automatic mode fires out of the weapon's clip (V20 core, Firearms); the rules have already
 * refused a mode the clip cannot feed. Answers how to put them back should the card not be written.
 */
export async function spendRounds(item: Item.Implementation, rounds: number): Promise<{ giveBack: () => Promise<unknown> }> {
  const before = loadedOf(item);
  const now = roundsLoaded(item) - rounds;
  if (!(await item.update({ "system.loaded": now } as Item.UpdateData))) throw new Refusing("STC.Classic.Chain.Error.NotWritten", { name: item.name });
  return { giveBack: () => item.update({ "system.loaded": before } as Item.UpdateData) };
}
