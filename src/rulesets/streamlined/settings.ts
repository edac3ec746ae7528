import { SYSTEM_ID } from "../../constants";
import { readOptionsFrom } from "../read-options";
import { STREAMLINED_CHOICES, STREAMLINED_DEFAULTS, type StreamlinedOptions } from "./rules/options";

/** A Streamlined option's world setting: its key under the system's namespace, named after the ruleset. */
export const streamlinedSettingKey = (option: keyof StreamlinedOptions) => `streamlined.${option}` as const;

/** Streamlined's world settings: its one option, when a killing blow kills (rules/options.ts). */
export function registerStreamlinedSettings(): void {
  game.settings.register(SYSTEM_ID, streamlinedSettingKey("deathAfter"), {
    name: "STC.Streamlined.Setting.DeathAfter.Name",
    hint: "STC.Streamlined.Setting.DeathAfter.Hint",
    scope: "world",
    config: true,
    type: String,
    choices: { fullHealth: "STC.Streamlined.Setting.DeathAfter.Choices.fullHealth", anyPoint: "STC.Streamlined.Setting.DeathAfter.Choices.anyPoint" },
    default: STREAMLINED_DEFAULTS.deathAfter,
  });
}

/** Streamlined's options as its rules take them: each world setting, or its default when the stored value is not a choice. */
export function readStreamlinedOptions(read: (key: keyof StreamlinedOptions) => unknown = (key) => game.settings.get(SYSTEM_ID, streamlinedSettingKey(key))): StreamlinedOptions {
  return readOptionsFrom<StreamlinedOptions>(STREAMLINED_CHOICES, STREAMLINED_DEFAULTS, (key) => read(key as keyof StreamlinedOptions));
}
