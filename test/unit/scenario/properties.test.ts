import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seededRandom } from "../../../src/rules/dice/random";
import type { RulesError } from "../../../src/rules/errors";
import { HEALTH_TRACK_LENGTH, type HealthState } from "../../../src/rulesets/classic/rules/health/state";
import { classicRuleset } from "../../../src/rulesets/classic/rules/ruleset/classic";
import { parseScenario } from "../../../src/rulesets/classic/scenario/parse";
import { replayScenario } from "../../../src/rulesets/classic/scenario/replay";
import type { ScenarioResult } from "../../../src/rulesets/classic/scenario/result";
import { ScenarioError } from "../../../src/rulesets/classic/scenario/scenario-error";
import { roundCondition } from "../../../src/rulesets/classic/rules/status/schedule";
import type { StatusEffect } from "../../../src/rulesets/classic/rules/status/types";

/*
 * Random fights written as scenarios and replayed. The generator writes declarations and attacks in the
 * order initiative gives them, with dummy faces; the replay's own errors then tell it how many faces each
 * roll wants, and which attacks never came (the attacker stunned, knocked down or turned to defence
 * first). What is left is a fight the rules accept, and the properties below must hold for it.
 */
type Json = Record<string, unknown> & { combatants: Record<string, unknown>[]; rounds: { initiative: Record<string, number>; declarations: unknown[]; events: Record<string, Record<string, unknown>>[] }[] };

const MANEUVERS = [null, "vtmPunch", "vtmKick", "w20Punch", "vtmSweep", "vtmTackle"] as const;

function randomFight(seed: number, size: number, rounds: number, options: Record<string, unknown>): { json: Json; random: () => number } {
  const random = seededRandom(seed);
  const pick = (n: number) => Math.floor(random() * n);
  const ids = Array.from({ length: size }, (_, index) => `c${index}`);
  const combatants = ids.map((id) => ({
    id,
    creature: ["mortal", "vampire", "ghoul"][pick(3)],
    attributes: { strength: 1 + pick(5), dexterity: 1 + pick(5), stamina: 1 + pick(4), wits: 1 + pick(4) },
    abilities: { brawl: pick(5), athletics: pick(4), dodge: pick(4) },
    disciplines: { fortitude: pick(3), potence: pick(2) },
    willpower: 1 + pick(6),
  }));
  return { json: { ruleset: "classic", options, combatants, rounds: Array.from({ length: rounds }, () => ({ initiative: {}, declarations: [], events: [] })) }, random };
}

/** Writes round `index`: initiative faces, declarations, and attack events in walk order, from the fight so far. */
function writeRound(json: Json, index: number, random: () => number, before: ScenarioResult | null): void {
  const pick = (n: number) => Math.floor(random() * n);
  const ruleset = classicRuleset(json.options);
  const stats = parseScenario(json).combatants.map((combatant) => combatant.stats);
  const round = json.rounds[index];
  if (!round) return;
  const entries = stats.map((character, table) => {
    const now = before?.final[character.id];
    const statuses: StatusEffect[] = now ? now.statuses : character.statuses;
    const health: HealthState = now ? now.health : character.health;
    const condition = roundCondition(statuses, health, index + 1);
    const score = ruleset.turns.initiativeScore({ ...character, health, statuses }, condition.initiativePenalty);
    const face = 1 + pick(10);
    round.initiative[character.id] = face;
    return { id: character.id, total: score + face, score, table, blocked: condition.blockedBy !== null, getsUp: condition.mustGetUp };
  });
  const order = [...entries].sort((a, b) => b.total - a.total || b.score - a.score || a.table - b.table);
  const plans = new Map<string, { targets: string[]; dodges: number }>();
  for (const entry of order) {
    if (entry.blocked) continue;
    const others = entries.filter((other) => other.id !== entry.id).map((other) => other.id);
    const attacks = 1 + pick(2);
    const targets = Array.from({ length: attacks }, () => others[pick(others.length)] ?? "");
    const dodges = pick(2);
    plans.set(entry.id, { targets, dodges });
    round.declarations.push({
      combatant: entry.id,
      actions: [...targets.map((target) => ({ kind: "attack", target })), ...Array.from({ length: dodges }, () => ({ kind: "defence", defence: "dodge" }))],
    });
  }
  // Knocked down at the round's start, a combatant's first action is getting up (000 §2.10): its attacks move one phase on.
  for (let phase = 0; phase < 3; phase++) {
    for (const entry of order) {
      const target = plans.get(entry.id)?.targets[phase - (entry.getsUp ? 1 : 0)];
      if (target === undefined) continue;
      const dodge = plans.get(target)?.dodges ? { kind: "dodge", faces: [] } : pick(3) === 0 ? { kind: "dodge", abort: { willpowerRoll: [] }, faces: [] } : "none";
      const maneuver = MANEUVERS[pick(MANEUVERS.length)];
      round.events.push({ attack: { attacker: entry.id, target, ...(maneuver ? { maneuver } : {}), defence: dodge, faces: [], damage: [], soak: [], effect: [] } });
    }
  }
}

