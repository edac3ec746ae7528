import { done, refusalOf, refused, Refusing, type Outcome } from "../../../outcome";
import { owns } from "../../../chat/records";
import { replacing } from "../../../compat";
import { oneAtATime } from "../../../work-queue";
import { isIncapacitated } from "../rules/health";
import type { StreamlinedActionKind } from "../rules/actions";
import { STREAMLINED_ROUND, leavingBy, type StreamlinedRoundState } from "../rules/round";
import type { SceneCheck } from "../rules/scene";
import { streamlinedRoundDamaged, streamlinedRoundOf } from "../data/combat/round-data";
import { withFoundryDice } from "../../../dice/foundry-dice";
import { entrantOf, healthById } from "./gather";
import { healthOf } from "../data/read";
import { turnList } from "./turn-list";

/*
 * Streamlined's round operations as the active Storyteller's client runs them, for its own clicks and for the
 * players' requests (requests.ts): each checks who asks, gathers what the round machine needs from the documents,
 * asks it, and writes its answer back in one Combat update. A refusal changes nothing.
 */

type CombatDoc = Combat.Implementation;
type CombatantDoc = Combatant.Implementation;
type Failure = { ok: false; key: string; data: Record<string, string | number> };

const failed = (value: unknown): value is Failure => typeof value === "object" && value !== null && (value as { ok?: unknown }).ok === false;

/** Players act for the combatants whose characters they own; the Storyteller for anyone. */
export function mayActFor(combatant: CombatantDoc, user: User.Implementation): boolean {
  return user.isGM || owns(combatant.actor, user);
}

function storytellerOnly(user: User.Implementation): Failure | null {
  return user.isGM ? null : refused("STC.Error.StorytellerOnly");
}

/** The fight's round; a stored one in a shape the round machine does not keep is refused, never half-read. */
function runningRound(combat: CombatDoc): StreamlinedRoundState | Failure {
  if (streamlinedRoundDamaged(combat)) return refused("STC.Error.StreamlinedRoundStateInvalid");
  return streamlinedRoundOf(combat) ?? refused("STC.Error.StreamlinedNoFight");
}

const tableOf = (combat: CombatDoc): CombatantDoc[] => combat.combatants.contents;

/**
 * Writes the round, the turn and round Foundry shows for it and any combatants' initiative, in one update. Foundry
 * turning the write down (it resolves `undefined`) is a refusal: nothing goes on as if the round had moved.
 */
async function writeRound(combat: CombatDoc, next: StreamlinedRoundState, combatants: { _id: string; initiative: number }[] = []): Promise<void> {
  const { current } = turnList(tableOf(combat).map((combatant) => combatant.id ?? ""), next);
  const change: Record<string, unknown> = { ...replacing("system.streamlined", next), round: next.round, turn: current };
  if (combatants.length) change.combatants = combatants;
  if (!(await combat.update(change as Combat.UpdateData))) throw new Refusing("STC.Error.StreamlinedRoundNotWritten");
}

/** Runs an operation; a refusal it raises (the rules', or one of its own) is its answer, with nothing written. */
async function attempt<T>(work: () => Promise<Outcome<T>>): Promise<Outcome<T>> {
  try {
    return await work();
  } catch (error) {
    return refusalOf(error);
  }
}

const initiativeOf = (state: StreamlinedRoundState, ids?: readonly string[]) =>
  state.order.filter((entry) => !ids || ids.includes(entry.id)).map((entry) => ({ _id: entry.id, initiative: entry.initiative.successes }));

/**
 * Step 1 (001 The Round, In Four Steps): every combatant on the tracker rolls Dexterity + Awareness once for the
 * fight, highest first, and the first turn begins; there is no declaration phase.
 */
export function beginFor(combat: CombatDoc, user: User.Implementation): Promise<Outcome> {
  return attempt(async () => {
    const denied = storytellerOnly(user);
    if (denied) return denied;
    if (streamlinedRoundOf(combat) || streamlinedRoundDamaged(combat)) return refused("STC.Error.StreamlinedFightBegun");
    const table = tableOf(combat);
    const entrants = table.map((combatant, index) => entrantOf(combatant, index));
    const begun = await withFoundryDice((d10) => STREAMLINED_ROUND.beginFight(entrants, d10));
    const next = STREAMLINED_ROUND.nextTurn(begun, healthById(begun, table));
    await writeRound(combat, next, initiativeOf(next));
    return done();
  });
}

/** The Storyteller's order for tied combatants (001 The Turn), as dragged or moved on the tracker. */
export function reorderFor(combat: CombatDoc, ids: readonly string[], user: User.Implementation): Promise<Outcome> {
  return attempt(async () => {
    const denied = storytellerOnly(user);
    if (denied) return denied;
    const state = runningRound(combat);
    if (failed(state)) return state;
    await writeRound(combat, STREAMLINED_ROUND.reorderTied(state, ids));
    return done();
  });
}

