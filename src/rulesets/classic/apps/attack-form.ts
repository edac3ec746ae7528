import { inSentence } from "../../../apps/in-sentence";
import type { AttackTurn } from "../round/bridge";
import type { CharacterStats } from "../rules/character/stats";
import { planAttack, type AttackInput, type AttackPlan, type AttackSituation } from "../rules/combat/attack";
import type { AttackMethod } from "../rules/combat/weaponry";
import type { Weapon } from "../rules/combat/equipment";
import { fireModesOf, type FireMode } from "../rules/combat/autofire";
import { CALLED_SHOTS, COVER_CLASSES, POSITIONS, RANGE_BANDS, type CalledShot, type CoverClass, type Position, type RangeBand } from "../rules/combat/tables";
import { RulesError } from "../../../rules/errors";
import type { DamageCondition, GrappleMode, ManeuverDefinition } from "../rules/maneuvers/types";
import type { ClassicOptions } from "../rules/ruleset/options";
import type { RollView, Translate } from "../chat/chain-card-views";
import { rollView } from "../chat/roll-view";

/** The item an attack is made with, as its card records it: its name, and what translates a compendium's. */
export interface UsedItem {
  itemId: string;
  /** In the attacker's language, for the dialog. */
  name: string;
  /** The item's own name, identifier and shipped name, so each reader's card names it in their language. */
  stored: { name: string; identifier: string; sourceName: string };
}

/** What the attack is made with, as the sheet's button named it. */
export type AttackUse =
  | ({ kind: "weapon"; weapon: Weapon } & UsedItem)
  | ({ kind: "maneuver"; maneuver: ManeuverDefinition } & UsedItem)
  | ({ kind: "unarmed" } & UsedItem);

/** Everything the dialog gathers once, when it opens: both characters as the rules see them, and the round. */
export interface AttackSetup {
  attacker: CharacterStats;
  target: CharacterStats;
  use: AttackUse;
  /** The attacker's weapons the rules can use, held ones first: a maneuver may be made with one. */
  weapons: { id: string; name: string; weapon: Weapon }[];
  targetWeapon: Weapon | null;
  round: number;
  /** What the round says of this attack (src/rulesets/classic/round/bridge.ts). */
  turn: AttackTurn;
  options: ClassicOptions;
  /** The Storyteller may add their own modifiers. */
  storyteller: boolean;
  /** How many targets a spray from this dialog covers (several tokens targeted); one when absent. */
  sprayTargets?: number;
}

/** The dialog's fields, as typed. */
export interface AttackFormValues {
  rollIndex: number;
  grappleMode: GrappleMode | "";
  /** The attacker's weapon a maneuver is made with; "" for bare hands. */
  weaponId: string;
  opponents: number;
  position: Position;
  calledShot: CalledShot | "";
  blindFighting: boolean;
  rangeBand: Exclude<RangeBand, "beyond">;
  aimRounds: number;
  targetMovingFast: boolean;
  targetCover: CoverClass | "";
  firingFromCover: CoverClass | "";
  conditions: DamageCondition[];
  willpower: boolean;
  specialty: boolean;
  /** The attacker lies in wait (000 §2.7): Dexterity + Stealth against the target's Perception + Alertness first. */
  ambush: boolean;
  storytellerDice: number;
  storytellerDifficulty: number;
  storytellerDamage: number;
  /** A firearm's mode of fire (V20 core, Firearms): only the modes the weapon has are offered. */
  fireMode: FireMode;
}

/** Whether a maneuver can be made with a weapon in hand (its roll, damage or prerequisites name one). */
export function usesWeapon(maneuver: ManeuverDefinition): boolean {
  return (
    maneuver.prerequisites.some((entry) => entry.kind === "weaponInHand") ||
    maneuver.rolls.some((roll) => roll.needsWeapon !== undefined) ||
    maneuver.damage.kind === "weapon" ||
    maneuver.damageType?.fromWeapon === true
  );
}

