import { templatePath } from "../../../constants";

/** Templates used inside others: Foundry registers each as a partial named by its path when loaded. */
export const PARTIAL_TEMPLATES = [
  "parts/dots.hbs",
  "parts/trait-row.hbs",
  "parts/creature.hbs",
  "parts/health.hbs",
  "parts/combat-lists.hbs",
  "parts/combat-summary.hbs",
  "parts/attack-table.hbs",
  "parts/power-list.hbs",
  "parts/power-rows.hbs",
  "parts/fetish-list.hbs",
  "parts/merit-list.hbs",
  "parts/item-dots-row.hbs",
  "parts/identity.hbs",
  "parts/advantages.hbs",
  "actor/header.hbs",
  "item/maneuver-fields.hbs",
  "parts/chronicle/experience.hbs",
  "parts/chronicle/actions.hbs",
  "parts/chronicle/power-use.hbs",
].map(templatePath);

export async function loadPartials(): Promise<void> {
  await foundry.applications.handlebars.loadTemplates(PARTIAL_TEMPLATES);
}
