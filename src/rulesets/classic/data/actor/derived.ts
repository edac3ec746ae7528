import { effectiveAttributes } from "../../rules/character/effective";
import { isInBreedForm } from "../../rules/character/forms";
import type { CharacterStats } from "../../rules/character/stats";
import type { Attribute } from "../../../../rules/character/traits";
import { HEALTH_TRACK_LENGTH, type HealthLevelId } from "../../rules/health/state";
import { filledLevels, isIncapacitated, woundLevel, woundPenalty } from "../../rules/health/wounds";
import { bloodForGeneration } from "../../rules/character/generation";
import { traitMaximum } from "../../rules/character/trait-max";
import type { CombatSummary } from "../../rules/combat/combat-summary";
import { deriveCombatSummary } from "./combat-gear";
import type { CombatWorld } from "./combat-world";
import type { GatheredItem } from "./gather-stats";

/** Numbers the sheets and the token show, every one computed by `src/rules` from the gathered stats. */
export interface ActorDerived {
  /** Attributes as rolled: the current Garou form applied, Dexterity less armour's penalty. */
  attributes: Record<Attribute, number>;
  armour: CharacterStats["armour"];
  woundLevel: HealthLevelId | null;
  woundPenalty: number;
  filledLevels: number;
  incapacitated: boolean;
  /** For the token bar: health levels left of the track. */
  health: { value: number; max: number };
  blood: { max: number; perTurn: number | null } | null;
  /** The most dots an Attribute, Ability or Discipline may be bought to: 5, or a vampire's by generation (V20 core). */
  traitMax: number;
  /** Garou only: whether the current form is the breed form (it changes soak, 004). */
  inBreedForm: boolean | null;
  /**
   * The combat numbers the sheets show (rules/combat/combat-summary.ts): initiative score, soak per damage
   * type, dodge / block / parry, and every attack (bare hands, each weapon, each maneuver) with its roll, odds,
   * damage and whether it can be made now. Read it as `actor.system.derived.combat`.
   */
  combat: CombatSummary;
}

export function deriveActor(stats: CharacterStats, generation: number, items: Iterable<GatheredItem>, world: CombatWorld): ActorDerived {
  const filled = filledLevels(stats.health);
  return {
    attributes: effectiveAttributes(stats),
    armour: { ...stats.armour },
    woundLevel: woundLevel(stats.health),
    woundPenalty: woundPenalty(stats.health, stats.ignoresWoundPenalties),
    filledLevels: filled,
    incapacitated: isIncapacitated(stats.health),
    health: { value: HEALTH_TRACK_LENGTH - filled, max: HEALTH_TRACK_LENGTH },
    blood: stats.blood
      ? { max: stats.blood.permanent, perTurn: stats.creature === "vampire" ? bloodForGeneration(generation).perTurn : null }
      : null,
    traitMax: traitMaximum(stats.creature, generation),
    inBreedForm: stats.garou ? isInBreedForm(stats.garou.breed, stats.garou.form) : null,
    combat: deriveCombatSummary(stats, items, world),
  };
}
