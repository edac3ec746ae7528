import { translate } from "../i18n";
import { installedRulesets } from "../rulesets/registry";
import { writtenByStoryteller } from "./records";

/** Whether a message is of a subtype some installed ruleset draws as a card (an attack, an escape…). */
function isRulesetCard(message: ChatMessage.Implementation): boolean {
  return installedRulesets().some((module) => Object.hasOwn(module.dataModels.ChatMessage ?? {}, message.type));
}

/**
 * Tells the Storyteller when a player's client writes a ruleset's card of its own. Foundry lets any player create
 * a message of any type; such a card is never a record a ruleset acts on (only the Storyteller's client writes
 * those, and each ruleset reads only those), and the Storyteller hears of it at once rather than finding it later:
 * in each of the Storyteller's windows, since the warning shows only on the screen of the window that raises it.
 */
export function watchForgedCards(): void {
  const check = (message: ChatMessage.Implementation): void => {
    if (!game.user?.isGM) return;
    if (!isRulesetCard(message) || writtenByStoryteller(message)) return;
    ui.notifications?.warn(translate("STC.Chain.ForgedCard", { user: message.author?.name ?? translate("STC.Chain.UnknownUser") }));
  };
  Hooks.on("createChatMessage", (message) => check(message));
  Hooks.on("updateChatMessage", (message) => check(message));
}
