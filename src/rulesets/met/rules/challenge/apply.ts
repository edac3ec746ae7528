import { shownValue } from "../../../../rules/errors";
import { MetError } from "../errors";
import { contestedStanding, simpleStanding, staticStanding, type MetStanding } from "../tests";
import { checkThrow } from "../throws";
import { isCategory } from "../traits";
import { attacks, checkEffect } from "./effect";
import { blindfightingNames, opposite, possibleCancels, possibleRetests, sideTraits, standing } from "./options";
import { party, partyTraits, winsTies, withBid } from "./party";
import { resultOf } from "./result";
import { CANCELLABLE_KINDS, type CancellableKind, type ChallengeEvent, type ChallengeParty, type ChallengeSide, type ChallengeState, type RetestRecord } from "./types";

function refuse(key: string, message: string, data: Record<string, string | number> = {}): never {
  throw new MetError(key, message, data);
}

function victoryText(value: unknown): string {
  if (typeof value !== "string" || value.trim() === "") refuse("MetVictoryConditionMissing", "A victory condition must be said.");
  return value.trim();
}

const isCancellable = (kind: string): kind is CancellableKind => (CANCELLABLE_KINDS as readonly string[]).includes(kind);

function setParty(state: ChallengeState, side: ChallengeSide, next: ChallengeParty): ChallengeState {
  return side === "challenger" ? { ...state, challenger: next } : { ...state, defender: next };
}

function mustParty(state: ChallengeState, side: ChallengeSide): ChallengeParty {
  return party(state, side) ?? refuse("MetChallengeNoSuchSide", "There is no defender in this test; the Storyteller throws.");
}

/** Whom a pair of throws favours, by the test's kind (003 Contested Tests, Static Tests, Simple Test). */
function throwStanding(state: ChallengeState, event: ChallengeEvent & { type: "throws" }): MetStanding {
  const { challenger, defender } = event;
  if (state.kind === "simple") return simpleStanding({ challengerThrow: challenger, storytellerThrow: defender, needsWin: state.needsWin });
  if (state.kind === "static") return staticStanding({ challengerThrow: challenger, storytellerThrow: defender, traits: partyTraits(state.challenger), difficulty: state.difficulty ?? 0, winsTies: winsTies(state.challenger) });
  const other = mustParty(state, "defender");
  return contestedStanding({
    challengerThrow: challenger,
    defenderThrow: defender,
    challengerTraits: partyTraits(state.challenger),
    defenderTraits: partyTraits(other),
    challengerWinsTies: winsTies(state.challenger),
    defenderWinsTies: winsTies(other),
  });
}

/** Ends the challenge: the darkness retest first if the winner was blind, a mob's choice, then the result. */
function finish(state: ChallengeState): ChallengeState {
  const now = standing(state);
  const winner = state.relented ? "challenger" : now === "challenger" || now === "defender" ? now : null;
  if (!state.relented && state.kind === "contested" && winner !== null && !state.darknessDone) {
    const own = mustParty(state, winner);
    const other = mustParty(state, opposite(winner));
    // Both equally blind: each forced retest cancels the other (003 Darkness).
    if (own.blind && !other.blind && own.category === "physical") {
      const record: RetestRecord = { side: winner, kind: "darkness", name: "Darkness", status: "pending", cancelledWith: null };
      const next = { ...state, retests: [...state.retests, record], passed: [] };
      if (blindfightingNames(next, winner).length > 0) return { ...next, phase: "darkness", awaiting: winner };
      return toThrows(next, next.retests.length - 1);
    }
  }
  if (winner === "challenger" && state.mob && state.mob.chosen === null) return { ...state, phase: "choose", awaiting: "challenger" };
  return { ...state, phase: "done", awaiting: null, result: resultOf(state, state.mob?.chosen ?? null) };
}

function toThrows(state: ChallengeState, retest: number): ChallengeState {
  const retests = state.retests.map((record, index) => (index === retest ? { ...record, status: "thrown" as const } : record));
  return { ...state, retests, phase: "throws", awaiting: "both", pendingRetest: retest };
}

