/**
 * The Foundry layer's set-up: the stand-in's globals (stand-in/install.ts) with Foundry v13's own `common/` in
 * place of the stand-in's data layer. The stand-in modules that imitate that layer (its DataModel, fields and
 * documents) are swapped for this folder's at module resolution (vitest.config.ts, `realDataLayer`), so the
 * stand-in's install builds its globals from Foundry's own classes; this file then gives `common/` what it reads
 * of a running world (the document types, the database backend, the collections).
 */
import "./globals";
import "../stand-in/install";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { systemManifest } from "../../../scripts/system-files";
import { database } from "../stand-in/database";
import { StandInActiveEffect } from "./active-effect";
import { LayerBackend } from "./backend";
import { common } from "./common";
import { StandInTokenDocument } from "./token";
import { standIn } from "../stand-in/install";

interface Manifest {
  id: string;
  version: string;
  documentTypes: Record<string, Record<string, unknown>>;
}

// The manifest as a build with the test rulesets would write it: the toy's card type is a type Foundry knows.
const manifest = systemManifest("tested") as unknown as Manifest;

interface Globals {
  foundry: Record<string, unknown>;
  CONFIG: Record<string, Record<string, unknown>>;
  game: Record<string, unknown>;
}
const globals = globalThis as unknown as Globals;

Object.assign(globals.foundry, {
  abstract: common.abstract,
  data: common.data,
  packages: common.packages,
  utils: { ...common.utils, randomID: () => database.newId() },
  CONST: common.CONST,
  documents: { ...common.documents, collections: {}, TokenDocument: StandInTokenDocument },
});

/** `game.model`: every document's types, Foundry's own (`coreTypes`) and the system's, as the server sends them. */
const DOCUMENTS = ["Actor", "Item", "ActiveEffect", "ChatMessage", "Combat", "Combatant", "CombatantGroup", "Macro", "Token", "ActorDelta", "Scene", "User"];
function documentTypes(): Record<string, Record<string, object>> {
  const documents = common.documents as unknown as Record<string, { metadata: { coreTypes?: string[] } }>;
  return Object.fromEntries(
    DOCUMENTS.map((name) => {
      const core = documents[`Base${name}`]?.metadata.coreTypes ?? ["base"];
      const system = Object.keys(manifest.documentTypes[name] ?? {});
      return [name, Object.fromEntries([...core, ...system].map((type) => [type, {}]))];
    }),
  );
}
const model = documentTypes();

const release = JSON.parse(readFileSync(resolve(process.env.FOUNDRY_V13 ?? "", "package.json"), "utf8")) as { release: { generation: number; build: number } };

// Foundry's `game.packs` is a collection found by id, and the backend reads each pack's lock from the world's
// compendium configuration: here the stand-in's list of packs, with their own `locked`.
const packs = globals.game.packs as { collection: string; locked: boolean }[];
Object.defineProperty(packs, "get", { value: (id: string) => packs.find((pack) => pack.collection === id) });

Object.defineProperty(globals.game, "compendiumConfiguration", {
  get: () => Object.fromEntries(packs.map((pack) => [pack.collection, { locked: pack.locked }])),
  configurable: true,
});

Object.assign(globals.game, {
  release: { generation: release.release.generation, build: release.release.build, version: `${release.release.generation}.${release.release.build}` },
  model,
  documentTypes: Object.fromEntries(Object.entries(model).map(([name, types]) => [name, Object.keys(types)])),
  system: { id: manifest.id, version: manifest.version, documentTypes: manifest.documentTypes, strictDataCleaning: false },
  modules: new Map(),
  collections: {
    get: (name: string) => {
      const key = { Actor: "actors", Item: "items", ChatMessage: "messages", Combat: "combats", Macro: "macros", User: "users" }[name];
      return key ? globals.game[key] : undefined;
    },
  },
});

/** Foundry's client global: the configured class of a document name. */
Object.assign(globalThis, { getDocumentClass: (name: string) => (globals.CONFIG[name] as { documentClass?: unknown } | undefined)?.documentClass });

Object.assign(globals.CONFIG, {
  DatabaseBackend: new LayerBackend(),
  ActiveEffect: { documentClass: StandInActiveEffect, dataModels: {} },
  ActorDelta: { documentClass: null, dataModels: {} },
  Macro: { ...(globals.CONFIG.Macro ?? {}), dataModels: {} },
  Token: { documentClass: StandInTokenDocument, dataModels: {}, movement: { actions: { walk: {} } } },
});

// Foundry's own settings that `common/` reads: the world's prototype-token overrides (BaseActor's initial token).
standIn.settings.register("core", "prototypeTokenOverrides", { scope: "world", type: Object, default: { base: {} } });
