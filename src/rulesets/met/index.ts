import type { RulesetModule } from "../module";
import { MET_CHAT_MODELS } from "./chat/cards";
import { MET_EXTENSIONS } from "./data/extension";
import { playMet } from "./play";

/** Mind's Eye Theatre (seed 003; rules map, Mind's Eye Theatre) as the Foundry layer takes it. Its pure rules are in ./rules. */
export const MET_MODULE: RulesetModule = Object.freeze({
  id: "met",
  dataModels: { ChatMessage: MET_CHAT_MODELS },
  dataExtensions: MET_EXTENSIONS,
  rollClasses: [],
  migrations: [],
  renamedSettings: {},
  registerSettings: () => undefined,
  play: playMet,
});
