import type { CharacterStats } from "../character/stats";
import { RulesError } from "../../../../rules/errors";
import type { DamageType } from "../health/damage-types";
import type { ClassicOptions } from "../ruleset/options";
import { activeStatus } from "../status/active";
import { checkCanAct, type AttackPlan } from "./attack";
import { freshChain, type ClassicAttackChain } from "./chain";
import { resolveDamageType } from "./damage-sources";
import { combatantProfile } from "./profile";
import { buildRoll, type NamedModifier } from "./roll-plan";
import { COMBAT_TABLES, type CombatTables } from "./tables";

export interface ClinchTurnInput {
  holder: CharacterStats;
  held: CharacterStats;
  round: number;
  /** Bashing unless the holder's body makes it worse (004 Grapple: "if biology allows"). */
  damageType?: DamageType;
}

/**
 * A clinch's later turns (000 §2.8, 004 Grapple): the holder rolls Strength as damage each turn until the
 * victim breaks free, and the victim soaks it as usual. No attack roll: the chain starts at the damage roll,
 * as a hit with one success (no extra dice), and runs on through soak and apply like any attack.
 */
export function beginClinchDamage(input: ClinchTurnInput, options: ClassicOptions, tables: CombatTables = COMBAT_TABLES): ClassicAttackChain {
  const hold = activeStatus(input.held.statuses, "held", input.round, input.holder.id);
  if (!hold || hold.value === undefined) {
    throw new RulesError("NotClinched", `${input.held.name} is not in a clinch by ${input.holder.name}.`, { name: input.held.name, holder: input.holder.name });
  }
  checkCanAct(input.holder, input.round);
  const attacker = combatantProfile(input.holder, null);
  const target = combatantProfile(input.held, null);
  const modifiers: NamedModifier[] = attacker.potence > 0 ? [{ id: "potence", successes: attacker.potence }] : [];
  const damageType = resolveDamageType({ type: input.damageType ?? "bashing", target: target.creature }, options);
  const plan: AttackPlan = {
    round: input.round,
    attacker,
    target,
    method: "maneuver",
    maneuverId: null,
    weaponId: null,
    category: "brawl",
    roll: buildRoll("action", [], []),
    automaticHit: true,
    calledShot: null,
    damage: damageType ? { parts: [{ id: "strength", dice: attacker.attributes.strength }], modifiers, strengthBased: true } : null,
    damageType,
    effect: { kind: "none" },
    grappleMode: "clinch",
    fire: null,
    spray: null,
    clinchStrength: attacker.attributes.strength,
    notes: [],
  };
  // A clinch already holds: its damage lands without an attack roll (004 Grapple).
  return {
    ...freshChain(plan, options, tables),
    hit: { attack: 0, cancelled: 0, net: 1, automatic: true },
    next: plan.damage ? "damageRoll" : "apply",
  };
}
