import { resolveActor, type ActorRef } from "../../../chat/records";
import { singleTarget as targetedToken, targetSeenBy } from "../../../chat/targets";
import { Refusing } from "../../../outcome";
import { chainError } from "./documents";

/** The one token this user targets, or the refusal saying why there is not exactly one. */
export function singleTarget(): { token: TokenDocument.Implementation; actor: Actor.Implementation } {
  const target = targetedToken();
  if (!target.ok) throw new Refusing(chainError(target.why === "many" ? "OneTarget" : "NoTarget"));
  return { token: target.token.document, actor: target.actor };
}

/** The target as the sender may attack it (targetSeenBy), or the refusal. */
export function checkTarget(attacker: ActorRef, target: ActorRef, sender: User.Implementation): void {
  if (!targetSeenBy(sender, target, attacker)) throw new Refusing(chainError("TargetUnseen"));
}

/** Both of a card's characters, or the refusal that one of them is gone. */
export function bothActors(attacker: ActorRef, target: ActorRef): { attacker: Actor.Implementation; target: Actor.Implementation } {
  const a = resolveActor(attacker);
  const t = resolveActor(target);
  if (!a || !t) throw new Refusing(chainError("ActorGone"));
  return { attacker: a, target: t };
}
