import type { ChainAnswer } from "../data/chat/attack-chain";
import type { DefenceOffer } from "../round/bridge";
import { ATTRIBUTES, ABILITIES, COMBAT_DISCIPLINES } from "../../../rules/character/traits";
import type { PendingStep } from "../rules/combat/attack-rules";
import { type ClassicAttackChain, type ClassicStep, type RollRecord } from "../rules/combat/chain";
import { DEFENCE_KINDS, planDefence, type DefenceKind } from "../rules/combat/defence";
import { poolSpecOf, type NamedModifier, type RollPlan } from "../rules/combat/roll-plan";
import type { CharacterStats } from "../rules/character/stats";
import { defenceSpecialties } from "../rules/combat/defence-specialty";
import { willpowerRefusal } from "../rules/combat/willpower-success";
import { poolOdds } from "../rules/dice/odds";
import { defenceOdds, type DefenceAgainst } from "../rules/dice/defence-odds";
import { ROLL_KINDS } from "../rules/dice/pool-spec";
import type { PoolResult } from "../rules/dice/pool";
import { trackBoxes } from "../rules/health/track";
import { woundLevel, woundPenalty } from "../rules/health/wounds";
import { signed } from "../../../rules/signed";
import { activeStatus } from "../rules/status/active";
import { statusCombatEffect } from "../rules/status/combat-effects";
import type { StatusEffect } from "../rules/status/types";
import { pluralKey } from "../../../apps/plural";
import { percent } from "../dice/pool-card";
import { tableLanguage } from "../../../i18n";
import { pendingStep, stepSide } from "./chain-record";
import { mayAsk, type ChainSettings, type Participant } from "./participants";

/** Formats a language key with its data in the table's language (game.i18n in Foundry, the harness in tests). */
export type Translate = (key: string, data?: Record<string, string | number>) => string;

export interface DieView {
  face: number;
  status: string;
  hint: string;
  double: boolean;
}

export interface RollView {
  pool: number;
  difficulty: number;
  /** The pool's parts that add dice: a part of none ("Maneuver 0") is not written. */
  parts: { label: string; dice: number }[];
  modifiers: { label: string; value: string }[];
  automatic: number;
  dice: DieView[];
  net: number | null;
  outcome: string | null;
  outcomeLabel: string;
  /** The chance of a botch is null for a roll that cannot botch (defence, damage, soak: 000 §2.6, §3.4, §4.1). */
  odds: { success: string; botch: string | null } | null;
  /** "5 dice at 6", with automatic successes when there are any. */
  terms: string;
  /** What the roll gave, as a count: "3 successes", "no successes", "botch"; "" before it is rolled. */
  result: string;
}

export interface StepView {
  step: ClassicStep;
  /** One line: whose roll it was and what it gave. */
  summary: string;
  roll: RollView | null;
  lines: string[];
  outcome: string | null;
}

export interface ButtonView {
  action: "chainStep" | "chainUndo" | "grappleEscape" | "clinchDamage";
  label: string;
  /** A second, smaller line on the button: the pool, the difficulty and the odds. */
  detail?: string;
  step?: ClassicStep;
  defence?: DefenceKind | "none";
  payment?: "willpowerPoint" | "willpowerRoll";
  /** The opponents the card counted from the round, sent back so a changed round is noticed. */
  opponents?: string;
  /** The soak's index, as text so the first (0) is still written out. */
  soak?: string;
  /** A defence the defender holds a specialty for: the card's specialty tick box applies to it. */
  specialty?: "available";
  disabled: boolean;
  hint: string;
  primary?: boolean;
}

/** One defence as the defender is offered it: what it rolls, what it costs, and why not when it cannot be used. */
export interface DefenceOptionView {
  kind: DefenceKind;
  label: string;
  /** "5 dice at 6 · 84%", or "" when unavailable. */
  detail: string;
  /** Declared (with its penalty), or an abort (its Willpower and its cap); "" when it costs nothing. */
  cost: string;
  /** Why it cannot be used, written out on the card; "" when it can. */
  reason: string;
  declared: boolean;
  /** Why an abort cannot be paid with a Willpower point (the turn's point is spent, or none is left); "" when it can. */
  pointReason: string;
  buttons: ButtonView[];
}

