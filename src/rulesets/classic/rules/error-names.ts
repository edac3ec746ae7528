import { namedErrorData, rulesErrorText, type ErrorNames } from "../../../rules/error-names";
import type { RulesError } from "../../../rules/errors";
import type { Translate } from "../../../rules/translate";

/** Classic's traits whose names live outside STC.Trait: its pools, armour and combat Disciplines. */
const TRAIT_KEYS: Readonly<Record<string, string>> = {
  willpower: "STC.Classic.Sheet.Willpower",
  blood: "STC.Classic.Sheet.BloodPool",
  rage: "STC.Classic.Sheet.Rage",
  gnosis: "STC.Classic.Sheet.Gnosis",
  armour: "STC.Classic.Sheet.Armour",
  celerity: "STC.Classic.Discipline.celerity",
  fortitude: "STC.Classic.Discipline.fortitude",
  potence: "STC.Classic.Discipline.potence",
};

/** The identifiers Classic's refusals carry beyond the shared traits: maneuvers, Garou forms, creatures, statuses. */
export const CLASSIC_ERROR_NAMES: ErrorNames = {
  trait: (id) => TRAIT_KEYS[id] ?? `STC.Trait.${id}`,
  maneuver: (id) => `STC.Item.Names.${id}`,
  form: (id) => `STC.Classic.Form.${id}`,
  creature: (id) => `STC.Classic.Creature.${id}`,
  status: (id) => `STC.Classic.Status.${id}.Name`,
};

/** A Classic rules error in the reader's language, its identifiers named (src/rules/error-names.ts). */
export function classicErrorText(error: RulesError, t: Translate, extra: Readonly<Record<string, string | number>> = {}): string {
  return rulesErrorText(error, t, extra, CLASSIC_ERROR_NAMES);
}

/** A Classic refusal's data with its identifiers named. */
export function classicErrorData(data: Readonly<Record<string, string | number>>, t: Translate): Record<string, string | number> {
  return namedErrorData(data, t, CLASSIC_ERROR_NAMES);
}
