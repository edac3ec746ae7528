import { pluralKey } from "../../../../apps/plural";
import { STREAMLINED_ACTION_KINDS } from "../../rules/actions";
import { isIncapacitated, type HealthPoints } from "../../rules/health";
import { turnsToCome } from "../../rules/round/turn";
import type { LeftBy, StreamlinedRoundState } from "../../rules/round/state";
import { checkScene } from "../../rules/scene";

/** One combatant as the tracker's builder takes it, read from the Combatant by the tracker app. */
export interface StreamlinedTrackerCombatant {
  id: string;
  name: string;
  img: string;
  hidden: boolean;
  /** The viewing user may act for it (owns its character, or is a Storyteller). */
  owned: boolean;
  health: HealthPoints;
  canPing?: boolean;
}

export interface StreamlinedTrackerInput {
  /** The reader's language, for plural forms. */
  lang: string;
  state: StreamlinedRoundState | null;
  /** In table order. */
  combatants: StreamlinedTrackerCombatant[];
  isGM: boolean;
  /** The planned attacks the Storyteller's NPC step would resolve now (chat/npc-step-run.ts); 0 when not given. */
  npcAttacks?: number;
}

export type StreamlinedRowStatus = "waiting" | "acting" | "done" | "down" | "fled" | "surrendered" | "nextRound";

export interface StreamlinedTrackerRow {
  id: string;
  name: string;
  img: string;
  hidden: boolean;
  canPing: boolean;
  current: boolean;
  status: StreamlinedRowStatus;
  statusKey: string;
  initiative: { successes: number; successesKey: string; pool: number; faces: string } | null;
  /** Tied on initiative with a neighbour: the Storyteller orders it (drag handle, move buttons). */
  tied: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
  /** The tie group's ids in their order, for the drag and drop. */
  tieGroup: string;
  plan: { actions: { kindKey: string }[]; countKey: string; count: number; penalty: number } | null;
  evading: boolean;
  canPlan: boolean;
  /** One select per action the turn may take, with the action kinds. */
  planSlots: { index: number; optional: boolean }[];
  /** Whom a planned attack may name as its target: everyone else in the fight. */
  planTargets: { id: string; name: string }[];
}

export interface StreamlinedTrackerContext {
  isGM: boolean;
  round: number;
  hasCombatants: boolean;
  begun: boolean;
  over: boolean;
  hintKey: string;
  currentName: string | null;
  rows: StreamlinedTrackerRow[];
  actionKinds: { kind: string; key: string }[];
  canBegin: boolean;
  canEndTurn: boolean;
  canStartTurns: boolean;
  canEndRound: boolean;
  /** The Storyteller's one click for the planned attacks of the Storyteller's character acting now. */
  canNpcStep: boolean;
  /**
   * What the end-of-round button does, in its words: the round ends and the next one follows, or the fight ends
   * (001 The Round, In Four Steps, step 4), as the scene shown above it stands.
   */
  endRoundKey: string;
  /** The round that follows this one. */
  nextRound: number;
  seenCurrent: string;
  /**
   * Step 4 as it stands between turns: who is down, fled, surrendered, still fighting, and what that means now
   * (`verdictKey`): before the round's end, what ending it will do; after it, whether the fight goes on.
   */
  scene: { lines: { key: string; names: string }[]; continues: boolean; verdictKey: string } | null;
}

/** When the scene is read between turns: before a round begins, once everyone has acted, or after the fight. */
type ScenePhase = "roundStart" | "roundDone" | "over";

export const ACTION_KEY = (kind: string): string => `STC.Streamlined.Tracker.Action.${kind}`;
const LEFT_STATUS: Record<LeftBy, StreamlinedRowStatus> = { fled: "fled", surrendered: "surrendered" };
/** As many actions as the plan form offers at once; the rules take any number. */
const PLAN_SLOTS = 3;

/**
 * The ids of a tie group after moving `id` one place up (−1) or down (+1) among those it is tied with, or null
 * when it has no tied neighbour that way. The rules decide whether the new order stands (`reorderTied`).
 */
