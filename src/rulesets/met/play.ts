import { SYSTEM_ID } from "../../constants";
import { definePlay } from "../define";
import { StorytellerActor } from "../../documents/actor";
import { followChallengeCards, MetChallengePanel } from "./apps/challenge-panel";
import { MetActorSheet } from "./apps/sheet";
import { MetCombatTracker } from "./apps/tracker/combat-tracker";
import { MetCombat } from "./documents/combat";
import { defineMetRequests } from "./requests/index";

/** Mind's Eye Theatre's sheet, the default for characters and Storyteller characters. */
function registerMetSheets(): void {
  const { DocumentSheetConfig } = foundry.applications.apps;
  DocumentSheetConfig.registerSheet(StorytellerActor, SYSTEM_ID, MetActorSheet, { types: ["character", "npc"], makeDefault: true, label: "STC.Met.Sheet.Label" });
}

/** The Storyteller's panel of open challenges, from the game settings (Storytellers only). */
function registerMetPanel(): void {
  game.settings.registerMenu(SYSTEM_ID, "met.challenges", {
    name: "STC.Met.Panel.Title",
    label: "STC.Met.Panel.Open",
    hint: "STC.Met.Panel.Hint",
    icon: "fa-solid fa-hand-scissors",
    type: MetChallengePanel,
    restricted: true,
  });
}

/** Mind's Eye Theatre's part of the start-up when the world plays it: its sheet, its challenge requests and throw query, the panel. */
function playMet(): void {
  registerMetSheets();
  defineMetRequests();
  registerMetPanel();
  followChallengeCards();
}

/** What a world playing Mind's Eye Theatre plays: its Combat, its tracker, and the rest above. */
export const MET_PLAY = definePlay({
  documentClasses: { Combat: MetCombat },
  combatTracker: MetCombatTracker,
  play: playMet,
});
