import { MetError } from "../errors";
import { applyDamage, healthLevel, type MetDamageType, type MetHealthLevel } from "../health";
import { opposite, party } from "./party";
import { standing } from "./options";
import { attacks } from "./effect";
import type { ChallengeResult, ChallengeSide, ChallengeState, VictoryEffect } from "./types";

/**
 * What the challenge came to. The loser of a contested challenge loses the traits it bid for the scene (it risked
 * them), a mob's lenders with their champion; a failed static test loses its bid; a tie of equal traits, a
 * relent and a simple test lose none. A failed overbid's trait is lost whatever happens after (003 Overbid).
 */
export function resultOf(state: ChallengeState, chosen: string | null): ChallengeResult {
  const lost: Record<string, string[]> = {};
  const lose = (id: string, names: readonly string[]) => {
    if (names.length > 0) lost[id] = [...(lost[id] ?? []), ...names];
  };
  const now = state.relented ? "challenger" : standing(state);
  const winner: ChallengeSide | null = now === null || now === "nobody" ? null : now;
  const success = winner === "challenger";
  if (!state.relented && winner !== null && state.kind !== "simple") {
    const loser = party(state, opposite(winner));
    if (loser) lose(loser.character.id, [...loser.bid, ...loser.overbids]);
    if (loser === state.challenger && state.mob) for (const lender of state.mob.lenders) lose(lender.character.id, lender.bid);
  }
  for (const side of ["challenger", "defender"] as const) {
    const own = party(state, side);
    if (own) lose(own.character.id, own.overbidLost);
  }
  const spent: Record<string, string[]> = {};
  const willpower: Record<string, number> = {};
  for (const side of ["challenger", "defender"] as const) {
    const own = party(state, side);
    if (own && own.abilitiesSpent.length > 0) spent[own.character.id] = [...own.abilitiesSpent];
    if (own && own.willpowerSpent > 0) willpower[own.character.id] = own.willpowerSpent;
  }
  let victoryCondition: string | null = null;
  let victoryConditionOf: string | null = null;
  let effect: VictoryEffect | null = null;
  let affected: string | null = null;
  if (winner === "challenger") {
    const lender = state.mob?.lenders.find((entry) => entry.character.id === chosen);
    victoryCondition = lender ? lender.victoryCondition : state.challenger.victoryCondition;
    victoryConditionOf = lender ? lender.character.id : state.challenger.character.id;
    effect = lender ? lender.effect : state.challenger.effect;
    affected = state.defender?.character.id ?? null;
  } else if (winner === "defender" && state.defender) {
    victoryCondition = state.defender.victoryCondition;
    victoryConditionOf = state.defender.character.id;
    effect = state.defender.effect;
    affected = state.challenger.character.id;
  }
  const category = state.challenger.category;
  return {
    winner,
    success,
    victoryCondition,
    victoryConditionOf,
    effect,
    affected,
    relented: state.relented,
    traitsLost: lost,
    abilitiesSpent: spent,
    willpowerSpent: willpower,
    challengerActionSpent: true,
    defenderActionSpent: !state.relented && attacks(state.defender?.effect ?? null),
    waitBeforeRepeat: state.kind === "contested" && !success && (category === "mental" || category === "social"),
  };
}

/** The finished challenge's result; refused while it is still going. */
export function challengeResult(state: ChallengeState): ChallengeResult {
  if (state.phase !== "done" || state.result === null) throw new MetError("MetChallengeNotDone", "The challenge is not over yet.", {});
  return state.result;
}

/** What a finished challenge's victory condition did to the character it befell, as the rules track it. */
export interface ChallengeHarm {
  /** The character it befell: its id and name as the challenge holds them. */
  id: string;
  name: string;
  /**
   * The damage taken, and the worst health level marked after it (003: damage fills the levels from the first), from
   * the health the character had when the challenge began; null when the condition did no damage.
   */
  damage: { levels: number; type: MetDamageType; level: MetHealthLevel | null } | null;
  /** The name of the character whose victory condition grapples it (003 Grappling), null when it is no grapple. */
  grappledBy: string | null;
}

/** Whom a finished challenge's victory condition befell and what it did to them; null when it befell nobody or did nothing the rules track. */
export function harmOf(state: ChallengeState): ChallengeHarm | null {
  const result = state.result;
  if (!result?.affected || !result.effect) return null;
  const characters = [state.challenger.character, ...(state.defender ? [state.defender.character] : []), ...(state.mob?.lenders ?? []).map((lender) => lender.character)];
  const affected = characters.find((character) => character.id === result.affected);
  if (!affected) return null;
  const damage = result.effect.damage && result.effect.damage.levels > 0 ? result.effect.damage : null;
  const holder = result.effect.grapple ? (characters.find((character) => character.id === result.victoryConditionOf)?.name ?? null) : null;
  if (!damage && !holder) return null;
  return {
    id: affected.id,
    name: affected.name,
    damage: damage ? { levels: damage.levels, type: damage.type, level: healthLevel(applyDamage(affected.health, damage)) } : null,
    grappledBy: holder,
  };
}
