import { ABILITIES, type Ability } from "../../src/rules/character/traits";
import type { CharacterStats } from "../../src/rulesets/classic/rules/character/stats";
import type { DefenceChoice } from "../../src/rulesets/classic/rules/combat/defence";
import { resolveAttack } from "../../src/rulesets/classic/rules/combat/resolve";
import { d10From, seededRandom, type D10 } from "../../src/rules/dice/random";
import { findManeuver } from "../../src/rulesets/classic/rules/maneuvers/catalogue";
import { classicRuleset } from "../../src/rulesets/classic/rules/ruleset/classic";
import { roundCondition } from "../../src/rulesets/classic/rules/status/schedule";
import { currentTurn } from "../../src/rulesets/classic/rules/turns/queries";
import { roundCombatantInput } from "../../src/rulesets/classic/rules/turns/round-input";
import { roundMachine } from "../../src/rulesets/classic/rules/turns/round-machine";
import type { RoundState } from "../../src/rulesets/classic/rules/turns/round-state";
import { medianMicros, micros, type BenchRow } from "./measure";

const ruleset = classicRuleset();
const machine = roundMachine({ rules: ruleset.turns, options: ruleset.options });
const punch = findManeuver("vtmPunch");

function sheet(index: number): CharacterStats {
  const abilities = Object.fromEntries(ABILITIES.map((ability) => [ability, 0])) as Record<Ability, number>;
  return {
    id: `c${index}`,
    name: `c${index}`,
    creature: index % 3 === 0 ? "vampire" : "mortal",
    attributes: { strength: 3, dexterity: 2 + (index % 3), stamina: 3, charisma: 2, manipulation: 2, appearance: 2, perception: 2, intelligence: 2, wits: 2 + (index % 2) },
    abilities: { ...abilities, brawl: 3, athletics: 3 },
    specialties: {},
    willpower: { permanent: 5, current: 5 },
    health: { bashing: 0, lethal: 0, aggravated: 0 },
    armour: { rating: 0, dexterityPenalty: 0 },
    disciplines: { celerity: 0, fortitude: index % 3 === 0 ? 2 : 0, potence: 0 },
    blood: index % 3 === 0 ? { permanent: 10, current: 10 } : null,
    garou: null,
    statuses: [],
    ignoresWoundPenalties: false,
  };
}

/**
 * One full round: initiative for 20, declarations slowest first (two attacks and a dodge each), then every
 * phase walked, each attack resolved through the chain with the target's declared dodge when it has one
 * left, the damage written back and the round told of any stun.
 */
function fullRound(d10: D10): RoundState {
  const count = 20;
  const sheets = new Map(Array.from({ length: count }, (_, index) => [`c${index}`, sheet(index)]));
  const inputs = [...sheets.values()].map((stats, tableIndex) => {
    const entry = ruleset.turns.rollInitiative({ combatantId: stats.id, score: ruleset.turns.initiativeScore(stats), tableIndex }, d10, null, ruleset.options);
    return roundCombatantInput(stats, entry, 1);
  });
  let state = machine.begin(1, inputs);
  while (state.phase === "declaration") {
    const id = state.queue[0]?.combatantIds[0] ?? "";
    const target = `c${(Number(id.slice(1)) + 1) % count}`;
    state = machine.declare(state, { combatantId: id, actions: [{ kind: "attack", targetId: target }, { kind: "attack", targetId: target }, { kind: "defence", defence: "dodge" }] });
  }
  while (state.phase === "action" || state.phase === "extra") {
    for (const turn of currentTurn(state)) {
      if (turn.body.kind !== "attack") continue;
      const attacker = sheets.get(turn.combatantId);
      const target = sheets.get(turn.body.targetId);
      if (!attacker || !target) continue;
      if (roundCondition(attacker.statuses, attacker.health, 1).blockedBy) continue;
      const chain = resolveAttack(
        { attacker, target, method: { kind: "maneuver", maneuver: punch }, situation: { round: 1, multipleActionPenalty: -turn.penalty } },
        ruleset.options,
        d10,
        {
          defence: (options): DefenceChoice => {
            const left = state.combatants.find((combatant) => combatant.id === target.id)?.actions.some((action) => action.state === "pending" && action.body.kind === "defence");
            if (!left || !options.some((option) => option.kind === "dodge" && option.available)) return { kind: "none" };
            const spent = machine.spendDefence(state, target.id, { attackerId: attacker.id, defence: "dodge" });
            state = spent.state;
            return { kind: "dodge", multipleActionPenalty: -spent.allowance.penalty };
          },
        },
      );
      if (chain.result) {
        target.health = chain.result.after.health;
        target.statuses = chain.result.after.statuses;
        const condition = roundCondition(target.statuses, target.health, 1);
        const before = state.combatants.find((combatant) => combatant.id === target.id)?.condition;
        if (condition.blockedBy !== before?.blockedBy || condition.mustGetUp !== before.mustGetUp) state = machine.updateCondition(state, target.id, condition);
      }
    }
    state = machine.advance(state);
  }
  return state;
}

export function benchRound(): BenchRow[] {
  const d10 = d10From(seededRandom(2026));
  const perRound = medianMicros(() => fullRound(d10), { runs: 15, iterations: 20 });
  return [
    {
      measure: "A full round of 20 combatants × 3 actions: initiative, declarations, every phase, every attack through the chain (attack, dodge, damage, soak, apply)",
      value: micros(perRound),
    },
  ];
}
