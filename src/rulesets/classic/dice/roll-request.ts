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
import type { RolledRating } from "../data/actor/chronicle-keys";

/** What a sheet roll names: an Attribute, an Ability, or a rating such as Gnosis or Courage (a power's roll). */
export type RollTrait = Trait | RolledRating;

/** Extra dice a player may add or take away in the dialog (a negative number is a penalty). */
export const EXTRA_DICE_RANGE = { min: -MAX_POOL, max: MAX_POOL } as const;

export interface RollFormValues {
  first: RollTrait;
  second: RollTrait | "";
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

/** The dice of a rating a power rolls: permanent Willpower, Rage and Gnosis, each Virtue as rated (V20 / W20 core). */
function ratingDice(system: ActorSystemSource, rating: RolledRating): number {
  switch (rating) {
    case "willpower":
      return system.willpower.permanent;
    case "rage":
      return system.garou.rage.permanent;
    case "gnosis":
      return system.garou.gnosis.permanent;
    default:
      return system.virtues[rating];
  }
}

/** A trait's dice: an attribute as rolled (form and armour applied by the rules), an ability or another rating as rated. */
export function traitDice(actor: RollActor, trait: RollTrait): number {
  if (isAttribute(trait)) return actor.derived.attributes[trait];
  if (isAbility(trait)) return actor.system.abilities[trait].value;
  return ratingDice(actor.system, trait);
}

/** The specialty of an Attribute or Ability; other ratings have none. */
export function traitSpecialty(actor: RollActor, trait: RollTrait | ""): string {
  if (isAttribute(trait)) return actor.system.attributes[trait].specialty;
  if (isAbility(trait)) return actor.system.abilities[trait].specialty;
  return "";
}

/** Language keys of the sheet roll's modifiers, as the pool card lists them. */
const MODIFIER_LABELS: Partial<Record<string, string>> = { extraDice: "STC.Classic.Roll.ExtraDice", woundPenalty: "STC.Classic.Roll.WoundPenalty" };

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
  const traits = [values.first, values.second].filter((trait): trait is RollTrait => trait !== "").map((trait) => ({ id: trait, dice: traitDice(actor, trait) }));
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
      ...plan.modifiers.map((modifier) => ({ labelKey: MODIFIER_LABELS[modifier.id] ?? `STC.Classic.Combat.Modifier.${modifier.id}`, dice: signed(modifier.dice ?? 0) })),
    ];
    return { ok: true, spec, labelKeys: traits.map((trait) => `STC.Trait.${trait.id}`), parts, spendsWillpower: values.willpower };
  } catch (error) {
    if (error instanceof RulesError) return { ok: false, key: error.i18nKey, data: { ...error.data } };
    throw error;
  }
}

export const ROLL_MODES = ["publicroll", "gmroll", "blindroll", "selfroll"] as const;
export type RollMode = (typeof ROLL_MODES)[number];
