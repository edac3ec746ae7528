import { RulesError } from "../../../rules/errors";
import { recordTarget, type TargetedThisRound } from "../rules/actions";
import { afterChallenge } from "../rules/aftermath";
import { metCharacter, type MetCharacter } from "../rules/character";
import { applyChallengeEvent, challengeOffers, partyTraits, planChallenges, startChallenge, startMobChallenge, type ChallengeEvent, type ChallengeResult, type ChallengeState } from "../rules/challenge";
import { MetError } from "../rules/errors";
import { checkHeldAttack, holdBreaks, type Hold } from "../rules/grapple";
import { applyDamage, healthLevel } from "../rules/health";
import { checkExtraAction, extraActionLimits, roundOrder } from "../rules/order";
import type { MetCategory } from "../rules/traits";
import { checksOf } from "./expectations";
import { MetScenarioRefusal } from "./refusal";
import type { ChallengeReplay, LinePhrase, LineValue, MetScenarioResult, RoundReplay, ScenarioCheckResult, ScenarioLine } from "./result";
import type { MetScenario, ScenarioChallenge, ScenarioRound } from "./types";

/** A rules refusal met while replaying, as a refusal naming the path of the file's entry that caused it. */
function atPath<T>(path: string, work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof RulesError && !(error instanceof MetScenarioRefusal)) throw new MetScenarioRefusal(path, error);
    throw error;
  }
}

const PER_CHARACTER = ["health", "lost", "willpower", "abilities"];

class Replay {
  characters: Record<string, MetCharacter>;
  holds: Hold[] = [];
  lines: ScenarioLine[] = [];
  checks: ScenarioCheckResult[] = [];

  constructor(readonly scenario: MetScenario) {
    this.characters = Object.fromEntries(scenario.combatants.map((input, index) => [input.id, atPath(`combatants[${index}]`, () => metCharacter(input))]));
  }

  name = (id: string): string => this.characters[id]?.name ?? id;
  names = (ids: readonly string[]): string[] => ids.map(this.name);
  line = (key: string, data: ScenarioLine["data"] = {}) => this.lines.push({ key, data });
  character(id: string): MetCharacter {
    const character = this.characters[id];
    if (!character) throw new MetError("MetScenarioCombatantUnknown", `There is no combatant ${id}.`, { path: id, id });
    return character;
  }

  run(): MetScenarioResult {
    if (this.scenario.title) this.line("Title", { title: this.scenario.title });
    for (const note of this.scenario.notes) this.line("Note", { text: note });
    const rounds = this.scenario.rounds.map((round, index) => this.round(round, index));
    const ids = Object.keys(this.characters);
    const final: Record<string, unknown> = {
      health: Object.fromEntries(ids.map((id) => [id, this.character(id).health])),
      lost: Object.fromEntries(ids.map((id) => [id, this.character(id).lost])),
      willpower: Object.fromEntries(ids.map((id) => [id, this.character(id).willpower.current])),
      abilities: Object.fromEntries(ids.map((id) => [id, Object.fromEntries(this.character(id).abilities.map((ability) => [ability.name, ability.levels]))])),
      holds: this.holds,
    };
    this.checks.push(...checksOf("expect", this.split(this.scenario.expect), this.split(final)));
    return { scenario: this.scenario, characters: this.characters, holds: this.holds, rounds, lines: this.lines, checks: this.checks };
  }