export interface WillpowerView {
  label: string;
  disabled: boolean;
  /** The turn's point was declared for a defence offered here: the toggle shows it taken, and no second is spent. */
  checked?: boolean;
  /** Why no point can be spent, written out beside the toggle; "" when one can. */
  reason: string;
}

export interface PendingView {
  step: ClassicStep;
  title: string;
  /** What the next roll will be, with its exact odds. */
  roll: RollView | null;
  /** Every button, in the order shown. */
  buttons: ButtonView[];
  /** The defence choice, one entry a defence, the declared first; null on other steps. */
  defences: DefenceOptionView[] | null;
  /** The button that takes the attack undefended. */
  takeIt: ButtonView | null;
  /** The opponents the defender faces, as the round counts them (000 §2.3). */
  opponents: string;
  willpower: WillpowerView | null;
  /** The tick box that rolls a defence with the defender's specialty (its 10s count twice), when one applies. */
  specialty: { label: string } | null;
  waiting: string;
  notes: string[];
}

export interface ResultView {
  damage: string;
  boxes: { state: string; half: boolean; label: string }[];
  /** The wound level with its penalty: "Hurt: −1 die". */
  woundLevel: string;
  /** Each status the attack started, with how long it lasts and what it does. */
  statuses: string[];
  /** What the track's last box means (incapacitated, torpor, death); "" while the target still stands. */
  consequence: string;
}

// A type, not an interface: Foundry's renderTemplate takes an object with an index signature.
export type ChainCardContext = {
  title: string;
  subtitle: string;
  steps: StepView[];
  pending: PendingView | null;
  outcome: { id: string; label: string } | null;
  result: ResultView | null;
  events: string[];
  notes: string[];
  buttons: ButtonView[];
  undone: boolean;
  undoneLabel: string;
  error: string | null;
  /** The label of the control that opens a step's dice. */
  detailsLabel: string;
};

export interface ChainCardInput {
  chain: ClassicAttackChain | null;
  /** Why the stored record could not be read, when it could not. */
  error: { key: string; data: Record<string, string | number> } | null;
  answers: readonly ChainAnswer[];
  names: { attacker: string; target: string; used: string };
  viewer: Participant;
  settings: ChainSettings;
  /** No Storyteller is logged in: steps this viewer's client cannot perform wait. */
  noStoryteller: boolean;
  undone: boolean;
  /** What each defence costs the defender in the round now (src/rulesets/classic/round/bridge.ts). */
  offers: Record<DefenceKind, DefenceOffer>;
  /** The opponents the defender faces against this attacker, as the round counts them (000 §2.3). */
  opponents: number;
  /**
   * The defender's Willpower now and the points already spent in this turn (null outside a running round), for
   * the defence roll's toggle; the Storyteller's client counts both again when it answers.
   */
  willpower: { current: number; spentThisTurn: number | null };
  /** The defender's specialties as the chain took them, for the specialty tick box (V20 core). */
  defenderSpecialties: CharacterStats["specialties"];
  /** The table's language, for plural forms. */
  lang: string;
  /**
   * The card was not written by a Storyteller's client (a player's own, or one from before the Storyteller's
   * client wrote every card): it is shown as it reads, said to be no record, and offers nothing to press.
   */
  untrusted: boolean;
}

const TRAITS = new Set<string>([...ATTRIBUTES, ...ABILITIES]);
const DISCIPLINES = new Set<string>(COMBAT_DISCIPLINES);

function partLabel(id: string, t: Translate): string {
  if (TRAITS.has(id)) return t(`STC.Trait.${id}`);
  if (DISCIPLINES.has(id)) return t(`STC.Discipline.${id}`);
  return t(`STC.Combat.Part.${id}`);
}

function modifierValue(modifier: NamedModifier, t: Translate): string {
  const parts: string[] = [];
  if (modifier.dice) parts.push(t("STC.Chain.Dice", { value: signed(modifier.dice) }));
  if (modifier.difficulty) parts.push(t("STC.Chain.DifficultyChange", { value: signed(modifier.difficulty) }));
  if (modifier.successes) parts.push(t("STC.Chain.Automatic", { value: signed(modifier.successes) }));
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
  const terms = n("STC.Chain.Card.Terms", pool, { difficulty });
  return automatic ? n("STC.Chain.Card.WithAutomatic", automatic, { terms }) : terms;
}

