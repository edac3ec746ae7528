import { buildRoll, type NamedModifier, type PoolPart, type RollPlan } from "../combat/roll-plan";
import { RulesError } from "../../../../rules/errors";
import type { ClassicOptions } from "../ruleset/options";

/** A roll of one or two traits from a sheet: an attribute, an ability, or an attribute plus an ability. */
export interface TraitRollInput {
  /** The traits' dice as rolled (form and armour already applied to attributes). */
  traits: PoolPart[];
  /** Dice the player adds or takes away for the situation. */
  extraDice: number;
  /** 0 or less (000 §5); callers pass 0 where wounds do not count. */
  woundPenalty: number;
  difficulty: number;
  incapacitated: boolean;
  /** Spend a Willpower point for an automatic success (V20 core). */
  willpower: boolean;
  willpowerLeft: number;
  /** A specialty of one of the traits applies: its 10s count twice under `specialtyTens`. */
  specialty: boolean;
}

/**
 * Plans a trait roll, or refuses it with a reason: an incapacitated character cannot act; a pool with no
 * dice rolls nothing and fails, unless a Willpower point buys its one automatic success (rules map, Dice;
 * V20 core); Willpower needs a point left. The dice core checks the difficulty when the roll is read.
 */
export function planTraitRoll(input: TraitRollInput, options: ClassicOptions): RollPlan {
  if (input.incapacitated) throw new RulesError("Incapacitated", "An incapacitated character cannot act.");
  if (input.willpower && input.willpowerLeft < 1) throw new RulesError("NoWillpower", "No Willpower left to spend.");
  const modifiers: NamedModifier[] = [
    { id: "extraDice", dice: input.extraDice },
    { id: "woundPenalty", dice: input.woundPenalty },
  ];
  const plan = buildRoll("action", input.traits, modifiers, {
    baseDifficulty: input.difficulty,
    willpower: input.willpower,
    doubleTens: input.specialty && options.specialtyTens,
  });
  if (plan.pool < 1 && !plan.willpower) {
    throw new RulesError("EmptyPool", "The dice pool is empty: there is nothing to roll. A Willpower point would still buy one success.");
  }
  return plan;
}
