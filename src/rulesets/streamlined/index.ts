import type { RulesetModule } from "../module";
import { STREAMLINED_CHAT_MODELS } from "./chat/cards";
import { streamlinedCombatantFields, streamlinedCombatFields } from "./data/combat/round-data";
import { STREAMLINED_EXTENSIONS } from "./data/extension";
import { playStreamlined } from "./play";
import { registerStreamlinedSettings } from "./settings";

/** Streamlined (seed 001; rules map, Streamlined) as the Foundry layer takes it. Its pure rules are in ./rules. */
export const STREAMLINED_MODULE: RulesetModule = Object.freeze({
  id: "streamlined",
  dataModels: { ChatMessage: STREAMLINED_CHAT_MODELS },
  dataExtensions: { ...STREAMLINED_EXTENSIONS, Combat: { base: streamlinedCombatFields }, Combatant: { base: streamlinedCombatantFields } },
  rollClasses: [],
  migrations: [],
  renamedSettings: {},
  registerSettings: registerStreamlinedSettings,
  play: playStreamlined,
});
