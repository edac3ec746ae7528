import { describe, expect, it } from "vitest";
import { scriptedD10 } from "../../../src/rules/dice/random";
import type { CharacterStats } from "../../../src/rulesets/classic/rules/character/stats";
import type { AttackInput } from "../../../src/rulesets/classic/rules/combat/attack";
import { classicAttackRules } from "../../../src/rulesets/classic/rules/combat/attack-rules";
import { answersOf } from "../../../src/rulesets/classic/rules/combat/replay";
import { findManeuver } from "../../../src/rulesets/classic/rules/maneuvers/catalogue";
import { createRuleset } from "../../../src/rulesets/classic/rules/ruleset/registry";
import type { ClassicOptions } from "../../../src/rulesets/classic/rules/ruleset/options";
import { roundCombatantInput } from "../../../src/rulesets/classic/rules/turns/round-input";
import { roundMachine } from "../../../src/rulesets/classic/rules/turns/round-machine";
import type { RoundState } from "../../../src/rulesets/classic/rules/turns/round-state";
import { exportedRounds, exportScenario, ScenarioExportError, type ExportChain, type ScenarioExportInput } from "../../../src/rulesets/classic/scenario/export";
import { parseScenario } from "../../../src/rulesets/classic/scenario/parse";
import { replayScenario, unmetExpectations } from "../../../src/rulesets/classic/scenario/replay";

/*
 * The exporter on a hand-made fight: docs/scenario-format.md's "Ann punches Ben", played as a Combat and its
 * card would store it (the round machine's state, the chain's start and answers), exported and replayed.
 */

const ann = parseScenario({
  ruleset: "classic",
  combatants: [
    { id: "actorA", name: "Ann", creature: "mortal", attributes: { strength: 3, dexterity: 3, stamina: 2, wits: 2 }, abilities: { brawl: 3 } },
    { id: "actorB", name: "Ben", creature: "mortal", attributes: { dexterity: 2, stamina: 2, wits: 2 }, abilities: { athletics: 2 } },
  ],
  rounds: [],
}).combatants.map((combatant) => combatant.stats);
const [annStats, benStats] = ann as [CharacterStats, CharacterStats];

const ruleset = createRuleset("classic", { stunRule: "dazed" });
const options = ruleset.options as ClassicOptions;

/** The round a Combat would store: combatant ids "A" and "B", Ann's die 7 and Ben's 4, both declared. */
function storedRound(roundNumber = 1): RoundState {
  const machine = roundMachine<unknown>({ rules: ruleset.turns, options: ruleset.options });
  const inputs = [annStats, benStats].map((stats, tableIndex) => {
    const id = tableIndex === 0 ? "A" : "B";
    const score = ruleset.turns.initiativeScore(stats, 0);
    const entry = ruleset.turns.rollInitiative({ combatantId: id, score, tableIndex }, scriptedD10([tableIndex === 0 ? 7 : 4]), null, ruleset.options);
    return roundCombatantInput({ ...stats, id }, entry, roundNumber);
  });
  let state = machine.begin(roundNumber, inputs);
  state = machine.declare(state, { combatantId: "B", actions: [{ kind: "defence", defence: "dodge" }] });
  state = machine.declare(state, { combatantId: "A", actions: [{ kind: "attack", targetId: "B" }] });
  return { ...state, roundId: "r1" };
}

/** Ann's punch as its card records it: the start (the actors' stats) and every answer, the dodge declared. */
function punchCard(finished = true): ExportChain {
  const start: AttackInput = { attacker: annStats, target: benStats, method: { kind: "maneuver", maneuver: findManeuver("vtmPunch") }, situation: { round: 1, multipleActionPenalty: 0, targetWeapon: null } };
  let chain = classicAttackRules.begin(start, options);
  const faces = [[6, 7, 8, 2, 3, 4], [6, 2, 3, 4], [6, 7, 2, 3], [6, 2]];
  for (let step = 0; step < 10; step++) {
    const pending = classicAttackRules.pending(chain);
    if (!pending || (!finished && pending.kind === "apply")) break;
    if (pending.kind === "roll") chain = classicAttackRules.advance(chain, { kind: "faces", faces: faces.shift() ?? [] });
    else if (pending.kind === "choice") chain = classicAttackRules.advance(chain, { kind: "defence", choice: { kind: "dodge", multipleActionPenalty: 0 } });
    else chain = classicAttackRules.advance(chain, { kind: "apply" });
  }
  const answers = answersOf(chain).map((answer) => (answer.step === "defenceChoice" ? { ...answer, cost: { offer: "declared" as const, granted: true } } : answer));
  return { kind: "attack", ruleset: "classic", start, answers, roundAction: "combat1.r1.A.1", undone: false, options: { ...options } };
}

function input(extra: Partial<ScenarioExportInput> = {}): ScenarioExportInput {
  return {
    title: "Ann punches Ben",
    note: "Exported from turn 1.",
    options: { ...options },
    combatId: "combat1",
    round: storedRound(),
    fighters: [
      { id: "A", statsId: "actorA", stats: annStats, weapons: [], inHand: null },
      { id: "B", statsId: "actorB", stats: benStats, weapons: [], inHand: null },
    ],
    chains: [punchCard()],
    ...extra,
  };
}

