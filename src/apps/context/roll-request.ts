import type { ActorDerived } from "../../data/actor/derived";
import type { ActorSystemSource } from "../../data/actor/source";
import { ABILITIES, ATTRIBUTES, type Ability, type Attribute, type Trait } from "../../rules/character/traits";
import { poolOdds } from "../../rules/dice/odds";
import { checkPoolSpec, MAX_POOL, type PoolSpec } from "../../rules/dice/pool-spec";
import { RulesError } from "../../rules/errors";
import type { ClassicOptions } from "../../rules/ruleset/options";
import { percent } from "../../dice/pool-card";
import { readNumberInput } from "../actions/number-input";

/** Extra dice a player may add or take away in the dialog (a negative number is a penalty). */
export const EXTRA_DICE_RANGE = { min: -MAX_POOL, max: MAX_POOL } as const;

export interface RollFormValues {
  first: Trait;
  second: Trait | "";
  /** As typed. */
  difficulty: string;
  extraDice: string;
  specialty: boolean;
  willpower: boolean;
}

export interface RollActor {
  system: ActorSystemSource;
  derived: ActorDerived;
}

export type RollRequest =
  | { ok: true; spec: PoolSpec; labelKeys: string[]; parts: { labelKey: string; dice: number }[]; spendsWillpower: boolean }
  | { ok: false; key: string; data: Record<string, string | number> };

export const isAttribute = (trait: string): trait is Attribute => (ATTRIBUTES as readonly string[]).includes(trait);
export const isAbility = (trait: string): trait is Ability => (ABILITIES as readonly string[]).includes(trait);

/** A trait's dice: an attribute as rolled (form and armour applied by the rules), an ability as rated. */
export function traitDice(actor: RollActor, trait: Trait): number {
  return isAttribute(trait) ? actor.derived.attributes[trait] : actor.system.abilities[trait].value;
}

export function traitSpecialty(actor: RollActor, trait: Trait | ""): string {
  if (trait === "") return "";
  return isAttribute(trait) ? actor.system.attributes[trait].specialty : actor.system.abilities[trait].specialty;
}

/**
 * The roll the dialog's values ask for, or the reason it cannot be rolled. The pool is the traits' dice,
 * the extra dice and the wound penalty (000 §5); the dice core checks the rest.
 */
export function rollRequest(actor: RollActor, values: RollFormValues, options: ClassicOptions): RollRequest {
  if (actor.derived.incapacitated) return { ok: false, key: "STC.Error.Incapacitated", data: {} };
  const difficultyText = values.difficulty.trim();
  const difficulty = difficultyText === "" ? Number.NaN : Number(difficultyText);
  if (!Number.isFinite(difficulty)) return { ok: false, key: "STC.Error.DifficultyNotNumber", data: { value: values.difficulty } };
  const extra = readNumberInput(values.extraDice === "" ? "0" : values.extraDice, EXTRA_DICE_RANGE);
  if (!extra.ok) return { ok: false, key: extra.key, data: extra.data };
  const parts = [{ labelKey: `STC.Trait.${values.first}`, dice: traitDice(actor, values.first) }];
  if (values.second !== "") parts.push({ labelKey: `STC.Trait.${values.second}`, dice: traitDice(actor, values.second) });
  if (extra.value !== 0) parts.push({ labelKey: "STC.Roll.ExtraDice", dice: extra.value });
  if (actor.derived.woundPenalty !== 0) parts.push({ labelKey: "STC.Roll.WoundPenalty", dice: actor.derived.woundPenalty });
  const pool = Math.max(0, parts.reduce((sum, part) => sum + part.dice, 0));
  if (pool < 1) return { ok: false, key: "STC.Error.EmptyPool", data: {} };
  if (values.willpower && actor.system.willpower.current < 1) return { ok: false, key: "STC.Error.NoWillpower", data: {} };
  const hasSpecialty = traitSpecialty(actor, values.first) !== "" || traitSpecialty(actor, values.second) !== "";
  const spec: PoolSpec = {
    pool,
    difficulty,
    kind: "action",
    doubleTens: values.specialty && hasSpecialty && options.specialtyTens,
    willpower: values.willpower,
  };
  try {
    checkPoolSpec(spec);
  } catch (error) {
    if (error instanceof RulesError) return { ok: false, key: error.i18nKey, data: { ...error.data } };
    throw error;
  }
  return { ok: true, spec, labelKeys: parts.slice(0, values.second === "" ? 1 : 2).map((part) => part.labelKey), parts, spendsWillpower: values.willpower };
}

export interface RollDialogContext {
  firstLabelKey: string;
  first: Trait;
  secondChoices: { value: string; labelKey: string; selected: boolean }[];
  difficulty: string;
  extraDice: string;
  specialty: { available: boolean; checked: boolean; names: string };
  willpower: { available: boolean; checked: boolean; current: number };
  rollModes: { value: string; labelKey: string; selected: boolean }[];
  request: RollRequest;
  pool: number | null;
  odds: { success: string; botch: string; expected: string } | null;
  error: { key: string; data: Record<string, string | number> } | null;
}

export const ROLL_MODES = ["publicroll", "gmroll", "blindroll", "selfroll"] as const;
export type RollMode = (typeof ROLL_MODES)[number];

/** The dialog's context: the choices, and the exact odds of the pool as it stands (or why it cannot roll). */
export function rollDialogContext(actor: RollActor, values: RollFormValues, options: ClassicOptions, rollMode: RollMode): RollDialogContext {
  const request = rollRequest(actor, values, options);
  const odds = request.ok ? poolOdds(request.spec) : null;
  const specialtyNames = [traitSpecialty(actor, values.first), traitSpecialty(actor, values.second)].filter((name) => name !== "").join(", ");
  const traits = [...ATTRIBUTES, ...ABILITIES].filter((trait) => trait !== values.first);
  return {
    firstLabelKey: `STC.Trait.${values.first}`,
    first: values.first,
    secondChoices: [
      { value: "", labelKey: "STC.Roll.NoSecondTrait", selected: values.second === "" },
      ...traits.map((trait) => ({ value: trait, labelKey: `STC.Trait.${trait}`, selected: trait === values.second })),
    ],
    difficulty: values.difficulty,
    extraDice: values.extraDice,
    specialty: { available: specialtyNames !== "", checked: values.specialty && specialtyNames !== "", names: specialtyNames },
    willpower: { available: actor.system.willpower.current > 0, checked: values.willpower, current: actor.system.willpower.current },
    rollModes: ROLL_MODES.map((mode) => ({ value: mode, labelKey: `STC.Roll.Mode.${mode}`, selected: mode === rollMode })),
    request,
    pool: request.ok ? request.spec.pool : null,
    odds: odds ? { success: percent(odds.success), botch: percent(odds.botch), expected: odds.expected.toFixed(2) } : null,
    error: request.ok ? null : { key: request.key, data: request.data },
  };
}
