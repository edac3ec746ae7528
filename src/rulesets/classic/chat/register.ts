import { openAttack } from "../apps/attack-dialog";
import { createAttackMacro, attackFromUuid } from "./macros";
import { openHazard } from "../apps/hazard-dialog";

declare global {
  interface CONFIG {
    /** What macros and other modules call: `CONFIG.StorytellerCombat.attack(itemUuid)`. */
    StorytellerCombat: {
      attack: typeof attackFromUuid;
      attackWith: typeof openAttack;
      /** The Storyteller's dialog for fire, sunlight, a fall or acid. */
      hazard: typeof openHazard;
    };
  }
}

/** The attack chain's part of `init`: the API macros call, and dropping an attack on the hotbar. */
export function registerChain(): void {
  CONFIG.StorytellerCombat = { attack: attackFromUuid, attackWith: openAttack, hazard: openHazard };
  Hooks.on("hotbarDrop", (_bar, data, slot) => createAttackMacro(data, slot));
}
