import { scriptedD10 } from "../../../rules/dice/random";
import { streamlinedAttackRules, type StreamlinedChain } from "../rules/chain";
import { StreamlinedError } from "../rules/errors";
import { answerSurrender, chasePool, flee, surrender } from "../rules/flight";
import { escapePool, escapeResult, gripPool, holdOn, releaseHoldsOf, type Hold } from "../rules/grapple";
import { currentHealth, isIncapacitated, type HealthPoints } from "../rules/health";
import { initiativePool } from "../rules/initiative";
import { readPool, type StreamlinedRoll } from "../rules/pool";
import { STREAMLINED_ROUND, type StreamlinedRoundState } from "../rules/round";
import type { SceneCheck } from "../rules/scene";
import type { StreamlinedCharacter } from "../rules/stats";
import type { ScenarioCheck, ScenarioLine, StreamlinedScenarioResult } from "./result";
import type { ScenarioAction, ScenarioEscape, ScenarioFlight, ScenarioStep, ScenarioStrike, ScenarioSurrender, StreamlinedScenario } from "./types";

const round = STREAMLINED_ROUND;

/** Faces for a roll of `pool` dice, refused when the count is wrong (the replay is the first to know the pool). */
function facesFor(pool: number, faces: readonly number[] | null, path: string): readonly number[] {
  const given = faces ?? [];
  if (given.length !== pool) {
    throw new StreamlinedError("StreamlinedScenarioFaces", `${path}: expected ${pool} faces for a pool of ${pool}, got ${given.length}.`, { path, pool, expected: pool, count: given.length });
  }
  return given;
}

function refuseUnused(faces: readonly number[] | null, path: string): void {
  if (faces !== null) throw new StreamlinedError("StreamlinedScenarioFacesUnused", `${path}: faces given for a roll the fight never makes.`, { path });
}

const shown = (faces: readonly number[]) => (faces.length === 0 ? "—" : faces.join(", "));

/** A replay in progress: the round machine's state and what lives beside it (Health, holds), and what it wrote. */
class Replay {
  state: StreamlinedRoundState;
  readonly health: Record<string, HealthPoints> = {};
  holds: Hold[] = [];
  scene: SceneCheck | null = null;
  roundsPlayed = 0;
  readonly lines: ScenarioLine[] = [];
  readonly checks: ScenarioCheck[] = [];
  readonly characters = new Map<string, StreamlinedCharacter>();
  readonly names = new Map<string, string>();

  constructor(readonly scenario: StreamlinedScenario) {
    for (const entry of scenario.combatants) {
      this.characters.set(entry.id, entry.character);
      this.names.set(entry.id, entry.name);
      this.health[entry.id] = entry.character.health;
    }
    if (scenario.title) this.line("Title", { title: scenario.title });
    this.line("Ruleset", { deathAfter: { key: `DeathAfter.${scenario.options.deathAfter}` } });
    for (const note of scenario.notes) this.line("Note", { text: note });
    const starting = scenario.combatants.filter((entry) => !entry.arrives);
    const script = starting.flatMap((entry) => scenario.initiative[entry.id] ?? []);
    for (const entry of starting) facesFor(initiativePool(entry.character), scenario.initiative[entry.id] ?? [], `initiative.${entry.id}`);
    this.state = round.beginFight(
      starting.map((entry) => ({ id: entry.id, tableIndex: scenario.combatants.indexOf(entry), pool: initiativePool(entry.character), side: entry.side })),
      scriptedD10(script),
      scenario.tieOrder,
    );
    for (const entry of this.state.order) this.line("Initiative", { name: this.name(entry.id), pool: entry.initiative.pool, faces: shown(entry.initiative.faces), successes: entry.initiative.successes });
    this.line("Order", { order: this.orderNames() });
    this.check("expect.initiative", scenario.expect.initiative, scenario.expect.initiative && Object.fromEntries(this.state.order.map((entry) => [entry.id, entry.initiative.successes])));
  }

  name(id: string): string {
    return this.names.get(id) ?? id;
  }

  orderNames(): string[] {
    return round.actingOrder(this.state).map((id) => this.name(id));
  }

