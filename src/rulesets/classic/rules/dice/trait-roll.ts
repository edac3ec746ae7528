import { buildRoll, type NamedModifier, type PoolPart, type RollPlan } from "../combat/roll-plan";
import { RulesError } from "../../../../rules/errors";
import type { ClassicOptions } from "../ruleset/options";
import { ownStatusModifiers } from "../combat/attack";
import type { StatusEffect } from "../status/types";

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
  /** The multiple-action penalty of the action this roll is (0 or less), when made on the character's turn (000 §2.2). */
  multipleActionPenalty?: number;
  /** The character's statuses and the round they are read at: blindness changes the roll (000 §2.10, 004 Blindness). */
  statuses?: readonly StatusEffect[];
  round?: number;
}

/** The physical attributes (V20 core), whose rolls blindness makes harder. */
export const PHYSICAL_ATTRIBUTES = ["strength", "dexterity", "stamina"] as const;

/**
 * What the character's own statuses do to a sheet roll: blindness adds 2 to the difficulty of a physical one (000
 * §2.10: "all physical difficulties +2"; the rules map keeps it to physical actions) and takes the blinding's dice
 * from every pool (004 Blinding: "loses two dice from his dice pools").
 */
export function traitRollStatusModifiers(traits: readonly PoolPart[], statuses: readonly StatusEffect[], round: number): NamedModifier[] {
  const physical = traits.some((part) => (PHYSICAL_ATTRIBUTES as readonly string[]).includes(part.id));
  const own = ownStatusModifiers(statuses, round);
  return physical ? own : own.filter((modifier) => modifier.id !== "blinded");
}

/**
 * Plans a trait roll, or refuses it with a reason: an incapacitated character cannot act; a pool with no
 * dice rolls nothing and fails, unless a Willpower point buys its one automatic success (rules map, Dice;
 * V20 core); Willpower needs a point left. The dice core checks the difficulty when the roll is read.
 */
export function planTraitRoll(input: TraitRollInput, options: ClassicOptions): RollPlan {
  if (input.incapacitated) throw new RulesError("Incapacitated", "An incapacitated character cannot act.");
  if (input.willpower && input.willpowerLeft < 1) throw new RulesError("NoWillpower", "No Willpower left to spend.");
  const penalty = input.multipleActionPenalty ?? 0;
  if (!Number.isInteger(penalty) || penalty > 0) {
    throw new RulesError("SituationInvalid", `The roll's multipleActionPenalty cannot be ${String(penalty)}.`, { field: "multipleActionPenalty", value: String(penalty) });
  }
  const modifiers: NamedModifier[] = [
    { id: "extraDice", dice: input.extraDice },
    { id: "woundPenalty", dice: input.woundPenalty },
    { id: "multipleActions", dice: penalty },
    ...traitRollStatusModifiers(input.traits, input.statuses ?? [], input.round ?? 0),
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
