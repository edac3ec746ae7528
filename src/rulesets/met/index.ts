import { defineRuleset } from "../define";
import { MET_CHAT_MODELS } from "./chat/cards";
import { MET_MODEL_PARTS } from "./data/extension";

/**
 * Mind's Eye Theatre (seed 003; rules map, Mind's Eye Theatre) as the Foundry layer takes it. Its pure rules are in
 * ./rules. No token bar: its Health is a track of levels with no value and maximum a bar could show.
 */
export const MET_MODULE = defineRuleset({
  id: "met",
  dataModels: { ChatMessage: MET_CHAT_MODELS },
  modelParts: MET_MODEL_PARTS,
  // Its own chunk of the build: a client loads it only in a world that plays Mind's Eye Theatre.
  loadPlay: async () => (await import("./play")).MET_PLAY,
});
