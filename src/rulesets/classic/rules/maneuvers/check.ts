import type { CharacterStats } from "../character/stats";
import type { Weapon } from "../combat/equipment";
import { RulesError } from "../../../../rules/errors";
import { activeStatus, hasActiveStatus } from "../status/active";
import type { ManeuverDefinition, ManeuverPrerequisite, ManeuverRoll } from "./types";

export interface ManeuverContext {
  attacker: CharacterStats;
  /**
   * Null while no target is chosen (a character sheet): the prerequisites about the target are then not
   * judged; `targetConditions` lists them as conditions to meet.
   */
  target: CharacterStats | null;
  round: number;
  /** What the attacker holds (null: bare hands). */
  attackerWeapon: Weapon | null;
  targetWeapon: Weapon | null;
  /** Which of the maneuver's rolls is used (sweep: 0 leg, 1 weapon). */
  rollIndex: number;
}

/** Prerequisites about the target (its statuses, its weapon, a grapple on it): only an attack on it can judge them. */
export const TARGET_PREREQUISITES = ["targetHeldOrTackled", "targetStatus", "grappleHeldThroughTurn", "targetArmed"] as const satisfies readonly ManeuverPrerequisite["kind"][];

export type TargetPrerequisite = Extract<ManeuverPrerequisite, { kind: (typeof TARGET_PREREQUISITES)[number] }>;

export function isTargetPrerequisite(prerequisite: ManeuverPrerequisite): prerequisite is TargetPrerequisite {
  return (TARGET_PREREQUISITES as readonly string[]).includes(prerequisite.kind);
}

/** What the target must be or hold for this maneuver, for a sheet that has no target to judge. */
export function targetConditions(maneuver: ManeuverDefinition): TargetPrerequisite[] {
  return maneuver.prerequisites.filter(isTargetPrerequisite);
}

/** A gun or a slender heavy object (004 Pistol Whip: "crowbar, truncheon, candlestick"). */
function isBludgeon(weapon: Weapon): boolean {
  return weapon.category === "ranged" || weapon.damageSource === "blunt";
}

function checkOwnPrerequisite(maneuver: ManeuverDefinition, prerequisite: Exclude<ManeuverPrerequisite, TargetPrerequisite>, context: ManeuverContext): void {
  const { attacker } = context;
  const name = maneuver.id;
  switch (prerequisite.kind) {
    case "ability": {
      const rating = attacker.abilities[prerequisite.ability];
      if (rating < prerequisite.min) {
        throw new RulesError("ManeuverAbilityTooLow", `${name} needs ${prerequisite.ability} ${prerequisite.min} or more; ${attacker.name} has ${rating}.`, {
          maneuver: name,
          ability: prerequisite.ability,
          min: prerequisite.min,
          rating,
        });
      }
      return;
    }
    case "weaponInHand": {
      const weapon = context.attackerWeapon;
      const fits = weapon !== null && prerequisite.anyOf.some((kind) => (kind === "melee" ? weapon.category === "melee" : isBludgeon(weapon)));
      if (!fits) {
        throw new RulesError("ManeuverNeedsWeapon", `${name} needs a ${prerequisite.anyOf.join(" or ")} weapon in hand.`, { maneuver: name, weapon: prerequisite.anyOf.join("/") });
      }
      return;
    }
  }
}

function checkTargetPrerequisite(maneuver: ManeuverDefinition, prerequisite: TargetPrerequisite, context: ManeuverContext, target: CharacterStats): void {
  const { attacker, round } = context;
  const name = maneuver.id;
  switch (prerequisite.kind) {
    case "targetHeldOrTackled": {
      const holds = ["held", "immobilised", "knockedDown"] as const;
      if (!holds.some((id) => hasActiveStatus(target.statuses, id, round, attacker.id))) {
        throw new RulesError("ManeuverNeedsHold", `${name} needs a clinch, hold or tackle on ${target.name} first (000 §2.8).`, { maneuver: name, target: target.name });
      }
      return;
    }
    case "targetStatus": {
      if (!prerequisite.anyOf.some((id) => hasActiveStatus(target.statuses, id, round))) {
        throw new RulesError("ManeuverNeedsHelplessTarget", `${name} needs a stunned or immobilised target; ${target.name} is neither.`, {
          maneuver: name,
          target: target.name,
        });
      }
      return;
    }
    case "grappleHeldThroughTurn": {
      const hold = activeStatus(target.statuses, "held", round, attacker.id);
      if (!hold || hold.sinceRound >= round) {
        throw new RulesError("ManeuverNeedsGrappleHeld", `${name} needs a grapple on ${target.name} held since an earlier turn (004 Body Slam).`, {
          maneuver: name,
          target: target.name,
        });
      }
      return;
    }
    case "targetArmed": {
      if (context.targetWeapon === null) {
        throw new RulesError("ManeuverNeedsArmedTarget", `${name} needs a target with a weapon in hand; ${target.name} has none.`, { maneuver: name, target: target.name });
      }
      return;
    }
  }
}

/** The roll the maneuver is made with, checked against what the attacker holds. */
export function maneuverRoll(maneuver: ManeuverDefinition, context: ManeuverContext): ManeuverRoll {
  const roll = Number.isInteger(context.rollIndex) ? maneuver.rolls[context.rollIndex] : undefined;
  if (!roll) {
    throw new RulesError("ManeuverRollInvalid", `${maneuver.id} has no roll number ${String(context.rollIndex)}.`, { maneuver: maneuver.id, index: String(context.rollIndex) });
  }
  if (roll.needsWeapon === "melee" && context.attackerWeapon?.category !== "melee") {
    throw new RulesError("ManeuverNeedsWeapon", `${maneuver.id} rolled with ${roll.ability} needs a melee weapon in hand.`, { maneuver: maneuver.id, weapon: "melee" });
  }
  return roll;
}

/**
 * Refuses a maneuver the attacker cannot use now, naming why: the Garou form (forms list), or an unmet
 * prerequisite. A character who is not a Garou is not limited by forms. Without a target, the prerequisites
 * about the target are left to `targetConditions`.
 */
export function checkManeuver(maneuver: ManeuverDefinition, context: ManeuverContext): ManeuverRoll {
  const form = context.attacker.garou?.form;
  if (form && maneuver.forms && !maneuver.forms.includes(form)) {
    throw new RulesError("ManeuverFormNotAllowed", `${maneuver.id} cannot be used in ${form} form (${maneuver.source}).`, { maneuver: maneuver.id, form });
  }
  const roll = maneuverRoll(maneuver, context);
  const target = context.target;
  for (const prerequisite of maneuver.prerequisites) {
    if (!isTargetPrerequisite(prerequisite)) checkOwnPrerequisite(maneuver, prerequisite, context);
    else if (target) checkTargetPrerequisite(maneuver, prerequisite, context, target);
  }
  return roll;
}
