/**
 * Installs the stand-in Foundry globals before any system module loads (the models read
 * `foundry.data.fields` at import time). Each test file gets a fresh copy: vitest isolates files.
 */
import { StandInActor } from "./actor";
import { modifyBatch } from "./batch";
import {
  HandlebarsApplicationMixin,
  StandInActorSheetV2,
  StandInApplicationV2,
  StandInDialogV2,
  StandInDocumentSheetConfig,
  StandInItemSheetV2,
} from "./applications";
import { MESSAGE_MODES, StandInChatMessage, StandInMessages } from "./chat-message";
import { StandInCollection } from "./collection";
import { StandInCombat } from "./combat";
import { StandInCombatant } from "./combatant";
import { standInCanvas, StandInCombatTracker } from "./combat-tracker";
import type { StandInCompendium } from "./compendium";
import { DataModel, TypeDataModel } from "./data-model";
import { database } from "./database";
import { fields } from "./fields";
import { loadTemplates, renderTemplate, standInHandlebars } from "./handlebars";
import { StandInHooks } from "./hooks";
import { StandInI18n } from "./i18n";
import { StandInItem } from "./item";
import { standInGeneration } from "./generation";
import { StandInMacro } from "./macro";
import { StandInNotifications } from "./notifications";
import { operators } from "./operators";
import { scriptedDice, StandInRoll } from "./roll";
import { StandInSettings } from "./settings";
import { StandInTokenDocument, standInScenes, type StandInScene } from "./token";
import { currentClientUser, StandInUser, StandInUsers, USER_ROLES } from "./user";
import { fromUuid, fromUuidSync } from "./uuid";
import { seedRandomness } from "./random-seed";

await seedRandomness();
import { keepJournal } from "./journal";

/** A document's CONFIG entry; its class is Foundry's own until a system sets its subclass. */
function documentConfig(documentClass: unknown) {
  return { dataModels: {} as Record<string, unknown>, documentClass, typeLabels: {} as Record<string, string>, trackableAttributes: {} as Record<string, unknown> };
}

const users = new StandInUsers();
export const gm = new StandInUser("gm00000000000001", "Storyteller", USER_ROLES.GAMEMASTER);
export const player = new StandInUser("player0000000001", "Player", USER_ROLES.PLAYER);
users.add(gm);
users.add(player);

export const standIn = {
  hooks: new StandInHooks(),
  settings: new StandInSettings(),
  i18n: new StandInI18n("en"),
  notifications: new StandInNotifications(),
  database,
  dice: scriptedDice,
  sheets: StandInDocumentSheetConfig,
  handlebars: standInHandlebars,
};

const CORE_STATUSES_13: unknown[] = [
  { id: "dead", name: "EFFECT.StatusDead", img: "icons/svg/skull.svg" },
  { id: "prone", name: "EFFECT.StatusProne", img: "icons/svg/falling.svg" },
];
const CORE_STATUSES_14: Record<string, unknown> = Object.fromEntries(CORE_STATUSES_13.map((entry) => [(entry as { id: string }).id, entry]));

export const standInConfig = {
  Actor: documentConfig(StandInActor),
  Item: documentConfig(StandInItem),
  ChatMessage: { ...documentConfig(StandInChatMessage), ...(standInGeneration >= 14 ? { modes: MESSAGE_MODES } : {}) },
  Combat: documentConfig(StandInCombat),
  Combatant: documentConfig(StandInCombatant),
  Dice: { rolls: [StandInRoll] as unknown[], randomUniform: (): number => Math.random() },
  queries: {} as Record<string, unknown>,
  time: { roundTime: 6 },
  ui: {} as Record<string, unknown>,
  // Foundry 13 lists the statuses in an array; 14 keys them by id.
  statusEffects: standInGeneration === 14 ? CORE_STATUSES_14 : CORE_STATUSES_13,
  specialStatusEffects: { DEFEATED: "dead", INVISIBLE: "invisible", BLIND: "blind" },
};

export { standInGeneration };

let loggedIn: StandInUser = gm;

