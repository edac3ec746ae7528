import { SYSTEM_ID } from "../../../constants";
import { StorytellerActor } from "../../../documents/actor";
import { StorytellerItem } from "../../../documents/item";
import { CharacterSheet } from "./sheets/character-sheet";
import { StorytellerItemSheet } from "./sheets/item-sheet";
import { NpcSheet } from "./sheets/npc-sheet";

/** Classic's sheets, each the default for its types. */
export function registerSheets(): void {
  const { DocumentSheetConfig } = foundry.applications.apps;
  DocumentSheetConfig.registerSheet(StorytellerActor, SYSTEM_ID, CharacterSheet, { types: ["character"], makeDefault: true, label: "STC.Classic.Sheet.Label.Character" });
  DocumentSheetConfig.registerSheet(StorytellerActor, SYSTEM_ID, NpcSheet, { types: ["npc"], makeDefault: true, label: "STC.Classic.Sheet.Label.Npc" });
  DocumentSheetConfig.registerSheet(StorytellerItem, SYSTEM_ID, StorytellerItemSheet, {
    types: ["weapon", "armor", "power", "maneuver", "discipline", "background", "merit", "fetish"],
    makeDefault: true,
    label: "STC.Classic.Sheet.Label.Item",
  });
}