/** The dialog's values before the attacker changes any: no modifier of the situation at all. */
export const PLAIN_ATTACK_VALUES: Readonly<AttackFormValues> = Object.freeze({
  rollIndex: 0,
  grappleMode: "",
  weaponId: "",
  opponents: 1,
  position: "front",
  calledShot: "",
  blindFighting: false,
  rangeBand: "normal",
  aimRounds: 0,
  targetMovingFast: false,
  targetCover: "",
  firingFromCover: "",
  conditions: [],
  willpower: false,
  specialty: false,
  ambush: false,
  storytellerDice: 0,
  storytellerDifficulty: 0,
  storytellerDamage: 0,
  fireMode: "single",
});

/** The dialog's values as it opens: plain, with a grapple's first mode and a weapon in hand when the maneuver needs one. */
export function defaultAttackValues(setup: AttackSetup): AttackFormValues {
  const maneuver = setup.use.kind === "maneuver" ? setup.use.maneuver : null;
  const needsWeapon = maneuver?.prerequisites.some((entry) => entry.kind === "weaponInHand") === true;
  return {
    ...PLAIN_ATTACK_VALUES,
    conditions: [],
    grappleMode: maneuver?.effect.kind === "grapple" ? (maneuver.effect.modes[0] ?? "") : "",
    weaponId: needsWeapon ? (setup.weapons[0]?.id ?? "") : "",
  };
}

function method(setup: AttackSetup, values: AttackFormValues): AttackMethod {
  const use = setup.use;
  if (use.kind === "weapon") return { kind: "weapon", weapon: use.weapon };
  if (use.kind === "unarmed") return { kind: "unarmed" };
  const weapon = setup.weapons.find((entry) => entry.id === values.weaponId)?.weapon ?? null;
  return {
    kind: "maneuver",
    maneuver: use.maneuver,
    weapon,
    rollIndex: values.rollIndex,
    ...(values.grappleMode ? { grappleMode: values.grappleMode } : {}),
  };
}

/** True when the attack is a ranged one: the ranged fields apply and the melee ones do not. */
export function isRanged(setup: AttackSetup): boolean {
  return setup.use.kind === "weapon" && setup.use.weapon.category === "ranged";
}

/** The attack input the rules take, from the setup and the dialog's values (and the round's penalty). */
export function attackInputOf(setup: AttackSetup, values: AttackFormValues): AttackInput {
  const ranged = isRanged(setup);
  const situation: AttackSituation = { round: setup.round, opponents: values.opponents, position: values.position };
  if (setup.turn.kind === "action" && setup.turn.penalty !== 0) situation.multipleActionPenalty = -Math.abs(setup.turn.penalty);
  if (values.calledShot) situation.calledShot = values.calledShot;
  if (values.blindFighting) situation.blindFighting = true;
  if (ranged) {
    situation.rangeBand = values.rangeBand;
    if (values.aimRounds > 0) situation.aimRounds = values.aimRounds;
    if (values.targetMovingFast) situation.targetMovingFast = true;
    if (values.targetCover) situation.targetCover = values.targetCover;
    if (values.firingFromCover) situation.firingFromCover = values.firingFromCover;
    if (values.fireMode !== "single") situation.fireMode = values.fireMode;
    // The first target's place; the Storyteller's client gives each target its own (chat/spray-start.ts).
    if (values.fireMode === "spray") situation.spray = { index: 0, of: setup.sprayTargets ?? 1 };
  } else if (values.fireMode !== "single") {
    // Only a firearm has modes of fire: the rules refuse this one by the weapon's name, not drop it.
    situation.fireMode = values.fireMode;
  }
  if (values.willpower || declaredWillpower(setup)) situation.willpower = true;
  if (values.specialty) situation.specialty = true;
  if (values.conditions.length) situation.damageConditions = [...values.conditions];
  if (setup.targetWeapon) situation.targetWeapon = setup.targetWeapon;
  if (setup.storyteller && (values.storytellerDice || values.storytellerDifficulty || values.storytellerDamage)) {
    situation.storyteller = { dice: values.storytellerDice, difficulty: values.storytellerDifficulty, damageDice: values.storytellerDamage };
  }
  return { attacker: setup.attacker, target: setup.target, method: method(setup, values), situation };
}

/** The round's Willpower point was declared, and paid, for this attack's roll: it rolls with it and pays nothing more. */
export function declaredWillpower(setup: AttackSetup): boolean {
  return setup.turn.kind === "action" && setup.turn.willpower === true;
}

