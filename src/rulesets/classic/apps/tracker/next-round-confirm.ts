import { pluralKey } from "../../../../apps/plural";
import type { RoundState } from "../../rules/turns/round-state";
import { unfinishedBusiness } from "../../rules/turns/queries";

/**
 * Before the next turn begins while this one still has declarations to make or actions to take, the Storyteller
 * is asked (Foundry's DialogV2 confirmation): a turn cannot be taken back, and what is left of this one is lost.
 * True when the next turn may begin: nothing is left, or the Storyteller said yes.
 */
export async function confirmNextRound(state: RoundState | null): Promise<boolean> {
  if (!state) return true;
  const left = unfinishedBusiness(state);
  if (!left.actions && !left.undeclared) return true;
  const i18n = game.i18n;
  const lang = i18n?.lang ?? "en";
  const say = (key: string, data: Record<string, string> = {}) => i18n?.format(key, data) ?? key;
  const lines = [
    ...(left.undeclared ? [say(pluralKey("STC.Classic.Tracker.ConfirmNextRound.Undeclared", left.undeclared, lang), { count: String(left.undeclared) })] : []),
    ...(left.actions ? [say(pluralKey("STC.Classic.Tracker.ConfirmNextRound.Pending", left.actions, lang), { count: String(left.actions) })] : []),
    say("STC.Classic.Tracker.ConfirmNextRound.Warning"),
  ];
  const answer = await foundry.applications.api.DialogV2.confirm({
    window: { title: say("STC.Classic.Tracker.ConfirmNextRound.Title") },
    content: lines.map((line) => `<p>${line}</p>`).join(""),
    rejectClose: false,
    modal: true,
  });
  return answer === true;
}
