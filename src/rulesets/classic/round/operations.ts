import { classicActorData } from "../data/actor/base";
import { owns } from "../../../chat/records";
import { PoolRoll } from "../dice/pool-roll";
import type { RoundCombat } from "./round-combat";
import { ABORT_WILLPOWER_DIFFICULTY } from "../rules/actions/abort";
import { checkDeclarationShape } from "../rules/actions/check-declaration";
import type { Declaration, DefenceKind } from "../rules/actions/declaration";
import { checkDeclaredPools } from "../rules/actions/declared-pool";
import type { RoundSpending } from "../rules/actions/resources";
import { roundMachine } from "../rules/turns/round-machine";
import { defenceOfferFor } from "../rules/turns/round-offers";
import type { HoldNote, RoundState } from "../rules/turns/round-state";
import { hasRoundShape } from "../rules/turns/round-shape";
import type { AbortChoice, DefenceSpent } from "./bridge";
import { roundContext } from "./context";
import { poolBoundsOf, resourcesOf, statsOf } from "./combatant-stats";
import { RulesError, shownValue } from "../../../rules/errors";
import { done, refusalOf, refused, type Outcome, type Refusal } from "../../../outcome";
import { removeKnockdowns } from "./statuses";
import { turnList } from "./turn-list";
import { speakerFor } from "../../../documents/speaker";
import { replacing } from "../../../compat";

/*
 * The round's operations as the active Storyteller's client runs them, for its own clicks and for the
 * players' requests (queries.ts): each checks who asks, asks the rules, and writes the result in one
 * Combat update (and, when the rules spend something, one update of the character that pays). A refusal
 * changes nothing.
 */

type CombatantDoc = Combatant.Implementation;
type Failure = { ok: false } & Refusal;

/** Players act for the combatants whose characters they own; the Storyteller for anyone. */
export function mayActFor(combatant: CombatantDoc, user: User.Implementation): boolean {
  return user.isGM || owns(combatant.actor, user);
}

/** The round under way; one stored in a shape the round machine does not keep is refused, never half-read. */
function runningRound(combat: RoundCombat, operation: string): RoundState | Failure {
  const state = combat.roundState;
  if (!state) return refused("STC.Error.RoundWrongPhase", { operation, phase: "initiative" });
  if (!hasRoundShape(state)) return refused("STC.Error.RoundStateInvalid");
  try {
    roundContext(state);
  } catch (error) {
    return refusalOf(error);
  }
  return state;
}

function combatantFor(combat: RoundCombat, combatantId: string, user: User.Implementation): CombatantDoc | Failure {
  const combatant = combat.combatants.get(combatantId);
  if (!combatant) return refused("STC.Error.CombatantUnknown", { combatant: shownValue(combatantId) });
  if (!mayActFor(combatant, user)) return refused("STC.Error.NotYourCombatant", { combatant: combatant.id ?? "" });
  return combatant;
}

const failed = (value: unknown): value is Failure => typeof value === "object" && value !== null && (value as { ok?: unknown }).ok === false;

/** Raised when Foundry turned a round's write down (it resolved `undefined`): the round did not move. */
export class RoundNotWrittenError extends RulesError {
  override readonly name = "RoundNotWrittenError";
  /** `actorName` when the character's spending was not saved; none for the round itself. */
  constructor(actorName?: string) {
    super(actorName ? "NotWritten" : "RoundNotWritten", `Foundry did not save ${actorName ?? "the round"}.`, actorName ? { name: actorName } : {});
  }
}

/**
 * Writes the round and the turn Foundry shows for it, with any other change, in one update. A round that
 * would not change is not written; one Foundry turns down throws RoundNotWrittenError (a refusal), so
 * nothing goes on as if the round had moved.
 */
export async function writeRound(combat: RoundCombat, next: RoundState, extra: Record<string, unknown> = {}): Promise<void> {
  const { current } = turnList(combat.combatants.contents, next);
  if (!Object.keys(extra).length && current === combat.turn && JSON.stringify(next) === JSON.stringify(combat.roundState)) return;
  if (!(await combat.update({ ...extra, ...replacing("system.state", next), turn: current } as Combat.UpdateData))) throw new RoundNotWrittenError();
}

/**
 * Takes what a declaration spends off the character (blood, Celerity's too; Willpower; Rage; 000 §1.2), then
 * writes the round. Should the round's write fail, the points are given back: nothing is spent for a step
 * that did not happen.
 */
