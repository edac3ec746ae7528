import { defineRuleset } from "../define";
import { StreamlinedCombatTracker } from "./apps/tracker/combat-tracker";
import { STREAMLINED_CHAT_MODELS } from "./chat/cards";
import { STREAMLINED_MODEL_PARTS } from "./data/extension";
import { StreamlinedActor } from "./documents/actor";
import { StreamlinedCombat } from "./documents/combat";
import { StreamlinedCombatant } from "./documents/combatant";
import { playStreamlined } from "./play";
import { registerStreamlinedSettings } from "./settings";

/** Streamlined (seed 001; rules map, Streamlined) as the Foundry layer takes it. Its pure rules are in ./rules. */
export const STREAMLINED_MODULE = defineRuleset({
  id: "streamlined",
  dataModels: { ChatMessage: STREAMLINED_CHAT_MODELS },
  modelParts: STREAMLINED_MODEL_PARTS,
  tokenBarAttribute: "streamlined.health",
  documentClasses: { Actor: StreamlinedActor, Combat: StreamlinedCombat, Combatant: StreamlinedCombatant },
  combatTracker: StreamlinedCombatTracker,
  registerSettings: registerStreamlinedSettings,
  play: playStreamlined,
});
