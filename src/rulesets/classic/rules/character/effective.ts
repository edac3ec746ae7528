import { attributesInForm } from "./forms";
import type { CharacterStats } from "./stats";
import type { Attribute } from "../../../../rules/character/traits";

/** The attributes the rules roll: rated, changed by the current Garou form, Dexterity less armour's penalty. */
export function effectiveAttributes(stats: CharacterStats): Record<Attribute, number> {
  const inForm = attributesInForm(stats.attributes, stats.garou?.form ?? null);
  inForm.dexterity = Math.max(0, inForm.dexterity - stats.armour.dexterityPenalty);
  return inForm;
}