function rollResult(result: PoolResult, n: Count, t: Translate): string {
  if (result.outcome === "botch") return t("STC.Chain.Card.Botch");
  return n("STC.Chain.Card.Successes", result.net);
}

export function rollView(plan: RollPlan, result: PoolResult | null, t: Translate, n: Count = englishCount(t)): RollView {
  const outcomeKey = result ? { success: "STC.Dice.Success", failure: "STC.Dice.Failure", botch: "STC.Dice.Botch" }[result.outcome] : "";
  const odds = result ? null : poolOdds(poolSpecOf(plan));
  const automatic = plan.automaticSuccesses + (plan.willpower ? 1 : 0);
  const difficulty = result?.difficulty ?? plan.difficulty;
  return {
    pool: plan.pool,
    difficulty,
    parts: plan.parts.filter((part) => part.dice !== 0).map((part) => ({ label: partLabel(part.id, t), dice: part.dice })),
    modifiers: plan.modifiers.map((modifier) => ({ label: t(`STC.Combat.Modifier.${modifier.id}`, modifier.data ?? {}), value: modifierValue(modifier, t) })),
    automatic,
    dice: (result?.dice ?? []).map((die) => ({ face: die.face, status: die.status, hint: t(`STC.Dice.Die.${die.status}`), double: die.worth > 1 })),
    net: result ? result.net : null,
    outcome: result?.outcome ?? null,
    outcomeLabel: outcomeKey ? t(outcomeKey) : "",
    odds: odds ? { success: percent(odds.success, tableLanguage()), botch: ROLL_KINDS[plan.kind].canBotch ? percent(odds.botch, tableLanguage()) : null } : null,
    terms: rollTerms(plan.pool, difficulty, automatic, n),
    result: result ? rollResult(result, n, t) : "",
  };
}

/** What a step's roll reads as in its one line: "5 dice at 6 → 1 success". */
const rolled = (roll: RollView): string => `${roll.terms} → ${roll.result}`;

const recorded = (record: RollRecord | null, t: Translate, n: Count): RollView | null => (record ? rollView(record.roll, record.result, t, n) : null);

function costLine(answer: ChainAnswer | undefined, t: Translate): string | null {
  const cost = answer?.cost;
  if (!cost) return null;
  if (cost.offer === "declared") return t("STC.Chain.Cost.Declared");
  if (cost.offer !== "abort") return null;
  const paid = t(`STC.Chain.Cost.${cost.payment === "willpowerRoll" ? "AbortRoll" : "AbortPoint"}`);
  return cost.granted ? paid : `${paid} ${t("STC.Chain.Cost.AbortFailed")}`;
}

interface StepNames {
  attacker: string;
  target: string;
}

/**
 * The finished steps, one entry each, collapsed to a line. A defence's choice and its roll read as one entry
 * ("Alistair dodges: …"); a choice without a roll (the attack taken, or an abort that failed) has its own.
 */
