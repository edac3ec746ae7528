import { StreamlinedError } from "./errors";

/** 001 The Turn / The Round, In Four Steps: what a character may do with an action. */
export const STREAMLINED_ACTION_KINDS = ["attack", "killingBlow", "evade", "grapple", "escape", "flee", "surrender", "draw", "power", "shout", "stall"] as const;
export type StreamlinedActionKind = (typeof STREAMLINED_ACTION_KINDS)[number];

/** 001 Grapples: "While held, their options are limited to struggling, shouting, or waiting." Surrender is said aloud. */
export const HELD_ACTION_KINDS: readonly StreamlinedActionKind[] = ["escape", "shout", "stall", "surrender"];

/** 001 The Turn: "each extra action in the same turn takes a cumulative −2 dice penalty." */
export const EXTRA_ACTION_PENALTY = 2;

/**
 * Dice every action of the turn loses when `count` actions are taken (001 The Turn: "Two actions: −2 on
 * both. Three: −4 on all three."): 2 × (count − 1), the same on each.
 */
export function actionPenalty(count: number): number {
  if (!Number.isInteger(count) || count < 1) {
    throw new StreamlinedError("StreamlinedActionCountInvalid", `A turn has one action or more, not ${String(count)}.`, { value: String(count) });
  }
  return EXTRA_ACTION_PENALTY * (count - 1);
}

export interface PlannedStreamlinedAction {
  /** 1-based, in the order taken. */
  index: number;
  kind: StreamlinedActionKind;
  penalty: number;
  /** An attack's planned target (a combatant's id), for the Storyteller's NPC step; absent when none was named. */
  targetId?: string;
}

export interface TurnPlan {
  actions: PlannedStreamlinedAction[];
  /** 001 Evading: the whole turn spent evading, +2 to the Defense pool. */
  evading: boolean;
}

/**
 * One character's turn (001 The Turn, Evading, Grapples, Damage and the Downed): every action carries the
 * same cumulative penalty; evading is the whole turn and cannot share it; a held character may only
 * struggle, shout, wait or give up; an incapacitated one cannot act; escaping needs a grip to escape from.
 */
export function planTurn(kinds: readonly StreamlinedActionKind[], state: { incapacitated: boolean; held: boolean }, targets: readonly string[] = []): TurnPlan {
  if (state.incapacitated) throw new StreamlinedError("StreamlinedIncapacitated", "A character at 0 Health cannot act.");
  if (kinds.length === 0) return { actions: [], evading: false };
  for (const kind of kinds) {
    if (!(STREAMLINED_ACTION_KINDS as readonly string[]).includes(kind)) {
      throw new StreamlinedError("StreamlinedActionUnknown", `There is no action ${String(kind)}.`, { value: String(kind) });
    }
    if (state.held && !HELD_ACTION_KINDS.includes(kind)) {
      throw new StreamlinedError("StreamlinedHeldAction", `A held character can only struggle free, shout, wait or surrender, not ${kind}.`, { action: kind });
    }
    if (!state.held && kind === "escape") throw new StreamlinedError("StreamlinedNotHeld", "Only a held character escapes.");
  }
  if (kinds.includes("evade") && kinds.length > 1) {
    throw new StreamlinedError("StreamlinedEvadeWholeTurn", "Evading is the whole turn: no other action goes with it.");
  }
  const penalty = actionPenalty(kinds.length);
  // Only an attack names a target; a blank one is no target.
  const targetOf = (kind: StreamlinedActionKind, index: number) => (kind === "attack" && targets[index] ? { targetId: targets[index] } : {});
  return { actions: kinds.map((kind, index) => ({ index: index + 1, kind, penalty, ...targetOf(kind, index) })), evading: kinds[0] === "evade" };
}