/**
 * The current combatant's turn (001 The Turn): its actions at the cumulative −2 for each extra one, or the evade
 * as the whole turn; flight or surrender takes it out of the order (001 Flight and Surrender).
 */
export function planFor(combat: CombatDoc, combatantId: string, kinds: readonly StreamlinedActionKind[], user: User.Implementation, targets: readonly string[] = []): Promise<Outcome> {
  return attempt(async () => {
    const state = runningRound(combat);
    if (failed(state)) return state;
    const combatant = combat.combatants.get(combatantId);
    if (!combatant) return refused("STC.Error.CombatantUnknown", { combatant: combatantId });
    if (!mayActFor(combatant, user)) return refused("STC.Error.NotYourCombatant", { combatant: combatantId });
    if (state.current !== combatantId) return refused("STC.Error.StreamlinedNotTheirTurn", { combatant: combatantId, current: state.current ?? "" });
    // A planned attack's target is one of this fight's combatants, never another's or the attacker itself.
    const stranger = targets.find((target) => target !== "" && (target === combatantId || !combat.combatants.get(target)));
    if (stranger !== undefined) return refused("STC.Error.StreamlinedPlanTargetUnknown", { target: stranger });
    const health = healthOf(combatant.actor);
    let next = STREAMLINED_ROUND.planCurrentTurn(state, kinds, { incapacitated: isIncapacitated(health), held: false }, targets);
    const leaving = leavingBy(kinds);
    if (leaving) next = STREAMLINED_ROUND.leaveFight(next, combatantId, leaving);
    await writeRound(combat, next);
    return done();
  });
}

/**
 * The current turn is over and the next combatant's begins (step 2), the downed skipped. `seenCurrent` is the turn
 * the asker saw: a second click meant for the same turn does not end the next one. A player ends only its own
 * combatant's turn; the first turn of a round is the Storyteller's to begin.
 */
export function nextFor(combat: CombatDoc, seenCurrent: string | null, user: User.Implementation): Promise<Outcome> {
  return attempt(async () => {
    const state = runningRound(combat);
    if (failed(state)) return state;
    if (state.current !== seenCurrent) return refused("STC.Error.TurnAlreadyMoved");
    const current = state.current === null ? null : combat.combatants.get(state.current);
    if (current ? !mayActFor(current, user) : !user.isGM) return refused("STC.Error.StreamlinedNotYourTurnToEnd", { combatant: state.current ?? "" });
    await writeRound(combat, STREAMLINED_ROUND.nextTurn(state, healthById(state, tableOf(combat))));
    return done();
  });
}

/** Step 4 (001 The Round, In Four Steps): who is down, fled, surrendered, still fighting; the next round, or the fight over. */
export function endRoundFor(combat: CombatDoc, user: User.Implementation): Promise<Outcome<SceneCheck | null>> {
  return attempt<SceneCheck | null>(async () => {
    const denied = storytellerOnly(user);
    if (denied) return denied;
    const state = runningRound(combat);
    if (failed(state)) return state;
    const { state: next, scene } = STREAMLINED_ROUND.endRound(state, healthById(state, tableOf(combat)));
    await writeRound(combat, next);
    return done<SceneCheck | null>(scene);
  });
}

/**
 * Newcomers (001 The Round, In Four Steps: "they roll initiative and slot in where their result falls"): each
 * combatant added to a running fight rolls and takes its place. Run by the active Storyteller's client as the
 * combatants are created.
 */
export function joinFor(combat: CombatDoc, ids: readonly string[]): Promise<Outcome> {
  return attempt(async () => {
    let state = runningRound(combat);
    if (failed(state)) return state;
    const table = tableOf(combat);
    const joined: string[] = [];
    for (const id of ids) {
      const index = table.findIndex((combatant) => combatant.id === id);
      const combatant = table[index];
      if (!combatant || state.over || [...state.order, ...state.left].some((entry) => entry.id === id)) continue;
      const entrant = entrantOf(combatant, index);
      const before: StreamlinedRoundState = state;
      state = await withFoundryDice((d10) => STREAMLINED_ROUND.joinFight(before, entrant, d10));
      joined.push(id);
    }
    if (joined.length) await writeRound(combat, state, initiativeOf(state, joined));
    return done();
  });
}

/** On the active Storyteller's client: combatants added to a running fight roll and slot in, after the combat's earlier operations. */
export function admitNewcomers(combat: Combat.Implementation, ids: readonly string[]): Promise<Outcome> {
  return oneAtATime(combat, () => joinFor(combat, ids));
}
