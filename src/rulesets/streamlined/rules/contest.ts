import type { Attribute } from "../../../rules/character/traits";
import { StreamlinedError } from "./errors";
import { netPool } from "./pool";
import { trait, type StreamlinedCharacter } from "./stats";

/** 001 Attacking and Defending: "Strength or Dexterity with Brawl, Melee, or Firearms, depending on how you fight." */
export const ATTACK_ATTRIBUTES = ["strength", "dexterity"] as const;
export const ATTACK_SKILLS = ["brawl", "melee", "firearms"] as const;
export type AttackAttribute = (typeof ATTACK_ATTRIBUTES)[number];
export type AttackSkill = (typeof ATTACK_SKILLS)[number];

export interface AttackPoolInput {
  attribute: AttackAttribute;
  skill: AttackSkill;
  /** The turn's multiple-action penalty (001 The Turn), dice lost. */
  penalty?: number;
}

/** Attack pool = Attribute + Skill, less the turn's penalty, never below 0 dice. */
export function attackPool(attacker: Pick<StreamlinedCharacter, "attributes" | "skills">, input: AttackPoolInput): number {
  if (!(ATTACK_ATTRIBUTES as readonly string[]).includes(input.attribute) || !(ATTACK_SKILLS as readonly string[]).includes(input.skill)) {
    throw new StreamlinedError("StreamlinedAttackTraitsInvalid", `An attack is Strength or Dexterity with Brawl, Melee or Firearms, not ${String(input.attribute)} + ${String(input.skill)}.`, {
      attribute: String(input.attribute),
      ability: String(input.skill),
    });
  }
  return netPool(trait(attacker, input.attribute as Attribute), trait(attacker, input.skill), -(input.penalty ?? 0));
}

export interface DefenceInput {
  /** 001 Evading: spent the whole turn evading, +2 dice. */
  evading?: boolean;
  /** 001 Evading, Surprise, and Armor: a target who did not see it coming rolls no Defense pool. */
  surprised?: boolean;
}

export interface DefencePool {
  /** Dice to roll; 0 when surprised. */
  pool: number;
  /** Which pair was the better: Dexterity + Athletics or Wits + Awareness. */
  base: "dexterityAthletics" | "witsAwareness" | null;
  baseDice: number;
  armourDice: number;
  evadeDice: number;
  rolls: boolean;
}

/** 001 Evading: +2 dice when the defender spends the whole turn evading. */
export const EVADE_BONUS = 2;

/**
 * 001 Attacking and Defending; Evading, Surprise, and Armor: the better of Dexterity + Athletics and Wits +
 * Awareness, + half the armour rating rounded down (leather +2 gives +1, a +5 coat +2), + 2 when evading
 * (it stacks with armour). Surprised: no pool at all, and the armour does nothing either.
 */
export function defencePool(defender: Pick<StreamlinedCharacter, "attributes" | "skills" | "armour">, input: DefenceInput = {}): DefencePool {
  if (input.surprised) return { pool: 0, base: null, baseDice: 0, armourDice: 0, evadeDice: 0, rolls: false };
  const athletic = trait(defender, "dexterity") + trait(defender, "athletics");
  const aware = trait(defender, "wits") + trait(defender, "awareness");
  const base = athletic >= aware ? "dexterityAthletics" : "witsAwareness";
  const baseDice = Math.max(athletic, aware);
  const armourDice = Math.floor(defender.armour / 2);
  const evadeDice = input.evading ? EVADE_BONUS : 0;
  return { pool: baseDice + armourDice + evadeDice, base, baseDice, armourDice, evadeDice, rolls: true };
}

export type ContestOutcome = "win" | "standoff" | "miss";

/**
 * 001 Attacking and Defending: margin = attack successes − defence successes. More than 0 is a win ("your
 * margin is how cleanly you hit"); 0 is a standoff ("nothing lands"); less is a miss ("you simply fail to
 * connect").
 */
export function contest(attackSuccesses: number, defenceSuccesses: number): { margin: number; outcome: ContestOutcome } {
  for (const value of [attackSuccesses, defenceSuccesses]) {
    if (!Number.isInteger(value) || value < 0) {
      throw new StreamlinedError("StreamlinedSuccessesInvalid", `Successes are a whole number of 0 or more, got ${String(value)}.`, { value: String(value) });
    }
  }
  const margin = attackSuccesses - defenceSuccesses;
  return { margin, outcome: margin > 0 ? "win" : margin === 0 ? "standoff" : "miss" };
}

/** 001 Attacking and Defending: "roll the damage pool: your margin + your weapon's modifier" (only on a win). */
export function damagePool(margin: number, weaponModifier: number): number {
  if (!Number.isInteger(weaponModifier)) {
    throw new StreamlinedError("StreamlinedWeaponModifierInvalid", `A weapon's modifier is a whole number, got ${String(weaponModifier)}.`, { value: String(weaponModifier) });
  }
  if (!Number.isInteger(margin) || margin <= 0) {
    throw new StreamlinedError("StreamlinedNoMargin", `Damage is rolled only on a win (a margin above 0), not a margin of ${String(margin)}.`, { value: String(margin) });
  }
  return netPool(margin, weaponModifier);
}
