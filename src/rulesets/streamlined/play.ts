import { SYSTEM_ID } from "../../constants";
import { StorytellerActor } from "../../documents/actor";
import { StreamlinedActorSheet } from "./apps/sheet";
import { defineStreamlinedRequests } from "./requests/index";

/** What a token can show as a bar: Health left of Stamina + 3. */
const TRACKABLE = { bar: ["streamlined.health"], value: [] };

/** Streamlined's sheets, the default for characters and Storyteller characters. */
function registerStreamlinedSheets(): void {
  const { DocumentSheetConfig } = foundry.applications.apps;
  DocumentSheetConfig.registerSheet(StorytellerActor, SYSTEM_ID, StreamlinedActorSheet, { types: ["character", "npc"], makeDefault: true, label: "STC.Streamlined.Sheet.Label" });
}

/** Streamlined's part of `init` when the world plays it: its token bar, sheets and requests. */
export function playStreamlined(): void {
  // By actor type, as Foundry reads it on v13 and documents it on v14 (assigned into the record).
  Object.assign(CONFIG.Actor.trackableAttributes, { character: TRACKABLE, npc: TRACKABLE });
  registerStreamlinedSheets();
  defineStreamlinedRequests();
}
