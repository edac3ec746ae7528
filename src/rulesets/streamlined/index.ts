import type { RulesetModule } from "../module";
import { playStreamlined } from "./play";
import { registerStreamlinedSettings } from "./settings";
import { streamlinedCombatantFields, streamlinedCombatFields } from "./data/combat/round-data";

/** Streamlined (seed 001; rules map, Streamlined) as the Foundry layer takes it. Its pure rules are in ./rules. */
export const STREAMLINED_MODULE: RulesetModule = Object.freeze({
  id: "streamlined",
  dataModels: {},
  dataExtensions: { Combat: { base: streamlinedCombatFields }, Combatant: { base: streamlinedCombatantFields } },
  rollClasses: [],
  migrations: [],
  renamedSettings: {},
  registerSettings: registerStreamlinedSettings,
  chatCard: () => Promise.resolve(null),
  play: playStreamlined,
});
