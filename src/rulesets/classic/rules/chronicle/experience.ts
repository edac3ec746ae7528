import { shownValue } from "../../../../rules/errors";
import { ChronicleError } from "./chronicle-error";
import {
  chartPrices,
  CHARTS,
  DISCIPLINE_AFFINITIES,
  GIFT_AFFINITIES,
  LEVELLED_KINDS,
  RATED_KINDS,
  RATED_ROWS,
  V20_DISCIPLINE_PER_DOT,
  V20_NEW_DISCIPLINE,
  V20_RITUAL_PER_LEVEL,
  W20_GIFT_PER_LEVEL,
  type Chart,
  type Purchase,
  type RaiseKind,
} from "./experience-chart";

/** The most experience one entry of the log may grant, correct or spend: well past any chronicle's total. */
export const MAX_EXPERIENCE_ENTRY = 1000;

const isWhole = (value: unknown, min: number, max: number): value is number => typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;
const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T => typeof value === "string" && (list as readonly string[]).includes(value);

function checkPurchase(chart: Chart, purchase: Purchase): void {
  if (!isOneOf(CHARTS, chart)) throw new ChronicleError("ChartUnknown", `No experience chart is called ${shownValue(chart)}.`, { value: shownValue(chart) });
  const kind: unknown = purchase.kind;
  if (!isOneOf<RaiseKind>([...RATED_KINDS, ...LEVELLED_KINDS], kind)) {
    throw new ChronicleError("RaiseKindUnknown", `No trait kind is called ${shownValue(kind)}.`, { value: shownValue(kind) });
  }
  if (!chartPrices(chart, kind)) throw new ChronicleError("RaiseNotOnChart", `The ${chart} chart does not price ${kind}.`, { kind, chart });
  if (purchase.kind === "ritual" || purchase.kind === "gift") {
    if (!isWhole(purchase.level, 1, 10)) throw new ChronicleError("LevelInvalid", `A level runs from 1 to 10, not ${shownValue(purchase.level)}.`, { value: shownValue(purchase.level) });
    if (purchase.kind === "gift" && !isOneOf(GIFT_AFFINITIES, purchase.affinity)) {
      throw new ChronicleError("AffinityUnknown", `A Gift is the Garou's own or another's, not ${shownValue(purchase.affinity)}.`, { value: shownValue(purchase.affinity) });
    }
    return;
  }
  if (!isWhole(purchase.current, 0, 10)) throw new ChronicleError("RatingInvalid", `A rating runs from 0 to 10, not ${shownValue(purchase.current)}.`, { value: shownValue(purchase.current) });
  if (purchase.kind === "discipline" && !isOneOf(DISCIPLINE_AFFINITIES, purchase.affinity)) {
    throw new ChronicleError("AffinityUnknown", `A Discipline is of the clan, of another or a Caitiff's, not ${shownValue(purchase.affinity)}.`, { value: shownValue(purchase.affinity) });
  }
}

/**
 * What the purchase costs on its chart (V20 Chapter Six, W20 Chapter Two, "Experience Costs"): one more dot of a
 * rated trait from its current rating, or a ritual or Gift at its level. A purchase the chart does not price is
 * refused with the reason.
 */
export function experienceCost(chart: Chart, purchase: Purchase): number {
  checkPurchase(chart, purchase);
  switch (purchase.kind) {
    case "ritual":
      return purchase.level * V20_RITUAL_PER_LEVEL;
    case "gift":
      return purchase.level * W20_GIFT_PER_LEVEL[purchase.affinity];
    case "discipline":
      return purchase.current === 0 ? V20_NEW_DISCIPLINE : purchase.current * V20_DISCIPLINE_PER_DOT[purchase.affinity];
    default: {
      const row = RATED_ROWS[chart][purchase.kind];
      if (!row) throw new ChronicleError("RaiseNotOnChart", `The ${chart} chart does not price ${purchase.kind}.`, { kind: purchase.kind, chart });
      if (purchase.current === 0) return row.fresh ?? row.perDot;
      return purchase.current * row.perDot;
    }
  }
}

export interface RaiseInput {
  chart: Chart;
  purchase: Purchase;
  /** Experience not yet spent. */
  unspent: number;
  /**
   * The highest the trait may go: a rated trait's maximum (the generation's for a vampire's Attributes, Abilities and
   * Disciplines, see trait-maximum.ts), or for a ritual or Gift the highest level the character may learn.
   */
  maximum: number;
  /** Whether the chronicle lets Backgrounds be bought with experience (V20 leaves it to the Storyteller). */
  backgroundsAllowed: boolean;
}

