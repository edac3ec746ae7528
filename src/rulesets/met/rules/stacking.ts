import { MetError } from "./errors";
import { checkDamage, type MetDamage } from "./health";

/** What an attack is, for powers that work only with some (Imprint: grappling or biting). */
export type AttackForm = "punch" | "kick" | "grapple" | "bite" | "weapon" | "claws" | "ranged";

/**
 * A power's or effect's change to an attack (003 Stacking Effects in Combat):
 * - `damage`: more levels (Puissance, Force), only with the forms it names if it names any (Imprint);
 * - `modify`: changes the attack in a named way (`aggravated`: Feral Claws; `losesPhysicalTrait`); the same way twice counts once;
 * - `special`: replaces the attack (Gentle Rebuke, Acidic Touch); not with a normal attack unless it says so.
 */
export type AttackModifier =
  | { kind: "damage"; name: string; levels: number; only?: readonly AttackForm[] }
  | { kind: "modify"; name: string; effect: string }
  | { kind: "special"; name: string; withNormalAttack?: boolean };

export interface StackedAttack {
  damage: MetDamage;
  /** The attack's modifications, each way once. */
  effects: string[];
  /** The modifiers that applied, by name; a damage power for another form is left out. */
  applied: string[];
}

/**
 * A normal attack with its modifiers stacked: extra damage adds up without restriction (but each power's own
 * restriction holds), modifications stack unless two change it the same way, and a special attack is refused
 * beside a normal one unless the power allows it. `aggravated` turns the damage aggravated.
 */
export function stackAttack(form: AttackForm, base: MetDamage, modifiers: readonly AttackModifier[]): StackedAttack {
  checkDamage(base);
  let levels = base.levels;
  const effects: string[] = [];
  const applied: string[] = [];
  for (const modifier of modifiers) {
    if (modifier.kind === "special") {
      if (!modifier.withNormalAttack) throw new MetError("MetSpecialAttackAlone", `${modifier.name} replaces the attack: it cannot be combined with a normal attack.`, { power: modifier.name });
      applied.push(modifier.name);
      continue;
    }
    if (modifier.kind === "damage") {
      if (modifier.only && !modifier.only.includes(form)) continue;
      levels += modifier.levels;
      applied.push(modifier.name);
      continue;
    }
    if (!effects.includes(modifier.effect)) effects.push(modifier.effect);
    applied.push(modifier.name);
  }
  return { damage: { levels, type: effects.includes("aggravated") ? "aggravated" : base.type }, effects, applied };
}