function at(json: unknown, path: string): { parent: Record<string, unknown> | unknown[]; key: string | number } {
  const parts = path.match(/[^.[\]]+/g) ?? [];
  let node = json as Record<string, unknown>;
  for (const part of parts.slice(0, -1)) node = node[/^\d+$/.test(part) ? Number(part) : part] as Record<string, unknown>;
  const last = parts.at(-1) ?? "";
  return { parent: node, key: /^\d+$/.test(last) ? Number(last) : last };
}

/** Replays, mending the script where the replay says it must, until the rules accept it. */
function settle(json: Json, random: () => number, upTo: number): ScenarioResult {
  const face = () => 1 + Math.floor(random() * 10);
  for (let attempt = 0; attempt < 500; attempt++) {
    const trial = { ...json, rounds: json.rounds.slice(0, upTo) };
    try {
      return replayScenario(parseScenario(trial));
    } catch (error) {
      if (!(error instanceof ScenarioError)) throw error;
      const { parent, key } = at(json, error.path);
      const set = (value: unknown) => ((parent as Record<string | number, unknown>)[key] = value);
      if (error.key === "ScenarioFacesCount") set(Array.from({ length: Number(error.data.expected) }, face));
      else if (error.key === "ScenarioFacesUnused") set(error.path.endsWith(".abort") ? undefined : []);
      else if (error.key === "ScenarioDefenceNotPossible") set("none");
      else if (error.key === "ScenarioEventRefused" && ["AbortNoActionLeft", "NoDeclaredDefence"].includes((error.cause as RulesError).key)) set("none");
      // An attack whose action was lost (stunned, knocked down, given up for a defence) never comes.
      else if (["ScenarioCannotAct", "ScenarioNoTurnLeft", "ScenarioOutOfTurn"].includes(error.key)) {
        const events = at(json, error.path.replace(/\.attack$/, "")) as { parent: unknown[]; key: number };
        events.parent.splice(events.key, 1);
      } else throw error;
    }
  }
  throw new Error("the fight did not settle");
}

/** The fights played so far: the four properties below look at the same random fights, each played once. */
const played = new Map<string, ScenarioResult>();

function play(seed: number, size: number, rounds: number, options: Record<string, unknown>): ScenarioResult {
  const key = JSON.stringify([seed, size, rounds, options]);
  const known = played.get(key);
  if (known) return known;
  const result = playFresh(seed, size, rounds, options);
  played.set(key, result);
  return result;
}

function playFresh(seed: number, size: number, rounds: number, options: Record<string, unknown>): ScenarioResult {
  const { json, random } = randomFight(seed, size, rounds, options);
  let result: ScenarioResult | null = null;
  for (let index = 0; index < rounds; index++) {
    writeRound(json, index, random, result);
    result = settle(json, random, index + 1);
  }
  if (!result) throw new Error("no round");
  return result;
}

function numbers(value: unknown, out: number[] = []): number[] {
  if (typeof value === "number") out.push(value);
  else if (Array.isArray(value)) for (const item of value) numbers(item, out);
  else if (value && typeof value === "object") for (const item of Object.values(value)) numbers(item, out);
  return out;
}

