import type { CharacterStats } from "../character/stats";
import type { Weapon } from "../combat/equipment";
import { RulesError } from "../errors";
import { activeStatus, hasActiveStatus } from "../status/active";
import type { ManeuverDefinition, ManeuverPrerequisite, ManeuverRoll } from "./types";

export interface ManeuverContext {
  attacker: CharacterStats;
  target: CharacterStats;
  round: number;
  /** What the attacker holds (null: bare hands). */
  attackerWeapon: Weapon | null;
  targetWeapon: Weapon | null;
  /** Which of the maneuver's rolls is used (sweep: 0 leg, 1 weapon). */
  rollIndex: number;
}

/** A gun or a slender heavy object (004 Pistol Whip: "crowbar, truncheon, candlestick"). */
function isBludgeon(weapon: Weapon): boolean {
  return weapon.category === "ranged" || weapon.damageSource === "blunt";
}

function checkPrerequisite(maneuver: ManeuverDefinition, prerequisite: ManeuverPrerequisite, context: ManeuverContext): void {
  const { attacker, target, round } = context;
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
    case "weaponInHand": {
      const weapon = context.attackerWeapon;
      const fits = weapon !== null && prerequisite.anyOf.some((kind) => (kind === "melee" ? weapon.category === "melee" : isBludgeon(weapon)));
      if (!fits) {
        throw new RulesError("ManeuverNeedsWeapon", `${name} needs a ${prerequisite.anyOf.join(" or ")} weapon in hand.`, { maneuver: name, weapon: prerequisite.anyOf.join("/") });
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
 * prerequisite. A character who is not a Garou is not limited by forms.
 */
export function checkManeuver(maneuver: ManeuverDefinition, context: ManeuverContext): ManeuverRoll {
  const form = context.attacker.garou?.form;
  if (form && maneuver.forms && !maneuver.forms.includes(form)) {
    throw new RulesError("ManeuverFormNotAllowed", `${maneuver.id} cannot be used in ${form} form (${maneuver.source}).`, { maneuver: maneuver.id, form });
  }
  const roll = maneuverRoll(maneuver, context);
  for (const prerequisite of maneuver.prerequisites) checkPrerequisite(maneuver, prerequisite, context);
  return roll;
}
