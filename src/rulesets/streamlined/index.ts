import type { RulesetModule } from "../module";
import { STREAMLINED_CHAT_MODELS } from "./chat/cards";
import { STREAMLINED_MODEL_PARTS } from "./data/extension";
import { playStreamlined } from "./play";
import { registerStreamlinedSettings } from "./settings";

/** Streamlined (seed 001; rules map, Streamlined) as the Foundry layer takes it. Its pure rules are in ./rules. */
export const STREAMLINED_MODULE: RulesetModule = Object.freeze({
  id: "streamlined",
  dataModels: { ChatMessage: STREAMLINED_CHAT_MODELS },
  modelParts: STREAMLINED_MODEL_PARTS,
  tokenBarAttribute: "streamlined.health",
  rollClasses: [],
  migrations: [],
  renamedSettings: {},
  registerSettings: registerStreamlinedSettings,
  play: playStreamlined,
});
