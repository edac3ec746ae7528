import { describe, expect, it } from "vitest";
import type { PlannedAction } from "../../../src/rulesets/classic/rules/actions/declaration";
import type { CharacterStats } from "../../../src/rulesets/classic/rules/character/stats";
import type { AttackInput } from "../../../src/rulesets/classic/rules/combat/attack";
import type { AttackRules } from "../../../src/rulesets/classic/rules/combat/attack-rules";
import type { HealthState } from "../../../src/rulesets/classic/rules/health/state";
import type { AttackSummary, RollSummary } from "../../../src/rulesets/classic/rules/ruleset/attack-summary";
import { checkRulesetOptions } from "../../../src/rules/ruleset/check-options";
import { RULESETS } from "../../../src/rulesets/classic/rules/ruleset/registry";
import type { Ruleset, RulesetDefinition } from "../../../src/rulesets/classic/rules/ruleset/ruleset";
import { parseScenario } from "../../../src/rulesets/classic/scenario/parse";
import { replayScenario, unmetExpectations } from "../../../src/rulesets/classic/scenario/replay";
import type { TurnRules } from "../../../src/rulesets/classic/rules/turns/turn-rules";

/*
 * A second ruleset, written here and nowhere in src/rules, plugged into the same interfaces: Streamlined's
 * shape (001) cut down — pools of d10 where 6-9 is one success and 10 two, initiative rolled as a pool with
 * ties in table order, a cumulative −2 on every action past the first, an attack pool against a defence
 * pool with the margin plus the weapon as damage. It runs through the scenario replay untouched.
 */
interface ToyOptions {
  evadeBonus: number;
}
interface ToyChain {
  input: AttackInput;
  attack: RollSummary | null;
  defence: RollSummary | null;
  damage: RollSummary | null;
  health: HealthState;
  done: boolean;
}

const successes = (faces: readonly number[]) => faces.reduce((sum, face) => sum + (face === 10 ? 2 : face >= 6 ? 1 : 0), 0);
function roll(step: string, actor: RollSummary["actor"], pool: number, faces: readonly number[]): RollSummary {
  const net = successes(faces);
  return {
    step, actor, kind: "action", parts: [{ id: "pool", dice: pool }], modifiers: [], pool, baseDifficulty: 6, difficulty: 6, automatic: 0, doubleTens: true,
    faces: [...faces], rolled: net, cancelled: 0, net, botch: false, outcome: net > 0 ? "success" : "failure",
  };
}
const attackPool = (stats: CharacterStats) => stats.attributes.dexterity + stats.abilities.brawl;
const defencePool = (stats: CharacterStats) => Math.max(stats.attributes.dexterity + stats.abilities.athletics, stats.attributes.wits + stats.abilities.awareness);

const toyTurns: TurnRules<ToyOptions> = {
  id: "toy",
  initiativeScore: (stats) => stats.attributes.dexterity + stats.abilities.awareness,
  rollInitiative(input, d10) {
    const faces = Array.from({ length: input.score }, () => d10());
    return { combatantId: input.combatantId, score: input.score, faces, total: successes(faces), tableIndex: input.tableIndex };
  },
  compareInitiative: (a, b) => b.total - a.total || a.tableIndex - b.tableIndex,
  declarationOrder: (steps) => [...steps],
  declarationSpending: () => ({ willpower: 0, blood: 0, rage: 0 }),
  planActions(declaration) {
    const count = declaration.actions.length;
    const actions: PlannedAction[] = declaration.actions.map((action, index) => ({
      index: index + 1, source: "declared", penalty: 2 * (count - 1), basePool: action.pool ?? null, state: "pending", abortCap: null,
      body: action.kind === "attack" ? { kind: "attack", targetId: action.targetId, note: null } : action.kind === "defence" ? { kind: "defence", defence: action.defence } : { kind: "other", note: "other" },
    }));
    return { actions, fullDefence: false };
  },
  fullDefencePenalty: () => 0,
};

const toyAttacks: AttackRules<ToyOptions, ToyChain> = {
  ruleset: "toy",
  defaults: { evadeBonus: 2 },
  begin: (input) => ({ input, attack: null, defence: null, damage: null, health: { ...input.target.health }, done: false }),
  pending(chain) {
    if (chain.done) return null;
    const penalty = chain.input.situation.multipleActionPenalty ?? 0;
    if (!chain.attack) return { kind: "roll", step: "attackRoll", actor: "attacker", roll: { kind: "action", parts: [], modifiers: [], baseDifficulty: 6, pool: Math.max(0, attackPool(chain.input.attacker) + penalty), difficulty: 6, automaticSuccesses: 0, willpower: false, doubleTens: true } };
    if (!chain.defence) return { kind: "roll", step: "defenceRoll", actor: "defender", roll: { kind: "action", parts: [], modifiers: [], baseDifficulty: 6, pool: defencePool(chain.input.target), difficulty: 6, automaticSuccesses: 0, willpower: false, doubleTens: true } };
    const margin = chain.attack.net - chain.defence.net;
    if (margin > 0 && !chain.damage) return { kind: "roll", step: "damageRoll", actor: "attacker", roll: { kind: "damage", parts: [], modifiers: [], baseDifficulty: 6, pool: margin + 1, difficulty: 6, automaticSuccesses: 0, willpower: false, doubleTens: true } };
    return { kind: "apply", step: "apply" };
  },
  advance(chain, answer) {
    const pending = toyAttacks.pending(chain);
    if (answer.kind === "faces" && pending?.kind === "roll") {
      const summary = roll(pending.step, pending.actor, pending.roll.pool, answer.faces);
      if (pending.step === "attackRoll") return { ...chain, attack: summary };
      if (pending.step === "defenceRoll") return { ...chain, defence: summary };
      return { ...chain, damage: summary };
    }
    const hurt = chain.damage?.net ?? 0;
    return { ...chain, health: { ...chain.health, bashing: Math.min(7, chain.health.bashing + hurt) }, done: true };
  },
  resolution: (chain) => (chain.done ? { outcome: chain.damage ? "damaged" : "standoff", health: chain.health, statuses: [], consequence: "none", events: [] } : null),
  resolve: () => {
    throw new Error("not used here");
  },
};

