import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseScenario } from "../../../src/rulesets/classic/scenario/parse";
import { replayScenario } from "../../../src/rulesets/classic/scenario/replay";
import { scenarioTranscript } from "../../../src/rulesets/classic/scenario/transcript";
import { translator } from "../lang-translator";
import { SCENARIOS, scenarioJson } from "./load";

const files = readdirSync(SCENARIOS).filter((name) => name.endsWith(".json"));
const results = files.map((name) => [name, replayScenario(parseScenario(scenarioJson(name)))] as const);

describe("the transcript a Storyteller reads, in English and Russian", () => {
  it.each(["en", "ru"] as const)("every word of every golden transcript comes from lang/%s.json, every placeholder filled", (language) => {
    const missing = new Set<string>();
    const t = translator(language, missing);
    for (const [, result] of results) scenarioTranscript(result, t);
    expect([...missing]).toEqual([]);
  });

  it("000 §2.11: the English transcript names every number of an attack", () => {
    const lines = scenarioTranscript(results.find(([name]) => name === "000-worked-example.json")?.[1] ?? results[0][1], translator("en", new Set()));
    expect(lines).toContain("  David: rolled 9 + initiative score 6 = 15");
    expect(lines).toContain("  Order of actions: David > Alistair > Tony > Gordon > Michael");
    expect(lines).toContain("  Order of declarations: Michael > Gordon > Tony > Alistair > David");
    expect(lines).toContain("    Attack roll: dice pool 3 (Dexterity 3, Brawl 3, Multiple actions −3), difficulty 8 (6, Maneuver difficulty +1, Multiple opponents (2) +1); faces 6, 2, 10; successes: 1");
    expect(lines).toContain("    Defense roll: dice pool 3 (Dexterity 3, Dodge 3, Pool capped at 3 −3), difficulty 7 (6, Multiple opponents (2) +1); faces 8, 4, 7; successes: 2");
    expect(lines).toContain("      The defense takes 2 off the attack's dice pool.");
    expect(lines).toContain("    David: Bashing 2.5, Lethal 0, Aggravated 0; statuses: none");
  });

  it("002 ¶2: the Russian transcript uses the glossary's words (ход, запас кубиков, сложность, значение инициативы)", () => {
    const lines = scenarioTranscript(results.find(([name]) => name === "000-worked-example.json")?.[1] ?? results[0][1], translator("ru", new Set()));
    expect(lines).toContain("Ход 1");
    expect(lines).toContain("  David: выпало 9 + значение инициативы 6 = 15");
    expect(lines).toContain("    Бросок атаки: запас кубиков 3 (Ловкость 3, Драка 3, Множественные действия −3), сложность 8 (6, Сложность приёма +1, Несколько противников (2) +1); выпало 6, 2, 10; успехов: 1");
    expect(lines.join("\n")).not.toMatch(/STC\./);
  });

  it("every golden scenario meets its expectations, and the transcript ends saying so", () => {
    for (const [name, result] of results) {
      const last = scenarioTranscript(result, translator("en", new Set())).at(-1);
      expect(last, name).toBe(`All ${result.expectations.length} expected values of the file are met.`);
      expect(result.expectations.length, name).toBeGreaterThan(3);
    }
  });
});

describe("a difficulty the modifiers push past 10", () => {
  it("000 §2.4: the transcript says the sum was held at 10 (here 6 + 1 + 1 + 3 = 11)", () => {
    const json = structuredClone(scenarioJson("000-worked-example.json")) as { rounds: { events: { attack?: { situation?: Record<string, unknown> } }[] }[] };
    const kick = json.rounds[0]?.events[0]?.attack;
    if (!kick) throw new Error("the worked example's first event is David's kick");
    kick.situation = { ...kick.situation, storyteller: { difficulty: 3 } };
    const en = scenarioTranscript(replayScenario(parseScenario(json)), translator("en", new Set()));
    expect(en.find((line) => line.includes("Attack roll: dice pool 3"))).toContain("difficulty 10 (6, Maneuver difficulty +1, Multiple opponents (2) +1, Storyteller's adjustment +3; 11 in all, but a difficulty runs from 2 to 10)");
    const ru = scenarioTranscript(replayScenario(parseScenario(json)), translator("ru", new Set()));
    expect(ru.find((line) => line.includes("Бросок атаки: запас кубиков 3"))).toContain("итого 11, но сложность бывает только от 2 до 10)");
  });
});