/**
 * After a throw, a cancel or a pass: the next side that may retest and has not passed (the challenger first
 * when nobody is favoured), skipping a side with nothing to call; nobody left: the challenge ends.
 */
function nextMove(state: ChallengeState): ChallengeState {
  if (state.kind === "simple" || state.closed) return finish(state);
  for (const side of ["challenger", "defender"] as const) {
    if (state.passed.includes(side)) continue;
    if (possibleRetests(state, side).length > 0) return { ...state, phase: "retest", awaiting: side };
  }
  return finish(state);
}

function declare(state: ChallengeState, event: ChallengeEvent & { type: "declare" }): ChallengeState {
  const victoryCondition = victoryText(event.victoryCondition);
  if (event.defenderCategory !== undefined && (state.kind !== "contested" || !isCategory(event.defenderCategory))) {
    refuse("MetMixedNotContested", `Only a contested challenge is mixed, against a physical, social or mental trait, not ${shownValue(event.defenderCategory)}.`, { value: shownValue(event.defenderCategory) });
  }
  if (state.kind === "simple") {
    if (event.firstTrait !== undefined || (event.moreTraits ?? []).length > 0) refuse("MetSimpleNoBid", "A simple test bids no traits.");
    if (event.target !== undefined) refuse("MetTargetNotContested", "Only a contested challenge has a target.");
    return { ...state, challenger: { ...state.challenger, victoryCondition, effect: event.effect === undefined ? null : checkEffect(event.effect) }, phase: "throws", awaiting: "both" };
  }
  if (typeof event.firstTrait !== "string") refuse("MetFirstTraitMissing", "The first trait bid must be named.");
  if (event.moreTraits !== undefined && (!Array.isArray(event.moreTraits) || !event.moreTraits.every((name) => typeof name === "string"))) {
    refuse("MetTraitNotHeld", `${state.challenger.character.name} can bid only traits they hold.`, { who: state.challenger.character.name, trait: shownValue(event.moreTraits) });
  }
  if (state.kind === "static" && event.target !== undefined) refuse("MetTargetNotContested", "Only a contested challenge has a target.");
  if (state.kind === "contested" && event.target !== state.defender?.character.id) {
    refuse("MetTargetWrong", `This challenge is against ${state.defender?.character.name ?? "nobody"}, not ${shownValue(event.target)}.`, { expected: state.defender?.character.name ?? "", value: shownValue(event.target) });
  }
  const challenger = { ...withBid(state.challenger, [event.firstTrait, ...(event.moreTraits ?? [])], null, true), victoryCondition, effect: event.effect === undefined ? null : checkEffect(event.effect) };
  const defenderCategory = event.defenderCategory ?? null;
  // A mob is a physical action: the target resists with physical traits, whatever the champion leads with (003 Mass Rules).
  if (state.mob && (defenderCategory ?? challenger.category) !== "physical") refuse("MetMobNotPhysical", "A mob challenge is physical: its target bids physical traits.");
  const next = { ...state, challenger, defenderCategory, target: event.target ?? null };
  return state.kind === "contested" ? { ...next, phase: "bid", awaiting: "defender" } : { ...next, phase: "throws", awaiting: "both" };
}

function bid(state: ChallengeState, event: ChallengeEvent & { type: "bid" }): ChallengeState {
  const defender = mustParty(state, "defender");
  const victoryCondition = victoryText(event.victoryCondition);
  if (!Array.isArray(event.traits) || !event.traits.every((name) => typeof name === "string")) refuse("MetBidCount", `${defender.character.name} must bid exactly as many traits as this challenge asks: ${defender.bidsRequired}, not none.`, { who: defender.character.name, count: defender.bidsRequired, given: 0 });
  const effect = event.effect === undefined ? null : checkEffect(event.effect);
  if (attacks(effect) && !state.situation.defenderMayCounter) {
    refuse("MetDefenderPassiveOnly", `${defender.character.name} has no action left to strike back with: they may only resist, or relent.`, { who: defender.character.name });
  }
  const next = { ...withBid(defender, event.traits, state.defenderCategory ?? state.challenger.category, true), victoryCondition, effect };
  return { ...setParty(state, "defender", next), phase: "throws", awaiting: "both" };
}

