import { isChainMessage } from "./documents";
import { renderChainCard } from "./render";

/**
 * Draws again every chain card shown under `root` (the chat log, pop-outs, notifications). A card's buttons and
 * notes depend on who is logged in, which Foundry does not re-render messages for.
 */
export async function redrawChainCards(root: ParentNode): Promise<number> {
  const drawn: Promise<void>[] = [];
  for (const element of root.querySelectorAll<HTMLElement>("[data-message-id]")) {
    const message = game.messages?.get(element.dataset.messageId ?? "");
    if (isChainMessage(message)) drawn.push(renderChainCard(message, element));
  }
  await Promise.all(drawn);
  return drawn.length;
}

/** A Storyteller logging in or out changes which steps wait (`STC.Chain.NoStoryteller`). */
export function registerCardRedraw(): void {
  Hooks.on("userConnected", (user) => {
    if (user.isGM && typeof document !== "undefined") void redrawChainCards(document);
  });
}
