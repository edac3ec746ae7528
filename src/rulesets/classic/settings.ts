import { SYSTEM_ID } from "../../constants";
import { setCombatWorldOptions } from "./data/actor/combat-world";
import { refreshCombatNumbers } from "../../data/actor/refresh";
import type { ChainSettings } from "./chat/participants";
import { CLASSIC_DEFAULTS, CLASSIC_OPTION_CHOICES, type ClassicOptions } from "./rules/ruleset/options";

export type ClassicOptionKey = keyof ClassicOptions;

/** The key of one of Classic's world settings: its own name under the ruleset's, `classic.dodgeAbility`. */
export const classicSettingKey = <K extends string>(key: K) => `classic.${key}` as const;

/**
 * Classic's settings as worlds stored them before each ruleset's settings took its name: each old key and its new
 * one. The stored values are carried over once (src/migrations/renamed-settings.ts).
 */
export const CLASSIC_RENAMED_SETTINGS: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries(
    [...Object.keys(CLASSIC_OPTION_CHOICES), "autoDefenderRolls", "approveApplication", "declarationsVisibleTo"].map((key) => [key, classicSettingKey(key)]),
  ),
);
export const CLASSIC_OPTION_KEYS = Object.keys(CLASSIC_OPTION_CHOICES) as ClassicOptionKey[];

/** `dodgeAbility` → `DodgeAbility`, the language-file spelling of a setting's key. */
export const settingLabelKey = (key: string): string => `STC.Classic.Setting.${key.charAt(0).toUpperCase()}${key.slice(1)}`;

function choiceLabels(key: ClassicOptionKey): Record<string, string> {
  return Object.fromEntries(CLASSIC_OPTION_CHOICES[key].map((choice) => [String(choice), `${settingLabelKey(key)}.Choices.${String(choice)}`]));
}

/**
 * Hands the stored options to data preparation, which never reads settings itself (src/rulesets/classic/data/actor/combat-world.ts),
 * and prepares every actor again: each option changes some sheet's combat numbers.
 */
function optionsChanged(): void {
  setCombatWorldOptions(readClassicOptions());
  refreshCombatNumbers();
}

const optionText = (key: ClassicOptionKey) =>
  ({ name: `${settingLabelKey(key)}.Name`, hint: `${settingLabelKey(key)}.Hint`, scope: "world", config: true, onChange: optionsChanged }) as const;

function registerClassicOptions(): void {
  for (const key of ["halfLevelDamage", "specialtyTens", "rerollEachRound"] as const) {
    game.settings.register(SYSTEM_ID, classicSettingKey(key), { ...optionText(key), type: Boolean, default: CLASSIC_DEFAULTS[key] });
  }
  for (const key of ["dodgeAbility", "defenceMode", "firearmsVsVampires", "stunRule", "heldTargetBonus"] as const) {
    game.settings.register(SYSTEM_ID, classicSettingKey(key), { ...optionText(key), type: String, choices: choiceLabels(key), default: CLASSIC_DEFAULTS[key] });
  }
}

/** Who sees every combatant's declared actions on the tracker; owners always see their own. */
export const DECLARATION_VISIBILITY = ["everyone", "storyteller"] as const;
export type DeclarationVisibility = (typeof DECLARATION_VISIBILITY)[number];

function registerTrackerSettings(): void {
  game.settings.register(SYSTEM_ID, classicSettingKey("declarationsVisibleTo"), {
    name: "STC.Classic.Tracker.Setting.DeclarationsVisibleTo.Name",
    hint: "STC.Classic.Tracker.Setting.DeclarationsVisibleTo.Hint",
    scope: "world",
    config: true,
    type: String,
    choices: Object.fromEntries(DECLARATION_VISIBILITY.map((choice) => [choice, `STC.Classic.Tracker.Setting.DeclarationsVisibleTo.Choices.${choice}`])) as Record<DeclarationVisibility, string>,
    default: "everyone",
    onChange: () => void ui.combat?.render(),
  });
}

export function readDeclarationVisibility(): DeclarationVisibility {
  const value = game.settings.get(SYSTEM_ID, classicSettingKey("declarationsVisibleTo"));
  return (DECLARATION_VISIBILITY as readonly string[]).includes(value) ? value : "everyone";
}

function isChoice<K extends ClassicOptionKey>(key: K, value: unknown): value is ClassicOptions[K] {
  return (CLASSIC_OPTION_CHOICES[key] as readonly unknown[]).includes(value);
}

/** The Classic options as the rules take them: each world setting, or its default when the stored value is not a choice. */
export function readClassicOptions(read: (key: ClassicOptionKey) => unknown = (key) => game.settings.get(SYSTEM_ID, classicSettingKey(key))): ClassicOptions {
  const out = { ...CLASSIC_DEFAULTS } as ClassicOptions;
  for (const key of CLASSIC_OPTION_KEYS) {
    const value = read(key);
    if (isChoice(key, value)) (out as Record<ClassicOptionKey, unknown>)[key] = value;
  }
  return out;
}

/** The world settings of the attack chain (README, The attack chain). */
export function registerChainSettings(): void {
  game.settings.register(SYSTEM_ID, classicSettingKey("autoDefenderRolls"), {
    name: "STC.Classic.Chain.Setting.AutoDefenderRolls.Name",
    hint: "STC.Classic.Chain.Setting.AutoDefenderRolls.Hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: false,
  });
  game.settings.register(SYSTEM_ID, classicSettingKey("storytellerRollsItself"), {
    name: "STC.Classic.Chain.Setting.StorytellerRollsItself.Name",
    hint: "STC.Classic.Chain.Setting.StorytellerRollsItself.Hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: true,
  });
  game.settings.register(SYSTEM_ID, classicSettingKey("approveApplication"), {
    name: "STC.Classic.Chain.Setting.ApproveApplication.Name",
    hint: "STC.Classic.Chain.Setting.ApproveApplication.Hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: false,
  });
}

/** The chain's settings for a chain whose defender a player owns, or not (`defenderPlayed`, chat/documents.ts). */
export function readChainSettings(defenderPlayed: boolean): ChainSettings {
  return {
    autoDefenderRolls: game.settings.get(SYSTEM_ID, classicSettingKey("autoDefenderRolls")) === true,
    approveApplication: game.settings.get(SYSTEM_ID, classicSettingKey("approveApplication")) === true,
    storytellerRollsItself: game.settings.get(SYSTEM_ID, classicSettingKey("storytellerRollsItself")) !== false,
    defenderPlayed,
  };
}

/**
 * Whether Backgrounds are bought with experience: V20 (Chapter Six) leaves it to the Storyteller, who may rule that
 * Backgrounds grow only through the story.
 */
export function registerChronicleSettings(): void {
  game.settings.register(SYSTEM_ID, classicSettingKey("backgroundsForExperience"), {
    name: "STC.Classic.Chronicle.Setting.BackgroundsForExperience.Name",
    hint: "STC.Classic.Chronicle.Setting.BackgroundsForExperience.Hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: true,
  });
}

export function backgroundsForExperience(): boolean {
  return game.settings.get(SYSTEM_ID, classicSettingKey("backgroundsForExperience")) !== false;
}

/** Classic's world settings: its options, the chain's, the tracker's and the chronicle's. Read by actors from the start. */
export function registerClassicSettings(): void {
  registerClassicOptions();
  registerChainSettings();
  registerTrackerSettings();
  registerChronicleSettings();
  // World settings are readable once registered, and the world's actors are prepared after `init`.
  setCombatWorldOptions(readClassicOptions());
}
