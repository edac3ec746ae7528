import type { D10 } from "../../../../rules/dice/random";
import { RulesError } from "../../../../rules/errors";
import type { HealthState } from "../health/state";
import type { TrackConsequence } from "../health/track";
import { CLASSIC_DEFAULTS, type ClassicOptions } from "../ruleset/options";
import type { StatusEffect } from "../status/types";
import type { AttackInput } from "./attack";
import {
  applyAttack,
  beginAttack,
  chooseDefence,
  rollAttack,
  rollDamage,
  rollDefence,
  rollEffect,
  rollSoak,
  soakAsNow,
  type AttackOutcome,
  type ClassicAttackChain,
  type CombatEvent,
} from "./chain";
import type { DefenceChoice } from "./defence";
import { pendingRoll, resolveAttack, type ResolveChoices } from "./resolve";
import type { RollPlan } from "./roll-plan";
import type { SoakTraits } from "./soak";

/**
 * What the chat chain needs from a ruleset's attack, whatever its dice: begin from the same attack input,
 * say what the next card asks for, take the answer, and end with the target's new health and statuses.
 * Classic rolls pools against difficulties; a Streamlined ruleset (attack pool against defence pool, the
 * margin plus the weapon as damage, no difficulty, no botch) implements the same interface with its own
 * chain type and steps, without touching Classic's code.
 */
export type PendingStep =
  | { kind: "roll"; step: string; actor: "attacker" | "defender"; roll: RollPlan }
  | { kind: "choice"; step: string; actor: "defender"; choices: readonly { kind: string; available: boolean; reason: string | null }[] }
  | { kind: "apply"; step: string };

export type StepAnswer =
  /** `willpower`: a Willpower point's automatic success on the roll against a maneuver's effect (V20 core). */
  | { kind: "faces"; faces: readonly number[]; soakChoice?: number; soakTraits?: SoakTraits; willpower?: boolean }
  | { kind: "defence"; choice: DefenceChoice }
  | { kind: "apply"; current?: { health: HealthState; statuses: StatusEffect[] } };

export interface AttackResolution {
  outcome: AttackOutcome;
  health: HealthState;
  statuses: StatusEffect[];
  consequence: TrackConsequence;
  events: CombatEvent[];
}

export interface AttackRules<TOptions, TChain> {
  readonly ruleset: string;
  readonly defaults: Readonly<TOptions>;
  begin(input: AttackInput, options: TOptions): TChain;
  /** What the next card asks for; null once the chain is done. */
  pending(chain: TChain): PendingStep | null;
  advance(chain: TChain, answer: StepAnswer): TChain;
  /** The target after the attack; null until the chain is done. */
  resolution(chain: TChain): AttackResolution | null;
  /** The whole chain at once, from a source of faces. */
  resolve(input: AttackInput, options: TOptions, dice: D10 | readonly number[], choices?: ResolveChoices): TChain;
}

function wrongAnswer(chain: ClassicAttackChain, answer: StepAnswer): RulesError {
  return new RulesError("ChainStepOutOfOrder", `The attack chain expects ${chain.next}, not an answer of kind ${answer.kind}.`, { expected: chain.next, got: answer.kind });
}

export const classicAttackRules: AttackRules<ClassicOptions, ClassicAttackChain> = {
  ruleset: "classic",
  defaults: CLASSIC_DEFAULTS,
  begin: (input, options) => beginAttack(input, options),
  pending(chain) {
    if (chain.next === "done") return null;
    if (chain.next === "defenceChoice") return { kind: "choice", step: chain.next, actor: "defender", choices: chain.defenceOptions };
    if (chain.next === "apply") return { kind: "apply", step: chain.next };
    const roll = pendingRoll(chain);
    return roll ? { kind: "roll", ...roll } : null;
  },
  advance(chain, answer) {
    switch (chain.next) {
      case "defenceChoice":
        if (answer.kind !== "defence") throw wrongAnswer(chain, answer);
        return chooseDefence(chain, answer.choice);
      case "apply":
        if (answer.kind !== "apply") throw wrongAnswer(chain, answer);
        return applyAttack(chain, answer.current);
      case "done":
        throw wrongAnswer(chain, answer);
      default: {
        if (answer.kind !== "faces") throw wrongAnswer(chain, answer);
        const faces = answer.faces;
        // The attack's point rides on its plan and the defence's on its choice: only the effect roll takes one here.
        if (answer.willpower === true && chain.next !== "effectRoll") {
          throw new RulesError("WillpowerNotOnStep", `A Willpower point is not taken on the ${chain.next} answer.`, { step: chain.next });
        }
        if (chain.next === "attackRoll") return rollAttack(chain, faces);
        if (chain.next === "defenceRoll") return rollDefence(chain, faces);
        if (chain.next === "damageRoll") return rollDamage(chain, faces);
        if (chain.next === "soakRoll") {
          // The soak is rolled with the defender as they stood then, when the answer says so (soakAsNow).
          const now = answer.soakTraits ? soakAsNow(chain, answer.soakTraits) : chain;
          if (now.next !== "soakRoll") {
            if (faces.length) throw new RulesError("ChainStepOutOfOrder", "There was no soak to roll.", { expected: now.next, got: "soakRoll" });
            return now;
          }
          return rollSoak(now, faces, answer.soakChoice);
        }
        return rollEffect(chain, faces, answer.willpower === true);
      }
    }
  },
  resolution(chain) {
    if (chain.next !== "done" || !chain.result || !chain.outcome) return null;
    return {
      outcome: chain.outcome,
      health: chain.result.after.health,
      statuses: chain.result.after.statuses,
      consequence: chain.result.consequence,
      events: chain.result.events,
    };
  },
  resolve: (input, options, dice, choices) => resolveAttack(input, options, dice, choices),
};