function summarise(chain: ToyChain): AttackSummary {
  const rolls = [chain.attack, chain.defence, chain.damage].filter((entry): entry is RollSummary => entry !== null);
  return {
    outcome: chain.damage ? "damaged" : "standoff", plannedAttack: null, rolls, defence: "none", defenceEffect: "cancelsSuccesses", removedDice: 0,
    hit: chain.attack && chain.defence ? { attack: chain.attack.net, cancelled: chain.defence.net, net: chain.attack.net - chain.defence.net, automatic: false } : null,
    damageType: "bashing", soaked: null, left: chain.damage?.net ?? 0, damage: null, healthBefore: chain.input.target.health, healthAfter: chain.health,
    statusesAfter: [], started: [], consequence: "none", events: [],
  };
}

const TOY: RulesetDefinition<ToyOptions, ToyChain> = {
  id: "toy",
  defaults: { evadeBonus: 2 },
  choices: { evadeBonus: [2, 0] },
  create(options?: unknown): Ruleset<ToyOptions, ToyChain> {
    return { id: "toy", options: checkRulesetOptions("toy", TOY.choices, TOY.defaults, options), turns: toyTurns, attacks: toyAttacks, summariseAttack: summarise };
  },
};

const registry = { ...RULESETS, toy: TOY as RulesetDefinition };

const scenario = {
  ruleset: "toy",
  combatants: [
    { id: "A", name: "Ann", creature: "mortal", attributes: { dexterity: 2 }, abilities: { brawl: 2, awareness: 1 } },
    { id: "B", name: "Ben", creature: "mortal", attributes: { dexterity: 2 }, abilities: { athletics: 1, awareness: 1 } },
  ],
  rounds: [
    {
      initiative: { A: [6, 2, 3], B: [7, 1, 1] },
      declarations: [{ combatant: "A", actions: [{ kind: "attack", target: "B" }, { kind: "attack", target: "B" }] }],
      events: [
        { attack: { attacker: "A", target: "B", faces: [10, 6], defence: { kind: "none" }, expect: { attackPool: 2, attackSuccesses: 3, hits: 3, health: { bashing: 0 } } } },
      ],
    },
  ],
};

describe("a second ruleset plugs in through the same interfaces (rules map: Streamlined, seed 001)", () => {
  it("001: its initiative (a pool, ties in table order), its action economy (−2 on all per extra action) and its attack drive the replay", () => {
    // The defence roll and damage need faces of their own: the toy chain asks for them by step.
    const json = structuredClone(scenario);
    Object.assign(json.rounds[0]?.events[0]?.attack ?? {}, { defence: { kind: "none", faces: [2, 6, 7] }, damage: [6, 6] });
    (json.rounds[0]?.events[0]?.attack as { expect: Record<string, unknown> }).expect = { attackPool: 2, attackSuccesses: 3, defencePool: 3, defenceSuccesses: 2, damagePool: 2, damageSuccesses: 2, health: { bashing: 2 } };
    json.rounds[0]?.events.push({ attack: { attacker: "A", target: "B", faces: [2, 3], defence: { kind: "none", faces: [2, 2, 2] }, expect: { actionIndex: 2, actionPenalty: 2, attackPool: 2, outcome: "standoff" } } } as never);
    const result = replayScenario(parseScenario(json, registry), registry);
    expect(unmetExpectations(result)).toEqual([]);
    expect(result.ruleset).toBe("toy");
    expect(result.options).toEqual({ evadeBonus: 2 });
    // Both roll one success; Ann is first at the table, so she goes first, and nobody is simultaneous.
    expect(result.rounds[0]?.order.map((step) => step.combatantIds)).toEqual([["A"], ["B"]]);
    expect(result.rounds[0]?.declarations.find((entry) => entry.combatantId === "A")?.actions.map((action) => action.penalty)).toEqual([2, 2]);
    expect(result.final.B?.health).toEqual({ bashing: 2, lethal: 0, aggravated: 0 });
  });

  it("its options are checked by the same code: an option it lacks is refused", () => {
    expect(() => parseScenario({ ...scenario, options: { defenceMode: "removeDice" } }, registry)).toThrow(/options\.defenceMode/);
  });

  it("without it in the registry the scenario names the unknown ruleset", () => {
    expect(() => parseScenario(scenario)).toThrow(/^ruleset: No ruleset toy/);
  });
});