function throws(state: ChallengeState, event: ChallengeEvent & { type: "throws" }): ChallengeState {
  checkThrow(event.challenger);
  checkThrow(event.defender);
  const record = { challenger: event.challenger, defender: event.defender, standing: throwStanding(state, event), retest: state.pendingRetest };
  const answered = state.pendingRetest === null ? null : state.retests[state.pendingRetest];
  let next: ChallengeState = { ...state, throws: [...state.throws, record], pendingRetest: null, passed: [] };
  if (answered?.kind === "darkness") return finish({ ...next, darknessDone: true });
  if (answered?.kind === "power") {
    const power = mustParty(next, answered.side).character.powers.find((entry) => entry.name === answered.name);
    // A last retest (Might) closes the chain for everyone once thrown (003 Retests).
    if (power?.lastRetest) next = { ...next, closed: true };
  }
  return nextMove(next);
}

function callRetest(state: ChallengeState, event: ChallengeEvent & { type: "callRetest" }): ChallengeState {
  const { side, kind, name } = event;
  const offer = possibleRetests(state, side).find((entry) => entry.kind === kind);
  if (!offer || !offer.names.includes(name)) {
    refuse("MetRetestNotOffered", `${shownValue(name)} is not a retest (${shownValue(kind)}) this side may call now.`, { name: shownValue(name), kind: shownValue(kind) });
  }
  const record: RetestRecord = { side, kind, name, status: "pending", cancelledWith: null };
  let next: ChallengeState = { ...state, retests: [...state.retests, record] };
  const index = next.retests.length - 1;
  const own = party(next, side);
  if (!own) {
    // The Storyteller's overbid of a static difficulty: offered only when it holds.
    return toThrows({ ...next, storytellerUsed: [...next.storytellerUsed, kind] }, index);
  }
  let updated: ChallengeParty = { ...own, used: [...own.used, kind] };
  if (kind === "ability") updated = { ...updated, abilitiesSpent: [...updated.abilitiesSpent, name] };
  if (kind === "willpower") updated = { ...updated, willpowerSpent: updated.willpowerSpent + 1 };
  if (kind === "overbid") {
    const enough = sideTraits(next, side) >= 2 * sideTraits(next, opposite(side));
    if (!enough) {
      // Short of twice the opponent's traits (or the difficulty): no retest, and the trait put up is lost (003 Overbid).
      next = setParty(next, side, { ...updated, overbidLost: [...updated.overbidLost, name] });
      next = { ...next, retests: next.retests.map((entry, at) => (at === index ? { ...entry, status: "failed" as const } : entry)) };
      return nextMove(next);
    }
    updated = { ...updated, overbids: [...updated.overbids, name] };
  }
  next = setParty(next, side, updated);
  if (isCancellable(kind) && possibleCancels(next, opposite(side), kind).length > 0) return { ...next, phase: "cancel", awaiting: opposite(side) };
  return toThrows(next, index);
}

function cancelRetest(state: ChallengeState, event: ChallengeEvent & { type: "cancelRetest" }): ChallengeState {
  const { side, kind, name } = event;
  const index = state.retests.length - 1;
  const pending = state.retests[index];
  if (!pending || pending.status !== "pending" || pending.kind !== kind) refuse("MetCancelNotOffered", `There is no retest (${shownValue(kind)}) to cancel now.`, { name: shownValue(name), kind: shownValue(kind) });
  const own = mustParty(state, side);
  const closeRecord = (next: ChallengeState): ChallengeState => ({ ...next, retests: next.retests.map((entry, at) => (at === index ? { ...entry, status: "cancelled" as const, cancelledWith: name } : entry)) });
  if (kind === "darkness") {
    if (!blindfightingNames(state, side).includes(name)) refuse("MetCancelNotOffered", `${shownValue(name)} cannot negate the darkness retest.`, { name: shownValue(name), kind });
    return finish(closeRecord({ ...setParty(state, side, { ...own, abilitiesSpent: [...own.abilitiesSpent, name] }), darknessDone: true }));
  }
  if (!possibleCancels(state, side, kind).some((entry) => entry.names.includes(name))) refuse("MetCancelNotOffered", `${shownValue(name)} cannot cancel that retest (${kind}) now.`, { name: shownValue(name), kind });
  const updated: ChallengeParty = { ...own, used: [...own.used, kind], abilitiesSpent: kind === "ability" ? [...own.abilitiesSpent, name] : own.abilitiesSpent };
  // Cancelled: no new throw; the caller, still behind, may call another retest (003 Retests).
  return nextMove(closeRecord(setParty(state, side, updated)));
}

