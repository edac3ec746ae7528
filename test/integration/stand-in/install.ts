/**
 * Installs the stand-in Foundry globals before any system module loads (the models read
 * `foundry.data.fields` at import time). Each test file gets a fresh copy: vitest isolates files.
 */
import { DataModel, TypeDataModel } from "./data-model";
import { fields } from "./fields";
import { StandInHooks } from "./hooks";
import { StandInI18n } from "./i18n";
import { StandInSettings } from "./settings";

function documentConfig() {
  return { dataModels: {} as Record<string, unknown>, documentClass: null as unknown, typeLabels: {} as Record<string, string> };
}

export const standIn = {
  hooks: new StandInHooks(),
  settings: new StandInSettings(),
  i18n: new StandInI18n("en"),
};

export const standInConfig = {
  Actor: documentConfig(),
  Item: documentConfig(),
  ChatMessage: documentConfig(),
  Combat: documentConfig(),
  Combatant: documentConfig(),
  Dice: { rolls: [] as unknown[] },
  queries: {} as Record<string, unknown>,
  statusEffects: [] as unknown[],
};

Object.assign(globalThis, {
  foundry: {
    abstract: { DataModel, TypeDataModel },
    data: { fields },
  },
  CONFIG: standInConfig,
  Hooks: standIn.hooks,
  game: { settings: standIn.settings, i18n: standIn.i18n },
});

// The stand-in's surface is checked against the real declarations where their shapes allow it.
standIn.hooks satisfies Pick<typeof Hooks, "callAll" | "call" | "on" | "once" | "off">;
standIn.i18n satisfies Pick<foundry.helpers.Localization, "localize" | "format" | "has">;