function finishedSteps(chain: ClassicAttackChain, answers: readonly ChainAnswer[], names: StepNames, t: Translate, n: Count): StepView[] {
  const views: StepView[] = [];
  const plan = chain.plan;
  const step = (view: Omit<StepView, "outcome">): void => {
    views.push({ ...view, outcome: view.roll?.outcome ?? null });
  };
  for (const taken of chain.history) {
    switch (taken) {
      case "attackRoll": {
        const roll = recorded(chain.attack, t, n);
        if (!roll) break;
        step({ step: taken, summary: t("STC.Chain.Card.Summary.attackRoll", { name: names.attacker, roll: rolled(roll) }), roll, lines: plan.automaticHit ? [t("STC.Chain.AutomaticHit")] : [] });
        break;
      }
      case "defenceChoice": {
        if (chain.history.includes("defenceRoll")) break;
        const cost = answers.find((answer) => answer.step === "defenceChoice")?.cost;
        const key = cost && !cost.granted ? "abortFailed" : "none";
        step({ step: taken, summary: t(`STC.Chain.Card.Summary.${key}`, { name: names.target }), roll: null, lines: [] });
        break;
      }
      case "defenceRoll": {
        const roll = recorded(chain.defence, t, n);
        if (!roll) break;
        const kind = chain.defenceChoice?.kind ?? "none";
        const lines: string[] = [];
        const cost = costLine(answers.find((answer) => answer.step === "defenceChoice"), t);
        if (cost) lines.push(cost);
        if (chain.options.defenceMode === "removeDice") lines.push(t("STC.Chain.RemovesDice", { count: chain.removedDice }));
        else lines.push(t("STC.Chain.CancelsSuccesses", { count: chain.hit?.cancelled ?? chain.attack?.result.net ?? 0 }));
        step({ step: taken, summary: t(`STC.Chain.Card.Summary.${kind}Roll`, { name: names.target, roll: rolled(roll) }), roll, lines });
        break;
      }
      case "damageRoll": {
        const roll = recorded(chain.damage, t, n);
        if (!roll) break;
        const type = plan.damageType?.type ?? "bashing";
        step({ step: taken, summary: t(`STC.Chain.Card.Summary.damage.${type}`, { roll: rolled(roll) }), roll, lines: [] });
        break;
      }
      case "soakRoll": {
        const soak = chain.soak;
        const roll = soak?.roll ? rollView(soak.roll, soak.result, t, n) : null;
        if (!soak || !roll) {
          // Passed over: the defender, as they stood when it came to soak, had nothing to soak with.
          step({ step: taken, summary: t(soak?.options.length ? "STC.Chain.Card.Summary.soakNoDice" : "STC.Chain.Card.Summary.soakNone", { name: names.target }), roll: null, lines: [] });
          break;
        }
        step({ step: taken, summary: t("STC.Chain.Card.Summary.soakRoll", { name: names.target, roll: rolled(roll) }), roll, lines: [t("STC.Soak.Soaked", { soaked: soak.soaked, left: soak.left })] });
        break;
      }
      case "effectRoll": {
        const effect = chain.effectRoll;
        const roll = recorded(effect, t, n);
        if (!effect || !roll) break;
        step({ step: taken, summary: t("STC.Chain.Card.Summary.effectRoll", { name: names.target, roll: rolled(roll) }), roll, lines: [t(`STC.Chain.Effect.${effect.effect}`)] });
        break;
      }
      case "apply":
        break;
    }
  }
  // Damage the target could not soak at all never reached a soak step: say so where the soak would have been.
  const soak = chain.soak;
  if (soak && !soak.roll && !chain.history.includes("soakRoll") && chain.next !== "soakRoll" && (chain.damage?.result.net ?? 0) > 0) {
    const key = soak.options.length ? "STC.Chain.Card.Summary.soakNoDice" : "STC.Chain.Card.Summary.soakNone";
    step({ step: "soakRoll", summary: t(key, { name: names.target }), roll: null, lines: [] });
  }
  return views;
}

/** How long a status lasts, from the round it was started in: this turn, the next, some turns, or until it ends. */
function lasts(status: StatusEffect, round: number, t: Translate, n: Count): string {
  const data = { status: t(`STC.Chain.Card.Status.${status.id}`) };
  if (status.expiresAfterRound === null) {
    if (status.id === "held") return t("STC.Chain.Card.Lasts.untilBroken", data);
    if (status.id === "incapacitated" || status.id === "torpor") return t("STC.Chain.Card.Lasts.untilHealed", data);
    return t("STC.Chain.Card.Lasts.untilEnded", data);
  }
  const turns = status.expiresAfterRound - round;
  if (turns <= 0) return t("STC.Chain.Card.Lasts.thisTurn", data);
  if (turns === 1) return t("STC.Chain.Card.Lasts.nextTurn", data);
  return n("STC.Chain.Card.Lasts.turns", turns, data);
}

