/* The views a chain card is drawn from: what its template reads, and what the card is read from. */
import type { ChainAnswer } from "../data/chat/attack-chain";
import type { DefenceOffer } from "../round/bridge";
import type { ClassicAttackChain, ClassicStep } from "../rules/combat/chain";
import type { DefenceKind } from "../rules/combat/defence";
import type { CharacterStats } from "../rules/character/stats";
import type { ChainSettings, Participant } from "./participants";

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
  /**
   * The same line in its two parts, where it ends in the roll's result: what was rolled, which gives way (cut
   * short with an ellipsis) when the sidebar is too narrow, and the result, which never does. The line stays one
   * line in any language; the whole of it is in `summary` and under the line once opened.
   */
  parts: { what: string; result: string } | null;
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
  /** Why the roll against the effect was passed over, and the bashing the overflow turned lethal: each one line. */
  notes: string[];
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
  /** A spray's target: its place and its share of the one roll's successes (V20 core, Firearms, Spray). */
  spray: string | null;
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
