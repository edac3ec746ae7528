import { shownValue } from "../../../../rules/errors";
import { checkNoteText } from "../actions/check-declaration";
import { actionIn, cloneState, combatantOf, findCombatant, isActionPhase, newKey, requireAble, requirePhase, settle } from "./round-internals";
import type { HoldNote, RoundState, TurnEntry } from "./round-state";
import { TurnError } from "./turn-error";
import type { RoundContext } from "./turn-rules";

function checkNote(state: RoundState, holderId: string, note: HoldNote): HoldNote {
  if (note?.kind === "moment") {
    if (note.position !== "before" && note.position !== "after") {
      throw new TurnError("HoldNoteInvalid", "A held action waits for a moment (before or after someone acts) or a condition.");
    }
    const target = combatantOf(state, note.combatantId);
    if (target.id === holderId) throw new TurnError("HoldMomentSelf", `${holderId} cannot wait for its own action.`, { combatant: holderId });
    return { kind: "moment", position: note.position, combatantId: target.id };
  }
  if (note?.kind === "condition") {
    if (typeof note.text !== "string" || note.text.trim() === "") {
      throw new TurnError("HoldConditionEmpty", "A held action's condition needs words.");
    }
    return { kind: "condition", text: checkNoteText(note.text) };
  }
  throw new TurnError("HoldNoteInvalid", "A held action waits for a moment (before or after someone acts) or a condition.");
}

/**
 * The current actor holds (defers) the action of this turn (002 ¶3), waiting for a moment ("after Hans
 * attacks") or a condition ("if Lucita misses"). It may step in later in the round (`stepIn`); an
 * action still held when the round ends is lost.
 */
export function hold<O>(ctx: RoundContext<O>, state: RoundState, combatantId: string, note: HoldNote): RoundState {
  requirePhase(state, ["action", "extra"], "hold an action");
  const combatant = combatantOf(state, combatantId);
  const head = state.queue[0];
  if (!head || !head.combatantIds.includes(combatant.id)) {
    throw new TurnError("NotCurrentActor", `${combatant.id} can only hold its action on its own turn.`, { combatant: combatant.id });
  }
  const checked = checkNote(state, combatant.id, note);
  const next = cloneState(state);
  const current = next.queue[0] as TurnEntry;
  const action = actionIn(next, current, combatantOf(next, combatant.id));
  if (!action) return next;
  action.state = "held";
  next.held.push({ combatantId: combatant.id, actionIndex: action.index, note: checked, heldInPhase: next.actionNumber });
  next.events.push({ type: "held", combatantId: combatant.id, actionIndex: action.index, note: checked });
  current.combatantIds = current.combatantIds.filter((id) => id !== combatant.id);
  if (current.combatantIds.length === 0) {
    next.queue.shift();
    if (current.initiative) next.passed = current.initiative;
  }
  settle(ctx, next);
  return next;
}

/** Sorts the entries in [from, to) by the initiative of their combatant, the faster first (002 ¶3). */
function sortByInitiative<O>(ctx: RoundContext<O>, state: RoundState, from: number, to: number): void {
  const group = state.queue.slice(from, to);
  const initiativeOf = (entry: TurnEntry) => combatantOf(state, entry.combatantIds[0]).initiative;
  group.sort((a, b) => ctx.rules.compareInitiative(initiativeOf(a), initiativeOf(b)));
  state.queue.splice(from, group.length, ...group);
}

/** The end of the run of entries from `from` that stepped in at the same moment. */
function sameMomentEnd(queue: readonly TurnEntry[], from: number, position: "before" | "after", anchorKey: string): number {
  let end = from;
  while (end < queue.length && queue[end]?.steppedIn?.position === position && queue[end]?.steppedIn?.anchorKey === anchorKey) end++;
  return end;
}

/**
 * A holder takes its held action now, before the current turn or right after it (002 ¶3: at any point
 * after its own turn, before or after a slower character). Holders stepping in at the same moment go by
 * initiative, the higher first, whatever order they asked in. Its earliest held action is the one taken.
 */
export function stepIn<O>(ctx: RoundContext<O>, state: RoundState, combatantId: string, position: "before" | "after"): RoundState {
  requirePhase(state, ["action", "extra"], "step in");
  const combatant = combatantOf(state, combatantId);
  requireAble(combatant);
  if (position !== "before" && position !== "after") {
    throw new TurnError("StepInPositionInvalid", `A held action steps in before or after the current turn, not ${shownValue(position)}.`, { value: shownValue(position) });
  }
  const head = state.queue[0];
  if (!head) throw new TurnError("RoundWrongPhase", "Cannot step in with no turn under way.", { operation: "step in", phase: state.phase });
  if (head.combatantIds.includes(combatant.id)) {
    throw new TurnError("StepInDuringOwnTurn", `${combatant.id} is acting now; it cannot step in around its own turn.`, { combatant: combatant.id });
  }
  const held = state.held.find((entry) => entry.combatantId === combatant.id);
  if (!held) {
    if (state.queue.some((entry) => entry.combatantIds.includes(combatant.id))) {
      throw new TurnError("StepInBeforeOwnTurn", `${combatant.id} has not had its turn yet; only a held action can step in.`, { combatant: combatant.id });
    }
    throw new TurnError("NotHolding", `${combatant.id} holds no action.`, { combatant: combatant.id });
  }
  const next = cloneState(state);
  const mover = combatantOf(next, combatant.id);
  next.held.splice(next.held.findIndex((entry) => entry.combatantId === mover.id), 1);
  const action = mover.actions.find((candidate) => candidate.index === held.actionIndex);
  if (action) action.state = "pending";
  const current = next.queue[0] as TurnEntry;
  const joinsCurrentMoment = position === "before" && current.steppedIn?.position === "before";
  const anchorKey = joinsCurrentMoment && current.steppedIn ? current.steppedIn.anchorKey : current.key;
  const entry: TurnEntry = { key: newKey(next), combatantIds: [mover.id], initiative: null, steppedIn: { actionIndex: held.actionIndex, position, anchorKey } };
  // Holders already waiting at this moment come first among equals; the faster of any go first.
  const from = position === "before" ? 0 : 1;
  const end = sameMomentEnd(next.queue, from, position, anchorKey);
  next.queue.splice(end, 0, entry);
  sortByInitiative(ctx, next, from, end + 1);
  const anchor = next.queue.find((candidate) => candidate.key === anchorKey);
  next.events.push({ type: "steppedIn", combatantId: mover.id, actionIndex: held.actionIndex, position, anchorIds: anchor ? [...anchor.combatantIds] : [] });
  settle(ctx, next);
  return next;
}

/** Holders whose note names a combatant acting now: the tracker can offer them the moment. */
export function holdersWaitingOnCurrent(state: RoundState): { combatantId: string; note: HoldNote }[] {
  if (!isActionPhase(state)) return [];
  const acting = new Set(state.queue[0]?.combatantIds ?? []);
  return state.held
    .filter((held) => held.note.kind === "moment" && acting.has(held.note.combatantId) && findCombatant(state, held.combatantId) !== undefined)
    .map((held) => ({ combatantId: held.combatantId, note: held.note }));
}
