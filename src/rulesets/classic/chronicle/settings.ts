import { SYSTEM_ID } from "../../../constants";
import { classicSettingKey } from "../setting-key";

/**
 * Whether Backgrounds are bought with experience: V20 (Chapter Six) leaves it to the Storyteller, who may rule that
 * Backgrounds grow only through the story.
 */
export function registerChronicleSettings(): void {
  game.settings.register(SYSTEM_ID, classicSettingKey("backgroundsForExperience"), {
    name: "STC.Chronicle.Setting.BackgroundsForExperience.Name",
    hint: "STC.Chronicle.Setting.BackgroundsForExperience.Hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: true,
  });
}

export function backgroundsForExperience(): boolean {
  return game.settings.get(SYSTEM_ID, classicSettingKey("backgroundsForExperience")) !== false;
}
