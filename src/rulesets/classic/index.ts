import { defineRuleset } from "../define";
import { StorytellerCombatTracker } from "./apps/tracker/combat-tracker";
import { CLASSIC_CHAT_MODELS } from "./chat/cards/models";
import { CLASSIC_DATA_MODELS, CLASSIC_MODEL_PARTS } from "./data/models";
import { InitiativeRoll } from "./dice/initiative-roll";
import { PoolRoll } from "./dice/pool-roll";
import { ClassicCombat } from "./documents/combat";
import { ClassicCombatant } from "./documents/combatant";
import { CLASSIC_MIGRATION_STEPS } from "./migrations/steps";
import { playClassic } from "./play";
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
  documentClasses: { Combat: ClassicCombat, Combatant: ClassicCombatant },
  combatTracker: StorytellerCombatTracker,
  registerSettings: registerClassicSettings,
  play: playClassic,
});
