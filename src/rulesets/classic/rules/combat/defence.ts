import { RulesError } from "../../../../rules/errors";
import { isIncapacitated, woundPenalty } from "../health/wounds";
import type { ClassicOptions } from "../ruleset/options";
import { activeStatus, isStatusActive } from "../status/active";
import { statusCombatEffect } from "../status/combat-effects";
import { incapacitatingStatus, type AttackPlan } from "./attack";
import type { AttackCategory } from "./weaponry";
import type { CombatantProfile } from "./profile";
import { buildRoll, capRoll, checkWhole, type NamedModifier, type RollPlan } from "./roll-plan";
import { COMBAT_TABLES, type CombatTables } from "./tables";

export const DEFENCE_KINDS = ["dodge", "block", "parry"] as const;
export type DefenceKind = (typeof DEFENCE_KINDS)[number];

/** Why a defence cannot be used; each is a language key under `STC.Classic.Combat.DefenceReason`. */
export type DefenceReason =
  | "cannotAct"
  | "automaticHit"
  | "blinded"
  | "notAgainstRanged"
  | "onlyAgainstBrawl"
  | "needsMeleeWeapon";

export interface DefenceOption {
  kind: DefenceKind;
  available: boolean;
  reason: DefenceReason | null;
}

/** What the defender brings to this defence: the action economy's numbers come in as they are. */
export interface DefenceChoice {
  kind: DefenceKind | "none";
  /** This defence's multiple-action penalty (0 or less; 000 §2.2, §2.5 full defence). */
  multipleActionPenalty?: number;
  /** The most dice it may roll (000 §2.5: no more than the action it replaced). */
  poolCap?: number;
  /** Melee opponents the defender faces (000 §2.3, §2.11); 1 when absent. */
  opponents?: number;
  willpower?: boolean;
  specialty?: boolean;
  storyteller?: { dice?: number; difficulty?: number };
}

/**
 * Why this defender can use no defence at all right now, whatever the attack: unable to act (004 Stun), held so
 * fast that attacks hit automatically (000 §2.10, 004 Immobilization), or blinded (004 Blindness).
 */
export function defenderReason(defender: Pick<CombatantProfile, "statuses" | "health">, round: number): DefenceReason | null {
  const now = defender.statuses.filter((status) => isStatusActive(status, round));
  if (incapacitatingStatus(defender.statuses, round) !== undefined || isIncapacitated(defender.health)) return "cannotAct";
  if (now.some((status) => statusCombatEffect(status.id).automaticHit === true)) return "automaticHit";
  if (activeStatus(defender.statuses, "blinded", round) !== undefined) return "blinded";
  if (now.some((status) => statusCombatEffect(status.id).noDefence === true)) return "automaticHit";
  return null;
}

/** What the defence needs of the attack and of the defender's hands: block only bare hands, parry a melee weapon. */
export function defenceKindReason(kind: DefenceKind, attack: AttackCategory | null, defenderWeapon: CombatantProfile["weapon"]): DefenceReason | null {
  if (kind === "block" && attack !== null && attack !== "brawl") return attack === "ranged" ? "notAgainstRanged" : "onlyAgainstBrawl";
  if (kind === "parry") {
    if (attack === "ranged") return "notAgainstRanged";
    if (defenderWeapon?.category !== "melee") return "needsMeleeWeapon";
  }
  return null;
}

/**
 * Which defences this defender may use against this attack (000 §2.5, 004 Dodging / Blocking / Parrying):
 * dodge always; block only against a brawl attack; parry with a melee weapon in hand and never against a
 * ranged attack; none at all while blinded (004 Blindness), stunned or otherwise unable to act, or held
 * so fast that the attack hits automatically.
 */
export function defenceOptions(plan: AttackPlan): DefenceOption[] {
  const own = defenderReason(plan.target, plan.round);
  const shared = own === "cannotAct" || !plan.automaticHit ? own : "automaticHit";
  return DEFENCE_KINDS.map((kind) => {
    const reason = shared ?? defenceKindReason(kind, plan.category, plan.target.weapon);
    return { kind, available: reason === null, reason };
  });
}

function checkPenalty(value: number | undefined): number {
  if (value === undefined) return 0;
  const whole = checkWhole("SituationInvalid", "A multiple-action penalty", value, "multipleActionPenalty");
  if (whole > 0) throw new RulesError("SituationInvalid", `The defence's multipleActionPenalty cannot be ${whole}.`, { field: "multipleActionPenalty", value: String(whole) });
  return whole;
}

/**
 * The defence roll: Dexterity + Athletics (or + Dodge under `dodgeAbility: "dodge"`), + Brawl to block,
 * + Melee to parry; difficulty 6 plus the defender's extra opponents (000 §2.3, §2.11); a `defence` roll,
 * whose 1s cancel successes but which never botches (000 §2.6). Whether the defence may be used is
 * `defenceOptions`' business (or `defenderReason`'s, on a sheet).
 */
export function defenceRoll(
  defender: Pick<CombatantProfile, "attributes" | "abilities" | "health" | "ignoresWoundPenalties">,
  kind: DefenceKind,
  choice: Omit<DefenceChoice, "kind">,
  options: ClassicOptions,
  tables: CombatTables = COMBAT_TABLES,
): RollPlan {
  const ability = kind === "dodge" ? options.dodgeAbility : kind === "block" ? "brawl" : "melee";
  const opponents = choice.opponents === undefined ? 1 : checkWhole("SituationInvalid", "The defender's opponents", choice.opponents, "opponents");
  if (opponents < 1) throw new RulesError("SituationInvalid", `The defence's opponents cannot be ${opponents}.`, { field: "opponents", value: String(opponents) });
  const storyteller = choice.storyteller ?? {};
  const modifiers: NamedModifier[] = [
    { id: "multipleActions", dice: checkPenalty(choice.multipleActionPenalty) },
    { id: "woundPenalty", dice: woundPenalty(defender.health, defender.ignoresWoundPenalties) },
    { id: "multipleOpponents", difficulty: Math.min(tables.multipleOpponentsMax, opponents - 1), data: { opponents } },
    { id: "storyteller", dice: storyteller.dice ?? 0, difficulty: storyteller.difficulty ?? 0 },
  ];
  const roll = buildRoll(
    "defence",
    [
      { id: "dexterity", dice: defender.attributes.dexterity },
      { id: ability, dice: defender.abilities[ability] },
    ],
    modifiers,
    { baseDifficulty: tables.baseDifficulty, willpower: choice.willpower === true, doubleTens: choice.specialty === true && options.specialtyTens },
  );
  return capRoll(roll, choice.poolCap);
}

/** The defence roll against this attack, refused with a `RulesError` when the defence cannot be used. */
export function planDefence(plan: AttackPlan, choice: DefenceChoice, options: ClassicOptions, tables: CombatTables = COMBAT_TABLES): RollPlan {
  if (choice.kind === "none") throw new RulesError("DefenceUnknown", "No defence was chosen, so there is nothing to roll.", { value: "none" });
  const option = defenceOptions(plan).find((entry) => entry.kind === choice.kind);
  if (!option) throw new RulesError("DefenceUnknown", `Unknown defence ${String(choice.kind)}.`, { value: String(choice.kind) });
  if (!option.available) {
    throw new RulesError("DefenceUnavailable", `${plan.target.name} cannot ${choice.kind} this attack (${String(option.reason)}).`, {
      name: plan.target.name,
      defence: choice.kind,
      reason: String(option.reason),
    });
  }
  return defenceRoll(plan.target, choice.kind, choice, options, tables);
}