export function tieOrderAfterMove(state: StreamlinedRoundState, id: string, direction: -1 | 1): string[] | null {
  const entry = state.order.find((other) => other.id === id);
  if (!entry) return null;
  const group = state.order.filter((other) => other.initiative.successes === entry.initiative.successes).map((other) => other.id);
  const at = group.indexOf(id);
  const to = at + direction;
  if (to < 0 || to >= group.length) return null;
  const moved = [...group];
  moved[at] = group[to] ?? id;
  moved[to] = id;
  return moved;
}

/** The ids of a tie group with `id` dropped where `before` stands (or last, for null). */
export function tieOrderAfterDrop(group: readonly string[], id: string, before: string | null): string[] | null {
  if (!group.includes(id) || (before !== null && !group.includes(before)) || id === before) return null;
  const rest = group.filter((other) => other !== id);
  const at = before === null ? rest.length : rest.indexOf(before);
  rest.splice(at, 0, id);
  return rest.join() === group.join() ? null : rest;
}

function sceneOf(input: StreamlinedTrackerInput, state: StreamlinedRoundState, nameOf: (id: string) => string, phase: ScenePhase): NonNullable<StreamlinedTrackerContext["scene"]> {
  const health = new Map(input.combatants.map((combatant) => [combatant.id, combatant.health]));
  const fallback: HealthPoints = { max: 3, damage: { bashing: 0, lethal: 0, aggravated: 0 }, pastZero: 0, dead: false };
  const scene = checkScene([
    ...state.order.map((entry) => ({ id: entry.id, side: entry.side ?? undefined, health: health.get(entry.id) ?? fallback, fled: false, surrendered: false })),
    ...state.left.map((gone) => ({ id: gone.id, side: gone.side ?? undefined, health: health.get(gone.id) ?? fallback, fled: gone.by === "fled", surrendered: gone.by === "surrendered" })),
  ]);
  const lines = (["fighting", "down", "dead", "fled", "surrendered"] as const)
    .filter((group) => scene[group].length > 0)
    .map((group) => ({ key: `STC.Streamlined.Tracker.Scene.${group}`, names: scene[group].map(nameOf).join(", ") }));
  const verdict = phase === "over" ? "over" : `${phase}.${scene.continues ? "continues" : "oneSide"}`;
  return { lines, continues: scene.continues, verdictKey: `STC.Streamlined.Tracker.Verdict.${verdict}` };
}

/** The row of a combatant outside the acting order (before the fight begins, or gone from it): no initiative, no plan. */
function outOfOrderRow(combatant: StreamlinedTrackerCombatant, status: StreamlinedRowStatus, current: boolean): StreamlinedTrackerRow {
  return {
    id: combatant.id,
    name: combatant.name,
    img: combatant.img,
    hidden: combatant.hidden,
    canPing: combatant.canPing ?? false,
    current,
    status,
    statusKey: `STC.Streamlined.Tracker.Status.${status}`,
    initiative: null,
    tied: false,
    canMoveUp: false,
    canMoveDown: false,
    tieGroup: "",
    plan: null,
    evading: false,
    canPlan: false,
    planSlots: [],
    planTargets: [],
  };
}

