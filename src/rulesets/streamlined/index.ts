import { defineRuleset } from "../define";
import { STREAMLINED_CHAT_MODELS } from "./chat/cards";
import { STREAMLINED_MODEL_PARTS } from "./data/extension";
import { registerStreamlinedSettings } from "./settings";

/** Streamlined (seed 001; rules map, Streamlined) as the Foundry layer takes it. Its pure rules are in ./rules. */
export const STREAMLINED_MODULE = defineRuleset({
  id: "streamlined",
  dataModels: { ChatMessage: STREAMLINED_CHAT_MODELS },
  modelParts: STREAMLINED_MODEL_PARTS,
  tokenBarAttribute: "streamlined.health",
  registerSettings: registerStreamlinedSettings,
  // Its own chunk of the build: a client loads it only in a world that plays Streamlined.
  loadPlay: async () => (await import("./play")).STREAMLINED_PLAY,
});
