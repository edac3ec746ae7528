import type { ChainAnswer } from "../data/chat/attack-chain";
import type { DefenceOffer } from "../round/bridge";
import { ATTRIBUTES, ABILITIES, COMBAT_DISCIPLINES } from "../../../rules/character/traits";
import type { PendingStep } from "../rules/combat/attack-rules";
import { type ClassicAttackChain, type ClassicStep, type RollRecord } from "../rules/combat/chain";
import { DEFENCE_KINDS, type DefenceKind } from "../rules/combat/defence";
import { poolSpecOf, type NamedModifier, type RollPlan } from "../rules/combat/roll-plan";
import { poolOdds } from "../rules/dice/odds";
import type { PoolResult } from "../rules/dice/pool";
import { trackBoxes } from "../rules/health/track";
import { woundLevel } from "../rules/health/wounds";
import { signed } from "../../../rules/signed";
import { activeStatus } from "../rules/status/active";
import { percent } from "../dice/pool-card";
import { tableLanguage } from "../../../i18n";
import { pendingStep, stepSide } from "./chain-record";
import { mayAsk, type ChainSettings, type Participant } from "./participants";
import { MAX_OPPONENTS } from "../requests/chain-step";

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
  parts: { label: string; dice: number }[];
  modifiers: { label: string; value: string }[];
  automatic: number;
  dice: DieView[];
  net: number | null;
  outcome: string | null;
  outcomeLabel: string;
  odds: { success: string; botch: string } | null;
}

export interface StepView {
  step: ClassicStep;
  title: string;
  roll: RollView | null;
  lines: string[];
}

export interface ButtonView {
  action: "chainStep" | "chainUndo" | "grappleEscape" | "clinchDamage";
  label: string;
  step?: ClassicStep;
  defence?: DefenceKind | "none";
  payment?: "willpowerPoint" | "willpowerRoll";
  /** The soak's index, as text so the first (0) is still written out. */
  soak?: string;
  disabled: boolean;
  hint: string;
}

export interface PendingView {
  step: ClassicStep;
  title: string;
  /** What the next roll will be, with its exact odds. */
  roll: RollView | null;
  buttons: ButtonView[];
  /** The defence choice's opponents field (000 §2.3), for whoever chooses. */
  opponents: { value: number; label: string }[] | null;
  waiting: string;
  notes: string[];
}

