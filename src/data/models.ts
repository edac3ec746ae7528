import type { ModelDocument } from "../rulesets/module";
import { installedRulesets } from "../rulesets/registry";
import { RequestData } from "./chat/request";

/** The subtypes the system itself defines, whichever ruleset plays: a request to the Storyteller's client. */
export const SYSTEM_CHAT_MODELS = { request: RequestData } as const;

/** Every subtype by document: the system's own and each installed ruleset's. system.json and template.json list the same. */
export function allDataModels(): Record<ModelDocument, Record<string, unknown>> {
  const all: Record<ModelDocument, Record<string, unknown>> = { Actor: {}, Item: {}, ChatMessage: { ...SYSTEM_CHAT_MODELS }, Combat: {}, Combatant: {} };
  for (const module of installedRulesets()) {
    for (const [document, models] of Object.entries(module.dataModels) as [ModelDocument, Record<string, unknown>][]) Object.assign(all[document], models);
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
