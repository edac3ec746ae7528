import { templatePath } from "../../../constants";

/** Templates used inside others: Foundry registers each as a partial named by its path when loaded. */
export const PARTIAL_TEMPLATES = [
  "classic/parts/dots.hbs",
  "classic/parts/trait-row.hbs",
  "classic/parts/creature.hbs",
  "classic/parts/health.hbs",
  "classic/parts/combat-lists.hbs",
  "classic/parts/combat-summary.hbs",
  "classic/parts/attack-table.hbs",
  "classic/parts/power-list.hbs",
  "classic/parts/power-rows.hbs",
  "classic/parts/fetish-list.hbs",
  "classic/parts/merit-list.hbs",
  "classic/parts/item-dots-row.hbs",
  "classic/parts/identity.hbs",
  "classic/parts/advantages.hbs",
  "classic/actor/header.hbs",
  "classic/item/maneuver-fields.hbs",
  "classic/parts/chronicle/experience.hbs",
  "classic/parts/chronicle/actions.hbs",
  "classic/parts/chronicle/power-use.hbs",
].map(templatePath);

export async function loadPartials(): Promise<void> {
  await foundry.applications.handlebars.loadTemplates(PARTIAL_TEMPLATES);
}
