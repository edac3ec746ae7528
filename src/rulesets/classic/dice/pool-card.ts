import type { DieStatus, PoolResult } from "../rules/dice/pool";
import type { PoolOdds } from "../rules/dice/odds";
import { percent } from "../../../apps/numbers";

export interface PoolCardDie {
  face: number;
  status: DieStatus;
  /** Language key of the die's tooltip. */
  hint: string;
  /** A 10 that counts as two successes. */
  double: boolean;
}

// A type, not an interface: Foundry's renderTemplate takes an object with an index signature.
export type PoolCardContext = {
  /** A blind or private roll seen by someone it is hidden from: no faces, no result. */
  hidden: boolean;
  label: string;
  kindKey: string;
  pool: number;
  difficulty: number;
  requestedDifficulty: number;
  clamped: boolean;
  dice: PoolCardDie[];
  net: number;
  automatic: number;
  outcome: PoolResult["outcome"];
  outcomeKey: string;
  odds: { success: string; botch: string } | null;
};

// The odds are formatted in one place for every card, sheet and dialog (src/apps/numbers.ts).
export { percent };

/** The data the pool card template shows; the chat card and the browser tests both build it here. */
export function poolCardContext(result: PoolResult, label: string, odds?: PoolOdds, lang = "en"): PoolCardContext {
  const outcomeKey = { success: "STC.Classic.Dice.Success", failure: "STC.Classic.Dice.Failure", botch: "STC.Classic.Dice.Botch" }[result.outcome];
  return {
    hidden: false,
    label,
    kindKey: `STC.Classic.Dice.Kind.${result.kind}`,
    pool: result.pool,
    difficulty: result.difficulty,
    requestedDifficulty: result.requestedDifficulty,
    clamped: result.difficulty !== result.requestedDifficulty,
    dice: result.dice.map((die) => ({ face: die.face, status: die.status, hint: `STC.Classic.Dice.Die.${die.status}`, double: die.worth > 1 })),
    net: result.net,
    automatic: result.automatic,
    outcome: result.outcome,
    outcomeKey,
    odds: odds ? { success: percent(odds.success, lang), botch: percent(odds.botch, lang) } : null,
  };
}

/** The card a player sees for a roll hidden from them (a blind roll, or another's private roll). */
export function hiddenPoolCardContext(): PoolCardContext {
  return {
    hidden: true,
    label: "",
    kindKey: "",
    pool: 0,
    difficulty: 0,
    requestedDifficulty: 0,
    clamped: false,
    dice: [],
    net: 0,
    automatic: 0,
    outcome: "failure",
    outcomeKey: "",
    odds: null,
  };
}
