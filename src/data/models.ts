import type { ModelDocument } from "../rulesets/module";
import { installedRulesets } from "../rulesets/registry";
import { COMPOSED_SUBTYPES } from "./composed";
import { CharacterModel, NpcModel } from "./actor/character";
import { RequestData } from "./chat/request";
import { CombatantModel, CombatModel } from "./combat/combat";
import { ArmorModel, WeaponModel } from "./item/gear";

/**
 * The subtypes the system itself defines, whichever ruleset plays: a request to the Storyteller's client, and
 * those it composes from every installed ruleset's part (composed.ts).
 */
export const SYSTEM_CHAT_MODELS = { request: RequestData } as const;
export const SYSTEM_ACTOR_MODELS = { character: CharacterModel, npc: NpcModel } as const;
export const SYSTEM_ITEM_MODELS = { weapon: WeaponModel, armor: ArmorModel } as const;

/** Every subtype by document: the system's own and each installed ruleset's. system.json and template.json list the same. */
export function allDataModels(): Record<ModelDocument, Record<string, unknown>> {
  const all: Record<ModelDocument, Record<string, unknown>> = {
    Actor: { ...SYSTEM_ACTOR_MODELS },
    Item: { ...SYSTEM_ITEM_MODELS },
    ChatMessage: { ...SYSTEM_CHAT_MODELS },
    Combat: { base: CombatModel },
    Combatant: { base: CombatantModel },
  };
  for (const module of installedRulesets()) {
    for (const [document, models] of Object.entries(module.dataModels) as [ModelDocument, Record<string, unknown>][]) {
      const taken = Object.keys(models).find((type) => Object.hasOwn(all[document], type) && COMPOSED_SUBTYPES[document].includes(type));
      if (taken) throw new Error(`The ruleset ${module.id} defines the ${document} type ${taken}, which the system composes from every ruleset's part.`);
      Object.assign(all[document], models);
    }
  }
  return all;
}

/** Puts every subtype's data model into CONFIG, so each record loads whichever ruleset the world plays. */
export function registerDataModels(): void {
  const all = allDataModels();
  Object.assign(CONFIG.Actor.dataModels, all.Actor);
  Object.assign(CONFIG.Item.dataModels, all.Item);
  Object.assign(CONFIG.ChatMessage.dataModels, all.ChatMessage);
  Object.assign(CONFIG.Combat.dataModels, all.Combat);
  Object.assign(CONFIG.Combatant.dataModels, all.Combatant);
}
