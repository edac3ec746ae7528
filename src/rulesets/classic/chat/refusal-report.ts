import { say } from "./documents";

/**
 * Tells the Storyteller what was refused and for whom, when the request came from another user's client: a
 * forged or stale request is never silent. The sender's own client shows the refusal to the sender.
 */
export function reportRefusal<T extends { ok: boolean; key?: string; data?: Record<string, string | number> }>(sender: User.Implementation, result: T): T {
  if (!result.ok && result.key && sender.id !== game.user?.id) {
    ui.notifications?.warn(say("STC.Chain.Refused", { user: sender.name ?? say("STC.Chain.UnknownUser"), reason: say(result.key, result.data ?? {}) }));
  }
  return result;
}