export interface ResultView {
  damage: string;
  boxes: { state: string; half: boolean; label: string }[];
  woundLevel: string;
  statuses: string[];
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

export function rollView(plan: RollPlan, result: PoolResult | null, t: Translate): RollView {
  const outcomeKey = result ? { success: "STC.Dice.Success", failure: "STC.Dice.Failure", botch: "STC.Dice.Botch" }[result.outcome] : "";
  const odds = result ? null : poolOdds(poolSpecOf(plan));
  return {
    pool: plan.pool,
    difficulty: result?.difficulty ?? plan.difficulty,
    parts: plan.parts.map((part) => ({ label: partLabel(part.id, t), dice: part.dice })),
    modifiers: plan.modifiers.map((modifier) => ({ label: t(`STC.Combat.Modifier.${modifier.id}`, modifier.data ?? {}), value: modifierValue(modifier, t) })),
    automatic: plan.automaticSuccesses + (plan.willpower ? 1 : 0),
    dice: (result?.dice ?? []).map((die) => ({ face: die.face, status: die.status, hint: t(`STC.Dice.Die.${die.status}`), double: die.worth > 1 })),
    net: result ? result.net : null,
    outcome: result?.outcome ?? null,
    outcomeLabel: outcomeKey ? t(outcomeKey) : "",
    odds: odds ? { success: percent(odds.success, tableLanguage()), botch: percent(odds.botch, tableLanguage()) } : null,
  };
}

const recorded = (record: RollRecord | null, t: Translate): RollView | null => (record ? rollView(record.roll, record.result, t) : null);

function costLine(answer: ChainAnswer | undefined, t: Translate): string | null {
  const cost = answer?.cost;
  if (!cost) return null;
  if (cost.offer === "declared") return t("STC.Chain.Cost.Declared");
  if (cost.offer !== "abort") return null;
  const paid = t(`STC.Chain.Cost.${cost.payment === "willpowerRoll" ? "AbortRoll" : "AbortPoint"}`);
  return cost.granted ? paid : `${paid} ${t("STC.Chain.Cost.AbortFailed")}`;
}

function stepView(chain: ClassicAttackChain, step: ClassicStep, answers: readonly ChainAnswer[], t: Translate): StepView {
  const title = t(`STC.Combat.Step.${step}`);
  const lines: string[] = [];
  const plan = chain.plan;
  switch (step) {
    case "attackRoll": {
      if (plan.automaticHit) lines.push(t("STC.Chain.AutomaticHit"));
      return { step, title, roll: recorded(chain.attack, t), lines };
    }
    case "defenceChoice": {
      lines.push(t(`STC.Combat.Defence.${chain.defenceChoice?.kind ?? "none"}`));
      const cost = costLine(answers.find((answer) => answer.step === "defenceChoice"), t);
      if (cost) lines.push(cost);
      return { step, title, roll: null, lines };
    }
    case "defenceRoll": {
      if (chain.options.defenceMode === "removeDice") lines.push(t("STC.Chain.RemovesDice", { count: chain.removedDice }));
      else lines.push(t("STC.Chain.CancelsSuccesses", { count: chain.hit?.cancelled ?? chain.attack?.result.net ?? 0 }));
      return { step, title, roll: recorded(chain.defence, t), lines };
    }
    case "damageRoll": {
      if (plan.damageType) lines.push(t(`STC.Damage.Type.${plan.damageType.type}`));
      return { step, title, roll: recorded(chain.damage, t), lines };
    }
    case "soakRoll": {
      const soak = chain.soak;
      if (soak) lines.push(t("STC.Soak.Soaked", { soaked: soak.soaked, left: soak.left }));
      return { step, title, roll: soak?.roll ? rollView(soak.roll, soak.result, t) : null, lines };
    }
    case "effectRoll": {
      const effect = chain.effectRoll;
      if (effect) lines.push(t(`STC.Chain.Effect.${effect.effect}`));
      return { step, title, roll: recorded(effect, t), lines };
    }
    case "apply":
      return { step, title, roll: null, lines };
  }
}

function resultView(chain: ClassicAttackChain, t: Translate): ResultView | null {
  const result = chain.result;
  if (!result || !chain.history.includes("apply")) return null;
  const damage = result.damage;
  const after = result.after;
  const level = woundLevel(after.health);
  return {
    damage: damage
      ? t("STC.Chain.DamageTaken", { successes: damage.successes, type: t(`STC.Damage.Type.${damage.type}`), levels: damage.levels })
      : t("STC.Chain.NoDamageTaken"),
    boxes: trackBoxes(after.health).map((box) => {
      const state = box.strokes[0] ?? "none";
      const half = box.strokes.length === 1;
      return { state, half, label: `${t(`STC.Health.Level.${box.level}`)}: ${t(`STC.Health.Box.${state}${half ? "Half" : ""}`)}` };
    }),
    woundLevel: level ? t(`STC.Health.Level.${level}`) : t("STC.Health.Unhurt"),
    statuses: result.started.map((status) => t(`STC.Status.${status.id}.Name`)),
    consequence: t(`STC.Combat.Consequence.${result.consequence}`),
  };
}

function offerHint(offer: DefenceOffer, t: Translate): string {
  switch (offer.kind) {
    case "free":
      return "";
    case "declared":
      return offer.penalty ? t("STC.Chain.Offer.Declared", { penalty: offer.penalty }) : t("STC.Chain.Offer.DeclaredNoPenalty");
    case "abort":
      return offer.cap === null ? t("STC.Chain.Offer.AbortUncapped") : t("STC.Chain.Offer.Abort", { cap: offer.cap });
    case "none":
      return t(offer.reasonKey, offer.data);
  }
}

function defenceButtons(chain: ClassicAttackChain, offers: ChainCardInput["offers"], t: Translate): ButtonView[] {
  const buttons: ButtonView[] = [];
  for (const kind of DEFENCE_KINDS) {
    const option = chain.defenceOptions.find((entry) => entry.kind === kind);
    const offer = offers[kind];
    const label = t(`STC.Combat.Defence.${kind}`);
    if (!option?.available || offer.kind === "none") {
      const hint = option?.available ? offerHint(offer, t) : t(`STC.Combat.DefenceReason.${String(option?.reason)}`);
      buttons.push({ action: "chainStep", step: "defenceChoice", defence: kind, label, disabled: true, hint });
    } else if (offer.kind === "abort") {
      const hint = offerHint(offer, t);
      buttons.push({ action: "chainStep", step: "defenceChoice", defence: kind, payment: "willpowerRoll", label: t("STC.Chain.AbortWithRoll", { defence: label }), disabled: false, hint });
      buttons.push({ action: "chainStep", step: "defenceChoice", defence: kind, payment: "willpowerPoint", label: t("STC.Chain.AbortWithPoint", { defence: label }), disabled: false, hint });
    } else {
      buttons.push({ action: "chainStep", step: "defenceChoice", defence: kind, label, disabled: false, hint: offerHint(offer, t) });
    }
  }
  buttons.push({ action: "chainStep", step: "defenceChoice", defence: "none", label: t("STC.Chain.TakeIt"), disabled: false, hint: "" });
  return buttons;
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
  return [{ action: "chainStep", step, label: t(`STC.Chain.Roll.${step}`), disabled: false, hint: "" }];
}

function waitingFor(step: ClassicStep, input: ChainCardInput, t: Translate): string {
  const side = stepSide(step);
  if (side === "storyteller") return t(input.settings.approveApplication ? "STC.Chain.WaitingApproval" : "STC.Chain.WaitingStoryteller");
  return t("STC.Chain.WaitingFor", { name: side === "attacker" ? input.names.attacker : input.names.target });
}

function pendingView(chain: ClassicAttackChain, pending: PendingStep, input: ChainCardInput, t: Translate): PendingView {
  const step = pending.step as ClassicStep;
  const allowed = !input.undone && mayAsk(input.viewer, step, input.settings);
  const notes: string[] = [];
  // Every step is performed by the Storyteller's client: with none logged in, nothing can be pressed yet.
  if (allowed && input.noStoryteller) notes.push(t("STC.Chain.NoStoryteller"));
  const view: PendingView = { step, title: t(`STC.Combat.Step.${step}`), roll: null, buttons: [], opponents: null, waiting: "", notes };
  if (pending.kind === "roll") view.roll = rollView(pending.roll, null, t);
  if (!allowed) {
    view.waiting = waitingFor(step, input, t);
    return view;
  }
  if (pending.kind === "choice") {
    view.buttons = defenceButtons(chain, input.offers, t);
    view.opponents = Array.from({ length: MAX_OPPONENTS }, (_, index) => ({ value: index + 1, label: String(index + 1) }));
  } else if (pending.kind === "roll") {
    view.buttons = rollButtons(chain, pending, t);
  } else {
    view.buttons = [{ action: "chainStep", step, label: t("STC.Chain.Apply"), disabled: false, hint: "" }];
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
 * replay from the stored answers: each step taken with its dice and every named modifier, what is asked now
 * and of whom (with buttons only for those who may answer), the outcome and the target's new track.
 */
export function chainCardContext(input: ChainCardInput, t: Translate): ChainCardContext {
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
  };
  const chain = input.chain;
  if (!chain) return { ...base, error: input.error ? t("STC.Chain.Error.RecordInvalid", { reason: t(input.error.key, input.error.data) }) : "" };
  const steps = chain.history.filter((step) => step !== "apply").map((step) => stepView(chain, step, input.answers, t));
  if (chain.soak && !chain.soak.roll && chain.damage && chain.damage.result.net > 0) {
    steps.push({ step: "soakRoll", title: t("STC.Combat.Step.soakRoll"), roll: null, lines: [t(chain.soak.options.length ? "STC.Soak.NoDice" : "STC.Soak.CannotSoak")] });
  }
  const next = pendingStep(chain);
  return {
    ...base,
    steps,
    pending: next && !input.untrusted ? pendingView(chain, next, input, t) : null,
    outcome: chain.outcome ? { id: chain.outcome, label: t(`STC.Combat.Outcome.${chain.outcome}`) } : null,
    result: resultView(chain, t),
    events: eventLines(chain, t),
    notes: chain.plan.notes.map((key) => t(key)),
    buttons: input.untrusted ? [] : closingButtons(chain, input, t),
    error: input.untrusted ? t("STC.Chain.Error.NotStorytellers") : null,
  };
}
