import { defineRequest } from "../../../queries/registry";
import { handleChainStart } from "./chain-start";
import { openAttack } from "./attack-dialog";
import { handleClinchDamage, handleEscape } from "./grapple-escape";
import { createAttackMacro, attackFromUuid } from "./macros";
import { handleChainStep } from "./requests";

declare global {
  interface CONFIG {
    /** What macros and other modules call: `CONFIG.StorytellerCombat.attack(itemUuid)`. */
    StorytellerCombat: {
      attack: typeof attackFromUuid;
      attackWith: typeof openAttack;
    };
  }
}

/** The attack chain's part of `init`: the Storyteller's requests and the macros. */
export function registerChain(): void {
  CONFIG.StorytellerCombat = { attack: attackFromUuid, attackWith: openAttack };
  defineRequest("chainStart", handleChainStart);
  defineRequest("chainStep", handleChainStep);
  defineRequest("grappleEscape", handleEscape);
  defineRequest("clinchDamage", handleClinchDamage);
  Hooks.on("hotbarDrop", (_bar, data, slot) => createAttackMacro(data, slot));
}
