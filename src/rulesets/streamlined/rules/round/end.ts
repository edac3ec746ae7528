import { StreamlinedError } from "../errors";
import { checkScene, type SceneCheck, type SceneFighter } from "../scene";
import { refuseOver } from "./guards";
import type { StreamlinedRoundState } from "./state";
import { healthOf, turnsToCome, type HealthById } from "./turn";

/**
 * Step 4 (001 The Round, In Four Steps: "Check the scene — who's down, who's fled, who's bleeding? If anyone is
 * still standing and still fighting, go back to step 2 and continue in the same order"). Refused while a turn
 * runs or is still to come. When the fight goes on the next round begins with the same order and nobody's
 * turn yet (initiative is not rolled again; an evade's +2 still lasts until its owner's next turn); otherwise
 * the fight is over.
 */
export function endRound(state: StreamlinedRoundState, health: HealthById): { state: StreamlinedRoundState; scene: SceneCheck } {
  refuseOver(state);
  const waiting = state.current ?? turnsToCome(state)[0]?.id ?? null;
  if (waiting !== null) throw new StreamlinedError("StreamlinedRoundUnfinished", `The round cannot end: ${waiting} has still to act.`, { combatant: waiting });
  const fighters: SceneFighter[] = [
    ...state.order.map((entry) => ({ id: entry.id, side: entry.side ?? undefined, health: healthOf(health, entry.id), fled: false, surrendered: false })),
    ...state.left.map((gone) => ({ id: gone.id, side: gone.side ?? undefined, health: healthOf(health, gone.id), fled: gone.by === "fled", surrendered: gone.by === "surrendered" })),
  ];
  const scene = checkScene(fighters);
  if (!scene.continues) return { state: { ...state, over: true }, scene };
  return { state: { ...state, round: state.round + 1, passed: [], current: null, order: state.order.map((entry) => ({ ...entry, plan: null })) }, scene };
}
