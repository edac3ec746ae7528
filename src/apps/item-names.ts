import { SYSTEM_ID } from "../constants";
import { itemDisplayName } from "../data/item/display-name";

/** What naming an item reads: the part of a Foundry Item the sheets and rolls touch. */
export interface NameableItem {
  name: string;
  system: unknown;
  getFlag(scope: string, key: string): unknown;
}

/** The item's name as sheets and cards show it: the table's language for a compendium item that kept its name. */
export function displayNameOf(item: NameableItem): string {
  const i18n = game.i18n;
  if (!i18n) return item.name;
  const identifier = (item.system as { identifier?: unknown }).identifier;
  const sourceName = item.getFlag(SYSTEM_ID, "sourceName");
  return itemDisplayName({ name: item.name, identifier: typeof identifier === "string" ? identifier : "", sourceName: typeof sourceName === "string" ? sourceName : null }, i18n);
}
