import type { Attribute } from "../../../../rules/character/traits";
import type { GarouBreed, GarouForm } from "./vocabulary";

/**
 * The W20 form table (core rules; rules map, Maneuvers): what each form adds to or takes from the rated
 * attributes. `set` replaces the rating (Crinos Appearance becomes 0).
 */
export const GAROU_FORM_TABLE: Record<GarouForm, { add: Partial<Record<Attribute, number>>; set: Partial<Record<Attribute, number>> }> = {
  homid: { add: {}, set: {} },
  glabro: { add: { strength: 2, stamina: 2, manipulation: -2, appearance: -1 }, set: {} },
  crinos: { add: { strength: 4, dexterity: 1, stamina: 3, manipulation: -3 }, set: { appearance: 0 } },
  hispo: { add: { strength: 3, dexterity: 2, stamina: 3, manipulation: -3 }, set: {} },
  lupus: { add: { strength: 1, dexterity: 2, stamina: 2, manipulation: -3 }, set: {} },
};

/** A Garou's breed form: Homid for homid-born, Crinos for metis, Lupus for lupus-born (rules map). */
export const BREED_FORM: Record<GarouBreed, GarouForm> = { homid: "homid", metis: "crinos", lupus: "lupus" };

/** Attributes as they stand in a form; a penalty never takes a rating below 0. */
export function attributesInForm(rated: Record<Attribute, number>, form: GarouForm | null): Record<Attribute, number> {
  if (!form) return { ...rated };
  const row = GAROU_FORM_TABLE[form];
  const out = { ...rated };
  for (const [attribute, change] of Object.entries(row.add) as [Attribute, number][]) out[attribute] = Math.max(0, out[attribute] + change);
  for (const [attribute, value] of Object.entries(row.set) as [Attribute, number][]) out[attribute] = value;
  return out;
}

export function isInBreedForm(breed: GarouBreed, form: GarouForm): boolean {
  return BREED_FORM[breed] === form;
}