  /**
   * Expectations by character (health, lost traits, Willpower, abilities) are checked one character at a time,
   * at `key.id`, so a file names only the characters it cares about; the rest are compared whole.
   */
  split(values: Readonly<Record<string, unknown>>): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(values)) {
      if (PER_CHARACTER.includes(key) && typeof value === "object" && value !== null && !Array.isArray(value)) {
        for (const [id, item] of Object.entries(value)) out[`${key}.${id}`] = item;
      } else out[key] = value;
    }
    return out;
  }

  round(round: ScenarioRound, index: number): RoundReplay {
    const path = `rounds[${index}]`;
    this.line("Round", { round: index + 1 });
    for (const note of round.notes) this.line("Note", { text: note });
    const replay: RoundReplay = { order: null, plan: null, challenges: [], actionsSpent: [], targeted: {} };
    if (round.order) {
      const spec = round.order;
      const order = atPath(`${path}.order`, () => roundOrder(spec.intents.map(({ combatant, ...intent }) => ({ ...intent, character: this.character(combatant) })), spec.tieOrder));
      replay.order = order;
      if (order.immediate.length > 0) this.line("OrderImmediate", { names: this.names(order.immediate) });
      for (const step of order.steps) this.line("OrderStep", { initiative: step.initiative, names: this.names(step.ids) });
      if (order.endOfTurn.length > 0) this.line("OrderEndOfTurn", { names: this.names(order.endOfTurn) });
      for (const step of order.extraActions) this.line("OrderExtra", { count: step.count, actions: step.actions.map((action) => this.format("ExtraAction", { name: this.name(action.id), power: action.power })) });
      this.checks.push(...checksOf(`${path}.order.expect`, spec.expect, { ...order }));
    }
    if (round.plan) {
      const spec = round.plan;
      const plan = atPath(`${path}.plan`, () => planChallenges(spec.attacks));
      replay.plan = plan;
      this.line("Plan", { challenges: plan.map((entry) => this.format(entry.kind === "mob" ? "PlanMob" : entry.kind === "mutual" ? "PlanMutual" : "PlanSingle", { attackers: this.names(entry.attackers), target: this.name(entry.target), bids: entry.targetBids })) });
      this.checks.push(...checksOf(`${path}.plan.expect`, spec.expect, { challenges: plan }));
    }
    let targeted: TargetedThisRound = {};
    round.challenges.forEach((spec, at) => {
      const where = `${path}.challenges[${at}]`;
      const done = this.challenge(spec, where, replay.actionsSpent);
      replay.challenges.push(done);
      const { state, result } = done;
      if (spec.defender !== null) {
        const counts: MetCategory = spec.counts ?? state.defender?.category ?? state.challenger.category ?? "physical";
        targeted = atPath(where, () => recordTarget(targeted, spec.defender ?? "", counts));
      }
      if (spec.extraAction === null) {
        for (const id of [spec.challenger, ...spec.lenders.map((lender) => lender.combatant)]) if (!replay.actionsSpent.includes(id)) replay.actionsSpent.push(id);
      }
      if (result.defenderActionSpent && spec.defender !== null && !replay.actionsSpent.includes(spec.defender)) replay.actionsSpent.push(spec.defender);
    });
    replay.targeted = Object.fromEntries(Object.entries(targeted).map(([id, categories]) => [id, [...categories]]));
    const ids = Object.keys(this.characters);
    const actual = {
      actionsSpent: replay.actionsSpent,
      targeted: replay.targeted,
      health: Object.fromEntries(ids.map((id) => [id, this.character(id).health])),
      lost: Object.fromEntries(ids.map((id) => [id, this.character(id).lost])),
      holds: this.holds,
    };
    this.checks.push(...checksOf(`${path}.expect`, this.split(round.expect), this.split(actual)));
    return replay;
  }

  /** A phrase inside a line (a step of the order, a planned challenge, a word), translated with the line. */
  format(key: string, data: Record<string, LineValue> = {}): LinePhrase {
    return { key, data };
  }

  challenge(spec: ScenarioChallenge, path: string, spent: readonly string[]): ChallengeReplay {
    const challenger = this.character(spec.challenger);
    const defender = spec.defender === null ? undefined : this.character(spec.defender);
    if (spec.extraAction !== null) {
      const power = spec.extraAction;
      atPath(`${path}.extraAction`, () => extraActionLimits(challenger, power));
    } else if (spent.includes(spec.challenger)) {
      throw new MetError("MetScenarioActionSpent", `${path}: ${challenger.name} has already used their action that needs a test this round.`, { path, who: challenger.name });
    }
    // A defender whose action is spent may only resist (003 Test); the file may say so too.
    const situation = { ...spec.situation, ...(spec.defender !== null && spent.includes(spec.defender) ? { defenderPassiveOnly: true } : {}) };
    let state: ChallengeState = atPath(path, () =>
      spec.kind === "mob" && defender
        ? startMobChallenge({
            ...situation,
            champion: challenger,
            target: defender,
            lenders: spec.lenders.map(({ combatant, ...lender }) => ({ ...lender, character: this.character(combatant) })),
          })
        : startChallenge({ ...situation, kind: spec.kind === "mob" ? "contested" : spec.kind, challenger, ...(defender ? { defender } : {}), ...(spec.difficulty === null ? {} : { difficulty: spec.difficulty }), needsWin: spec.needsWin }),
    );
    this.headline(spec, state);
    for (const note of spec.notes) this.line("Note", { text: note });
    spec.steps.forEach((step, index) => {
      const where = `${path}.events[${index}]`;
      if ("check" in step) {
        this.checks.push(...checksOf(`${where}.check`, step.check, this.snapshot(state)));
        return;
      }
      const before = state;
      state = atPath(where, () => applyChallengeEvent(before, step));
      this.narrate(before, state, step);
    });
    if (state.phase !== "done" || state.result === null) {
      throw new MetError("MetScenarioChallengeUnfinished", `${path}: the challenge is not over; it waits for the ${state.awaiting ?? "nobody"} (${state.phase}).`, { path });
    }
    const result = state.result;
    if (spec.extraAction !== null) {
      const category = state.challenger.category ?? "physical";
      atPath(`${path}.extraAction`, () => checkExtraAction(category));
    }
    this.holdsAfter(spec, state, result, path);
    this.resultLines(state, result);
    this.checks.push(...checksOf(`${path}.expect`, spec.expect, {
      ...result,
      standings: state.throws.map((entry) => entry.standing),
      retests: state.retests.map((entry) => ({ side: entry.side, kind: entry.kind, name: entry.name, status: entry.status })),
      traits: { challenger: partyTraits(state.challenger), defender: state.defender ? partyTraits(state.defender) : null },
    }));
    for (const id of [spec.challenger, ...(spec.defender === null ? [] : [spec.defender]), ...spec.lenders.map((lender) => lender.combatant)]) {
      this.characters[id] = afterChallenge(this.character(id), result);
    }
    return { state, result };
  }

  /** Grapples (003 Grappling): a held victim attacks only its holder; a hold breaks on the holder's physical action against another, or the victim's win. */
  holdsAfter(spec: ScenarioChallenge, state: ChallengeState, result: ChallengeResult, path: string) {
    const physical = state.challenger.category === "physical";
    const target = spec.defender;
    if (physical && target !== null) {
      for (const hold of this.holds.filter((entry) => entry.victim === spec.challenger)) atPath(path, () => checkHeldAttack(hold, target));
    }
    const kept = this.holds.filter((hold) => {
      const broken =
        (physical && target !== null && hold.holder === spec.challenger && holdBreaks(hold, { kind: "holderPhysicalAction", target })) ||
        (physical && result.winner !== null && result.affected === hold.holder && result.victoryConditionOf === hold.victim && holdBreaks(hold, { kind: "victimWinsPhysical", against: hold.holder }));
      if (broken) this.line("HoldBroken", { holder: this.name(hold.holder), victim: this.name(hold.victim) });
      return !broken;
    });
    this.holds = kept;
    if (result.effect?.grapple && result.victoryConditionOf !== null && result.affected !== null) {
      const holder = spec.kind === "mob" ? spec.challenger : result.victoryConditionOf;
      this.holds.push({ holder, victim: result.affected });
      this.line("Hold", { holder: this.name(holder), victim: this.name(result.affected) });
    }
  }

  snapshot(state: ChallengeState): Record<string, unknown> {
    const offers = challengeOffers(state);
    const kinds = (side: "challenger" | "defender", of: "retests" | "cancels") => offers[of][side].map((offer) => ({ kind: offer.kind, names: offer.names }));
    return {
      phase: state.phase,
      awaiting: state.awaiting,
      standing: state.throws.at(-1)?.standing ?? null,
      retests: { challenger: kinds("challenger", "retests"), defender: kinds("defender", "retests") },
      cancels: { challenger: kinds("challenger", "cancels"), defender: kinds("defender", "cancels") },
      mayRelent: offers.mayRelent,
      bidsRequired: offers.bidsRequired,
      traits: { challenger: partyTraits(state.challenger), defender: state.defender ? partyTraits(state.defender) : null },
    };
  }

  headline(spec: ScenarioChallenge, state: ChallengeState) {
    const challenger = this.name(spec.challenger);
    if (spec.kind === "mob") this.line("ChallengeMob", { champion: challenger, lenders: this.names(spec.lenders.map((lender) => lender.combatant)), defender: this.name(spec.defender ?? "") });
    else if (spec.kind === "contested") this.line("ChallengeContested", { challenger, defender: this.name(spec.defender ?? "") });
    else if (spec.kind === "static") this.line("ChallengeStatic", { challenger, difficulty: state.difficulty ?? 0 });
    else this.line(state.needsWin ? "ChallengeSimpleWin" : "ChallengeSimple", { challenger });
    if (spec.extraAction !== null) this.line("ExtraActionUsed", { name: challenger, power: spec.extraAction });
  }

  sideName(state: ChallengeState, side: "challenger" | "defender"): LineValue {
    return side === "challenger" ? state.challenger.character.name : (state.defender?.character.name ?? this.format("Storyteller"));
  }

  narrate(before: ChallengeState, after: ChallengeState, event: ChallengeEvent) {
    switch (event.type) {
      case "declare":
      case "bid": {
        const side = event.type === "declare" ? after.challenger : after.defender;
        if (!side) return;
        if (event.type === "declare" && after.kind === "simple") this.line("DeclareSimple", { who: side.character.name, victoryCondition: event.victoryCondition });
        else this.line("Bid", { who: side.character.name, traits: side.bid, category: { key: `Category.${side.category ?? "physical"}` }, victoryCondition: event.victoryCondition });
        return;
      }
      case "relent":
        this.line("Relent", { who: before.defender?.character.name ?? "" });
        return;
      case "throws": {
        const record = after.throws.at(-1);
        if (!record) return;
        const standing = record.standing === "nobody" ? this.format("Nobody") : this.sideName(after, record.standing);
        this.line(record.retest === null ? "ThrowLine" : "RethrowLine", { challenger: this.sideName(after, "challenger"), first: { key: `Throw.${record.challenger}` }, defender: this.sideName(after, "defender"), second: { key: `Throw.${record.defender}` }, standing });
        return;
      }
      case "callRetest": {
        const record = after.retests.at(-1);
        this.line(record?.status === "failed" ? "OverbidFailed" : "Retest", { who: this.sideName(after, event.side), kind: { key: `RetestKind.${event.kind}` }, name: event.name });
        return;
      }
      case "cancelRetest":
        this.line("Cancel", { who: this.sideName(after, event.side), name: event.name });
        return;
      case "pass":
        this.line(before.phase === "cancel" ? "LetStand" : before.phase === "darkness" ? "DarknessAccepted" : "Pass", { who: this.sideName(after, event.side) });
        return;
      case "chooseVictoryCondition":
        this.line("Choose", { who: after.challenger.character.name, whose: this.name(event.of) });
        return;
    }
  }

  resultLines(state: ChallengeState, result: ChallengeResult) {
    const darkness = state.retests.find((entry) => entry.kind === "darkness");
    if (darkness) this.line(darkness.status === "cancelled" ? "DarknessNegated" : "Darkness", { who: this.sideName(state, darkness.side) });
    if (state.kind !== "contested") this.line(result.success ? "Success" : "Failure", { victoryCondition: state.challenger.victoryCondition ?? "" });
    else if (result.winner === null) this.line("NobodyWins");
    else this.line("Wins", { who: this.sideName(state, result.winner), victoryCondition: result.victoryCondition ?? "" });
    for (const [id, names] of Object.entries(result.traitsLost)) this.line("TraitsLost", { who: this.name(id), traits: names });
    const damage = result.effect?.damage;
    if (damage && result.affected !== null) {
      const level = healthLevel(applyDamage(this.character(result.affected).health, damage));
      this.line("Damage", { who: this.name(result.affected), levels: damage.levels, type: { key: `DamageType.${damage.type}` }, level: level === null ? this.format("Unhurt") : { key: `Level.${level}` } });
    }
  }
}

/** Plays the file through the MET rules: each round's order and plan, each challenge event by event. */
export function replayMetScenario(scenario: MetScenario): MetScenarioResult {
  return new Replay(scenario).run();
}
