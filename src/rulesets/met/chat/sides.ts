import { owns, resolveActor } from "../../../chat/records";
import type { MetSide } from "../data/chat";
import type { ChallengeMessage } from "./documents";

/** The character on a side of the card, or null (the Storyteller's side of a static or simple test). */
export function sideActor(message: ChallengeMessage, side: MetSide): Actor.Implementation | null {
  const ref = side === "challenger" ? message.system.challenger : message.system.defender;
  return ref.actorId ? resolveActor(ref) : null;
}

/** The players who answer for a side: the owners of its character who are players; none for a Storyteller's side. */
export function sidePlayers(message: ChallengeMessage, side: MetSide): User.Implementation[] {
  const actor = sideActor(message, side);
  if (!actor) return [];
  return (game.users?.contents ?? []).filter((user) => !user.isGM && owns(actor, user));
}

/**
 * Whether `user` answers for `side`: a player who owns its character, or a Storyteller (for a character no player
 * owns, the difficulty of a static or simple test, and any player who went offline).
 */
export function answersFor(user: User.Implementation, message: ChallengeMessage, side: MetSide): boolean {
  if (user.isGM) return true;
  return owns(sideActor(message, side), user);
}
