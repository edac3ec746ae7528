import { DAMAGE_TYPES } from "../../rules/health/damage-types";
import { GAROU_FORMS } from "../../rules/character/vocabulary";
import { experienceBalance, planRaise, type ExperienceEntry } from "../../rules/chronicle/experience";
import { chartFor } from "../../rules/chronicle/experience-chart";
import { RulesError } from "../../../../rules/errors";
import { classicErrorText } from "../../rules/error-names";
import type { Translate } from "../../../../rules/translate";
import type { ActorSystemSource } from "../../data/actor/source";
import type { RaiseOption } from "../../chronicle/raisable";
import { frenzyOf } from "../../rules/chronicle/frenzy";
import type { StatusEffect } from "../../rules/status/types";

/** What the chronicle's controls on a sheet read: plain data, gathered by the sheet. */
export interface ChronicleViewInput {
  source: ActorSystemSource;
  log: readonly ExperienceEntry[];
  options: readonly RaiseOption[];
  backgroundsAllowed: boolean;
  /** The character's statuses, for the frenzy it is in. */
  statuses: readonly StatusEffect[];
  isGM: boolean;
  editable: boolean;
}

export interface RaiseOptionView {
  key: string;
  label: string;
  /** Why it cannot be bought now, or "" when it can. */
  refusal: string;
}

export type ChronicleView = {
  editable: boolean;
  isGM: boolean;
  experience: {
    earned: number;
    spent: number;
    unspent: number;
    options: RaiseOptionView[];
    /** The latest entries first. */
    log: { label: string; note: string }[];
  };
  frenzy: { kinds: { id: string; label: string }[] } | null;
  /** The frenzy the character is in (named as a frenzy or as Rötschreck), or null; the Storyteller may end it. */
  frenzying: { kind: string; label: string } | null;
  bloodHealing: { types: { id: string; label: string }[] } | null;
  regeneration: { types: { id: string; label: string }[] } | null;
  forms: { id: string; label: string; current: boolean }[] | null;
};

/** The most log entries a sheet lists. */
export const LOG_SHOWN = 10;

/**
 * The chronicle's controls as a sheet shows them: experience earned, spent and unspent, each trait the character
 * could buy with its price (or why not, from the rules), the log, and the actions the creature has (a frenzy check,
 * healing with blood, regeneration, changing form).
 */
export function chronicleView(input: ChronicleViewInput, t: Translate): ChronicleView {
  const { source } = input;
  const balance = experienceBalance(input.log);
  const chart = chartFor(source.creature);
  const options = input.options.map((option): RaiseOptionView => {
    const name = option.nameKey ? t(option.nameKey) : option.name;
    try {
      const plan = planRaise({ chart, purchase: option.purchase, unspent: balance.unspent, maximum: option.maximum, backgroundsAllowed: input.backgroundsAllowed });
      const label = option.purchase.kind === "gift" || option.purchase.kind === "ritual"
        ? t("STC.Classic.Chronicle.Sheet.LearnOption", { trait: name, level: plan.to, cost: plan.cost, count: plan.cost })
        : t("STC.Classic.Chronicle.Sheet.RaiseOption", { trait: name, from: plan.from, to: plan.to, cost: plan.cost, count: plan.cost });
      return { key: option.key, label, refusal: "" };
    } catch (error) {
      if (!(error instanceof RulesError)) throw error;
      return { key: option.key, label: name, refusal: classicErrorText(error, t) };
    }
  });
  const types = (list: readonly string[]) => list.map((id) => ({ id, label: t(`STC.Classic.Damage.Type.${id}`) }));
  const vampire = source.creature === "vampire";
  const garou = source.creature === "garou";
  const frenzying = frenzyOf(input.statuses);
  return {
    editable: input.editable,
    isGM: input.isGM,
    experience: {
      ...balance,
      options,
      log: [...input.log].reverse().slice(0, LOG_SHOWN).map((entry) => ({ label: t(`STC.Classic.Chronicle.Sheet.Log.${entry.kind}`, { amount: entry.amount }), note: entry.note })),
    },
    frenzy: vampire || garou ? { kinds: (vampire ? ["frenzy", "rotschreck"] : ["frenzy"]).map((id) => ({ id, label: t(`STC.Classic.Chronicle.Sheet.FrenzyKind.${id}`) })) } : null,
    frenzying: frenzying ? { kind: frenzying, label: t(`STC.Classic.Chronicle.Sheet.Frenzying.${frenzying}`) } : null,
    bloodHealing: vampire ? { types: types(DAMAGE_TYPES) } : null,
    regeneration: garou ? { types: types(["lethal", "bashing"]) } : null,
    forms: garou ? GAROU_FORMS.map((id) => ({ id, label: t(`STC.Classic.Form.${id}`), current: source.garou.form === id })) : null,
  };
}
