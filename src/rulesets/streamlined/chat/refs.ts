import { resolveActor, storedToken, type ActorRef } from "../../../chat/records";
import { Refusing } from "../../../outcome";
import { chainError } from "./documents";

/** A reference to an actor: its token's when it is a token's own actor, else the world actor's. */
export function actorRefOf(actor: Actor.Implementation, token?: TokenDocument.Implementation | null): ActorRef {
  const document = token ?? actor.token ?? null;
  return { actorId: actor.id ?? "", tokenUuid: document?.uuid ?? "" };
}

/** The one token this user targets, or the refusal saying why there is not exactly one. */
export function singleTarget(): { token: TokenDocument.Implementation; actor: Actor.Implementation } {
  const targets = [...(game.user?.targets ?? [])];
  if (targets.length === 0) throw new Refusing(chainError("NoTarget"));
  if (targets.length > 1) throw new Refusing(chainError("OneTarget"));
  const token = targets[0];
  const actor = token?.actor;
  if (!token || !actor) throw new Refusing(chainError("NoTarget"));
  return { token: token.document, actor };
}

const sceneOf = (uuid: string): string => uuid.split(".")[1] ?? "";

/**
 * The target as the sender may attack it: a player attacks a token they can see (not hidden), on the scene of
 * the attacker's own token when it has one; a Storyteller attacks whom they like.
 */
export function checkTarget(attacker: ActorRef, target: ActorRef, sender: User.Implementation): void {
  if (sender.isGM) return;
  const token = target.tokenUuid ? storedToken(target.tokenUuid) : null;
  if (!token || token.hidden) throw new Refusing(chainError("TargetUnseen"));
  if (attacker.tokenUuid && sceneOf(attacker.tokenUuid) !== sceneOf(target.tokenUuid)) throw new Refusing(chainError("TargetUnseen"));
}

/** Both of a card's characters, or the refusal that one of them is gone. */
export function bothActors(attacker: ActorRef, target: ActorRef): { attacker: Actor.Implementation; target: Actor.Implementation } {
  const a = resolveActor(attacker);
  const t = resolveActor(target);
  if (!a || !t) throw new Refusing(chainError("ActorGone"));
  return { attacker: a, target: t };
}

export const owns = (actor: Actor.Implementation | null, user: User.Implementation): boolean => actor?.testUserPermission(user, "OWNER") === true;