/** What a status does in a fight, from the rules' own table of its effects (and a knockdown's own numbers). */
function does(status: StatusEffect, t: Translate, n: Count): string[] {
  const effect = statusCombatEffect(status.id);
  const said: string[] = [];
  if (status.id === "dazed") said.push(t("STC.Chain.Card.Does.losesTurn"));
  else if (effect.cannotAct) said.push(t("STC.Chain.Card.Does.cannotAct"));
  if (status.id === "knockedDown") said.push(status.losesAction ? t("STC.Chain.Card.Does.getsUp") : t("STC.Chain.Card.Does.initiative", { value: signed(-(status.value ?? 0)) }));
  if (effect.losesValueDice && status.value) said.push(n("STC.Chain.Card.Does.losesDice", status.value));
  if (effect.ownDifficulty) said.push(t("STC.Chain.Card.Does.ownDifficulty", { value: signed(effect.ownDifficulty) }));
  if (effect.noDefence && !effect.automaticHit) said.push(t("STC.Chain.Card.Does.noDefence"));
  if (effect.attackersDifficulty) said.push(t("STC.Chain.Card.Does.attackersDifficulty", { value: signed(effect.attackersDifficulty) }));
  if (effect.heldTarget) said.push(t("STC.Chain.Card.Does.held"));
  if (effect.automaticHit) said.push(t("STC.Chain.Card.Does.automaticHit"));
  return said;
}

/** "Stunned until the end of next turn; no actions; attacks against them −2 difficulty". */
const statusLine = (status: StatusEffect, round: number, t: Translate, n: Count): string => [lasts(status, round, t, n), ...does(status, t, n)].join("; ");

function resultView(chain: ClassicAttackChain, t: Translate, n: Count): ResultView | null {
  const result = chain.result;
  if (!result || !chain.history.includes("apply")) return null;
  const damage = result.damage;
  const after = result.after;
  const level = woundLevel(after.health);
  const penalty = woundPenalty(after.health);
  const wound = !level
    ? t("STC.Health.Unhurt")
    : level === "incapacitated"
      ? t("STC.Health.State", { level: t(`STC.Health.Level.${level}`) })
      : penalty
        ? t("STC.Chain.Card.Wound", { level: t(`STC.Health.Level.${level}`), penalty: n("STC.Chain.Card.Penalty", -penalty) })
        : t("STC.Chain.Card.WoundNoPenalty", { level: t(`STC.Health.Level.${level}`) });
  return {
    damage: damage
      ? t(`STC.Chain.Card.DamageTaken.${damage.type}`, { levels: n("STC.Chain.Card.Levels", damage.levels) })
      : t("STC.Chain.NoDamageTaken"),
    boxes: trackBoxes(after.health).map((box) => {
      const state = box.strokes[0] ?? "none";
      const half = box.strokes.length === 1;
      return { state, half, label: `${t(`STC.Health.Level.${box.level}`)}: ${t(`STC.Health.Box.${state}${half ? "Half" : ""}`)}` };
    }),
    woundLevel: wound,
    statuses: result.started.map((status) => statusLine(status, chain.plan.round, t, n)),
    consequence: result.consequence === "none" ? "" : t(`STC.Combat.Consequence.${result.consequence}`),
  };
}

/** What taking this defence costs, as the round offers it: declared (and its penalty), or an abort (its Willpower and cap). */
function offerCost(offer: DefenceOffer, t: Translate, n: Count): string {
  switch (offer.kind) {
    case "free":
    case "none":
      return "";
    case "declared":
      return offer.penalty ? t("STC.Chain.Card.Offer.declaredPenalty", { penalty: n("STC.Chain.Card.Penalty", offer.penalty) }) : t("STC.Chain.Card.Offer.declared");
    case "abort":
      return offer.cap === null ? t("STC.Chain.Card.Offer.abort") : t("STC.Chain.Card.Offer.abortCapped", { cap: n("STC.Chain.Card.Dice", offer.cap) });
  }
}

/** The defence roll this option would make, with the round's penalty and cap and the round's opponents. */
function optionRoll(chain: ClassicAttackChain, kind: DefenceKind, offer: DefenceOffer, opponents: number): RollPlan {
  const penalty = offer.kind === "declared" || offer.kind === "abort" ? offer.penalty : 0;
  const cap = offer.kind === "declared" || offer.kind === "abort" ? offer.cap : null;
  return planDefence(
    chain.plan,
    { kind, opponents, ...(penalty ? { multipleActionPenalty: -Math.abs(penalty) } : {}), ...(cap !== null ? { poolCap: cap } : {}) },
    chain.options,
    chain.tables,
  );
}

