import { StreamlinedError } from "./errors";
import { netPool } from "./pool";
import { trait, type StreamlinedCharacter } from "./stats";

/** Who holds whom (001 Grapples): "the victim is held until they break free". */
export interface Hold {
  holderId: string;
  heldId: string;
}

/**
 * 001 Grapples: "A grapple is a Brawl attack contested against their Defense pool as usual." The attack
 * pool is the attack's Attribute (Strength or Dexterity) + Brawl; a win holds the target and deals no
 * damage (the seed gives a grapple none).
 */
export function grappleWins(margin: number, holderId: string, targetId: string): Hold | null {
  if (holderId === targetId) throw new StreamlinedError("StreamlinedGrappleSelf", "A character cannot grapple itself.");
  return margin > 0 ? { holderId, heldId: targetId } : null;
}

/**
 * 001 Grapples: breaking free "takes another contested roll — their escape attempt against your grip". The
 * seed names no pools; these rules take the escapee's better of Strength + Brawl and Dexterity + Athletics
 * against the holder's Strength + Brawl (the grip), each less its own turn's penalty. The escapee must win
 * outright: a tie leaves the grip as it is.
 */
export function escapePool(escapee: Pick<StreamlinedCharacter, "attributes" | "skills">, penalty = 0): number {
  return netPool(Math.max(trait(escapee, "strength") + trait(escapee, "brawl"), trait(escapee, "dexterity") + trait(escapee, "athletics")), -penalty);
}

export function gripPool(holder: Pick<StreamlinedCharacter, "attributes" | "skills">, penalty = 0): number {
  return netPool(trait(holder, "strength"), trait(holder, "brawl"), -penalty);
}

export function escapeResult(hold: Hold, escapeSuccesses: number, gripSuccesses: number): { freed: boolean; hold: Hold | null } {
  const freed = escapeSuccesses > gripSuccesses;
  return { freed, hold: freed ? null : hold };
}

/** The held character's hold, if any. */
export function holdOn(holds: readonly Hold[], characterId: string): Hold | null {
  return holds.find((hold) => hold.heldId === characterId) ?? null;
}

/** A holder that flees, is downed or lets go ends its hold (001 Grapples: held "until they break free"). */
export function releaseHoldsOf(holds: readonly Hold[], holderId: string): Hold[] {
  return holds.filter((hold) => hold.holderId !== holderId);
}
