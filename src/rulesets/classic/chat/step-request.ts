import type { ClassicStep } from "../rules/combat/chain";
import type { DefenceKind } from "../rules/combat/defence";

/** What a card's button asks for: the step, and what the one asking chose. No number here is a result. */
export interface StepRequest {
  step: ClassicStep;
  /** How many answers the card showed when it was pressed: a stale or replayed press is refused. */
  seen: number;
  /**
   * The defence chosen: `opponents` is the count the card showed, which the Storyteller's client counts again
   * from the round and refuses when it differs; `willpower` spends a point for an automatic success;
   * `specialty`: the defender rolls with a specialty on the defence's traits, its 10s counting twice (V20 core).
   */
  defence?: { kind: DefenceKind | "none"; opponents?: number; willpower?: boolean; specialty?: boolean };
  /** How an abort to defence is paid (000 §2.5, 004 Defending). */
  payment?: "willpowerPoint" | "willpowerRoll";
  /** Which of the target's soaks (004 exceptional humans have two). */
  soakChoice?: number;
  /** On the roll against a maneuver's effect: spend a Willpower point for an automatic success (V20 core). */
  willpower?: boolean;
}
