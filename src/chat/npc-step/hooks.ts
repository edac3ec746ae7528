import { cardContentOf } from "../card-buttons";
import { messageCardOf } from "../cards";
import type { NpcStepMessageOf } from "./undo";

type Is<M extends ChatMessage.Implementation> = (message: ChatMessage.Implementation | null | undefined) => message is M;

/**
 * A step's card reads its lines from its chains' cards, which change after it is written (a player answers, the
 * Storyteller undoes one): Foundry draws again only the message that changed, so the step's card is drawn again
 * here, on every client, when one of its chains changes.
 */
function redrawStepsOf(chainId: string, isStep: Is<NpcStepMessageOf>): void {
  if (typeof document === "undefined") return;
  for (const step of game.messages?.contents ?? []) {
    if (!isStep(step) || !step.system.records.some((record) => record.messageId === chainId)) continue;
    for (const element of document.querySelectorAll<HTMLElement>(`[data-message-id="${step.id ?? ""}"]`)) {
      void messageCardOf(step).then((card) => {
        if (!card) return;
        cardContentOf(element).innerHTML = card.html;
        card.wire(element);
      });
    }
  }
}

/**
 * A ruleset's NPC step's part of `init`: its cards drawn again as their chains change (after `chainChanged`, the
 * ruleset's own reading of a chain's change, if any), and the tracker drawn again as a step is written (the turn's
 * attacks are used: its button goes, though the Combat itself may not have changed) or undone (they are given back).
 */
export function registerNpcStepCards<Chain extends ChatMessage.Implementation>(isStep: Is<NpcStepMessageOf>, isChain: Is<Chain>, chainChanged: (chain: Chain) => void = () => undefined): void {
  Hooks.on("updateChatMessage", (message: ChatMessage.Implementation) => {
    if (isChain(message) && message.id) {
      chainChanged(message);
      redrawStepsOf(message.id, isStep);
    }
    if (isStep(message)) void ui.combat?.render();
  });
  Hooks.on("createChatMessage", (message: ChatMessage.Implementation) => {
    if (isStep(message)) void ui.combat?.render();
  });
}
