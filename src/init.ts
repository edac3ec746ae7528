import { ACTOR_MODELS, ITEM_MODELS } from "./data/models";
import { registerSettings } from "./settings";

/** Everything the system puts into CONFIG and the settings at `init`. */
export function registerSystem(): void {
  Object.assign(CONFIG.Actor.dataModels, ACTOR_MODELS);
  Object.assign(CONFIG.Item.dataModels, ITEM_MODELS);
  registerSettings();
}