export const standInGame = {
  release: { generation: standInGeneration, build: standInGeneration === 14 ? 359 : 350 },
  /** The system's package: the manifest names no token bar; `init` puts the world's ruleset's in. */
  system: { id: "storyteller-combat", primaryTokenAttribute: undefined as string | undefined },
  settings: standIn.settings,
  i18n: standIn.i18n,
  users,
  /** Foundry's `game.user`: the simulated client's whose work is running (user.ts), else the one logged in. */
  get user(): StandInUser {
    return currentClientUser() ?? loggedIn;
  },
  set user(user: StandInUser) {
    loggedIn = user;
  },
  actors: new StandInCollection<StandInActor>(),
  items: new StandInCollection<StandInItem>(),
  packs: [] as StandInCompendium[],
  messages: new StandInMessages(),
  macros: new StandInCollection<StandInMacro>(),
  combats: new StandInCollection<StandInCombat>(),
  /** The combat the tracker views (Foundry's `game.combat`). */
  combat: null as StandInCombat | null,
  get scenes(): StandInScene[] {
    return standInScenes();
  },
  /**
   * Foundry's `setupGame()`, which it runs after `init` (and the system holds until its ruleset's play is in,
   * src/hold-setup.ts): the stand-in's world has no documents to make before a test makes them, so it counts.
   */
  async setupGame(): Promise<void> {
    standInGame.setupRuns += 1;
    await Promise.resolve();
  },
  setupRuns: 0,
};

/** Logs in as `user` (the stand-in's `game.user`). */
export function actAs(user: StandInUser): void {
  standInGame.user = user;
}

Object.assign(globalThis, {
  foundry: {
    abstract: { DataModel, TypeDataModel },
    // v14's update operators exist only in v14.
    data: { fields, ...(standInGeneration === 14 ? { operators } : {}) },
    dice: { Roll: StandInRoll },
    applications: {
      api: { ApplicationV2: StandInApplicationV2, HandlebarsApplicationMixin, DialogV2: StandInDialogV2 },
      sheets: { ActorSheetV2: StandInActorSheetV2, ItemSheetV2: StandInItemSheetV2 },
      sidebar: { tabs: { CombatTracker: StandInCombatTracker } },
      apps: { DocumentSheetConfig: StandInDocumentSheetConfig },
      handlebars: { renderTemplate, loadTemplates },
    },
    // Foundry 14 writes several operations as one request; 13 has no batch.
    documents: standInGeneration === 14 ? { collections: {}, TokenDocument: StandInTokenDocument, modifyBatch } : { collections: {}, TokenDocument: StandInTokenDocument },
    utils: { randomID: () => database.newId() },
  },
  fromUuid,
  fromUuidSync,
  Actor: StandInActor,
  Item: StandInItem,
  ChatMessage: StandInChatMessage,
  Macro: StandInMacro,
  Combat: StandInCombat,
  Combatant: StandInCombatant,
  Handlebars: standInHandlebars,
  CONFIG: standInConfig,
  Hooks: standIn.hooks,
  game: standInGame,
  ui: { notifications: standIn.notifications, combat: null as StandInCombatTracker | null },
  canvas: standInCanvas,
});

// Foundry's own settings the system reads: the roll mode (13), or the message mode that replaces it (14).
if (standInGeneration >= 14) standIn.settings.register("core", "messageMode", { scope: "client", type: String, default: "public" });
else standIn.settings.register("core", "rollMode", { scope: "client", type: String, default: "publicroll" });
standIn.settings.register("core", "combatTrackerConfig", { scope: "world", type: Object, default: { resource: "", skipDefeated: false } });

// The stand-in's surface is checked against the real declarations where their shapes allow it.
standIn.hooks satisfies Pick<typeof Hooks, "callAll" | "call" | "on" | "once" | "off">;
standIn.i18n satisfies Pick<foundry.helpers.Localization, "localize" | "format" | "has">;
gm satisfies Pick<User.Implementation, "id" | "name" | "isGM" | "isActiveGM">;

// With STC_WRITE_JOURNAL set, each file's write verdicts are saved for the Foundry layer's comparison.
keepJournal();