/** Why the form cannot be rolled before the rules plan it (the round's turn, a Willpower point not there), or null. */
export function formRefusal(setup: AttackSetup, values: AttackFormValues): { ok: false; key: string; data: Record<string, string | number> } | null {
  if (setup.turn.kind === "refused") return { ok: false, key: setup.turn.reasonKey, data: setup.turn.data };
  if (values.willpower && !declaredWillpower(setup)) {
    // One Willpower point a turn (V20 core): not a second one beside what the round has spent.
    const spent = setup.turn.kind === "action" ? (setup.turn.willpowerSpent ?? 0) : 0;
    if (spent >= 1) return { ok: false, key: "STC.Error.WillpowerOverTurnLimit", data: { combatant: setup.attacker.name, needed: spent + 1, max: 1 } };
    if (setup.attacker.willpower.current < 1) return { ok: false, key: "STC.Error.NoWillpower", data: {} };
  }
  return null;
}

/** The plan the rules make of the form, or the translated reason they refuse it. */
export function planForm(setup: AttackSetup, values: AttackFormValues): { ok: true; plan: AttackPlan; input: AttackInput } | { ok: false; key: string; data: Record<string, string | number> } {
  const refused = formRefusal(setup, values);
  if (refused) return refused;
  const input = attackInputOf(setup, values);
  try {
    return { ok: true, plan: planAttack(input, setup.options), input };
  } catch (error) {
    if (error instanceof RulesError) return { ok: false, key: error.i18nKey, data: { ...error.data } };
    throw error;
  }
}

/**
 * A refusal's text for a person: the rules name a maneuver by its identifier and a form or trait by its key,
 * which the dialog shows as the item's own name and the table's words.
 */
export function refusalText(refusal: { key: string; data: Record<string, string | number> }, setup: AttackSetup, t: Translate): string {
  const data = { ...refusal.data };
  if (setup.use.kind === "maneuver" && data.maneuver === setup.use.maneuver.id) data.maneuver = setup.use.name;
  if (typeof data.form === "string") data.form = t(`STC.Classic.Form.${data.form}`);
  if (typeof data.ability === "string") data.ability = t(`STC.Trait.${data.ability}`);
  return t(refusal.key, data);
}

export interface Choice {
  value: string;
  label: string;
  selected: boolean;
}

export interface AttackDialogContext {
  attacker: string;
  target: string;
  /** The fight's combatants an attack without a targeted token may be made on; null when a token is targeted. */
  combatants: Choice[] | null;
  used: string;
  ranged: boolean;
  storyteller: boolean;
  rolls: Choice[] | null;
  grappleModes: Choice[] | null;
  weapons: Choice[] | null;
  opponents: Choice[];
  positions: Choice[];
  calledShots: Choice[];
  rangeBands: Choice[];
  covers: Choice[];
  ownCovers: Choice[];
  /** The modes of fire the weapon has, when it has more than the single shot (V20 core, Firearms). */
  fireModes: Choice[] | null;
  /** A spray's targets, named, when several tokens are targeted (V20 core, Firearms, Spray). */
  sprayTargets: string | null;
  conditions: { value: string; label: string; checked: boolean }[];
  values: AttackFormValues;
  aimMax: number;
  willpower: { available: boolean; current: number };
  specialty: { available: boolean; names: string };
  roll: RollView | null;
  damage: string | null;
  error: string | null;
}

const choices = <T extends string>(values: readonly T[], current: string, label: (value: T) => string): Choice[] =>
  values.map((value) => ({ value, label: label(value), selected: value === current }));

/**
 * The dialog as the player sees it: the situational fields the attack allows, and the roll the rules plan
 * from them, every modifier named (the round's multiple-action penalty, wounds, opponents, position, called
 * shot, cover, range, aim, blindness, a stunned or held target) with its exact odds; or why it cannot be made.
 */
