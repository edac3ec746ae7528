import { MetError } from "./errors";
import type { MetCategory } from "./traits";

/** Steps a turn allows (003 Taking Actions, Movement): three with a test, six without. */
export const STEPS_WITH_TEST = 3;
export const STEPS_WITHOUT_TEST = 6;

/** One character's plan for its turn. */
export interface TurnPlan {
  /** Actions that need a test the character takes part in actively; at most one. */
  tests: number;
  steps: number;
  /** A full-round action (Thaumaturgy): no moving, no talking, no hands, no Alacrity (003 Full Round Actions). */
  fullRound?: boolean;
  /** Standing up from prone costs a step. */
  standingUp?: boolean;
  /** Moving with a movement power (Shadow Step) instead of steps; one that needs a challenge is the turn's test. */
  movementPower?: { needsChallenge: boolean };
}

/** The most steps the plan may take. */
export function stepsAllowed(plan: Omit<TurnPlan, "steps">): number {
  // A movement power replaces the steps; a full-round action allows no moving.
  if (plan.fullRound || plan.movementPower) return 0;
  return Math.max(0, (plan.tests > 0 ? STEPS_WITH_TEST : STEPS_WITHOUT_TEST) - (plan.standingUp ? 1 : 0));
}

/** The plan, checked: one test at most (a movement power's challenge counts), steps within what it allows. */
export function checkTurnPlan(plan: TurnPlan): TurnPlan {
  const tests = plan.tests + (plan.movementPower?.needsChallenge ? 1 : 0);
  if (!Number.isInteger(plan.tests) || plan.tests < 0 || tests > 1) {
    throw new MetError("MetOneTestATurn", "A character may attempt only one action that needs a test in a turn.", { count: tests });
  }
  const allowed = stepsAllowed(plan);
  if (!Number.isInteger(plan.steps) || plan.steps < 0 || plan.steps > allowed) {
    throw new MetError("MetTooManySteps", `Steps this turn allows: ${allowed}; asked for: ${String(plan.steps)}.`, { allowed, value: String(plan.steps) });
  }
  return plan;
}

/** Traits taken off in physical challenges this round for moving (or meaning to move) more than one step (003 Movement). */
export const movementPenalty = (steps: number, category: MetCategory): number => (steps > 1 && category === "physical" ? 1 : 0);

/**
 * Whether a test counts toward the character's one test-action (003 Test): one it starts, or answers with an
 * attack of its own, does; resisting passively (a dodge, shrugging off a blow) does not.
 */
export const countsAsAction = (part: "initiated" | "counterAttacked" | "resisted"): boolean => part !== "resisted";

/**
 * The challenges that targeted each character this round, by category (003 Test: "only one Physical, one Social
 * and one Mental challenge per round"). A mob is one physical challenge.
 */
export type TargetedThisRound = Readonly<Record<string, readonly MetCategory[]>>;

export const mayTarget = (targeted: TargetedThisRound, target: string, category: MetCategory): boolean => !(targeted[target] ?? []).includes(category);

/** The round's record with one more challenge on the target; refused when the category is already used on it. */
export function recordTarget(targeted: TargetedThisRound, target: string, category: MetCategory): TargetedThisRound {
  if (!mayTarget(targeted, target, category)) {
    throw new MetError("MetTargetedThisRound", "That character was already the target of a challenge of this kind this round.", { target });
  }
  return { ...targeted, [target]: [...(targeted[target] ?? []), category] };
}

/** The real-time wait after a failed mental or social challenge on a target before trying it again (003 Mental / Social Challenges). */
export const REPEAT_WAIT_MS = 5 * 60 * 1000;

/** Whether a failed mental or social challenge may be tried again; times in milliseconds, passed in. */
export const mayRepeatChallenge = (failedAt: number, now: number): boolean => now - failedAt >= REPEAT_WAIT_MS;

/**
 * The category an action of several tests counts as (003 Mob Challenges, Multiple Tests): the test whose
 * success causes its effect (a touch then Quell the Beast is social; a social test against Majesty then a punch
 * is physical).
 */
export function actionCategory(tests: readonly { category: MetCategory; causesEffect: boolean }[]): MetCategory {
  const effect = tests.filter((test) => test.causesEffect);
  const only = effect[0];
  if (effect.length !== 1 || !only) throw new MetError("MetActionOneEffect", "An action of several tests has exactly one test that causes its effect.", { count: effect.length });
  return only.category;
}

/** A mixed challenge's type in mass combat: the defender's category (003 Mass Rules). */
export const massCategory = (mixed: { challenger: MetCategory; defender: MetCategory }): MetCategory => mixed.defender;
