import { SYSTEM_ID } from "../../../src/constants";
import { definePlay } from "../../../src/rulesets/define";
import { StorytellerActor } from "../../../src/documents/actor";
import { ToyActorSheet } from "./apps/sheet";
import { defineAttackRequest } from "./requests/attack";

/** The toy's part of `init` when the world plays it: its sheet, the default for characters and Storyteller characters, and its request. */
function playToy(): void {
  const { DocumentSheetConfig } = foundry.applications.apps;
  DocumentSheetConfig.registerSheet(StorytellerActor, SYSTEM_ID, ToyActorSheet, { types: ["character", "npc"], makeDefault: true, label: "STC.Toy.Sheet.Label" });
  defineAttackRequest();
}

/** What a world playing the toy plays: the system's document classes and Foundry's tracker, and the rest above. */
export const TOY_PLAY = definePlay({ play: playToy });
