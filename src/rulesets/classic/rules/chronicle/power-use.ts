import { shownValue } from "../../../../rules/errors";
import type { PoolPart, RollPlan } from "../combat/roll-plan";
import { planTraitRoll } from "../dice/trait-roll";
import type { ClassicOptions } from "../ruleset/options";
import type { Pool2 } from "../character/stats";
import { ChronicleError } from "./chronicle-error";
import { checkBloodInTurn } from "./blood-turn";

/** What a Discipline power or a Gift spends when it is used (V20 Chapter Four, W20 Chapter Four). */
export const POWER_COSTS = ["blood", "willpower", "rage", "gnosis"] as const;
export type PowerCost = (typeof POWER_COSTS)[number];
export type PowerCosts = Record<PowerCost, number>;

export const NO_COSTS: Readonly<PowerCosts> = Object.freeze({ blood: 0, willpower: 0, rage: 0, gnosis: 0 });

/** A power as the rules read it from its item: its dice (none when it is not rolled), its difficulty, its costs. */
export interface PowerInput {
  /** The traits' dice as rolled; empty when the power is used without a roll. */
  traits: PoolPart[];
  difficulty: number;
  costs: PowerCosts;
}

/** The character using it: its pools as they stand, its wounds, and for a vampire the generation's per-turn limit. */
export interface PowerUser {
  blood: Pool2 | null;
  /** Blood points the generation lets a vampire spend in one turn (V20 generation chart); null for others. */
  bloodPerTurn: number | null;
  /** Blood already spent in this combat turn by the vampire's other actions (blood-turn.ts); 0 outside combat. */
  bloodSpentThisTurn?: number;
  willpower: Pool2;
  rage: Pool2 | null;
  gnosis: Pool2 | null;
  woundPenalty: number;
  incapacitated: boolean;
}

export interface PowerUseInput {
  power: PowerInput;
  user: PowerUser;
  extraDice: number;
  /** Spend a further Willpower point on the roll for an automatic success (V20, W20 core). */
  willpower: boolean;
  specialty: boolean;
}

export interface PowerUsePlan {
  /** The roll, or null for a power used without one (its costs are still spent). */
  roll: RollPlan | null;
  /** Everything the use takes off the sheet: the power's costs, plus the Willpower point bought for the roll. */
  spends: PowerCosts;
}

function checkCosts(costs: PowerCosts): PowerCosts {
  for (const cost of POWER_COSTS) {
    const value: unknown = costs[cost];
    if (typeof value !== "number" || !Number.isInteger(value) || value < 0 || value > 50) {
      throw new ChronicleError("PowerCostInvalid", `A power's ${cost} cost must be a whole number from 0 to 50, not ${shownValue(value)}.`, { cost, value: shownValue(value) });
    }
  }
  return costs;
}

/**
 * Plans using a power, or refuses it with the reason (V20 Chapter Four, W20 Chapter Four): it spends what it states
 * (blood, Willpower, Rage, Gnosis), each of which must be there to spend; a vampire spends no more blood in one turn
 * than the generation allows (V20 Chapter Six, the generation chart); a rolled power rolls its traits at its
 * difficulty, less wounds, as a sheet roll does.
 */
export function planPowerUse(input: PowerUseInput, options: ClassicOptions): PowerUsePlan {
  const costs = checkCosts(input.power.costs);
  const { user } = input;
  if (user.incapacitated) throw new ChronicleError("Incapacitated", "An incapacitated character cannot use a power.");
  const spends: PowerCosts = { ...costs, willpower: costs.willpower + (input.willpower && input.power.traits.length > 0 ? 1 : 0) };
  const available: Record<PowerCost, Pool2 | null> = { blood: user.blood, willpower: user.willpower, rage: user.rage, gnosis: user.gnosis };
  for (const cost of POWER_COSTS) {
    if (spends[cost] === 0) continue;
    const pool = available[cost];
    const left = pool?.current ?? 0;
    if (!pool || left < spends[cost]) throw new ChronicleError("PoolShort", `The power needs ${spends[cost]} ${cost}; ${left} left.`, { trait: cost, needed: spends[cost], left });
  }
  if (spends.blood > 0 && user.bloodPerTurn !== null) checkBloodInTurn("The power", spends.blood, user.bloodSpentThisTurn ?? 0, user.bloodPerTurn);
  if (input.power.traits.length === 0) return { roll: null, spends };
  const roll = planTraitRoll(
    {
      traits: input.power.traits,
      extraDice: input.extraDice,
      woundPenalty: user.woundPenalty,
      difficulty: input.power.difficulty,
      incapacitated: false,
      willpower: input.willpower,
      // The power's own Willpower cost comes first: the point for the roll must be left after it.
      willpowerLeft: user.willpower.current - costs.willpower,
      specialty: input.specialty,
    },
    options,
  );
  return { roll, spends };
}