  line(key: string, data: ScenarioLine["data"] = {}): void {
    this.lines.push({ key, data });
  }

  /** Records an expectation the file wrote (none when `expected` is undefined). */
  check(path: string, expected: unknown, actual: unknown): void {
    if (expected !== undefined) this.checks.push({ path, expected, actual });
  }

  character(id: string): StreamlinedCharacter {
    const base = this.characters.get(id);
    if (!base) throw new StreamlinedError("StreamlinedRoundNotInFight", `${id} is not in the fight's order.`, { combatant: id });
    return { ...base, health: this.health[id] ?? base.health };
  }

  roll(name: string, roll: StreamlinedRoll): void {
    this.line("Roll", { roll: { key: `RollName.${name}` }, pool: roll.pool, faces: shown(roll.faces), successes: roll.successes });
  }

  /** Ends the running turn and begins the next, writing who was skipped at 0 Health. */
  advance(): void {
    const before = this.state.passed.length + (this.state.current === null ? 0 : 1);
    this.state = round.nextTurn(this.state, this.health);
    for (const id of this.state.passed.slice(before)) this.line("Skipped", { name: this.name(id) });
  }

  inFight(id: string, path: string): void {
    if (!this.state.order.some((entry) => entry.id === id)) {
      throw new StreamlinedError("StreamlinedScenarioNotInFight", `${path}: ${id} is not in the fight now.`, { path, id });
    }
  }

  step(step: ScenarioStep): void {
    if (step.kind === "join") {
      const entrant = this.scenario.combatants.find((entry) => entry.id === step.combatant);
      if (!entrant?.arrives || this.state.order.some((entry) => entry.id === step.combatant) || this.state.left.some((entry) => entry.id === step.combatant)) {
        throw new StreamlinedError("StreamlinedScenarioJoinTwice", `${step.path}.join.combatant: ${step.combatant} is not a combatant waiting to arrive.`, { path: `${step.path}.join.combatant`, id: step.combatant });
      }
      const pool = initiativePool(entrant.character);
      facesFor(pool, step.faces, `${step.path}.join.faces`);
      this.state = round.joinFight(this.state, { id: entrant.id, tableIndex: this.scenario.combatants.indexOf(entrant), pool, side: entrant.side }, scriptedD10(step.faces));
      const joined = this.state.order.find((entry) => entry.id === entrant.id);
      this.line("Joins", { name: entrant.name, pool, faces: shown(step.faces), successes: joined?.initiative.successes ?? 0, order: this.orderNames() });
      return;
    }
    if (step.kind === "reorder") {
      this.state = round.reorderTied(this.state, step.ids);
      this.line("Reorder", { order: this.orderNames() });
      return;
    }
    this.advance();
    if (this.state.current === null) {
      throw new StreamlinedError("StreamlinedScenarioNoTurnLeft", `${step.path}.combatant: nobody is left to act this round, not ${step.combatant}.`, { path: `${step.path}.combatant`, combatant: step.combatant });
    }
    if (this.state.current !== step.combatant) {
      throw new StreamlinedError("StreamlinedScenarioNotTheirTurn", `${step.path}.combatant: it is ${this.state.current}'s turn, not ${step.combatant}'s.`, {
        path: `${step.path}.combatant`,
        current: this.state.current,
        combatant: step.combatant,
      });
    }
    const id = step.combatant;
    const me = this.character(id);
    this.state = round.planCurrentTurn(
      this.state,
      step.actions.map((entry) => entry.kind),
      { incapacitated: isIncapacitated(me.health), held: holdOn(this.holds, id) !== null },
    );
    const penalty = round.turnPenalty(this.state, id);
    this.line("Turn", { name: this.name(id), actions: { words: step.actions.map((entry) => `Action.${entry.kind}`) } });
    for (const note of step.notes) this.line("Note", { text: note });
    if (step.actions.length > 1) this.line("Penalty", { count: step.actions.length, penalty });
    if (round.isEvading(this.state, id)) this.line("Evades", { name: this.name(id) });
    this.check(`${step.path}.expect.penalty`, step.expect.penalty, penalty);
    this.check(`${step.path}.expect.evading`, step.expect.evading, round.isEvading(this.state, id));
    for (const entry of step.actions) {
      if (!this.state.order.some((other) => other.id === id)) {
        throw new StreamlinedError("StreamlinedScenarioAfterLeaving", `${entry.path}: ${id} has left the fight and takes no more actions.`, { path: entry.path, combatant: id });
      }
      this.check(`${entry.path}.expect.penalty`, entry.expect.penalty, penalty);
      this.act(id, entry, penalty);
    }
  }

