import type { NpcStepRecord } from "../../data/chat/npc-step";
import { translate } from "../../i18n";

/**
 * The attack card a step's line reads, as the ruleset reads it (`read`), or gone: a card no longer there, not the
 * ruleset's attack card, or one its rules can no longer read.
 */
export function foundChain<Chain extends ChatMessage.Implementation, Found>(
  record: NpcStepRecord,
  isChain: (message: ChatMessage.Implementation | null | undefined) => message is Chain,
  read: (message: Chain) => Found,
): Found | { kind: "gone" } {
  const message = game.messages?.get(record.messageId);
  if (!isChain(message)) return { kind: "gone" };
  try {
    return read(message);
  } catch {
    return { kind: "gone" };
  }
}

/**
 * What every ruleset's step card reads of this client for its context: its reader's words and language, whether a
 * Storyteller reads it, and a combatant's name in the step's fight (null when the combatant is gone).
 */
export function npcStepReader(combatId: string) {
  const combat = game.combats?.get(combatId);
  return {
    t: translate,
    lang: game.i18n?.lang ?? "en",
    viewer: { isGM: game.user?.isGM === true },
    nameOf: (combatantId: string): string | null => combat?.combatants.get(combatantId)?.name ?? null,
  };
}