async function payAndWrite(combat: RoundCombat, actor: Actor.Implementation | null, spent: RoundSpending, next: RoundState): Promise<void> {
  const system: unknown = actor?.system;
  const changes: Record<string, number> = {};
  const refund: Record<string, number> = {};
  const source = classicActorData(system);
  if (actor && source) {
    const take = (path: string, current: number, points: number) => {
      if (!points) return;
      changes[path] = current - points;
      refund[path] = current;
    };
    take("system.blood.current", source.blood.current, spent.blood);
    take("system.willpower.current", source.willpower.current, spent.willpower);
    take("system.garou.rage.current", source.garou.rage.current, spent.rage);
  }
  // Nothing is spent for a step that does not happen, nor the step taken when the spending was not saved.
  if (actor && Object.keys(changes).length && !(await actor.update(changes))) throw new RoundNotWrittenError(actor.name);
  try {
    await writeRound(combat, next);
  } catch (error) {
    if (actor && Object.keys(refund).length) await actor.update(refund);
    throw error;
  }
}

/**
 * A combatant's declaration (000 §1.2, 002 ¶3), in its turn to declare. What it spends is checked against
 * the character as it is now and taken off it in the same step. A player's declared pools are bounded by what
 * the character can roll (an abort is capped by them, 000 §2.5); the Storyteller's are taken as given, since
 * the Storyteller may count dice the sheet does not know.
 */
export async function declareFor(combat: RoundCombat, combatantId: string, declaration: Record<string, unknown>, user: User.Implementation): Promise<Outcome> {
  const state = runningRound(combat, "declare");
  if (failed(state)) return state;
  const combatant = combatantFor(combat, combatantId, user);
  if (failed(combatant)) return combatant;
  const id = combatant.id ?? "";
  const stats = statsOf(combatant);
  if (!stats) return refused("STC.Error.NoCharacter", { combatant: id });
  const ctx = roundContext(state);
  let next: RoundState;
  try {
    const wanted = { ...declaration, combatantId: id } as unknown as Declaration;
    const ids = new Set(state.combatants.map((entry) => entry.id));
    const checked = checkDeclarationShape(wanted, (other) => ids.has(other));
    if (!user.isGM) checkDeclaredPools(checked, poolBoundsOf(combatant, stats));
    // The character as it is now, its generation's blood per turn and one Willpower point a turn included.
    ctx.rules.declarationSpending(checked, resourcesOf(combatant, stats));
    next = roundMachine(ctx).declare(state, wanted);
  } catch (error) {
    return refusalOf(error);
  }
  const spent = next.combatants.find((entry) => entry.id === id)?.spent ?? { willpower: 0, blood: 0, rage: 0 };
  await payAndWrite(combat, combatant.actor, spent, next);
  return done(null);
}

/** The acting combatant holds its action with a note (002 ¶3). */
export async function holdFor(combat: RoundCombat, combatantId: string, note: HoldNote, user: User.Implementation): Promise<Outcome> {
  const state = runningRound(combat, "hold an action");
  if (failed(state)) return state;
  const combatant = combatantFor(combat, combatantId, user);
  if (failed(combatant)) return combatant;
  try {
    await writeRound(combat, roundMachine(roundContext(state)).hold(state, combatant.id ?? "", note));
  } catch (error) {
    return refusalOf(error);
  }
  return done(null);
}

/** A holder takes its held action before or after the current turn (002 ¶3). */
export async function stepInFor(combat: RoundCombat, combatantId: string, position: "before" | "after", user: User.Implementation): Promise<Outcome> {
  const state = runningRound(combat, "step in");
  if (failed(state)) return state;
  const combatant = combatantFor(combat, combatantId, user);
  if (failed(combatant)) return combatant;
  let next: RoundState;
  try {
    next = roundMachine(roundContext(state)).stepIn(state, combatant.id ?? "", position);
  } catch (error) {
    return refusalOf(error);
  }
  await writeRound(combat, next);
  return done(null);
}

/**
 * The current turn is over (000 §1.4-1.5). `seenTurn` is the turn the asker saw: a second click meant for the
 * same turn does not end the next one. Players end only a turn whose combatants are all theirs.
 */
