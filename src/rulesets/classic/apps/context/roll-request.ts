import { ABILITIES, ATTRIBUTES } from "../../../../rules/character/traits";
import { poolOdds } from "../../rules/dice/odds";
import type { ClassicOptions } from "../../rules/ruleset/options";
import { decimal, percent } from "../../../../apps/numbers";
import { rollRequest, traitSpecialty, ROLL_MODES, type RollActor, type RollFormValues, type RollMode, type RollRequest, type RollTrait } from "../../dice/roll-request";

export { EXTRA_DICE_RANGE, isAbility, isAttribute, rollRequest, ROLL_MODES, traitDice, traitSpecialty } from "../../dice/roll-request";
export type { RollActor, RollFormValues, RollMode, RollRequest, RollTrait } from "../../dice/roll-request";

export interface RollDialogContext {
  firstLabelKey: string;
  first: RollTrait;
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

/** The dialog's context: the choices, and the exact odds of the pool as it stands (or why it cannot roll). */
export function rollDialogContext(actor: RollActor, values: RollFormValues, options: ClassicOptions, rollMode: RollMode, lang = "en"): RollDialogContext {
  const request = rollRequest(actor, values, options);
  const odds = request.ok ? poolOdds(request.spec) : null;
  const specialtyNames = [traitSpecialty(actor, values.first), traitSpecialty(actor, values.second)].filter((name) => name !== "").join(", ");
  const traits = [...ATTRIBUTES, ...ABILITIES].filter((trait) => trait !== values.first);
  return {
    firstLabelKey: `STC.Trait.${values.first}`,
    first: values.first,
    secondChoices: [
      { value: "", labelKey: "STC.Classic.Roll.NoSecondTrait", selected: values.second === "" },
      ...traits.map((trait) => ({ value: trait, labelKey: `STC.Trait.${trait}`, selected: trait === values.second })),
    ],
    difficulty: values.difficulty,
    extraDice: values.extraDice,
    specialty: { available: specialtyNames !== "", checked: values.specialty && specialtyNames !== "", names: specialtyNames },
    willpower: { available: actor.system.willpower.current > 0, checked: values.willpower, current: actor.system.willpower.current },
    rollModes: ROLL_MODES.map((mode) => ({ value: mode, labelKey: `STC.Classic.Roll.Mode.${mode}`, selected: mode === rollMode })),
    request,
    pool: request.ok ? request.spec.pool : null,
    odds: odds ? { success: percent(odds.success, lang), botch: percent(odds.botch, lang), expected: decimal(odds.expected, 2, lang) } : null,
    error: request.ok ? null : { key: request.key, data: request.data },
  };
}