  act(id: string, entry: ScenarioAction, penalty: number): void {
    switch (entry.kind) {
      case "attack":
      case "grapple":
      case "killingBlow":
        this.strike(id, entry, penalty);
        return;
      case "escape":
        this.escape(id, entry, penalty);
        return;
      case "flee":
        this.flee(id, entry, penalty);
        return;
      case "surrender":
        this.surrender(id, entry);
        return;
      default:
        if (entry.note) this.line("Note", { text: entry.note });
    }
  }

  strike(id: string, entry: ScenarioStrike, penalty: number): void {
    this.inFight(entry.target, `${entry.path}.target`);
    const target = this.character(entry.target);
    let chain: StreamlinedChain = streamlinedAttackRules.begin(
      {
        kind: entry.kind,
        attacker: this.character(id),
        target,
        attribute: entry.attribute,
        skill: entry.skill,
        weaponModifier: entry.weaponModifier,
        damageType: entry.damageType,
        penalty,
        evading: round.isEvading(this.state, entry.target),
        surprised: entry.surprised,
      },
      this.scenario.options,
    );
    this.line(entry.kind === "attack" ? "Attack" : entry.kind === "grapple" ? "Grapple" : "KillingBlow", { attacker: this.name(id), target: this.name(entry.target) });
    const d = chain.defence;
    if (d.rolls) this.line("DefencePool", { name: this.name(entry.target), base: d.baseDice, armour: d.armourDice, evade: d.evadeDice, pool: d.pool });
    else this.line("NoDefence", { name: this.name(entry.target) });
    let usedDefence = false;
    let usedDamage = false;
    for (let pending = streamlinedAttackRules.pending(chain); pending; pending = streamlinedAttackRules.pending(chain)) {
      if (pending.kind === "apply") {
        chain = streamlinedAttackRules.advance(chain, { kind: "apply", current: this.health[entry.target] });
        continue;
      }
      const source = pending.step === "attackRoll" ? entry.faces : pending.step === "defenceRoll" ? entry.defence : entry.damage;
      const where = `${entry.path}.${pending.step === "attackRoll" ? "faces" : pending.step === "defenceRoll" ? "defence" : "damage"}`;
      if (pending.step === "defenceRoll") usedDefence = true;
      if (pending.step === "damageRoll") usedDamage = true;
      const before = chain.margin;
      chain = streamlinedAttackRules.advance(chain, { kind: "faces", faces: facesFor(pending.pool, source, where) });
      const rolled = pending.step === "attackRoll" ? chain.attack : pending.step === "defenceRoll" ? chain.defenceRoll : chain.damage;
      if (rolled) this.roll(pending.step, rolled);
      // The contest is settled once both sides have rolled (or the target could not): the margin comes before any damage roll.
      if (before === null && chain.margin !== null) {
        this.line("Margin", { margin: chain.margin, outcome: { key: `Outcome.${entry.kind === "killingBlow" ? "killingBlow" : (chain.contestOutcome ?? "miss")}` } });
      }
    }
    if (!usedDefence) refuseUnused(entry.defence, `${entry.path}.defence`);
    if (!usedDamage) refuseUnused(entry.damage, `${entry.path}.damage`);
    const result = streamlinedAttackRules.resolution(chain);
    if (!result) return;
    const e = entry.expect;
    const p = `${entry.path}.expect`;
    this.check(`${p}.attackPool`, e.attackPool, chain.attackPool);
    this.check(`${p}.defencePool`, e.defencePool, chain.defence.pool);
    this.check(`${p}.attackSuccesses`, e.attackSuccesses, chain.attack?.successes ?? null);
    this.check(`${p}.defenceSuccesses`, e.defenceSuccesses, chain.defenceRoll?.successes ?? null);
    this.check(`${p}.margin`, e.margin, result.margin);
    this.check(`${p}.outcome`, e.outcome, result.outcome);
    this.check(`${p}.damagePool`, e.damagePool, chain.damagePool);
    this.check(`${p}.damageSuccesses`, e.damageSuccesses, chain.damage?.successes ?? null);
    if (result.change) {
      const after = result.change.after;
      this.health[entry.target] = after;
      if (result.change.pastZero > 0 || entry.kind === "killingBlow") this.line("PastZero", { name: this.name(entry.target), points: result.change.pastZero, total: after.pastZero });
      else this.line("Damage", { name: this.name(entry.target), points: result.change.taken, type: { key: `DamageType.${entry.damageType}` }, health: currentHealth(after), max: after.max });
      if (result.change.killed) this.line("Dead", { name: this.name(entry.target) });
      else if (isIncapacitated(after) && !isIncapacitated(result.change.before)) {
        this.line("Downed", { name: this.name(entry.target) });
        this.holds = releaseHoldsOf(this.holds, entry.target);
      }
    }
    if (result.hold) {
      this.holds = [...this.holds.filter((hold) => hold.heldId !== result.hold?.heldId), result.hold];
      this.line("Held", { holder: this.name(id), target: this.name(entry.target) });
    }
    this.check(`${p}.targetHealth`, e.targetHealth, currentHealth(this.health[entry.target] ?? target.health));
  }