export function attackDialogContext(setup: AttackSetup, values: AttackFormValues, t: Translate): AttackDialogContext {
  const planned = planForm(setup, values);
  const maneuver = setup.use.kind === "maneuver" ? setup.use.maneuver : null;
  const ranged = isRanged(setup);
  const ability = planned.ok ? planned.plan.roll.parts.map((part) => part.id) : [];
  const specialties = ability.map((id) => setup.attacker.specialties[id as keyof CharacterStats["specialties"]]).filter((name): name is string => Boolean(name));
  const upgrades = maneuver?.damageType?.upgrades ?? [];
  const damage = planned.ok && planned.plan.damage && planned.plan.damageType
    ? t("STC.Classic.Attack.DamagePreview", {
        dice: planned.plan.damage.parts.reduce((sum, part) => sum + part.dice, 0) + planned.plan.damage.modifiers.reduce((sum, modifier) => sum + (modifier.dice ?? 0), 0),
        type: inSentence(t(`STC.Classic.Damage.Type.${planned.plan.damageType.type}`)),
      })
    : null;
  return {
    attacker: setup.attacker.name,
    target: setup.target.name,
    combatants: null,
    used: setup.use.name,
    ranged,
    storyteller: setup.storyteller,
    rolls:
      maneuver && maneuver.rolls.length > 1
        ? maneuver.rolls.map((roll, index) => ({ value: String(index), label: `${t(`STC.Trait.${roll.attribute}`)} + ${t(`STC.Trait.${roll.ability}`)}`, selected: index === values.rollIndex }))
        : null,
    grappleModes: maneuver?.effect.kind === "grapple" && maneuver.effect.modes.length > 1 ? choices(maneuver.effect.modes, values.grappleMode, (mode) => t(`STC.Classic.Attack.GrappleMode.${mode}`)) : null,
    weapons: maneuver && usesWeapon(maneuver)
      ? [{ value: "", label: t("STC.Classic.Attack.BareHands"), selected: values.weaponId === "" }, ...setup.weapons.map((entry) => ({ value: entry.id, label: entry.name, selected: entry.id === values.weaponId }))]
      : null,
    opponents: Array.from({ length: 5 }, (_, index) => ({ value: String(index + 1), label: String(index + 1), selected: index + 1 === values.opponents })),
    positions: choices(POSITIONS, values.position, (position) => t(`STC.Classic.Combat.Position.${position}`)),
    calledShots: [{ value: "", label: t("STC.Classic.Attack.NoCalledShot"), selected: values.calledShot === "" }, ...choices(CALLED_SHOTS, values.calledShot, (shot) => t(`STC.Classic.Combat.CalledShot.${shot}`))],
    rangeBands: choices(RANGE_BANDS.filter((band): band is Exclude<RangeBand, "beyond"> => band !== "beyond"), values.rangeBand, (band) => t(`STC.Classic.Combat.RangeBand.${band}`)),
    covers: [{ value: "", label: t("STC.Classic.Attack.NoCover"), selected: values.targetCover === "" }, ...choices(COVER_CLASSES, values.targetCover, (cover) => t(`STC.Classic.Combat.Cover.${cover}`))],
    ownCovers: [{ value: "", label: t("STC.Classic.Attack.NoCover"), selected: values.firingFromCover === "" }, ...choices(COVER_CLASSES, values.firingFromCover, (cover) => t(`STC.Classic.Combat.Cover.${cover}`))],
    fireModes: fireModeChoices(setup, values, t),
    sprayTargets: null,
    conditions: upgrades.map((upgrade) => ({ value: upgrade.condition, label: t(`STC.Classic.Damage.Condition.${upgrade.condition}`), checked: values.conditions.includes(upgrade.condition) })),
    values,
    aimMax: setup.attacker.attributes.perception,
    willpower: { available: setup.attacker.willpower.current > 0, current: setup.attacker.willpower.current },
    specialty: { available: specialties.length > 0, names: specialties.join(", ") },
    roll: planned.ok ? rollView(planned.plan.roll, null, t) : null,
    damage,
    error: planned.ok ? null : refusalText(planned, setup, t),
  };
}

/** The modes of fire the dialog offers: those of the weapon used (V20 core, Firearms), none for a weapon with one. */
export function offeredFireModes(setup: AttackSetup): FireMode[] {
  return fireModesOf(setup.use.kind === "weapon" ? setup.use.weapon : null);
}

function fireModeChoices(setup: AttackSetup, values: AttackFormValues, t: Translate): Choice[] | null {
  const modes = offeredFireModes(setup);
  return modes.length > 1 ? choices(modes, values.fireMode, (mode) => t(`STC.Classic.Attack.FireMode.${mode}`)) : null;
}
