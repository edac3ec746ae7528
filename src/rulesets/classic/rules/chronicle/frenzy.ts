import { shownValue } from "../../../../rules/errors";
import type { PoolResult } from "../dice/pool";
import { checkDifficulty, type PoolSpec } from "../dice/pool-spec";
import type { StatusEffect } from "../status/types";
import { ChronicleError } from "./chronicle-error";

/**
 * The kinds of frenzy a check is called for: a vampire's anger or hunger (V20 Chapter Eight, "Frenzy"), a vampire's
 * fear of fire and sunlight (V20, "Rötschreck"), a Garou's Rage (W20 Chapter Six, "Frenzy").
 */
export const FRENZY_KINDS = ["frenzy", "rotschreck"] as const;
export type FrenzyKind = (typeof FRENZY_KINDS)[number];

/** The trait a check rolls: Self-Control or Instinct for a vampire's frenzy, Courage for Rötschreck, Rage for a Garou. */
export type FrenzyTrait = "selfControl" | "instinct" | "courage" | "rage";

/** W20 Chapter Six: a Rage roll with this many successes or more sends the Garou into frenzy. */
export const GAROU_FRENZY_SUCCESSES = 4;

export interface FrenzyCheckInput {
  creature: string;
  kind: FrenzyKind;
  /** A vampire's Virtues as rated; a vampire on a Path of Enlightenment rolls Instinct where others roll Self-Control. */
  virtues: { selfControl: number; instinct: number; courage: number; usesInstinct: boolean };
  /** A Garou's current Rage. */
  rage: number;
  /** Chosen by the Storyteller for the provocation. */
  difficulty: number;
}

export interface FrenzyCheckPlan {
  kind: FrenzyKind;
  trait: FrenzyTrait;
  spec: PoolSpec;
  /** How the roll reads: a vampire frenzies unless it succeeds; a Garou frenzies at `GAROU_FRENZY_SUCCESSES` or more. */
  frenziesOn: "failure" | "successes";
}

/**
 * The roll a frenzy check makes (V20 Chapter Eight; W20 Chapter Six): a vampire rolls Self-Control (Instinct on a
 * Path that has it) to hold back a frenzy and Courage against Rötschreck; a Garou rolls current Rage. Wounds never
 * reduce it (000 §5: most Self-Control and Courage rolls). A mortal or a ghoul has no frenzy to check, nor a Garou
 * a Rötschreck.
 */
export function planFrenzyCheck(input: FrenzyCheckInput): FrenzyCheckPlan {
  const difficulty = checkDifficulty(input.difficulty);
  if (input.creature === "garou") {
    if (input.kind !== "frenzy") throw new ChronicleError("FrenzyKindNotFor", "Only vampires know the Red Fear.", { kind: input.kind, creature: input.creature });
    return { kind: "frenzy", trait: "rage", spec: { pool: input.rage, difficulty, kind: "action" }, frenziesOn: "successes" };
  }
  if (input.creature !== "vampire") throw new ChronicleError("NoFrenzy", `A ${shownValue(input.creature)} does not frenzy.`, { creature: shownValue(input.creature) });
  if (input.kind === "rotschreck") return { kind: "rotschreck", trait: "courage", spec: { pool: input.virtues.courage, difficulty, kind: "action" }, frenziesOn: "failure" };
  const trait = input.virtues.usesInstinct ? "instinct" : "selfControl";
  return { kind: "frenzy", trait, spec: { pool: input.virtues[trait], difficulty, kind: "action" }, frenziesOn: "failure" };
}

export interface FrenzyOutcome {
  frenzies: boolean;
  /** The frenzy status set when the character frenzies; it lasts until the Storyteller ends it. */
  status: StatusEffect | null;
}

/**
 * The frenzy status's `value` when the frenzy is Rötschreck, the Red Fear (V20 Chapter Eight): it is a frenzy as the
 * rules read it (wounds set aside, until the Storyteller ends it), but the sheet and the card name it for what it is.
 */
export const ROTSCHRECK_STATUS_VALUE = 1;

/** Reads the check's roll: whether the character frenzies, and the status that says so from this round on. */
export function readFrenzyCheck(plan: FrenzyCheckPlan, result: PoolResult, round: number): FrenzyOutcome {
  const frenzies = plan.frenziesOn === "successes" ? result.net >= GAROU_FRENZY_SUCCESSES : result.outcome !== "success";
  if (!frenzies) return { frenzies, status: null };
  const status: StatusEffect = { id: "frenzy", sinceRound: round, expiresAfterRound: null };
  if (plan.kind === "rotschreck") status.value = ROTSCHRECK_STATUS_VALUE;
  return { frenzies, status };
}

/** The frenzy a character is in, by its statuses: a frenzy, Rötschreck, or none. */
export function frenzyOf(statuses: readonly StatusEffect[]): FrenzyKind | null {
  const status = statuses.find((each) => each.id === "frenzy");
  if (!status) return null;
  return status.value === ROTSCHRECK_STATUS_VALUE ? "rotschreck" : "frenzy";
}

/**
 * The Storyteller ends a frenzy (V20 Chapter Eight, W20 Chapter Six: it lasts until the Storyteller says the Beast
 * is sated or the danger gone): the statuses without it, and which frenzy it was; refused when there is none.
 */
export function planEndFrenzy(statuses: readonly StatusEffect[]): { kind: FrenzyKind; statuses: StatusEffect[] } {
  const kind = frenzyOf(statuses);
  if (!kind) throw new ChronicleError("NotInFrenzy", "The character is not in frenzy.");
  return { kind, statuses: statuses.filter((status) => status.id !== "frenzy").map((status) => ({ ...status })) };
}