export async function advanceFor(combat: RoundCombat, seenTurn: string | null, user: User.Implementation): Promise<Outcome> {
  const state = runningRound(combat, "advance");
  if (failed(state)) return state;
  const head = state.queue[0];
  if (head && seenTurn !== null && seenTurn !== head.key) return refused("STC.Error.TurnAlreadyMoved");
  for (const id of head?.combatantIds ?? []) {
    const combatant = combat.combatants.get(id);
    if (!combatant || !mayActFor(combatant, user)) return refused("STC.Error.NotYourTurnToEnd", { current: head?.combatantIds.join(", ") ?? "" });
  }
  let next: RoundState;
  try {
    next = roundMachine(roundContext(state)).advance(state);
  } catch (error) {
    return refusalOf(error);
  }
  await writeRound(combat, next);
  const stood = new Set(next.events.slice(state.events.length).flatMap((event) => (event.type === "stoodUp" ? [event.combatantId] : [])));
  await removeKnockdowns(combat.combatants.contents.filter((combatant) => stood.has(combatant.id ?? "")));
  return done(null);
}

async function rollAbortWillpower(actor: Actor.Implementation | null, permanent: number): Promise<number[]> {
  if (permanent < 1) return [];
  const label = game.i18n?.localize("STC.Classic.Action.AbortByRoll") ?? "STC.Classic.Action.AbortByRoll";
  const roll = PoolRoll.fromSpec({ pool: permanent, difficulty: ABORT_WILLPOWER_DIFFICULTY, kind: "action" }, label);
  await roll.evaluate();
  await roll.toMessage({ speaker: speakerFor(actor), flavor: label });
  return roll.faces;
}

/**
 * A defence against one attack, when it arrives (000 §1.4, 002 ¶5): a declared one is spent; with none, the
 * abort is bought with a Willpower point (taken off the character in the same step) or a Willpower roll
 * (000 §2.5, 004 Defending). The roll is always made here, on the Storyteller's client: no faces are taken
 * from a caller.
 */
export async function spendDefenceFor(
  combat: RoundCombat,
  request: { defenderId: string; attackerId: string; defence: DefenceKind; payment: AbortChoice | null },
  user: User.Implementation,
): Promise<Outcome<DefenceSpent>> {
  const state = runningRound(combat, "defend");
  if (failed(state)) return state;
  const defender = combatantFor(combat, request.defenderId, user);
  if (failed(defender)) return defender;
  const defenderId = defender.id ?? "";
  const { attackerId, defence } = request;
  const ctx = roundContext(state);
  const machine = roundMachine(ctx);
  const offer = defenceOfferFor(ctx, state, defenderId, attackerId, defence);
  if (offer.kind === "none") return refused(`STC.Error.${offer.key}`, offer.data);
  try {
    if (offer.kind === "declared") {
      const { state: next, allowance } = machine.spendDefence(state, defenderId, { attackerId, defence });
      await writeRound(combat, next);
      return done({ granted: true, penalty: allowance.penalty, cap: allowance.cap, ...(offer.willpower ? { willpower: true } : {}) });
    }
    const payment = request.payment;
    if (payment?.by === "willpowerPoint") {
      const { state: next, outcome } = machine.abortToDefence(state, defenderId, { attackerId, defence, attempt: { by: "willpowerPoint" } });
      await payAndWrite(combat, defender.actor, { willpower: 1, blood: 0, rage: 0 }, next);
      return done({ granted: true, penalty: outcome.allowance?.penalty ?? 0, cap: outcome.allowance?.cap ?? null });
    }
    if (payment?.by !== "willpowerRoll") return refused("STC.Error.AbortNeedsWillpower", { combatant: defenderId });
    const permanent = state.combatants.find((entry) => entry.id === defenderId)?.resources.willpower.permanent ?? 0;
    const faces = await rollAbortWillpower(defender.actor, permanent);
    const { state: next, outcome } = machine.abortToDefence(state, defenderId, { attackerId, defence, attempt: { by: "willpowerRoll", faces } });
    await writeRound(combat, next);
    return done({
      granted: outcome.succeeded,
      penalty: outcome.allowance?.penalty ?? 0,
      cap: outcome.allowance?.cap ?? null,
      roll: { faces, successes: outcome.roll?.net ?? 0 },
    });
  } catch (error) {
    return refusalOf(error);
  }
}
