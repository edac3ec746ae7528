import { definePlay } from "../define";
import { registerSheets } from "./apps/register-sheets";
import { loadPartials } from "./apps/partials";
import { registerDeclarationPrompt } from "./apps/tracker/declaration-prompt";
import { registerChain } from "./chat/register";
import { registerNpcStep } from "./chat/npc-step-hooks";
import { registerCombatDisciplines } from "./documents/combat-disciplines";
import { registerBasicManeuvers } from "./documents/basic-maneuvers";
import { registerStatusEffects } from "./documents/status-effects";
import { installRoundBridge } from "./round/combat-bridge";
import { registerRoundHooks } from "./round/round-hooks";
import { defineClassicRequests } from "./requests/index";
import { registerShiftHud } from "./chronicle/token-hud";
import { registerImportControls } from "./apps/import/actor-directory";
import { StorytellerCombatTracker } from "./apps/tracker/combat-tracker";
import { ClassicCombat } from "./documents/combat";
import { ClassicCombatant } from "./documents/combatant";

/** What a token can show as a bar (health, levels left) and as a plain value. */
const TRACKABLE = {
  bar: ["health"],
  value: ["willpower.current", "blood.current", "garou.rage.current", "garou.gnosis.current"],
};

/** Classic's part of the start-up when the world plays it: its token bars, requests, round hooks, sheets and chain. */
function playClassic(): void {
  // By actor type, as Foundry reads it on v13 (TokenDocument._getConfiguredTrackedAttributes) and documents it on
  // v14 (a record). Assigned into the record: the v14 declarations type it as one `{ bar, value }` instead.
  Object.assign(CONFIG.Actor.trackableAttributes, { character: TRACKABLE, npc: TRACKABLE });
  defineClassicRequests();
  installRoundBridge();
  registerRoundHooks();
  registerDeclarationPrompt();
  registerStatusEffects();
  registerCombatDisciplines();
  registerBasicManeuvers();
  registerSheets();
  registerChain();
  registerNpcStep();
  registerShiftHud();
  registerImportControls();
  void loadPartials();
}

/** What a world playing Classic plays: its Combat and Combatant, its tracker, and the rest above. */
export const CLASSIC_PLAY = definePlay({
  documentClasses: { Combat: ClassicCombat, Combatant: ClassicCombatant },
  combatTracker: StorytellerCombatTracker,
  play: playClassic,
});