/**
 * What the defender decides on: the chance this defence takes the whole hit away, against the attack's successes
 * (cancelling) or the attack still to be rolled (removing dice), and the chance it takes some of it where that
 * differs.
 */
function defenceOddsLine(chain: ClassicAttackChain, plan: RollPlan, terms: string, t: Translate): string {
  const against: DefenceAgainst =
    chain.options.defenceMode === "removeDice"
      ? { mode: "removeDice", attack: poolSpecOf(chain.plan.roll) }
      : { mode: "subtractSuccesses", attackSuccesses: chain.attack?.result.net ?? 0 };
  const odds = defenceOdds(poolSpecOf(plan), against);
  const language = tableLanguage();
  const stops = percent(odds.stops, language);
  const reduces = percent(odds.reduces, language);
  return reduces === stops ? t("STC.Chain.Card.OptionStops", { terms, stops }) : t("STC.Chain.Card.OptionStopsOrLessens", { terms, stops, reduces });
}

/** Declared defences first (one click takes them), then the free ones, then the aborts, then what cannot be used. */
const OFFER_ORDER: Record<DefenceOffer["kind"], number> = { declared: 0, free: 1, abort: 2, none: 3 };

function defenceOptions(chain: ClassicAttackChain, input: ChainCardInput, t: Translate, n: Count): DefenceOptionView[] {
  const options = DEFENCE_KINDS.map((kind): DefenceOptionView & { order: number } => {
    const option = chain.defenceOptions.find((entry) => entry.kind === kind);
    const offer = input.offers[kind];
    const label = t(`STC.Combat.Defence.${kind}`);
    const base = { action: "chainStep" as const, step: "defenceChoice" as const, defence: kind, opponents: String(input.opponents), hint: "" };
    if (!option?.available || offer.kind === "none") {
      const reason = option?.available && offer.kind === "none" ? t(offer.reasonKey, offer.data) : t(`STC.Combat.DefenceReason.${String(option?.reason)}`);
      return { kind, label, detail: "", cost: "", reason, declared: false, pointReason: "", order: OFFER_ORDER.none, buttons: [{ ...base, label, disabled: true, hint: reason }] };
    }
    const plan = optionRoll(chain, kind, offer, input.opponents);
    const roll = rollView(plan, null, t, n);
    const detail = defenceOddsLine(chain, plan, roll.terms, t);
    const cost = offerCost(offer, t, n);
    const declared = offer.kind === "declared";
    // An abort paid with a point spends the turn's one point: once it is spent, only the Willpower roll is left.
    const pointRefusal = offer.kind === "abort" ? willpowerRefusal(input.willpower.current, input.willpower.spentThisTurn) : null;
    const pointReason = pointRefusal ? t(`STC.Chain.Card.WillpowerRefused.${pointRefusal}`, { name: input.names.target }) : "";
    const buttons: ButtonView[] =
      offer.kind === "abort"
        ? [
            { ...base, payment: "willpowerRoll", label: t("STC.Chain.Card.AbortRoll", { defence: label }), disabled: false },
            { ...base, payment: "willpowerPoint", label: t("STC.Chain.Card.AbortPoint", { defence: label }), disabled: pointRefusal !== null, hint: pointReason },
          ]
        : [{ ...base, label, detail: cost ? `${cost} · ${detail}` : detail, disabled: false, primary: declared }];
    if (defenceSpecialties(input.defenderSpecialties, kind, chain.options).length > 0) for (const button of buttons) button.specialty = "available";
    return { kind, label, detail, cost, reason: "", declared, pointReason, order: OFFER_ORDER[offer.kind], buttons };
  });
  return options.sort((a, b) => a.order - b.order).map(({ order: _order, ...view }) => view);
}

/**
 * The Willpower toggle of a defence or of the roll against a maneuver's effect: one point a turn (V20 core). On a
 * defence, a point the character declared for one of the defences offered shows as taken.
 */
