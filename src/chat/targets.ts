import { storedToken, type ActorRef } from "./records";

/** The one token this user targets, or why there is not exactly one (each ruleset words the refusal its own way). */
export type TargetChoice = { ok: true; token: Token.Implementation; actor: Actor.Implementation } | { ok: false; why: "none" | "many" | "noActor" };

export function singleTarget(): TargetChoice {
  const targets = [...(game.user?.targets ?? [])];
  if (targets.length === 0) return { ok: false, why: "none" };
  if (targets.length > 1) return { ok: false, why: "many" };
  const token = targets[0];
  const actor = token?.actor;
  if (!token || !actor) return { ok: false, why: "noActor" };
  return { ok: true, token, actor };
}

const sceneOf = (uuid: string): string => uuid.split(".")[1] ?? "";

/**
 * Whether `sender` may aim at `target`: a Storyteller at whom they like; a player at a token they can see (one
 * that is not hidden) and, when the actor they act with stands on a token, on that token's scene. A target with no
 * token is unseen: a player never names a world actor the scene does not show.
 */
export function targetSeenBy(sender: User.Implementation, target: ActorRef, actingFrom: ActorRef | null = null): boolean {
  if (sender.isGM) return true;
  const token = target.tokenUuid ? storedToken(target.tokenUuid) : null;
  if (!token || token.hidden) return false;
  return !actingFrom?.tokenUuid || sceneOf(actingFrom.tokenUuid) === sceneOf(target.tokenUuid);
}
