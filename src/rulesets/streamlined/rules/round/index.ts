import { beginFight } from "./begin";
import { endRound } from "./end";
import { joinFight } from "./join";
import { leaveFight } from "./leave";
import { actingOrder, isEvading, turnPenalty } from "./queries";
import { reorderTied } from "./ties";
import { nextTurn, planCurrentTurn, turnsToCome } from "./turn";

export * from "./begin";
export * from "./end";
export * from "./join";
export * from "./leave";
export * from "./queries";
export * from "./state";
export * from "./ties";
export * from "./turn";

/** Streamlined's own round machine, every operation a pure function over `StreamlinedRoundState`. */
export const STREAMLINED_ROUND = Object.freeze({
  ruleset: "streamlined" as const,
  beginFight,
  reorderTied,
  nextTurn,
  planCurrentTurn,
  leaveFight,
  joinFight,
  endRound,
  actingOrder,
  isEvading,
  turnPenalty,
  turnsToCome,
});

export type StreamlinedRoundRules = typeof STREAMLINED_ROUND;
