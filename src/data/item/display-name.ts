/**
 * Compendium items are written in English and carry a stable `identifier`. A table in another language sees
 * the item's name from `STC.Item.Names.<identifier>` in its language file, but only while the item keeps
 * the name it shipped with: the pack records that name in `flags["storyteller-combat"].sourceName`, and
 * once a table renames the item, the new name is its own and is shown as typed. The description works the
 * same way, by `flags["storyteller-combat"].sourceDescription` and `STC.Item.Descriptions.<identifier>`.
 */
export interface NamedItem {
  name: string;
  identifier: string;
  /** The name the item had in the system's compendium, when it came from one. */
  sourceName: string | null;
}

export interface Translator {
  has(key: string): boolean;
  localize(key: string): string;
}

export const itemNameKey = (identifier: string): string => `STC.Item.Names.${identifier}`;

/** A catalogue maneuver is named where the rules' maneuvers are (`STC.Maneuver.<id>.Name`). */
export const maneuverNameKey = (identifier: string): string => `STC.Maneuver.${identifier}.Name`;

export function itemDisplayName(item: NamedItem, i18n: Translator): string {
  if (!item.identifier || item.sourceName === null || item.name !== item.sourceName) return item.name;
  const key = [itemNameKey(item.identifier), maneuverNameKey(item.identifier)].find((candidate) => i18n.has(candidate));
  return key ? i18n.localize(key) : item.name;
}

export const itemDescriptionKey = (identifier: string): string => `STC.Item.Descriptions.${identifier}`;

export interface DescribedItem {
  description: string;
  identifier: string;
  /** The description the item had in the system's compendium, when it came from one. */
  sourceDescription: string | null;
}

/** The description in the table's language while the item keeps the one it shipped with; else its own. */
export function itemDisplayDescription(item: DescribedItem, i18n: Translator): string {
  if (!item.identifier || item.sourceDescription === null || item.description !== item.sourceDescription) return item.description;
  const key = itemDescriptionKey(item.identifier);
  if (!i18n.has(key)) return item.description;
  const text = i18n.localize(key).replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
  return `<p>${text}</p>`;
}