function pass(state: ChallengeState, side: ChallengeSide): ChallengeState {
  if (state.phase === "cancel" || state.phase === "darkness") return toThrows(state, state.retests.length - 1);
  return nextMove({ ...state, passed: [...state.passed, side] });
}

function chooseVictoryCondition(state: ChallengeState, of: string): ChallengeState {
  const mob = state.mob ?? refuse("MetNotMob", "Only a mob's champion chooses among victory conditions.");
  if (of !== state.challenger.character.id && !mob.lenders.some((lender) => lender.character.id === of)) {
    refuse("MetVictoryConditionNotLent", `${shownValue(of)} did not lend to the champion.`, { who: shownValue(of) });
  }
  const next = { ...state, mob: { ...mob, chosen: of } };
  return { ...next, phase: "done", awaiting: null, result: resultOf(next, of) };
}

/** The phase and the side each event belongs to; anything else is refused before it touches the state. */
const PHASE_OF: Record<ChallengeEvent["type"], readonly ChallengeState["phase"][]> = {
  declare: ["declare"],
  bid: ["bid"],
  relent: ["bid"],
  throws: ["throws"],
  callRetest: ["retest"],
  cancelRetest: ["cancel", "darkness"],
  pass: ["retest", "cancel", "darkness"],
  chooseVictoryCondition: ["choose"],
};

function sideOf(event: ChallengeEvent): ChallengeSide | "both" {
  switch (event.type) {
    case "declare":
    case "chooseVictoryCondition":
      return "challenger";
    case "bid":
    case "relent":
      return "defender";
    case "throws":
      return "both";
    default:
      return event.side;
  }
}

/**
 * One step of a challenge: the new state, or a MetError naming why the event is illegal now (out of turn, a
 * second ability retest, a cancel with the wrong category, a throw that is not rock, paper or scissors…).
 */
export function applyChallengeEvent(state: ChallengeState, event: ChallengeEvent): ChallengeState {
  if (state.phase === "done") refuse("MetChallengeOver", "The challenge is over.");
  // Events come from players' clients: anything not one of ours is refused before it is read.
  const phases = typeof event === "object" && event !== null && Object.hasOwn(PHASE_OF, event.type) ? (PHASE_OF[event.type] as readonly string[]) : undefined;
  if (!phases) refuse("MetChallengeEventUnknown", `There is no challenge event ${shownValue(event?.type)}.`, { value: shownValue(event?.type) });
  const side = sideOf(event);
  if (!phases.includes(state.phase) || (side !== state.awaiting && !(side === "both" && state.awaiting === "both"))) {
    refuse("MetChallengeOutOfTurn", `The challenge waits for ${state.awaiting ?? "nobody"} to ${state.phase}, not ${event.type}.`, { awaiting: state.awaiting ?? "", phase: state.phase, event: event.type });
  }
  switch (event.type) {
    case "declare":
      return declare(state, event);
    case "bid":
      return bid(state, event);
    case "relent":
      if (state.kind !== "contested") refuse("MetRelentNotContested", "Only the target of a contested challenge may relent.");
      return finish({ ...state, relented: true });
    case "throws":
      return throws(state, event);
    case "callRetest":
      return callRetest(state, event);
    case "cancelRetest":
      return cancelRetest(state, event);
    case "pass":
      return pass(state, event.side);
    case "chooseVictoryCondition":
      return chooseVictoryCondition(state, event.of);
  }
}