  escape(id: string, entry: ScenarioEscape, penalty: number): void {
    // planTurn has refused an escape by a combatant no one holds, so the hold is there.
    const hold = holdOn(this.holds, id) as Hold;
    const mine = readPool(escapePool(this.character(id), penalty), facesFor(escapePool(this.character(id), penalty), entry.faces, `${entry.path}.faces`));
    const grip = readPool(gripPool(this.character(hold.holderId)), facesFor(gripPool(this.character(hold.holderId)), entry.grip, `${entry.path}.grip`));
    this.line("Escape", { name: this.name(id), holder: this.name(hold.holderId) });
    this.roll("escape", mine);
    this.roll("grip", grip);
    const result = escapeResult(hold, mine.successes, grip.successes);
    if (result.freed) this.holds = this.holds.filter((other) => other !== hold);
    this.line(result.freed ? "Freed" : "StillHeld", { name: this.name(id), holder: this.name(hold.holderId) });
    this.check(`${entry.path}.expect.freed`, entry.expect.freed, result.freed);
  }

  flee(id: string, entry: ScenarioFlight, penalty: number): void {
    let pursuit: { runnerSuccesses: number; pursuerSuccesses: number } | undefined;
    if (entry.pursuit) {
      this.inFight(entry.pursuit.pursuer, `${entry.path}.pursuit.pursuer`);
      const runnerPool = chasePool(this.character(id), penalty);
      const pursuerPool = chasePool(this.character(entry.pursuit.pursuer));
      const runner = readPool(runnerPool, facesFor(runnerPool, entry.pursuit.faces, `${entry.path}.pursuit.faces`));
      const pursuer = readPool(pursuerPool, facesFor(pursuerPool, entry.pursuit.pursuerFaces, `${entry.path}.pursuit.pursuerFaces`));
      this.roll("chase", runner);
      this.roll("pursuit", pursuer);
      pursuit = { runnerSuccesses: runner.successes, pursuerSuccesses: pursuer.successes };
    }
    const outcome = flee({ held: holdOn(this.holds, id) !== null, incapacitated: isIncapacitated(this.character(id).health), ...(pursuit ? { pursuit } : {}) });
    if (outcome === "fled") {
      this.state = round.leaveFight(this.state, id, "fled");
      this.holds = releaseHoldsOf(this.holds, id);
      this.line("Fled", { name: this.name(id) });
    } else {
      this.line("Caught", { name: this.name(id), pursuer: this.name(entry.pursuit?.pursuer ?? "") });
    }
    this.check(`${entry.path}.expect.fled`, entry.expect.fled, outcome === "fled");
  }