/** The tracker's view of a Streamlined fight: a row per combatant in acting order and the buttons the user may use. */
export function streamlinedTrackerContext(input: StreamlinedTrackerInput): StreamlinedTrackerContext {
  const { state, isGM, lang } = input;
  const byId = new Map(input.combatants.map((combatant) => [combatant.id, combatant]));
  const nameOf = (id: string) => byId.get(id)?.name ?? id;
  const actionKinds = STREAMLINED_ACTION_KINDS.map((kind) => ({ kind, key: ACTION_KEY(kind) }));
  const base = { isGM, hasCombatants: input.combatants.length > 0, actionKinds };
  if (!state) {
    const rows = input.combatants.map((combatant) => outOfOrderRow(combatant, "waiting", false));
    return {
      ...base,
      round: 0,
      begun: false,
      over: false,
      hintKey: "STC.Streamlined.Tracker.Hint.begin",
      currentName: null,
      rows,
      canBegin: isGM && rows.length > 0,
      canEndTurn: false,
      canStartTurns: false,
      canEndRound: false,
      canNpcStep: false,
      endRoundKey: "",
      nextRound: 1,
      seenCurrent: "",
      scene: null,
    };
  }
  const toCome = new Set(turnsToCome(state).map((entry) => entry.id));
  const rows: StreamlinedTrackerRow[] = [];
  for (const entry of state.order) {
    const combatant = byId.get(entry.id);
    if (!combatant) continue;
    const group = state.order.filter((other) => other.initiative.successes === entry.initiative.successes && byId.has(other.id)).map((other) => other.id);
    const tied = group.length > 1;
    const current = state.current === entry.id;
    const down = isIncapacitated(combatant.health);
    const status: StreamlinedRowStatus = down ? "down" : current ? "acting" : toCome.has(entry.id) ? "waiting" : state.passed.includes(entry.id) ? "done" : "nextRound";
    const plan = entry.plan;
    const count = plan?.actions.length ?? 0;
    rows.push({
      id: entry.id,
      name: combatant.name,
      img: combatant.img,
      hidden: combatant.hidden,
      canPing: combatant.canPing ?? false,
      current,
      status,
      statusKey: `STC.Streamlined.Tracker.Status.${status}`,
      initiative: {
        successes: entry.initiative.successes,
        successesKey: pluralKey("STC.Streamlined.Tracker.Successes", entry.initiative.successes, lang),
        pool: entry.initiative.pool,
        faces: entry.initiative.faces.join(", "),
      },
      tied,
      canMoveUp: isGM && !state.over && tied && group.indexOf(entry.id) > 0,
      canMoveDown: isGM && !state.over && tied && group.indexOf(entry.id) < group.length - 1,
      tieGroup: tied ? group.join(",") : "",
      plan: plan && count > 0 ? { actions: plan.actions.map((action) => ({ kindKey: ACTION_KEY(action.kind) })), countKey: pluralKey("STC.Streamlined.Tracker.ActionCount", count, lang), count, penalty: plan.actions[0]?.penalty ?? 0 } : null,
      evading: entry.evading,
      canPlan: current && !state.over && combatant.owned && plan === null && !down,
      planSlots: Array.from({ length: PLAN_SLOTS }, (_, index) => ({ index: index + 1, optional: index > 0 })),
      planTargets: current ? state.order.filter((other) => other.id !== entry.id && byId.has(other.id)).map((other) => ({ id: other.id, name: nameOf(other.id) })) : [],
    });
  }
  for (const gone of state.left) {
    const combatant = byId.get(gone.id);
    if (!combatant) continue;
    const status = LEFT_STATUS[gone.by];
    rows.push(outOfOrderRow(combatant, status, state.current === gone.id));
  }
  const currentCombatant = state.current === null ? undefined : byId.get(state.current);
  const betweenTurns = state.current === null;
  const roundDone = betweenTurns && toCome.size === 0;
  const scene = betweenTurns ? sceneOf(input, state, nameOf, state.over ? "over" : roundDone ? "roundDone" : "roundStart") : null;
  const hintKey = state.over ? "STC.Streamlined.Tracker.Hint.over" : roundDone ? "STC.Streamlined.Tracker.Hint.roundDone" : betweenTurns ? "STC.Streamlined.Tracker.Hint.roundStart" : "STC.Streamlined.Tracker.Hint.acting";
  return {
    ...base,
    round: state.round,
    begun: true,
    over: state.over,
    hintKey,
    currentName: currentCombatant?.name ?? null,
    rows,
    canBegin: false,
    canEndTurn: !state.over && !betweenTurns && (currentCombatant?.owned ?? isGM),
    canStartTurns: isGM && !state.over && betweenTurns && toCome.size > 0,
    canEndRound: isGM && !state.over && roundDone,
    canNpcStep: isGM && !state.over && !betweenTurns && (input.npcAttacks ?? 0) > 0,
    endRoundKey: `STC.Streamlined.Tracker.EndRound.${scene?.continues === false ? "fightOver" : "nextRound"}`,
    nextRound: state.round + 1,
    seenCurrent: state.current ?? "",
    scene,
  };
}
