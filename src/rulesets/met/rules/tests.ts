import { compareThrows, type MetThrow } from "./throws";

/** Who a throw favours: the challenger, the defender (or the Storyteller's difficulty), or nobody. */
export type MetStanding = "challenger" | "defender" | "nobody";

/**
 * A contested throw (003 Contested Tests): the winner of the throw wins; on a tied throw the side with more
 * traits wins, and equal traits mean nobody does. A side with a win-all-ties power (Fleetness, bid with the trait
 * it needs) takes the tie before traits are compared; if both have one, traits decide.
 */
export function contestedStanding(input: {
  challengerThrow: MetThrow;
  defenderThrow: MetThrow;
  challengerTraits: number;
  defenderTraits: number;
  challengerWinsTies?: boolean;
  defenderWinsTies?: boolean;
}): MetStanding {
  const comparison = compareThrows(input.challengerThrow, input.defenderThrow);
  if (comparison === "win") return "challenger";
  if (comparison === "lose") return "defender";
  if (input.challengerWinsTies && !input.defenderWinsTies) return "challenger";
  if (input.defenderWinsTies && !input.challengerWinsTies) return "defender";
  if (input.challengerTraits > input.defenderTraits) return "challenger";
  if (input.defenderTraits > input.challengerTraits) return "defender";
  return "nobody";
}

/**
 * A static test (003 Static Tests) against a difficulty in traits: a win succeeds; a tie succeeds only with more
 * traits than the difficulty; anything else fails (the difficulty's side, the "defender", stands).
 */
export function staticStanding(input: { challengerThrow: MetThrow; storytellerThrow: MetThrow; traits: number; difficulty: number; winsTies?: boolean }): MetStanding {
  const comparison = compareThrows(input.challengerThrow, input.storytellerThrow);
  if (comparison === "win") return "challenger";
  if (comparison === "lose") return "defender";
  return input.winsTies || input.traits > input.difficulty ? "challenger" : "defender";
}

/** A simple test (003 Simple Test): no traits; a win or a tie succeeds, or only a win when the mechanic needs one. */
export function simpleStanding(input: { challengerThrow: MetThrow; storytellerThrow: MetThrow; needsWin?: boolean }): MetStanding {
  const comparison = compareThrows(input.challengerThrow, input.storytellerThrow);
  if (comparison === "win") return "challenger";
  if (comparison === "tie" && !input.needsWin) return "challenger";
  return "defender";
}
