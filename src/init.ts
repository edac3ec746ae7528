import { ACTOR_MODELS, ITEM_MODELS } from "./data/models";
import { PoolRoll } from "./dice/pool-roll";
import { StorytellerActor } from "./documents/actor";
import { StorytellerItem } from "./documents/item";
import { registerStatusEffects } from "./documents/status-effects";
import { registerHandlebarsHelpers } from "./apps/handlebars-helpers";
import { loadPartials } from "./apps/partials";
import { registerSheets } from "./apps/register-sheets";
import { registerSettings } from "./settings";
import { registerChain } from "./chat/register";
import { CombatData } from "./data/combat/combat-data";
import { CombatantData } from "./data/combat/combatant-data";
import { InitiativeRoll } from "./dice/initiative-roll";
import { StorytellerCombatTracker } from "./apps/tracker/combat-tracker";
import { registerDeclarationPrompt } from "./apps/tracker/declaration-prompt";
import { StorytellerCombat } from "./documents/combat";
import { StorytellerCombatant } from "./documents/combatant";
import { registerQueries } from "./queries/registry";
import { installRoundBridge } from "./round/combat-bridge";
import { registerRoundHooks } from "./round/hooks";
import { defineRoundQueries } from "./round/queries";

/** What a token can show as a bar (health, levels left) and as a plain value. */
const TRACKABLE = {
  bar: ["health"],
  value: ["willpower.current", "blood.current", "garou.rage.current", "garou.gnosis.current"],
};

/** Everything the system puts into CONFIG and the settings at `init`. */
export function registerSystem(): void {
  CONFIG.Actor.documentClass = StorytellerActor;
  CONFIG.Item.documentClass = StorytellerItem;
  Object.assign(CONFIG.Actor.dataModels, ACTOR_MODELS);
  Object.assign(CONFIG.Item.dataModels, ITEM_MODELS);
  // By actor type, as Foundry reads it on v13 (TokenDocument._getConfiguredTrackedAttributes) and documents it on
  // v14 (a record). Assigned into the record: the v14 declarations type it as one `{ bar, value }` instead.
  Object.assign(CONFIG.Actor.trackableAttributes, { character: TRACKABLE, npc: TRACKABLE });
  // Pushed, not put first: index 0 stays Foundry's own Roll, which other code expects there.
  CONFIG.Dice.rolls.push(PoolRoll, InitiativeRoll);
  CONFIG.Combat.documentClass = StorytellerCombat;
  CONFIG.Combatant.documentClass = StorytellerCombatant;
  Object.assign(CONFIG.Combat.dataModels, { base: CombatData });
  Object.assign(CONFIG.Combatant.dataModels, { base: CombatantData });
  // Assigned into CONFIG.ui: comparing the tracker class with v14's declared one is past tsc's limit (TS2859).
  Object.assign(CONFIG.ui, { combat: StorytellerCombatTracker });
  defineRoundQueries();
  installRoundBridge();
  registerRoundHooks();
  registerDeclarationPrompt();
  registerStatusEffects();
  registerSettings();
  registerHandlebarsHelpers(Handlebars);
  registerSheets();
  registerChain();
  // Last: every query is defined by now.
  registerQueries();
  void loadPartials();
}
