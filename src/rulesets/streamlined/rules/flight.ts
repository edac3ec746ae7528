import { StreamlinedError } from "./errors";
import { netPool } from "./pool";
import { trait, type StreamlinedCharacter } from "./stats";

/**
 * 001 Flight and Surrender: "Flight is always an option ... The Storyteller may call for Athletics to
 * outrun pursuit, but the rules never forbid running." Without a pursuit roll the character leaves the
 * scene. With one, the runner's Dexterity + Athletics is contested against the pursuer's Dexterity +
 * Athletics (the seed names the skill only); the runner gets away on more successes, a tie or less and
 * the pursuer keeps up. A held character must break free first (001 Grapples limits what it can do).
 */
export function chasePool(character: Pick<StreamlinedCharacter, "attributes" | "skills">, penalty = 0): number {
  return netPool(trait(character, "dexterity"), trait(character, "athletics"), -penalty);
}

export type FlightOutcome = "fled" | "caught";

export function flee(input: { held: boolean; incapacitated: boolean; pursuit?: { runnerSuccesses: number; pursuerSuccesses: number } }): FlightOutcome {
  if (input.incapacitated) throw new StreamlinedError("StreamlinedIncapacitated", "A character at 0 Health cannot act.");
  if (input.held) throw new StreamlinedError("StreamlinedHeldAction", "A held character can only struggle free, shout, wait or surrender, not flee.", { action: "flee" });
  if (!input.pursuit) return "fled";
  return input.pursuit.runnerSuccesses > input.pursuit.pursuerSuccesses ? "fled" : "caught";
}

/**
 * 001 Flight and Surrender: "Surrender is always an option too ... drop the weapon, put your hands up, say
 * the words. Whether the other side accepts is their choice." Surrender is an action with no roll; the
 * surrendering character drops its weapon and stops fighting; the other side's answer comes later.
 */
export interface Surrender {
  combatantId: string;
  droppedWeapon: boolean;
  accepted: boolean | null;
}

export function surrender(combatantId: string, state: { incapacitated: boolean }): Surrender {
  if (state.incapacitated) throw new StreamlinedError("StreamlinedIncapacitated", "A character at 0 Health cannot act.");
  return { combatantId, droppedWeapon: true, accepted: null };
}

export function answerSurrender(given: Surrender, accepted: boolean): Surrender {
  if (given.accepted !== null) throw new StreamlinedError("StreamlinedSurrenderAnswered", `${given.combatantId}'s surrender was already answered.`, { combatant: given.combatantId });
  return { ...given, accepted };
}
