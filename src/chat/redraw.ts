import { cardContentOf } from "./card-buttons";
import { messageCardOf } from "./cards";

/**
 * Draws again every card shown under `root` (the chat log, pop-outs, notifications) and wires its buttons.
 * A card's buttons and notes depend on who is logged in, which Foundry does not re-render messages for.
 */
export async function redrawCards(root: ParentNode): Promise<number> {
  const drawn: Promise<boolean>[] = [];
  for (const element of root.querySelectorAll<HTMLElement>("[data-message-id]")) {
    const message = game.messages?.get(element.dataset.messageId ?? "");
    if (!message) continue;
    drawn.push(
      messageCardOf(message).then((card) => {
        if (!card) return false;
        cardContentOf(element).innerHTML = card.html;
        card.wire(element);
        return true;
      }),
    );
  }
  return (await Promise.all(drawn)).filter(Boolean).length;
}

/** A Storyteller logging in or out changes which steps wait for one. */
export function registerCardRedraw(): void {
  Hooks.on("userConnected", (user) => {
    if (user.isGM && typeof document !== "undefined") void redrawCards(document);
  });
}
