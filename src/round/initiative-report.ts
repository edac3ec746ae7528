import { templatePath } from "../constants";
import type { InitiativeStep } from "../rules/initiative/order";
import type { RolledInitiative } from "./initiative";

export type InitiativeCardRow = {
  name: string;
  score: number;
  faces: string;
  total: number;
};

export type InitiativeCardContext = {
  round: number;
  /** Steps fastest first; a step of several acts simultaneously (002 ¶2). */
  steps: { simultaneous: boolean; rows: InitiativeCardRow[] }[];
};

/** The chat card of a round's initiative: the order as the rules set it, with the dice. */
export function initiativeCardContext(round: number, order: readonly InitiativeStep[], rolled: readonly RolledInitiative[]): InitiativeCardContext {
  const byId = new Map(rolled.map((entry) => [entry.combatantId, entry]));
  const steps = order
    .map((step) => step.combatantIds.flatMap((id) => byId.get(id) ?? []))
    .filter((rows) => rows.length > 0)
    .map((rows) => ({
      simultaneous: rows.length > 1,
      rows: rows.map((entry) => ({ name: entry.name, score: entry.entry.score, faces: entry.entry.faces.join(", "), total: entry.entry.total })),
    }));
  return { round, steps };
}

/**
 * Posts the round's initiative in chat, one card for everyone the players may see and one whispered to the
 * Storytellers for hidden combatants. The dice rolled this round ride on the cards (Dice So Nice shows them).
 */
export async function postInitiativeReport(round: number, order: readonly InitiativeStep[], rolled: readonly RolledInitiative[]): Promise<void> {
  for (const hidden of [false, true]) {
    const part = rolled.filter((entry) => entry.hidden === hidden);
    if (!part.length) continue;
    const content = await foundry.applications.handlebars.renderTemplate(templatePath("tracker/initiative-card.hbs"), initiativeCardContext(round, order, part));
    const rolls = part.flatMap((entry) => entry.roll ?? []);
    await ChatMessage.create({ content, rolls }, { rollMode: hidden ? "gmroll" : "publicroll" });
  }
}
