import { defineRequest } from "../../../queries/registry";
import { handleChainStart } from "./chain-start";
import { openAttack } from "./attack-dialog";
import { handleClinchDamage, handleEscape } from "./grapple-escape";
import type { RulesError } from "../../../rules/errors";
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
  const failed = (error: RulesError) => ({ ok: false as const, key: error.i18nKey, data: { ...error.data } });
  defineRequest("chainStart", handleChainStart, failed);
  defineRequest("chainStep", handleChainStep, failed);
  defineRequest("grappleEscape", handleEscape, failed);
  defineRequest("clinchDamage", handleClinchDamage, failed);
  Hooks.on("hotbarDrop", (_bar, data, slot) => createAttackMacro(data, slot));
}
