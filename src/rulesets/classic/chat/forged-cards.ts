import { answersHere } from "../../../queries/primary-window";
import { isChainMessage, say, writtenByStoryteller } from "./documents";
import { isEscapeMessage } from "./grapple-escape";

/**
 * Tells the Storyteller when a player's client writes an attack or escape card of its own. Foundry lets any
 * player create a message of any type; such a card is never a record the chain acts on (only the Storyteller's
 * client writes those), and the Storyteller hears of it at once rather than finding it later.
 */
export function watchForgedCards(): void {
  const check = (message: ChatMessage.Implementation): void => {
    if (!game.user?.isGM || !answersHere()) return;
    if (!(isChainMessage(message) || isEscapeMessage(message)) || writtenByStoryteller(message)) return;
    ui.notifications?.warn(say("STC.Chain.ForgedCard", { user: message.author?.name ?? say("STC.Chain.UnknownUser") }));
  };
  Hooks.on("createChatMessage", (message) => check(message));
  Hooks.on("updateChatMessage", (message) => check(message));
}
