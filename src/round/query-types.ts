import type { AbortPayment, DefenceSpent } from "./bridge";
import type { Outcome } from "./refusal";

/** What every round request names: the combat, and the user asking (checked against the combatant's owner). */
export interface RoundRequest {
  combatId: string;
  userId: string;
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
  /** How an abort is paid; a player's faces are not taken, the Storyteller's client rolls. */
  payment: AbortPayment | null;
}

export interface RoundQueries {
  "storyteller-combat.declare": (request: DeclareRequest) => Promise<Outcome>;
  "storyteller-combat.hold": (request: HoldRequest) => Promise<Outcome>;
  "storyteller-combat.stepIn": (request: StepInRequest) => Promise<Outcome>;
  "storyteller-combat.advance": (request: AdvanceRequest) => Promise<Outcome>;
  "storyteller-combat.spendDefence": (request: SpendDefenceRequest) => Promise<Outcome<DefenceSpent>>;
}
