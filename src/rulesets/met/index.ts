import type { RulesetModule } from "../module";
import { MET_CHAT_MODELS } from "./chat/cards";
import { MET_MODEL_PARTS } from "./data/extension";
import { playMet } from "./play";

/** Mind's Eye Theatre (seed 003; rules map, Mind's Eye Theatre) as the Foundry layer takes it. Its pure rules are in ./rules. */
export const MET_MODULE: RulesetModule = Object.freeze({
  id: "met",
  dataModels: { ChatMessage: MET_CHAT_MODELS },
  modelParts: MET_MODEL_PARTS,
  // Its Health is a track of levels with no value and maximum a bar could show.
  tokenBarAttribute: null,
  rollClasses: [],
  migrations: [],
  renamedSettings: {},
  registerSettings: () => undefined,
  play: playMet,
});
