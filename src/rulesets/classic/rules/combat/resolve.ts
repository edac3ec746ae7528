import { scriptedD10, type D10 } from "../../../../rules/dice/random";
import { RulesError } from "../../../../rules/errors";
import type { HealthState } from "../health/state";
import type { ClassicOptions } from "../ruleset/options";
import type { StatusEffect } from "../status/types";
import type { AttackInput } from "./attack";
import {
  applyAttack,
  attackRollPlan,
  beginAttack,
  chooseDefence,
  damageRollPlan,
  defenceRollPlan,
  effectRollPlan,
  rollAttack,
  rollDamage,
  rollDefence,
  rollEffect,
  rollSoak,
  soakRollPlan,
  type ClassicAttackChain,
  type ClassicStep,
} from "./chain";
import type { DefenceChoice, DefenceOption } from "./defence";
import type { RollPlan } from "./roll-plan";
import { COMBAT_TABLES, type CombatTables } from "./tables";

export interface ResolveChoices {
  /** The defender's choice, or how to make it from the defences it may use; "none" when absent. */
  defence?: DefenceChoice | ((options: readonly DefenceOption[]) => DefenceChoice);
  /** Which soak to roll when there are several (004 exceptional humans); the best expected when absent. */
  soakChoice?: number;
  /** The target as it stands when the result is applied. */
  current?: { health: HealthState; statuses: StatusEffect[] };
}

/** The roll the next step throws, and who throws it; null when the next step rolls nothing. */
export function pendingRoll(chain: ClassicAttackChain, soakChoice?: number): { step: ClassicStep; actor: "attacker" | "defender"; roll: RollPlan } | null {
  switch (chain.next) {
    case "attackRoll":
      return { step: "attackRoll", actor: "attacker", roll: attackRollPlan(chain) };
    case "defenceRoll":
      return { step: "defenceRoll", actor: "defender", roll: defenceRollPlan(chain) };
    case "damageRoll":
      return { step: "damageRoll", actor: "attacker", roll: damageRollPlan(chain) };
    case "soakRoll":
      return { step: "soakRoll", actor: "defender", roll: soakRollPlan(chain, soakChoice) };
    case "effectRoll":
      return { step: "effectRoll", actor: "defender", roll: effectRollPlan(chain) };
    default:
      return null;
  }
}

function draw(d10: D10, count: number): number[] {
  return Array.from({ length: count }, () => d10());
}

/**
 * Runs the whole chain with faces from a source (or a script of faces, which must be used up exactly), for
 * tests, the scenario tool and the benchmark.
 */
export function resolveAttack(
  input: AttackInput,
  options: ClassicOptions,
  dice: D10 | readonly number[],
  choices: ResolveChoices = {},
  tables: CombatTables = COMBAT_TABLES,
): ClassicAttackChain {
  const script = typeof dice === "function" ? null : scriptedD10(dice);
  const d10: D10 = typeof dice === "function" ? dice : (script ?? scriptedD10([]));
  let chain = beginAttack(input, options, tables);
  while (chain.next !== "done") {
    const step = chain.next;
    if (step === "defenceChoice") {
      const wanted = typeof choices.defence === "function" ? choices.defence(chain.defenceOptions) : (choices.defence ?? { kind: "none" });
      chain = chooseDefence(chain, wanted);
      continue;
    }
    if (step === "apply") {
      chain = applyAttack(chain, choices.current);
      continue;
    }
    const pending = pendingRoll(chain, choices.soakChoice);
    const faces = draw(d10, pending?.roll.pool ?? 0);
    if (step === "attackRoll") chain = rollAttack(chain, faces);
    else if (step === "defenceRoll") chain = rollDefence(chain, faces);
    else if (step === "damageRoll") chain = rollDamage(chain, faces);
    else if (step === "soakRoll") chain = rollSoak(chain, faces, choices.soakChoice);
    else chain = rollEffect(chain, faces);
  }
  if (script && script.remaining() > 0) {
    throw new RulesError("FacesLeftOver", `The attack chain ended with ${script.remaining()} scripted faces unused.`, { count: script.remaining() });
  }
  return chain;
}
