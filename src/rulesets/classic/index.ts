import { defineRuleset } from "../define";
import { CLASSIC_CHAT_MODELS } from "./chat/cards/models";
import { CLASSIC_DATA_MODELS, CLASSIC_MODEL_PARTS } from "./data/models";
import { InitiativeRoll } from "./dice/initiative-roll";
import { PoolRoll } from "./dice/pool-roll";
import { CLASSIC_MIGRATION_STEPS } from "./migrations/steps";
import { CLASSIC_RENAMED_SETTINGS, registerClassicSettings } from "./settings";

/** Classic (V20 / W20; rules map, Classic; seeds 000, 002, 004) as the Foundry layer takes it. */
export const CLASSIC_MODULE = defineRuleset({
  id: "classic",
  dataModels: { ...CLASSIC_DATA_MODELS, ChatMessage: CLASSIC_CHAT_MODELS },
  modelParts: CLASSIC_MODEL_PARTS,
  tokenBarAttribute: "health",
  rollClasses: [PoolRoll, InitiativeRoll],
  migrations: CLASSIC_MIGRATION_STEPS,
  renamedSettings: CLASSIC_RENAMED_SETTINGS,
  registerSettings: registerClassicSettings,
  // Its own chunk of the build: a client loads it only in a world that plays Classic.
  loadPlay: async () => (await import("./play")).CLASSIC_PLAY,
});