export interface RaisePlan {
  cost: number;
  /** The rating before and after; for a ritual or Gift, both are its level. */
  from: number;
  to: number;
  unspentAfter: number;
}

/**
 * A raise with experience, or its refusal with the reason: a trait the chart does not price, a trait at its maximum
 * (or a ritual or Gift above the level the character may learn), Backgrounds the chronicle does not sell, or too
 * little experience left.
 */
export function planRaise(input: RaiseInput): RaisePlan {
  const cost = experienceCost(input.chart, input.purchase);
  const { purchase } = input;
  if (purchase.kind === "background" && !input.backgroundsAllowed) {
    throw new ChronicleError("BackgroundsNotSold", "This chronicle does not let Backgrounds be bought with experience.");
  }
  const levelled = purchase.kind === "ritual" || purchase.kind === "gift";
  const from = levelled ? purchase.level : purchase.current;
  const to = levelled ? purchase.level : purchase.current + 1;
  if (to > input.maximum) {
    throw new ChronicleError(levelled ? "LevelAboveMaximum" : "TraitAtMaximum", `The ${purchase.kind} cannot go past ${input.maximum}.`, { kind: purchase.kind, max: input.maximum, rating: from });
  }
  if (!isWhole(input.unspent, 0, Number.MAX_SAFE_INTEGER)) {
    throw new ChronicleError("ExperienceInvalid", `Unspent experience must be a whole number from 0 up, not ${shownValue(input.unspent)}.`, { value: shownValue(input.unspent) });
  }
  if (cost > input.unspent) throw new ChronicleError("ExperienceShort", `The raise costs ${cost} experience; ${input.unspent} are left.`, { cost, unspent: input.unspent });
  return { cost, from, to, unspentAfter: input.unspent - cost };
}

/** One line of a character's experience log: what the Storyteller granted or corrected, or what a raise spent. */
export interface ExperienceEntry {
  /** `grant` and `correct` add to what was earned (a correction may be negative); `spend` is a raise. */
  kind: "grant" | "correct" | "spend";
  amount: number;
  /** Why: the Storyteller's note, or the trait raised ("abilities.brawl 2 → 3"). */
  note: string;
}

export interface ExperienceBalance {
  earned: number;
  spent: number;
  unspent: number;
}

/** What the log adds up to: earned is every grant and correction, spent every raise. */
export function experienceBalance(log: readonly ExperienceEntry[]): ExperienceBalance {
  let earned = 0;
  let spent = 0;
  for (const entry of log) {
    if (entry.kind === "spend") spent += entry.amount;
    else earned += entry.amount;
  }
  return { earned, spent, unspent: earned - spent };
}

/**
 * The log with the Storyteller's grant or correction added: a grant is a whole number above 0, a correction any
 * whole number but 0 that leaves earned experience no lower than what has already been spent (spent experience is
 * in the character's traits; taking it back is undoing the raise).
 */
export function addExperience(log: readonly ExperienceEntry[], kind: "grant" | "correct", amount: number, note: string): ExperienceEntry[] {
  const min = kind === "grant" ? 1 : -MAX_EXPERIENCE_ENTRY;
  if (!isWhole(amount, min, MAX_EXPERIENCE_ENTRY) || amount === 0) {
    throw new ChronicleError("ExperienceAmountInvalid", `An amount of experience must be a whole number from ${min} to ${MAX_EXPERIENCE_ENTRY}, not 0, got ${shownValue(amount)}.`, { value: shownValue(amount), min, max: MAX_EXPERIENCE_ENTRY });
  }
  const balance = experienceBalance(log);
  if (balance.unspent + amount < 0) {
    throw new ChronicleError("ExperienceBelowSpent", `Taking ${-amount} away would leave less earned than the ${balance.spent} already spent.`, { amount: -amount, spent: balance.spent });
  }
  return [...log, { kind, amount, note }];
}

/** The log with a raise's cost spent. */
export function spendExperience(log: readonly ExperienceEntry[], plan: RaisePlan, note: string): ExperienceEntry[] {
  return [...log, { kind: "spend", amount: plan.cost, note }];
}
