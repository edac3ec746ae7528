import { SYSTEM_ID } from "../../constants";
import { definePlay } from "../define";
import { StorytellerActor } from "../../documents/actor";
import { StreamlinedActorSheet } from "./apps/sheet";
import { StreamlinedCombatTracker } from "./apps/tracker/combat-tracker";
import { StreamlinedActor } from "./documents/actor";
import { StreamlinedCombat } from "./documents/combat";
import { StreamlinedCombatant } from "./documents/combatant";
import { defineStreamlinedRequests } from "./requests/index";
import { registerStreamlinedNpcStep } from "./chat/npc-step-hooks";

/** What a token can show as a bar: Health left of Stamina + 3. */
const TRACKABLE = { bar: ["streamlined.health"], value: [] };

/** Streamlined's sheets, the default for characters and Storyteller characters. */
function registerStreamlinedSheets(): void {
  const { DocumentSheetConfig } = foundry.applications.apps;
  DocumentSheetConfig.registerSheet(StorytellerActor, SYSTEM_ID, StreamlinedActorSheet, { types: ["character", "npc"], makeDefault: true, label: "STC.Streamlined.Sheet.Label" });
}

/** Streamlined's part of the start-up when the world plays it: its token bar, sheets and requests. */
function playStreamlined(): void {
  // By actor type, as Foundry reads it on v13 and documents it on v14 (assigned into the record).
  Object.assign(CONFIG.Actor.trackableAttributes, { character: TRACKABLE, npc: TRACKABLE });
  registerStreamlinedSheets();
  defineStreamlinedRequests();
  registerStreamlinedNpcStep();
}

/** What a world playing Streamlined plays: its Actor, Combat and Combatant, its tracker, and the rest above. */
export const STREAMLINED_PLAY = definePlay({
  documentClasses: { Actor: StreamlinedActor, Combat: StreamlinedCombat, Combatant: StreamlinedCombatant },
  combatTracker: StreamlinedCombatTracker,
  play: playStreamlined,
});