describe("a fight exported as a scenario (scenario/export.ts)", () => {
  it("writes the round's dice, declarations and the card's attack, and the file replays to the card's numbers", () => {
    const file = exportScenario(input());
    // The title and the note come in the table's language from the Foundry layer, with the turns the file holds.
    expect([file.title, file.notes]).toEqual(["Ann punches Ben", ["Exported from turn 1."]]);
    expect(exportedRounds(input())).toEqual({ first: 1, last: 1 });
    expect(exportedRounds({ round: { ...storedRound(), round: 3 }, earlier: [{ ...storedRound(), round: 2 }] })).toEqual({ first: 2, last: 3 });
    expect(exportedRounds({ round: { ...storedRound(), round: 3 }, earlier: [{ ...storedRound(), round: 1 }] })).toEqual({ first: 3, last: 3 });
    expect(file.combatants).toEqual([
      { id: "A", name: "Ann", creature: "mortal", attributes: { ...annStats.attributes }, abilities: { brawl: 3 }, willpower: 1, inHand: null },
      { id: "B", name: "Ben", creature: "mortal", attributes: { ...benStats.attributes }, abilities: { athletics: 2 }, willpower: 1, inHand: null },
    ]);
    const [round] = file.rounds as Record<string, unknown>[];
    expect(round?.initiative).toEqual({ A: [7], B: [4] });
    expect(round?.declarations).toEqual([
      { combatant: "A", actions: [{ kind: "attack", target: "B" }] },
      { combatant: "B", actions: [{ kind: "defence", defence: "dodge" }] },
    ]);
    expect(round?.events).toEqual([
      {
        attack: {
          attacker: "A",
          target: "B",
          maneuver: "vtmPunch",
          defence: { kind: "dodge", faces: [6, 2, 3, 4] },
          faces: [6, 7, 8, 2, 3, 4],
          damage: [6, 7, 2, 3],
          soak: [6, 2],
          soakChoice: 0,
          effect: [],
          expect: { attackSuccesses: 3, defenceSuccesses: 1, hits: 2, damageSuccesses: 2, soaked: 1, levels: 1, outcome: "damaged", health: { bashing: 1, lethal: 0, aggravated: 0 } },
        },
      },
    ]);
    const result = replayScenario(parseScenario(JSON.parse(JSON.stringify(file))));
    expect(unmetExpectations(result)).toEqual([]);
    expect(result.expectations.length).toBeGreaterThanOrEqual(8);
    expect(result.final.B?.health).toEqual({ bashing: 1, lethal: 0, aggravated: 0 });
  });

  it("leaves out undone cards and those of other fights or turns; a fighter no card names is its sheet now", () => {
    const other = { ...punchCard(), roundAction: "combat2.r1.A.1" };
    const earlier = { ...punchCard(), roundAction: "combat1.r0.A.1" };
    const undone = { ...punchCard(), undone: true };
    const hurtBen = { ...benStats, health: { bashing: 2, lethal: 0, aggravated: 0 } };
    const file = exportScenario(input({
      chains: [other, earlier, undone],
      round: { ...storedRound(), phase: "ended" },
      fighters: [
        { id: "A", statsId: "actorA", stats: annStats, weapons: [], inHand: null },
        { id: "B", statsId: "actorB", stats: hurtBen, weapons: [], inHand: null },
      ],
    }));
    expect((file.rounds as { events: unknown[] }[])[0]?.events).toEqual([]);
    expect((file.combatants as { health?: unknown }[])[1]?.health).toEqual({ bashing: 2, lethal: 0, aggravated: 0 });
  });

  it("moves statuses back by the turns before the stored one, so they last as they did", () => {
    const dazed = { ...benStats, statuses: [{ id: "dazed" as const, sinceRound: 3, expiresAfterRound: 4 }] };
    const file = exportScenario(input({
      round: { ...storedRound(3), phase: "ended" },
      chains: [],
      fighters: [
        { id: "A", statsId: "actorA", stats: annStats, weapons: [], inHand: null },
        { id: "B", statsId: "actorB", stats: dazed, weapons: [], inHand: null },
      ],
    }));
    expect((file.combatants as { statuses?: unknown }[])[1]?.statuses).toEqual([{ id: "dazed", sinceRound: 1, expiresAfterRound: 2 }]);
  });

  it("refuses what it cannot replay: a turn still declared, an attack half played or not yet made", () => {
    const reason = (work: () => unknown) => {
      try {
        work();
      } catch (error) {
        return error instanceof ScenarioExportError ? error.reason : String(error);
      }
      return "exported";
    };
    expect(reason(() => exportScenario(input({ round: { ...storedRound(), phase: "declaration" } })))).toBe("stillDeclaring");
    expect(reason(() => exportScenario(input({ chains: [punchCard(false)] })))).toBe("unfinished");
    expect(reason(() => exportScenario(input({ chains: [] })))).toBe("unfinished");
    expect(reason(() => exportScenario(input({ round: { ...storedRound(), ruleset: "streamlined" } })))).toBe("notClassic");
  });
});
