/* A roll as a card shows it: its terms, each die, its odds and its result, with the plural forms of the reader's language. */
import { ABILITIES, ATTRIBUTES } from "../../../rules/character/traits";
import { COMBAT_DISCIPLINES } from "../rules/character/vocabulary";
import type { RollRecord } from "../rules/combat/chain";
import { type NamedModifier, type RollPlan, poolSpecOf } from "../rules/combat/roll-plan";
import { poolOdds } from "../rules/dice/odds";
import { ROLL_KINDS } from "../rules/dice/pool-spec";
import type { PoolResult } from "../rules/dice/pool";
import { signed } from "../../../rules/signed";
import { pluralKey } from "../../../apps/plural";
import { percent } from "../dice/pool-card";
import { tableLanguage } from "../../../i18n";
import type { RollView, Translate } from "./chain-card-views";

const TRAITS = new Set<string>([...ATTRIBUTES, ...ABILITIES]);
const DISCIPLINES = new Set<string>(COMBAT_DISCIPLINES);

function partLabel(id: string, t: Translate): string {
  if (TRAITS.has(id)) return t(`STC.Trait.${id}`);
  if (DISCIPLINES.has(id)) return t(`STC.Classic.Discipline.${id}`);
  return t(`STC.Classic.Combat.Part.${id}`);
}

function modifierValue(modifier: NamedModifier, t: Translate): string {
  const parts: string[] = [];
  if (modifier.dice) parts.push(t("STC.Classic.Chain.Dice", { value: signed(modifier.dice) }));
  if (modifier.difficulty) parts.push(t("STC.Classic.Chain.DifficultyChange", { value: signed(modifier.difficulty) }));
  if (modifier.successes) parts.push(t("STC.Classic.Chain.Automatic", { value: signed(modifier.successes) }));
  return parts.join(", ");
}

/** A count in the language's plural form, from the keys `base.one/.few/.many/.other`. */
export type Count = (base: string, count: number, data?: Record<string, string | number>) => string;

export function counter(t: Translate, lang: string): Count {
  return (base, count, data = {}) => t(pluralKey(base, count, lang), { ...data, count });
}

/** The English plural forms where no language is named (the attack dialog and the escape card). */
const englishCount = (t: Translate): Count => counter(t, "en");

function rollTerms(pool: number, difficulty: number, automatic: number, n: Count): string {
  const terms = n("STC.Classic.Chain.Card.Terms", pool, { difficulty });
  return automatic ? n("STC.Classic.Chain.Card.WithAutomatic", automatic, { terms }) : terms;
}

function rollResult(result: PoolResult, n: Count, t: Translate): string {
  if (result.outcome === "botch") return t("STC.Classic.Chain.Card.Botch");
  return n("STC.Classic.Chain.Card.Successes", result.net);
}

export function rollView(plan: RollPlan, result: PoolResult | null, t: Translate, n: Count = englishCount(t)): RollView {
  const outcomeKey = result ? { success: "STC.Classic.Dice.Success", failure: "STC.Classic.Dice.Failure", botch: "STC.Classic.Dice.Botch" }[result.outcome] : "";
  const odds = result ? null : poolOdds(poolSpecOf(plan));
  const automatic = plan.automaticSuccesses + (plan.willpower ? 1 : 0);
  const difficulty = result?.difficulty ?? plan.difficulty;
  return {
    pool: plan.pool,
    difficulty,
    parts: plan.parts.filter((part) => part.dice !== 0).map((part) => ({ label: partLabel(part.id, t), dice: part.dice })),
    modifiers: plan.modifiers.map((modifier) => ({ label: t(`STC.Classic.Combat.Modifier.${modifier.id}`, modifier.data ?? {}), value: modifierValue(modifier, t) })),
    automatic,
    dice: (result?.dice ?? []).map((die) => ({ face: die.face, status: die.status, hint: t(`STC.Classic.Dice.Die.${die.status}`), double: die.worth > 1 })),
    net: result ? result.net : null,
    outcome: result?.outcome ?? null,
    outcomeLabel: outcomeKey ? t(outcomeKey) : "",
    odds: odds ? { success: percent(odds.success, tableLanguage()), botch: ROLL_KINDS[plan.kind].canBotch ? percent(odds.botch, tableLanguage()) : null } : null,
    terms: rollTerms(plan.pool, difficulty, automatic, n),
    result: result ? rollResult(result, n, t) : "",
  };
}

/** What a step's roll reads as in its one line: "5 dice at 6 → 1 success". */
export const rolled = (roll: RollView): string => `${roll.terms} → ${roll.result}`;

export const recorded = (record: RollRecord | null, t: Translate, n: Count): RollView | null => (record ? rollView(record.roll, record.result, t, n) : null);
