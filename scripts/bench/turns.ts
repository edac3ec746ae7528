import type { DeclaredAction } from "../../src/rulesets/classic/rules/actions/declaration";
import { d10From, seededRandom } from "../../src/rules/dice/random";
import { rollRoundInitiative } from "../../src/rulesets/classic/rules/initiative/roll-round";
import { CLASSIC_DEFAULTS } from "../../src/rulesets/classic/rules/ruleset/options";
import { ABLE } from "../../src/rulesets/classic/rules/status/schedule";
import { classicTurnRules } from "../../src/rulesets/classic/rules/turns/classic-turn-rules";
import { plannedPhases } from "../../src/rulesets/classic/rules/turns/queries";
import { roundMachine } from "../../src/rulesets/classic/rules/turns/round-machine";
import type { RoundState } from "../../src/rulesets/classic/rules/turns/round-state";
import { medianMicros, micros, type BenchRow } from "./measure";

const machine = roundMachine({ rules: classicTurnRules, options: CLASSIC_DEFAULTS });
const resources = { willpower: { permanent: 5, current: 5 }, blood: null, celerity: 0, rage: null };

/** Rolls initiative for `count` combatants (scores 2..11) and begins the round: order and declaration order. */
function begin(count: number, d10: () => number): RoundState {
  const inputs = Array.from({ length: count }, (_, index) => ({ combatantId: `c${index}`, score: 2 + (index % 10), tableIndex: index }));
  const { entries } = rollRoundInitiative(classicTurnRules, CLASSIC_DEFAULTS, inputs, d10);
  return machine.begin(1, entries.map((initiative) => ({ id: initiative.combatantId, initiative, resources, condition: ABLE })));
}

/** Everyone declares, slowest first: `actions` attacks on the next combatant, the last one a dodge. */
function declareAll(state: RoundState, count: number, actions: number): RoundState {
  let next = state;
  while (next.phase === "declaration") {
    const id = next.queue[0]?.combatantIds[0] ?? "";
    const target = `c${(Number(id.slice(1)) + 1) % count}`;
    const list: DeclaredAction[] = Array.from({ length: actions }, (_, index) =>
      index === actions - 1 && actions > 1 ? { kind: "defence", defence: "dodge", pool: 6 } : { kind: "attack", targetId: target, pool: 6 },
    );
    next = machine.declare(next, { combatantId: id, actions: list });
  }
  return next;
}

export function benchTurns(): BenchRow[] {
  const d10 = d10From(seededRandom(20));
  const setUp = medianMicros(
    () => {
      plannedPhases(declareAll(begin(50, d10), 50, 2));
    },
    { runs: 15, iterations: 40 },
  );
  const fullRound = medianMicros(
    () => {
      let state = declareAll(begin(20, d10), 20, 3);
      while (state.phase === "action" || state.phase === "extra") state = machine.advance(state);
    },
    { runs: 15, iterations: 40 },
  );
  return [
    { measure: "Turn order for 50 combatants: roll, order, declarations slowest first, action phases planned (median)", value: micros(setUp) },
    { measure: "A full round, 20 combatants × 3 declared actions, walked through every phase (median)", value: micros(fullRound) },
  ];
}
