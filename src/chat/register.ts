import { CHAT_MODELS } from "../data/chat/models";
import { StorytellerChatMessage } from "../documents/chat-message";
import { defineQuery } from "../queries/registry";
import { openAttack } from "./attack-dialog";
import { handleEscape } from "./grapple-escape";
import { createAttackMacro, attackFromUuid } from "./macros";
import { registerCardRedraw } from "./redraw";
import { handleChainStep } from "./requests";
import { registerChainSettings } from "./settings";

declare global {
  interface CONFIG {
    /** What macros and other modules call: `CONFIG.StorytellerCombat.attack(itemUuid)`. */
    StorytellerCombat: {
      attack: typeof attackFromUuid;
      attackWith: typeof openAttack;
    };
  }
}

/** The attack chain's part of `init`: the message type, its settings, the Storyteller's queries, macros. */
export function registerChain(): void {
  CONFIG.ChatMessage.documentClass = StorytellerChatMessage;
  Object.assign(CONFIG.ChatMessage.dataModels, CHAT_MODELS);
  CONFIG.StorytellerCombat = { attack: attackFromUuid, attackWith: openAttack };
  registerChainSettings();
  const failed = (reason: string) => ({ ok: false as const, key: "STC.Chain.Error.Failed", data: { reason } });
  defineQuery("storyteller-combat.chainStep", handleChainStep, failed);
  defineQuery("storyteller-combat.grappleEscape", handleEscape, failed);
  Hooks.on("hotbarDrop", (_bar, data, slot) => createAttackMacro(data, slot));
  registerCardRedraw();
}
