import { beforeAll, describe, expect, it } from "vitest";
import { systemManifest, systemTemplate } from "../../../scripts/system-files";
import { standIn, standInConfig, standInGame } from "../stand-in/install";

// As the build writes them, with the subtypes of the rulesets the tests install beside the shipped ones.
const manifest = systemManifest("tested") as { id: string; documentTypes: Record<string, Record<string, unknown>> };
const template = systemTemplate("tested") as Record<string, { types: string[]; htmlFields?: string[] }>;

describe("the init hook registers what system.json declares", () => {
  beforeAll(async () => {
    await import("../../../src/index");
    standIn.hooks.callAll("init");
    // And the setup Foundry runs next, which waits for the world's ruleset's play.
    await standInGame.setupGame();
  });

  it("registers a data model for every declared subtype, and no other", () => {
    const registered = { Actor: standInConfig.Actor.dataModels, Item: standInConfig.Item.dataModels, ChatMessage: standInConfig.ChatMessage.dataModels } as Record<string, Record<string, unknown>>;
    for (const [documentName, types] of Object.entries(manifest.documentTypes)) {
      expect(Object.keys(registered[documentName] ?? {}).sort(), documentName).toEqual(Object.keys(types).sort());
      for (const model of Object.values(registered[documentName] ?? {})) {
        expect(model).toBeTypeOf("function");
      }
    }
  });

  it("template.json lists the same subtypes as system.json", () => {
    for (const [documentName, types] of Object.entries(manifest.documentTypes)) {
      expect(template[documentName]?.types.slice().sort(), documentName).toEqual(Object.keys(types).sort());
    }
    expect(Object.keys(template).sort()).toEqual(Object.keys(manifest.documentTypes).sort());
  });

  /*
   * Foundry reads template.json on v13 and, with a deprecation warning, on v14: each type it lists gets its
   * documentTypes entry made anew, with the htmlFields of template.json's document level (v13.350
   * dist/packages/system.mjs, System#_initializeTemplateDocumentTypes). Those must be each type's own.
   */
  it("template.json carries at each document level the htmlFields system.json gives each of its types", () => {
    for (const [documentName, types] of Object.entries(manifest.documentTypes)) {
      for (const [type, entry] of Object.entries(types)) {
        expect(template[documentName]?.htmlFields ?? [], `${documentName}.${type}`).toEqual((entry as { htmlFields?: string[] }).htmlFields ?? []);
      }
    }
  });

  it("registers the schema-version setting under the system id", () => {
    expect(standIn.settings.settings.has(`${manifest.id}.schemaVersion`)).toBe(true);
  });

  const everyModel = () =>
    Object.entries({ Actor: standInConfig.Actor.dataModels, Item: standInConfig.Item.dataModels, ChatMessage: standInConfig.ChatMessage.dataModels, Combat: standInConfig.Combat.dataModels, Combatant: standInConfig.Combatant.dataModels }).flatMap(([documentName, models]) =>
      Object.entries(models as Record<string, ModelClass>).map(([type, Model]) => ({ name: `${documentName}.${type}`, Model })),
    );
  interface ModelClass {
    new (data: object): { toObject(): object };
    schema: { fields: Record<string, unknown> };
  }

  it("builds every registered actor and item model from empty data", () => {
    for (const { name, Model } of everyModel().filter((entry) => /^(Actor|Item)\./.test(entry.name))) {
      expect(() => new Model({}).toObject(), name).not.toThrow();
    }
  });

  /*
   * A data model puts each field of its schema on itself, so a field named like one of the model's own members
   * (`parent`, which Foundry's DataModel defines read-only, `schema`, `invalid`, `reset`…) cannot be set, or
   * silently replaces the member. The members are read off a model built with no fields, whatever the layer.
   */
  it("no schema field is named like a member every data model has", () => {
    const Base = foundry.abstract.TypeDataModel as unknown as new (data: object) => object;
    // Foundry's TypeDataModel leaves its schema to the subclass: this one declares none.
    const empty = new (class extends Base {
      static defineSchema(): Record<string, never> {
        return {};
      }
    })({});
    const members = new Set<string>(Object.getOwnPropertyNames(empty));
    for (let prototype = Object.getPrototypeOf(empty) as object | null; prototype && prototype !== Object.prototype; prototype = Object.getPrototypeOf(prototype) as object | null) {
      for (const name of Object.getOwnPropertyNames(prototype)) members.add(name);
    }
    expect(members).toContain("parent");
    const clashes = everyModel().flatMap(({ name, Model }) => Object.keys(Model.schema.fields).filter((key) => members.has(key)).map((key) => `${name}.${key}`));
    expect(clashes).toEqual([]);
  });
});
