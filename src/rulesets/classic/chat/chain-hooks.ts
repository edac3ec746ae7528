import type { DefenceKind } from "../rules/combat/defence";

/**
 * Hooks the chain calls for other modules (README, Hooks). Each `pre` hook may return false to cancel, and may
 * change the draft it is given before the dice are thrown; each after-hook only reports.
 */
export const CHAIN_HOOKS = {
  /** Before an attack begins: `(input, { actorId, itemId, targetActorId })`; the input's situation may be changed. */
  preAttack: "storyteller-combat.preAttack",
  /** Before a step: `(message, { step, chain, draft })`. */
  preStep: "storyteller-combat.preAttackStep",
  /** After a step is written: `(message, { step, chain, answer })`; `step` is also "begin" and "undo". */
  step: "storyteller-combat.attackStep",
} as const;

/** What a step will be given, open to a `preAttackStep` hook. */
export interface StepDraft {
  /** `opponents` is the count the card showed (the round's is used); `willpower` spends a point on the roll; `specialty`
   * claims the defender's specialty (the Storyteller's client checks it). */
  defence?: { kind: DefenceKind | "none"; opponents?: number; willpower?: boolean; specialty?: boolean };
  payment?: "willpowerPoint" | "willpowerRoll";
  soakChoice?: number;
  /** A Willpower point on the roll against a maneuver's effect. */
  willpower?: boolean;
}