const fight = fc.record({
  seed: fc.integer(),
  size: fc.integer({ min: 2, max: 5 }),
  rounds: fc.integer({ min: 1, max: 3 }),
  options: fc.record({
    defenceMode: fc.constantFrom("subtractSuccesses", "removeDice"),
    halfLevelDamage: fc.boolean(),
    stunRule: fc.constantFrom("stun", "dazed"),
    dodgeAbility: fc.constantFrom("athletics", "dodge"),
  }),
});
// One random seed for the file (fast-check prints it when a property fails), so every property checks the
// same 30 fights: a fight is the costly part, replayed hundreds of times while it is written.
const runs = { numRuns: 30, seed: Math.floor(Math.random() * 2 ** 31) };

describe("random fights replayed as scenarios (properties)", { timeout: 120_000 }, () => {
  it("no NaN or infinity anywhere in the result (design.md: no NaN)", () => {
    fc.assert(fc.property(fight, ({ seed, size, rounds, options }) => {
      expect(numbers(play(seed, size, rounds, options)).every(Number.isFinite)).toBe(true);
    }), runs);
  });

  it("V20 core: health never beyond the seven levels of the track, never below 0", () => {
    fc.assert(fc.property(fight, ({ seed, size, rounds, options }) => {
      const result = play(seed, size, rounds, options);
      const healths = [
        ...result.rounds.flatMap((round) => [...Object.values(round.end).map((state) => state.health), ...round.events.flatMap((event) => (event.detail.kind === "attack" ? [event.detail.summary.healthAfter] : []))]),
        ...Object.values(result.final).map((state) => state.health),
      ];
      for (const health of healths) {
        expect(health.bashing + health.lethal + health.aggravated).toBeLessThanOrEqual(HEALTH_TRACK_LENGTH);
        expect(Math.min(health.bashing, health.lethal, health.aggravated)).toBeGreaterThanOrEqual(0);
      }
    }), runs);
  });

  it("004 Stun, 000 §2.10: nobody attacks while stunned, dazed or incapacitated", () => {
    // Read here from the fighter's own statuses and health, not with the rules' actionBlocker: a status
    // runs from sinceRound through expiresAfterRound (null: until removed); stunned, dazed (its
    // sinceRound is the lost round), incapacitated and torpor stop attacks, and so do seven levels of damage.
    const stopping = new Set(["stunned", "dazed", "incapacitated", "torpor"]);
    const stopped = (fighter: { health: HealthState; statuses: StatusEffect[] }, round: number) =>
      fighter.health.bashing + fighter.health.lethal + fighter.health.aggravated >= HEALTH_TRACK_LENGTH ||
      fighter.statuses.some((status) => stopping.has(status.id) && status.sinceRound <= round && (status.expiresAfterRound === null || round <= status.expiresAfterRound));
    fc.assert(fc.property(fight, ({ seed, size, rounds, options }) => {
      const result = play(seed, size, rounds, options);
      const track = new Map(result.combatants.map((combatant) => [combatant.id, { health: { bashing: 0, lethal: 0, aggravated: 0 } as HealthState, statuses: [] as StatusEffect[] }]));
      for (const round of result.rounds) {
        for (const event of round.events) {
          if (event.detail.kind !== "attack") continue;
          const attacker = track.get(event.detail.attacker);
          expect(attacker, event.detail.attacker).toBeDefined();
          if (attacker) expect(stopped(attacker, round.round), `${event.detail.attacker} attacks in round ${round.round}`).toBe(false);
          track.set(event.detail.target, { health: event.detail.summary.healthAfter, statuses: event.detail.summary.statusesAfter });
        }
        for (const [id, state] of Object.entries(round.end)) track.set(id, { health: state.health, statuses: [...state.statuses] });
      }
    }), runs);
  });

  it("002 ¶2: the order is total; steps share a moment only on equal total and score", () => {
    fc.assert(fc.property(fight, ({ seed, size, rounds, options }) => {
      for (const round of play(seed, size, rounds, options).rounds) {
        const byId = new Map(round.initiative.map((entry) => [entry.combatantId, entry]));
        round.order.forEach((step, index) => {
          for (const id of step.combatantIds) expect([byId.get(id)?.total, byId.get(id)?.score]).toEqual([step.total, step.score]);
          const next = round.order[index + 1];
          if (next) expect(step.total > next.total || (step.total === next.total && step.score > next.score)).toBe(true);
        });
        expect(round.order.flatMap((step) => step.combatantIds).sort()).toEqual(round.initiative.map((entry) => entry.combatantId).sort());
      }
    }), runs);
  });
});
