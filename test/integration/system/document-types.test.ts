import { beforeAll, describe, expect, it } from "vitest";
import { COMPOSED_SUBTYPES } from "../../../src/data/composed";
import { SYSTEM_ACTOR_MODELS, SYSTEM_CHAT_MODELS, SYSTEM_ITEM_MODELS } from "../../../src/data/models";
import type { ModelDocument } from "../../../src/rulesets/module";
import { installRulesets } from "../../../src/rulesets/installed";
import { installedRulesets } from "../../../src/rulesets/registry";
import { systemManifest, systemTemplate } from "../../../scripts/system-files";

/*
 * system.json's documentTypes and template.json name the subtypes Foundry lets a world create; the data models
 * define them. Each installed ruleset's subtypes (its `dataModels`, and the composed subtypes it adds a part to)
 * and the system's own must be named in both files, and neither file may name a subtype nothing defines. The
 * rulesets are read from the registry, so one added to installed.ts is checked with no change here. The files are
 * read as the build writes them (scripts/system-files.ts): the root's, with the subtypes each ruleset's folder
 * declares in its manifest.json, the tests' own rulesets' included, as they are installed here.
 */
const manifest = systemManifest("tested") as { documentTypes: Partial<Record<string, Record<string, unknown>>> };
const template = systemTemplate("tested") as Partial<Record<string, { types?: string[] } & Record<string, unknown>>>;

const DOCUMENTS: readonly ModelDocument[] = ["Actor", "Item", "ChatMessage", "Combat", "Combatant"];
/** Foundry's own subtype of every document: it is never declared. */
const BASE = "base";

/** The subtypes the system defines whichever ruleset plays: its own models and those it composes (src/data/models.ts). */
const SYSTEM_TYPES: Record<ModelDocument, readonly string[]> = {
  Actor: [...Object.keys(SYSTEM_ACTOR_MODELS), ...COMPOSED_SUBTYPES.Actor],
  Item: [...Object.keys(SYSTEM_ITEM_MODELS), ...COMPOSED_SUBTYPES.Item],
  ChatMessage: [...Object.keys(SYSTEM_CHAT_MODELS), ...COMPOSED_SUBTYPES.ChatMessage],
  Combat: COMPOSED_SUBTYPES.Combat,
  Combatant: COMPOSED_SUBTYPES.Combatant,
};

/** Each subtype that must be declared, with who defines it: "the system" or "ruleset <id>". */
function definedTypes(): Record<ModelDocument, Map<string, string[]>> {
  const defined = Object.fromEntries(DOCUMENTS.map((document) => [document, new Map<string, string[]>()])) as Record<ModelDocument, Map<string, string[]>>;
  const add = (document: ModelDocument, type: string, by: string) => {
    if (type !== BASE) defined[document].set(type, [...(defined[document].get(type) ?? []), by]);
  };
  for (const document of DOCUMENTS) for (const type of SYSTEM_TYPES[document]) add(document, type, "the system");
  for (const module of installedRulesets()) {
    for (const document of DOCUMENTS) {
      for (const type of Object.keys(module.dataModels[document] ?? {})) add(document, type, `ruleset ${module.id}`);
      for (const type of Object.keys(module.modelParts[document] ?? {})) add(document, type, `ruleset ${module.id} (its part)`);
    }
  }
  return defined;
}

const declaredInManifest = (document: string) => Object.keys(manifest.documentTypes[document] ?? {});
const declaredInTemplate = (document: string) => template[document]?.types ?? [];

describe("system.json and template.json name every subtype the installed rulesets and the system define, and no other", () => {
  beforeAll(() => installRulesets());

  it("every installed ruleset is checked", () => {
    expect(installedRulesets().length).toBeGreaterThan(0);
    for (const module of installedRulesets()) expect(Object.values(module.dataModels).some((models) => Object.keys(models ?? {}).length > 0), module.id).toBe(true);
  });

  it.each(DOCUMENTS)("%s: each subtype a ruleset or the system defines is in system.json's documentTypes and in template.json", (document) => {
    for (const [type, by] of definedTypes()[document]) {
      expect(declaredInManifest(document), `${document} ${type} (${by.join(", ")}) in system.json`).toContain(type);
      expect(declaredInTemplate(document), `${document} ${type} (${by.join(", ")}) in template.json's types`).toContain(type);
      expect(template[document], `${document} ${type} (${by.join(", ")}) has its entry in template.json`).toHaveProperty([type]);
    }
  });

  it("neither file names a subtype no installed ruleset and not the system defines", () => {
    const defined = definedTypes();
    const stray = (document: string, types: string[], file: string) => types.filter((type) => !(DOCUMENTS as readonly string[]).includes(document) || !defined[document as ModelDocument].has(type)).map((type) => `${file}: ${document} ${type}`);
    const found = [
      ...Object.keys(manifest.documentTypes).flatMap((document) => stray(document, declaredInManifest(document), "system.json")),
      ...Object.keys(template).flatMap((document) => stray(document, declaredInTemplate(document), "template.json")),
      // An entry of its own for a type the list leaves out is as stray.
      ...Object.entries(template).flatMap(([document, entry]) =>
        Object.keys(entry ?? {})
          .filter((key) => !["types", "templates", "htmlFields"].includes(key) && !declaredInTemplate(document).includes(key))
          .map((key) => `template.json: ${document} ${key}, not in its types`),
      ),
    ];
    expect(found).toEqual([]);
  });
});
