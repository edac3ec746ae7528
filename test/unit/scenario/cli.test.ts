import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { scenarioCommand } from "../../../scripts/scenario-cli";
import { SCENARIOS } from "./load";

const root = resolve(import.meta.dirname, "../../..");
const tsx = join(root, "node_modules", ".bin", "tsx");
const golden = join(SCENARIOS, "000-worked-example.json");
const scratch = mkdtempSync(join(tmpdir(), "stc-scenario-"));

type Run = { code: number | null; stdout: string; stderr: string };

/** `npm run scenario` as a child process: tsx, the entry script, its exit code and streams. */
function spawn(...args: string[]): Run {
  const result = spawnSync(tsx, [join(root, "scripts/scenario.ts"), ...args], { cwd: root, encoding: "utf8", timeout: 60_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The same command called in this process, with what it writes collected: a child process costs a second or more. */
function run(...args: string[]): Run {
  let stdout = "";
  let stderr = "";
  const code = scenarioCommand(args, { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) });
  return { code, stdout, stderr };
}

/** A copy of the 000 scenario with one change, written to a scratch file. */
function variant(name: string, change: (json: { rounds: { events: { attack: Record<string, unknown> }[] }[]; expect: Record<string, unknown> }) => void): string {
  const json = JSON.parse(readFileSync(golden, "utf8"));
  change(json);
  const file = join(scratch, name);
  writeFileSync(file, JSON.stringify(json));
  return file;
}

describe("npm run scenario (scripts/scenario.ts)", { timeout: 60_000 }, () => {
  it("000 §1.6: the English transcript, exit 0", () => {
    const { code, stdout, stderr } = run(golden);
    expect(stderr).toBe("");
    expect(code).toBe(0);
    expect(stdout).toContain("Turn 1");
    expect(stdout).toContain("David: rolled 9 + initiative score 6 = 15");
    expect(stdout.trim().split("\n").at(-1)).toMatch(/^All \d+ expected values of the file are met\.$/);
  });

  it("000 §1.6: the Russian transcript with --lang ru", () => {
    const { code, stdout } = run(golden, "--lang", "ru");
    expect(code).toBe(0);
    expect(stdout).toContain("Ход 1");
    expect(stdout).toContain("David: выпало 9 + значение инициативы 6 = 15");
    expect(stdout).toContain("Порядок объявлений: Michael > Gordon > Tony > Alistair > David");
  });

  it("000 §3.5: --json prints the result, every number in it", () => {
    const { code, stdout } = run(golden, "--json");
    expect(code).toBe(0);
    const result = JSON.parse(stdout);
    expect(result.rounds[0].initiative.map((entry: { total: number }) => entry.total)).toEqual([12, 11, 9, 15, 8]);
    expect(result.rounds[0].events[1].facts.damageSuccesses).toBe(4);
    expect(result.final.D.health).toEqual({ bashing: 2.5, lethal: 0, aggravated: 0 });
  });

  it("a malformed file: exit 2 and the exact path on stderr, in either language", () => {
    const file = variant("short.json", (json) => (json.rounds[0]?.events[1]?.attack.faces as number[]).pop());
    const en = run(file);
    expect(en.code).toBe(2);
    expect(en.stdout).toBe("");
    expect(en.stderr.trim()).toBe("rounds[0].events[1].attack.faces: expected 6 faces for a pool of 6, got 5.");
    const ru = run(file, "--lang", "ru");
    expect(ru.code).toBe(2);
    expect(ru.stderr.trim()).toBe("rounds[0].events[1].attack.faces: для запаса кубиков 6 нужно граней: 6, а указано 5.");
  });

  it("an event the rules refuse: exit 2 naming the event and the rule's reason", () => {
    const file = variant("refused.json", (json) => {
      const defence = json.rounds[0]?.events[2]?.attack.defence as Record<string, unknown>;
      delete defence.abort;
    });
    const { code, stderr } = run(file);
    expect(code).toBe(2);
    expect(stderr).toContain("rounds[0].events[2].attack.defence: the rules refuse this event:");
    expect(stderr).toContain("M has no unspent declared defense of that kind");
  });

  it("004 Dirty Fighting: a refused maneuver names the maneuver and the trait in the reader's language, never their identifiers", () => {
    const json = JSON.parse(readFileSync(join(SCENARIOS, "maneuver-low-blow.json"), "utf8")) as { combatants: { abilities?: Record<string, number> }[] };
    for (const combatant of json.combatants) if (combatant.abilities) combatant.abilities.brawl = 1;
    const file = join(scratch, "low-blow-novice.json");
    writeFileSync(file, JSON.stringify(json));
    const en = run(file);
    expect(en.code).toBe(2);
    expect(en.stderr).toContain("Low blow needs Brawl 3 or more; the rating is 1.");
    const ru = run(file, "--lang", "ru");
    expect(ru.stderr).toContain("Для приёма «Удар ниже пояса» нужна способность «Драка» не ниже 3; сейчас — 1.");
    expect(`${en.stderr}${ru.stderr}`).not.toMatch(/w20LowBlow|«brawl»/);
  });

  it("an expectation the replay does not meet: exit 1, naming it", () => {
    const file = variant("wrong.json", (json) => (json.expect.statuses = { A: ["stunned"] }));
    const { code, stdout, stderr } = run(file);
    expect(code).toBe(1);
    expect(stdout).toContain("Turn 1");
    expect(stderr.trim()).toBe('expect.statuses: expected {"A":["stunned"]}, got {"A":[],"T":[],"G":[],"D":[],"M":[]}');
  });

  it("end to end, as npm runs it: a child process prints the same transcript and message, and exits with the same code", () => {
    const file = variant("wrong-spawned.json", (json) => (json.expect.statuses = { A: ["stunned"] }));
    const spawned = spawn(file);
    expect(spawned.code).toBe(1);
    expect(spawned.stdout).toContain("David: rolled 9 + initiative score 6 = 15");
    expect(spawned).toEqual(run(file));
  });

  it("an unreadable file, broken JSON or bad arguments: exit 2", () => {
    expect(run(join(scratch, "missing.json"))).toMatchObject({ code: 2, stderr: expect.stringContaining("missing.json: cannot read the file.") });
    const broken = join(scratch, "broken.json");
    writeFileSync(broken, "{ not json");
    expect(run(broken)).toMatchObject({ code: 2, stderr: expect.stringContaining("broken.json: not valid JSON") });
    expect(run()).toMatchObject({ code: 2, stderr: expect.stringContaining("Usage: npm run scenario -- FILE") });
    expect(run(golden, "--lang", "de")).toMatchObject({ code: 2, stderr: expect.stringContaining("--lang de") });
    expect(run(golden, "--verbose").code).toBe(2);
  });
});
