import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { standInConfig } from "../stand-in/install";
import { initSystem } from "./setup";

/*
 * What Foundry makes of a value put into each kind of field the system's models declare: the value stored, or a
 * refusal, when a model is built with it and when a model is updated with it. The answers Foundry v13's own data
 * layer gives are recorded in test/fixtures/foundry-v13/field-probes.json (`STC_RECORD_FIELD_PROBES=1 npm run
 * test:foundry` records them again from an install); the stand-in must give the same ones, so the integration
 * tests on it see what Foundry would keep. A field kind is its class with the options the system declared; each
 * is probed once, at the first place it appears.
 */

const PROBES: readonly (readonly [string, unknown])[] = [
  ["undefined", undefined],
  ["null", null],
  ["empty string", ""],
  ["padded number", "  7  "],
  ["word", "abc"],
  ["zero", 0],
  ["three", 3],
  ["minus one", -1],
  ["two and a half", 2.5],
  ["true", true],
  ["list", [2]],
  ["object", { a: 1 }],
  ["padded HTML", " <p>x</p> "],
  ["image path", "icons/a.webp"],
  ["text file path", "notes.txt"],
];

interface FieldLike {
  constructor: { name: string };
  fields?: Record<string, FieldLike>;
  options?: Record<string, unknown>;
  declaredOptions?: Record<string, unknown>;
}
interface ModelClass {
  new (data: object): { toObject(): Record<string, unknown>; updateSource(changes: object): unknown };
  schema: { fields: Record<string, FieldLike> };
}

const RECORDED = resolve(import.meta.dirname, "../../fixtures/foundry-v13/field-probes.json");

/** A field kind: its class and the options the system gave it (functions named only as such). */
function kindOf(field: FieldLike): string {
  const options = field.declaredOptions ?? field.options ?? {};
  const shown = JSON.stringify(options, (_key, value: unknown) => (typeof value === "function" ? "ƒ" : value), 0);
  return `${field.constructor.name} ${shown}`;
}

/** The place of each field kind's first appearance, in the order the models declare their fields. */
function probedPlaces(): { key: string; kind: string; Model: ModelClass; path: string[] }[] {
  const seen = new Set<string>();
  const places: { key: string; kind: string; Model: ModelClass; path: string[] }[] = [];
  const models = { Actor: standInConfig.Actor.dataModels, Item: standInConfig.Item.dataModels, Combat: standInConfig.Combat.dataModels, Combatant: standInConfig.Combatant.dataModels };
  for (const [documentName, byType] of Object.entries(models)) {
    for (const [type, Model] of Object.entries(byType as Record<string, ModelClass>)) {
      const walk = (fields: Record<string, FieldLike>, path: string[]) => {
        for (const [name, field] of Object.entries(fields)) {
          if (field.fields) walk(field.fields, [...path, name]);
          else {
            const kind = kindOf(field);
            if (seen.has(kind)) continue;
            seen.add(kind);
            places.push({ key: `${documentName}.${type}: ${[...path, name].join(".")}`, kind, Model, path: [...path, name] });
          }
        }
      };
      walk(Model.schema.fields, []);
    }
  }
  return places;
}

function nested(path: string[], value: unknown): Record<string, unknown> {
  return path.reduceRight<unknown>((inner, key) => ({ [key]: inner }), value) as Record<string, unknown>;
}

function storedAt(source: Record<string, unknown>, path: string[]): string {
  const value = path.reduce<unknown>((cursor, key) => (cursor as Record<string, unknown> | undefined)?.[key], source);
  return value === undefined ? "(absent)" : JSON.stringify(value);
}

function probe(Model: ModelClass, path: string[], value: unknown): { built: string; updated: string } {
  let built: string;
  try {
    built = storedAt(new Model(nested(path, structuredClone(value))).toObject(), path);
  } catch {
    built = "refused";
  }
  let updated: string;
  try {
    const model = new Model({});
    const before = storedAt(model.toObject(), path);
    model.updateSource(nested(path, structuredClone(value)));
    const after = storedAt(model.toObject(), path);
    updated = after === before ? `unchanged (${after})` : after;
  } catch {
    updated = "refused";
  }
  return { built, updated };
}

beforeAll(initSystem);

describe("Foundry's cleaning and validation of every kind of field the system declares", () => {
  it("stores or refuses each probe as Foundry v13's own data layer does", () => {
    const answers = Object.fromEntries(
      probedPlaces().map(({ key, kind, Model, path }) => [key, { kind, answers: Object.fromEntries(PROBES.map(([label, value]) => [label, probe(Model, path, value)])) }]),
    );
    if (process.env.STC_RECORD_FIELD_PROBES && process.env.STC_DATA_LAYER === "foundry") {
      mkdirSync(dirname(RECORDED), { recursive: true });
      writeFileSync(RECORDED, `${JSON.stringify(answers, null, 1)}\n`);
    }
    expect(existsSync(RECORDED), "no recorded answers: run STC_RECORD_FIELD_PROBES=1 npm run test:foundry").toBe(true);
    const recorded = JSON.parse(readFileSync(RECORDED, "utf8")) as typeof answers;
    expect(answers).toEqual(recorded);
    // Every probe of every field builds and updates a model: seconds of work that a loaded machine may stretch.
  }, 30_000);
});