function willpowerToggle(input: ChainCardInput, t: Translate, onDefence: boolean): WillpowerView {
  const declared = !onDefence ? undefined : DEFENCE_KINDS.find((kind) => {
    const offer = input.offers[kind];
    return offer.kind === "declared" && offer.willpower === true;
  });
  if (declared) return { label: t("STC.Chain.Card.WillpowerDeclared", { defence: t(`STC.Combat.Defence.${declared}`) }), disabled: true, checked: true, reason: "" };
  const refusal = willpowerRefusal(input.willpower.current, input.willpower.spentThisTurn);
  return {
    label: t("STC.Chain.Card.Willpower", { current: input.willpower.current }),
    disabled: refusal !== null,
    reason: refusal ? t(`STC.Chain.Card.WillpowerRefused.${refusal}`, { name: input.names.target }) : "",
  };
}

/** The defender's specialties on the defences open to them, named on one tick box; none, no tick box. */
function specialtyToggle(chain: ClassicAttackChain, input: ChainCardInput, t: Translate): { label: string } | null {
  const names = new Set(
    chain.defenceOptions.filter((option) => option.available).flatMap((option) => defenceSpecialties(input.defenderSpecialties, option.kind, chain.options)),
  );
  return names.size ? { label: t("STC.Chain.Card.Specialty", { names: [...names].join(", ") }) } : null;
}

function rollButtons(chain: ClassicAttackChain, pending: Extract<PendingStep, { kind: "roll" }>, t: Translate): ButtonView[] {
  const step = pending.step as ClassicStep;
  const options = step === "soakRoll" ? (chain.soak?.options ?? []) : [];
  if (options.length > 1) {
    return options.map((option, index) => ({
      action: "chainStep",
      step,
      soak: String(index),
      label: t("STC.Chain.RollSoakWith", { count: option.pool, difficulty: option.difficulty }),
      disabled: false,
      hint: "",
    }));
  }
  return [{ action: "chainStep", step, label: t(`STC.Chain.Roll.${step}`), disabled: false, hint: "", primary: true }];
}

function waitingFor(step: ClassicStep, input: ChainCardInput, t: Translate): string {
  const side = stepSide(step);
  if (side === "storyteller") return t(input.settings.approveApplication ? "STC.Chain.WaitingApproval" : "STC.Chain.WaitingStoryteller");
  return t("STC.Chain.WaitingFor", { name: side === "attacker" ? input.names.attacker : input.names.target });
}

/** The step asked now, open: whose it is, the damage's type before its roll, the roll with its odds. */
function pendingTitle(chain: ClassicAttackChain, step: ClassicStep, input: ChainCardInput, t: Translate): string {
  const names = { attacker: input.names.attacker, target: input.names.target };
  if (step === "damageRoll") return chain.plan.damageType ? t(`STC.Chain.Card.DamageType.${chain.plan.damageType.type}`) : t("STC.Combat.Step.damageRoll");
  return t(`STC.Chain.Card.Pending.${step}`, { name: step === "attackRoll" ? names.attacker : names.target });
}

function pendingView(chain: ClassicAttackChain, pending: PendingStep, input: ChainCardInput, t: Translate, n: Count): PendingView {
  const step = pending.step as ClassicStep;
  const allowed = !input.undone && mayAsk(input.viewer, step, input.settings);
  const notes: string[] = [];
  // Every step is performed by the Storyteller's client: with none logged in, nothing can be pressed yet.
  if (allowed && input.noStoryteller) notes.push(t("STC.Chain.NoStoryteller"));
  const view: PendingView = { step, title: pendingTitle(chain, step, input, t), roll: null, buttons: [], defences: null, takeIt: null, opponents: "", willpower: null, specialty: null, waiting: "", notes };
  if (pending.kind === "roll") view.roll = rollView(pending.roll, null, t, n);
  if (pending.kind === "choice") view.opponents = n("STC.Chain.Card.Opponents", input.opponents, { name: input.names.target });
  if (!allowed) {
    view.waiting = waitingFor(step, input, t);
    return view;
  }
  if (pending.kind === "choice") {
    view.defences = defenceOptions(chain, input, t, n);
    view.takeIt = { action: "chainStep", step: "defenceChoice", defence: "none", label: t("STC.Chain.TakeIt"), disabled: false, hint: "" };
    view.buttons = [...view.defences.flatMap((option) => option.buttons), view.takeIt];
    if (view.defences.some((option) => option.buttons.some((button) => !button.disabled))) view.willpower = willpowerToggle(input, t, true);
    view.specialty = specialtyToggle(chain, input, t);
  } else if (pending.kind === "roll") {
    view.buttons = rollButtons(chain, pending, t);
    if (step === "effectRoll") view.willpower = willpowerToggle(input, t, false);
  } else {
    view.buttons = [{ action: "chainStep", step, label: t("STC.Chain.Apply"), disabled: false, hint: "", primary: true }];
  }
  return view;
}

