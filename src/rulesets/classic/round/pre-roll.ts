import type { RoundCombat } from "./round-combat";
import { orderInitiative } from "../rules/initiative/roll-round";
import { roundContext } from "./context";
import { rollInitiatives } from "./initiative";
import { postInitiativeReport } from "./initiative-report";

/**
 * Dice the Storyteller rolls for chosen combatants before the combat begins (Foundry's roll buttons): each
 * combatant keeps its die for the first round (combatant-data.ts) and shows its total on the tracker; the
 * score is taken again when the round begins.
 */
export async function preRollInitiative(combat: RoundCombat, ids: readonly string[]): Promise<void> {
  const ctx = roundContext();
  const candidates = combat.combatants.contents
    .map((combatant, tableIndex) => ({ combatant, tableIndex }))
    .filter(({ combatant }) => ids.includes(combatant.id ?? ""));
  const rolled = await rollInitiatives(ctx, candidates, 1, new Map(), { freshDice: true });
  if (!rolled.length) return;
  const updates = rolled.map((entry) => ({ _id: entry.combatantId, initiative: entry.entry.total, "system.initiativeDie": entry.entry.faces[0] ?? null }));
  await combat.updateEmbeddedDocuments("Combatant", updates);
  await postInitiativeReport(1, orderInitiative(ctx.rules, rolled.map((entry) => entry.entry)), rolled);
}
