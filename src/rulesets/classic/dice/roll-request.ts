/**
 * The sheet roll's request: the dialog's values read into the pool the rules plan. It lives with the dice, which roll
 * it; the dialog (src/apps) builds its view on top.
 */
import type { ActorDerived } from "../data/actor/derived";
import type { ActorSystemSource } from "../data/actor/source";
import { ABILITIES, ATTRIBUTES, type Ability, type Attribute, type Trait } from "../../../rules/character/traits";
import { poolSpecOf } from "../rules/combat/roll-plan";
import { checkPoolSpec, MAX_POOL, type PoolSpec } from "../rules/dice/pool-spec";
import { planTraitRoll } from "../rules/dice/trait-roll";
import { RulesError } from "../../../rules/errors";
import type { ClassicOptions } from "../rules/ruleset/options";
import type { StatusEffect } from "../rules/status/types";
import { signed } from "../../../rules/signed";
import { readNumberInput } from "../../../data/fields/number-input";

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
  /** Where the roll is made: its action's multiple-action penalty, the character's statuses now (../chat/roll-situation.ts). */
  situation?: RollSituation;
}

export interface RollSituation {
  /** 0 or less: the penalty of the declared action this roll is (000 §2.2). */
  multipleActionPenalty: number;
  statuses: StatusEffect[];
  round: number;
}

export type RollRequest =
  | { ok: true; spec: PoolSpec; labelKeys: string[]; parts: { labelKey: string; dice: string }[]; spendsWillpower: boolean }
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

/** Language keys of the sheet roll's modifiers, as the pool card lists them. */
const MODIFIER_LABELS: Partial<Record<string, string>> = { extraDice: "STC.Roll.ExtraDice", woundPenalty: "STC.Roll.WoundPenalty" };

/**
 * The roll the dialog's values ask for, or the reason it cannot be rolled. The rules plan the pool (the
 * traits, the extra dice and the wound penalty, 000 §5) and refuse what cannot be rolled; the dice core checks
 * the difficulty.
 */
export function rollRequest(actor: RollActor, values: RollFormValues, options: ClassicOptions): RollRequest {
  const difficultyText = values.difficulty.trim();
  const difficulty = difficultyText === "" ? Number.NaN : Number(difficultyText);
  if (!Number.isFinite(difficulty)) return { ok: false, key: "STC.Error.DifficultyNotNumber", data: { value: values.difficulty } };
  const extra = readNumberInput(values.extraDice === "" ? "0" : values.extraDice, EXTRA_DICE_RANGE);
  if (!extra.ok) return { ok: false, key: extra.key, data: extra.data };
  const traits = [values.first, values.second].filter((trait): trait is Trait => trait !== "").map((trait) => ({ id: trait, dice: traitDice(actor, trait) }));
  try {
    const plan = planTraitRoll(
      {
        traits,
        extraDice: extra.value,
        woundPenalty: actor.derived.woundPenalty,
        difficulty,
        incapacitated: actor.derived.incapacitated,
        willpower: values.willpower,
        willpowerLeft: actor.system.willpower.current,
        specialty: values.specialty && (traitSpecialty(actor, values.first) !== "" || traitSpecialty(actor, values.second) !== ""),
        ...(actor.situation ? { multipleActionPenalty: actor.situation.multipleActionPenalty, statuses: actor.situation.statuses, round: actor.situation.round } : {}),
      },
      options,
    );
    const spec = poolSpecOf(plan);
    checkPoolSpec(spec);
    const parts = [
      ...plan.parts.map((part) => ({ labelKey: `STC.Trait.${part.id}`, dice: String(part.dice) })),
      ...plan.modifiers.map((modifier) => ({ labelKey: MODIFIER_LABELS[modifier.id] ?? `STC.Combat.Modifier.${modifier.id}`, dice: signed(modifier.dice ?? 0) })),
    ];
    return { ok: true, spec, labelKeys: traits.map((trait) => `STC.Trait.${trait.id}`), parts, spendsWillpower: values.willpower };
  } catch (error) {
    if (error instanceof RulesError) return { ok: false, key: error.i18nKey, data: { ...error.data } };
    throw error;
  }
}

export const ROLL_MODES = ["publicroll", "gmroll", "blindroll", "selfroll"] as const;
export type RollMode = (typeof ROLL_MODES)[number];