  surrender(id: string, entry: ScenarioSurrender): void {
    const given = surrender(id, { incapacitated: isIncapacitated(this.character(id).health) });
    const answered = entry.accepted === null ? given : answerSurrender(given, entry.accepted);
    this.line("Surrenders", { name: this.name(id) });
    if (answered.accepted === false) {
      this.line("SurrenderRefused", { name: this.name(id) });
      return;
    }
    this.state = round.leaveFight(this.state, id, "surrendered");
    this.holds = releaseHoldsOf(this.holds, id);
  }

  endRound(path: string, expect: StreamlinedScenario["rounds"][number]["expect"]): void {
    this.advance();
    if (this.state.current !== null) {
      throw new StreamlinedError("StreamlinedScenarioTurnMissing", `${path}.turns: the round ends before ${this.state.current} has acted.`, { path: `${path}.turns`, combatant: this.state.current });
    }
    const number = this.state.round;
    const ended = round.endRound(this.state, this.health);
    this.state = ended.state;
    this.scene = ended.scene;
    this.roundsPlayed += 1;
    const names = (ids: readonly string[]) => ids.map((id) => this.name(id));
    const s = ended.scene;
    this.line("EndOfRound", { number, fighting: names(s.fighting), down: names(s.down), fled: names(s.fled), surrendered: names(s.surrendered), dead: names(s.dead) });
    for (const id of [...this.state.order.map((entry) => entry.id), ...this.state.left.map((entry) => entry.id)]) {
      const health = this.health[id];
      if (health) this.line("HealthOf", { name: this.name(id), health: currentHealth(health), max: health.max });
    }
    this.line(s.continues ? "Continues" : "Over");
    this.check(`${path}.expect.order`, expect.order, round.actingOrder(this.state));
    this.check(`${path}.expect.health`, expect.health, expect.health && this.healthNumbers(Object.keys(expect.health)));
    this.check(`${path}.expect.continues`, expect.continues, s.continues);
  }

  healthNumbers(ids: readonly string[]): Record<string, number> {
    return Object.fromEntries(ids.map((id) => [id, currentHealth(this.health[id] ?? this.character(id).health)]));
  }
}

/**
 * Replays a parsed Streamlined scenario through the rules the system plays by: Streamlined's round machine
 * (../rules/round) for the order and turns, its attack chain (../rules/chain) for every attack, grapple and
 * killing blow, and its grapple and flight rules. A refusal of the rules is thrown as it is.
 */
export function replayStreamlinedScenario(scenario: StreamlinedScenario): StreamlinedScenarioResult {
  const replay = new Replay(scenario);
  scenario.rounds.forEach((entry, index) => {
    if (replay.state.over) throw new StreamlinedError("StreamlinedScenarioFightOver", `${entry.path}: the fight is already over.`, { path: entry.path });
    replay.line("Round", { number: replay.state.round });
    for (const note of entry.notes) replay.line("Note", { text: note });
    for (const step of entry.turns) replay.step(step);
    replay.endRound(`rounds[${index}]`, entry.expect);
  });
  const e = scenario.expect;
  const s = replay.scene;
  replay.check("expect.order", e.order, round.actingOrder(replay.state));
  replay.check("expect.health", e.health, e.health && replay.healthNumbers(Object.keys(e.health)));
  replay.check("expect.fled", e.fled, replay.state.left.filter((entry) => entry.by === "fled").map((entry) => entry.id));
  replay.check("expect.surrendered", e.surrendered, replay.state.left.filter((entry) => entry.by === "surrendered").map((entry) => entry.id));
  replay.check("expect.down", e.down, s?.down ?? []);
  replay.check("expect.dead", e.dead, s?.dead ?? []);
  replay.check("expect.over", e.over, replay.state.over);
  replay.check("expect.rounds", e.rounds, replay.roundsPlayed);
  return { scenario, state: replay.state, health: replay.health, holds: replay.holds, scene: replay.scene, roundsPlayed: replay.roundsPlayed, lines: replay.lines, checks: replay.checks };
}
