import { applyRollMode } from "../../../compat";
import { templatePath } from "../../../constants";
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
 * Who sees a card is set on its data, never left to a create option: Foundry 13 applies a `rollMode` option
 * only to a message with rolls, and a card of dice kept from an earlier round (or rolled before the fight)
 * has none; Foundry 14 reads a message mode instead.
 */
export async function postInitiativeReport(round: number, order: readonly InitiativeStep[], rolled: readonly RolledInitiative[]): Promise<void> {
  for (const hidden of [false, true]) {
    const part = rolled.filter((entry) => entry.hidden === hidden);
    if (!part.length) continue;
    const content = await foundry.applications.handlebars.renderTemplate(templatePath("classic/tracker/initiative-card.hbs"), initiativeCardContext(round, order, part));
    const rolls = part.flatMap((entry) => entry.roll ?? []);
    const storytellers = (game.users?.filter((user) => user.isGM) ?? []).map((user) => user.id ?? "");
    const data = hidden ? { content, rolls, whisper: storytellers } : { content, rolls };
    await ChatMessage.create(applyRollMode(data, hidden ? "gmroll" : "publicroll"));
  }
}
