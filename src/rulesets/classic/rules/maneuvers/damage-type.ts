import type { CreatureKind, GarouForm } from "../character/vocabulary";
import { moreSevere, type DamageType } from "../health/damage-types";
import type { DamageCondition, ManeuverDamageType } from "./types";

export interface DamageTypeContext {
  creature: CreatureKind;
  form: GarouForm | null;
  conditions: readonly DamageCondition[];
  /** The type of the weapon in hand, for maneuvers that deal the weapon's damage. */
  weaponType: DamageType | null;
}

/**
 * A maneuver's damage type for this attacker: the form's row first (004 Claw), then the creature's
 * (004 Bite), then the base; the weapon's own type when the maneuver deals weapon damage; then any condition
 * that holds makes it more severe (004 Punch: lethal if the puncher is large enough).
 */
export function maneuverDamageType(spec: ManeuverDamageType, context: DamageTypeContext): DamageType {
  let type: DamageType =
    (spec.fromWeapon ? context.weaponType : null) ??
    (context.form ? spec.byForm?.[context.form] : undefined) ??
    spec.byCreature?.[context.creature] ??
    spec.base;
  for (const upgrade of spec.upgrades ?? []) {
    if (context.conditions.includes(upgrade.condition)) type = moreSevere(type, upgrade.type);
  }
  return type;
}