function eventLines(chain: ClassicAttackChain, t: Translate): string[] {
  // Notes are the maneuver's reminders, shown from the plan on every card; the rest happened in this chain.
  return (chain.result?.events ?? []).flatMap((event) => {
    if (event.kind === "note") return [];
    if (event.kind === "weaponDropped") return [t(`STC.Chain.WeaponDropped.${event.who}`)];
    return [t("STC.Combat.Event.attackBotched")];
  });
}

/** The buttons a finished chain offers: the Storyteller's undo, and a grapple's escape and clinch damage. */
function closingButtons(chain: ClassicAttackChain, input: ChainCardInput, t: Translate): ButtonView[] {
  const buttons: ButtonView[] = [];
  if (chain.next !== "done" || input.undone) return buttons;
  const applied = input.answers.some((answer) => answer.step === "apply");
  if (applied && input.viewer.isGM) buttons.push({ action: "chainUndo", label: t("STC.Chain.Undo"), disabled: false, hint: t("STC.Chain.UndoHint") });
  const after = chain.result?.after.statuses ?? [];
  const hold = activeStatus(after, "held", chain.plan.round, chain.plan.attacker.id);
  if (applied && hold && chain.plan.effect.kind === "grapple") {
    if (input.viewer.ownsTarget || input.viewer.isGM) buttons.push({ action: "grappleEscape", label: t("STC.Chain.BreakFree", { name: input.names.target }), disabled: false, hint: t("STC.Chain.BreakFreeHint") });
    if (hold.value !== undefined && (input.viewer.ownsAttacker || input.viewer.isGM)) {
      buttons.push({ action: "clinchDamage", label: t("STC.Chain.ClinchDamage"), disabled: false, hint: t("STC.Chain.ClinchDamageHint") });
    }
  }
  return buttons;
}

/**
 * Everything a chain card shows, as text already in the table's language, built from the chain the rules
 * replay from the stored answers: the outcome and the target's new track first, each step taken as one line
 * that opens to its dice and every named modifier, and what is asked now and of whom (with buttons only for
 * those who may answer).
 */
export function chainCardContext(input: ChainCardInput, t: Translate): ChainCardContext {
  const n = counter(t, input.lang);
  const title = t("STC.Chain.Title", { attacker: input.names.attacker, target: input.names.target });
  const base: ChainCardContext = {
    title,
    subtitle: input.names.used,
    steps: [],
    pending: null,
    outcome: null,
    result: null,
    events: [],
    notes: [],
    buttons: [],
    undone: input.undone,
    undoneLabel: input.undone ? t("STC.Chain.Undone") : "",
    error: null,
    detailsLabel: t("STC.Chain.Card.Details"),
  };
  const chain = input.chain;
  if (!chain) return { ...base, error: input.error ? t("STC.Chain.Error.RecordInvalid", { reason: t(input.error.key, input.error.data) }) : "" };
  const next = pendingStep(chain);
  return {
    ...base,
    steps: finishedSteps(chain, input.answers, input.names, t, n),
    pending: next && !input.untrusted ? pendingView(chain, next, input, t, n) : null,
    outcome: chain.outcome ? { id: chain.outcome, label: t(`STC.Combat.Outcome.${chain.outcome}`) } : null,
    result: resultView(chain, t, n),
    events: eventLines(chain, t),
    notes: chain.plan.notes.map((key) => t(key)),
    buttons: input.untrusted ? [] : closingButtons(chain, input, t),
    error: input.untrusted ? t("STC.Chain.Error.NotStorytellers") : null,
  };
}
