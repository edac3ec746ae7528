import { cardContentOf } from "../../../chat/card-buttons";
import { messageCardOf } from "../../../chat/cards";
import { isAttackMessage } from "./documents";
import { continueAfterPlayer, isStreamlinedNpcStepMessage } from "./npc-step-run";

/**
 * A step's card reads its lines from its chains' cards, which change after it is written (a player rolls Defense,
 * the Storyteller undoes one): Foundry draws again only the message that changed, so the step's card is drawn again
 * here, on every client, when one of its chains changes.
 */
function redrawStepsOf(chainId: string): void {
  if (typeof document === "undefined") return;
  for (const step of game.messages?.contents ?? []) {
    if (!isStreamlinedNpcStepMessage(step) || !step.system.records.some((record) => record.messageId === chainId)) continue;
    for (const element of document.querySelectorAll<HTMLElement>(`[data-message-id="${step.id ?? ""}"]`)) {
      void messageCardOf(step).then((card) => {
        if (!card) return;
        cardContentOf(element).innerHTML = card.html;
        card.wire(element);
      });
    }
  }
}

/** The NPC step's part of `init` when the world plays Streamlined. */
export function registerStreamlinedNpcStep(): void {
  Hooks.on("updateChatMessage", (message: ChatMessage.Implementation) => {
    if (isAttackMessage(message) && message.id) {
      continueAfterPlayer(message);
      redrawStepsOf(message.id);
    }
    // A step undone gives the turn's attacks back: the tracker offers its button again.
    if (isStreamlinedNpcStepMessage(message)) void ui.combat?.render();
  });
  // A step written resolves the turn: the tracker's button goes (the Combat itself has not changed).
  Hooks.on("createChatMessage", (message: ChatMessage.Implementation) => {
    if (isStreamlinedNpcStepMessage(message)) void ui.combat?.render();
  });
}
