import { RulesError } from "../../../../rules/errors";

/**
 * What a grapple allows once a turn (004 Grapple; 000 §2.8): the held character one attempt to break free of its
 * holder, the holder of a clinch one roll of its Strength as damage. Each try takes the turn's action, and a
 * second in the same turn is refused, whatever actions are left.
 */
export type GrappleTryKind = "escape" | "clinchDamage";

export interface GrappleTry {
  kind: GrappleTryKind;
  holderId: string;
  heldId: string;
  holderName?: string;
  heldName?: string;
  /** The turn it was made in (`grappleTurn`); blank outside any counted turn. */
  turn: string;
}

/**
 * Names the turn a try is made in: the combat's round the action belongs to, read off the round's action key
 * (its combat, its round, then the combatant and the action's number), else the round number while a fight is
 * running. Outside a fight (round 0) there are no turns to count, and the Storyteller calls each try: blank.
 */
export function grappleTurn(roundAction: string, round: number): string {
  if (roundAction) {
    const parts = roundAction.split(".");
    if (parts.length > 2) return `action:${parts.slice(0, -2).join(".")}`;
  }
  return Number.isInteger(round) && round > 0 ? `round:${round}` : "";
}

/** Refuses a second try of the same kind by the same pair in one turn; one outside a counted turn always passes. */
export function checkGrappleTry(previous: readonly GrappleTry[], next: GrappleTry): void {
  if (next.turn === "") return;
  const again = previous.some((entry) => entry.kind === next.kind && entry.turn === next.turn && entry.holderId === next.holderId && entry.heldId === next.heldId);
  if (!again) return;
  const data = { name: next.heldName ?? next.heldId, holder: next.holderName ?? next.holderId };
  if (next.kind === "escape") throw new RulesError("GrappleEscapeTried", `${data.name} has already tried to break free of ${data.holder} this turn.`, data);
  throw new RulesError("ClinchDamageDealt", `${data.holder}'s clinch has already hurt ${data.name} this turn.`, data);
}
