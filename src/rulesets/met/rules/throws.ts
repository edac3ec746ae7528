import { shownValue } from "../../../rules/errors";
import { MetError } from "./errors";

/** A rock-paper-scissors throw (003 Contested Tests: "you throw RPS"). */
export const MET_THROWS = ["rock", "paper", "scissors"] as const;
export type MetThrow = (typeof MET_THROWS)[number];

/** A throw's comparison: `win` for the first throw, `lose` for it, `tie` for the same throw. */
export type ThrowComparison = "win" | "tie" | "lose";

const BEATS: Readonly<Record<MetThrow, MetThrow>> = { rock: "scissors", scissors: "paper", paper: "rock" };

export const isThrow = (value: unknown): value is MetThrow => typeof value === "string" && (MET_THROWS as readonly string[]).includes(value);

export function checkThrow(value: unknown): MetThrow {
  if (!isThrow(value)) throw new MetError("MetThrowUnknown", `A throw is rock, paper or scissors, not ${shownValue(value)}.`, { value: shownValue(value) });
  return value;
}

/** Rock breaks scissors, scissors cut paper, paper covers rock. */
export function compareThrows(first: MetThrow, second: MetThrow): ThrowComparison {
  checkThrow(first);
  checkThrow(second);
  if (first === second) return "tie";
  return BEATS[first] === second ? "win" : "lose";
}

/** A throw from a uniform random number in [0, 1) (Math.random or a seeded generator), passed in. */
export function randomThrow(random: () => number): MetThrow {
  const value = random();
  if (!(value >= 0 && value < 1)) throw new MetError("MetRandomInvalid", `A random source must give a number from 0 up to 1, not ${shownValue(value)}.`, { value: shownValue(value) });
  return MET_THROWS[Math.floor(value * MET_THROWS.length)] ?? "rock";
}
