import type { AbortPayment } from "./bridge";

/** What every round request names: the combat. Who asks is the request's sender, never a field. */
export interface RoundRequest {
  combatId: string;
}

export interface DeclareRequest extends RoundRequest {
  combatantId: string;
  /** A Declaration as the form built it; the rules check every part of it. */
  declaration: unknown;
}

export interface HoldRequest extends RoundRequest {
  combatantId: string;
  note: unknown;
}

export interface StepInRequest extends RoundRequest {
  combatantId: string;
  position: "before" | "after";
}

export interface AdvanceRequest extends RoundRequest {
  /** The turn the asker saw as current, so a late second click does not end the next turn. */
  seenTurn: string | null;
}

export interface SpendDefenceRequest extends RoundRequest {
  defenderId: string;
  attackerId: string;
  defence: string;
  /** How an abort is paid; the Storyteller's client rolls a Willpower roll itself. */
  payment: AbortPayment | null;
}
