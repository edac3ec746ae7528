import type { DefenceKind } from "../rules/actions/declaration";
import type { HoldNote } from "../rules/turns/round-state";
import type { AbortChoice } from "./bridge";

/*
 * The round requests' payloads, as the player's client sends them (requests.ts) and the Storyteller's client
 * reads them (payload.ts): exactly these fields, each of this type; any other field is refused.
 */

/** What every round request names: the combat. Who asks is the request's sender, never a field. */
export interface RoundRequest {
  combatId: string;
}

export interface DeclareRequest extends RoundRequest {
  /** A combatant of the combat. */
  combatantId: string;
  /** A Declaration (without its combatantId) as the form built it: an object, every part of which the rules check. */
  declaration: unknown;
}

export interface HoldRequest extends RoundRequest {
  combatantId: string;
  /** A moment (exactly its three fields) or a condition (its two), the words within the note limit. */
  note: HoldNote;
}

export interface StepInRequest extends RoundRequest {
  combatantId: string;
  position: "before" | "after";
}

export interface AdvanceRequest extends RoundRequest {
  /** The turn the asker saw as current, so a late second click does not end the next turn; null when it saw none. */
  seenTurn: string | null;
}

export interface SpendDefenceRequest extends RoundRequest {
  /** Both combatants of the combat. */
  defenderId: string;
  attackerId: string;
  defence: DefenceKind;
  /**
   * How an abort is paid, or null for a declared defence. The Storyteller's client rolls a Willpower roll itself:
   * a `faces` field beside `by: "willpowerRoll"` is never read.
   */
  payment: AbortChoice | null;
}
