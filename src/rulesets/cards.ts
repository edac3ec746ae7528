import type { ChatCard } from "./module";
import { installedRulesets } from "./registry";

/**
 * The card of a message drawn by the installed ruleset whose type it is, or null for a message no ruleset draws.
 * Every installed ruleset is asked, not only the one the world plays: a card made under one ruleset still
 * draws after the world switches.
 */
export async function rulesetCardOf(message: ChatMessage.Implementation): Promise<ChatCard | null> {
  for (const module of installedRulesets()) {
    const card = await module.chatCard(message);
    if (card) return card;
  }
  return null;
}
