import type { TurnStamp } from "../rules/chronicle/blood-turn";

/** The turn of the viewed combat once it has started, or null outside combat. */
export function turnNow(): TurnStamp | null {
  const combat = game.combat;
  if (!combat?.started || !combat.id || typeof combat.round !== "number") return null;
  return { combatId: combat.id, round: combat.round };
}
