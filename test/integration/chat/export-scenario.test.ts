import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { scenarioCommand } from "../../../scripts/scenario-cli";
import { combatScenarioFile, exportCombatScenario } from "../../../src/rulesets/classic/apps/tracker/export-scenario";
import { chainRecord } from "../../../src/rulesets/classic/chat/documents";
import { roundHistoryOf } from "../../../src/rulesets/classic/data/combat/combat-data";
import { replayChain } from "../../../src/rulesets/classic/chat/chain-record";
import { requestAdvance } from "../../../src/rulesets/classic/requests/advance";
import { requestDeclare } from "../../../src/rulesets/classic/requests/declare";
import { summariseClassicAttack } from "../../../src/rulesets/classic/rules/ruleset/classic-attack-summary";
import { parseScenario, replayScenario, scenarioTranscript, unmetExpectations } from "../../../src/rulesets/classic/scenario";
import { actAs, gm, player, standIn } from "../stand-in/install";
import { asUser, combatantOf, repeatWhile, seedCombatants } from "../combat/fixtures";
import { attack, press } from "./attack";
import { maneuverItem, placeToken, setUpChain } from "./fixtures";
import { exportTable, playedTurn } from "./export-fixtures";

/**
 * A turn played at the table (initiative, declarations, two attacks with a dodge, damage and soak through the
 * request channel), exported from the tracker as a scenario file and replayed by the scenario tool: the same
 * numbers as the cards and the same health as the world.
 */
beforeAll(setUpChain);
beforeEach(exportTable);

describe("a fight exported as a scenario file", () => {
  it("replays to the cards' numbers and the world's health, through the scenario command too", async () => {
    const { combat, actors, cards } = await playedTurn();
    const saved: { text: string; type: string; filename: string }[] = [];
    const file = exportCombatScenario(combat, asUser(gm), (text, type, filename) => saved.push({ text, type, filename }));
    if (!file.ok) throw new Error(file.key);
    expect(saved).toEqual([{ text: file.text, type: "application/json", filename: file.filename }]);
    expect(file.filename).toMatch(/turn-1-.+\.scenario\.json$/);

    const result = replayScenario(parseScenario(JSON.parse(file.text)));
    expect(unmetExpectations(result)).toEqual([]);
    const [round] = result.rounds;
    expect(round?.initiative.map((entry) => entry.faces)).toEqual(combat.roundState?.combatants.map((entry) => entry.initiative.faces));
    expect(round?.initiative.map((entry) => entry.total)).toEqual(combat.roundState?.combatants.map((entry) => entry.initiative.total));

    // Each attack of the replay is its card's attack: the same summary, number for number.
    const live = cards.map((card) => summariseClassicAttack(replayChain(chainRecord(card))));
    const replayed = round?.events.flatMap((event) => (event.detail.kind === "attack" ? [event.detail.summary] : []));
    expect(replayed).toEqual(live);
    expect(live.map((summary) => summary.outcome)).toEqual(["damaged", "damaged"]);
    expect(live[1]?.defence).not.toBeNull();

    // The health the replay ends with is the world's.
    const idOf = (actor: (typeof actors)["A"]) => combatantOf(combat, actor);
    for (const actor of [actors.A, actors.D]) expect(result.final[idOf(actor)]?.health).toEqual(actor.system.stats.health);
    expect(actors.A.system.stats.health.bashing).toBeGreaterThan(0);
    expect(actors.D.system.stats.health.bashing).toBeGreaterThan(0);

    // The file as `npm run scenario` reads it: exit 0 and the transcript of the same replay.
    const dir = mkdtempSync(join(tmpdir(), "stc-export-"));
    try {
      const path = join(dir, file.filename);
      writeFileSync(path, file.text);
      // STC_KEEP_EXPORT=FILE keeps a copy, to read it or replay it with `npm run scenario -- FILE` by hand.
      if (process.env.STC_KEEP_EXPORT) writeFileSync(process.env.STC_KEEP_EXPORT, readFileSync(path));
      let out = "";
      let err = "";
      const code = scenarioCommand([path], { stdout: (text) => (out += text), stderr: (text) => (err += text) });
      expect(err).toBe("");
      expect(code).toBe(0);
      const t = (key: string) => key;
      expect(scenarioTranscript(result, t).length).toBeGreaterThan(5);
      expect(out).toContain("Alistair");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("a fight of two turns: the first kept on the Combat when the second began, both exported and replayed", async () => {
    const { combat, actors } = await playedTurn();
    const first = combat.roundState;
    standIn.dice.script([3, 4, 5, 6, 7]);
    await combat.nextRound();
    expect(roundHistoryOf(combat)).toEqual([first]);
    const id = (key: keyof typeof actors) => combatantOf(combat, actors[key]);
    await repeatWhile(
      () => combat.roundState?.phase === "declaration",
      async () => {
        const next = combat.roundState?.queue[0]?.combatantIds[0] ?? "";
        actAs(gm);
        expect(await requestDeclare(combat, next, { actions: next === id("A") ? [{ kind: "attack", targetId: id("T") }] : [] })).toMatchObject({ ok: true });
      },
    );
    await repeatWhile(
      () => combat.combatant?.name !== "Alistair",
      () => requestAdvance(combat, combat.roundState?.queue[0]?.key ?? null),
    );
    const punch = await attack(player, actors.A, "Punch", placeToken(actors.T));
    await press(player, punch, { step: "defenceChoice", defence: { kind: "none" } });
    await press(player, punch, { step: "attackRoll" }, [8, 8, 8, 2, 2, 2]);
    await press(player, punch, { step: "damageRoll" }, [7, 7, 7, 7, 2, 2, 2]);
    await press(player, punch, { step: "soakRoll" }, [2, 2]);
    actAs(gm);
    const file = combatScenarioFile(combat, asUser(gm));
    if (!file.ok) throw new Error(file.key);
    expect(file.scenario.rounds).toHaveLength(2);
    const result = replayScenario(parseScenario(JSON.parse(file.text)));
    expect(unmetExpectations(result)).toEqual([]);
    expect(result.expectations.length).toBeGreaterThanOrEqual(24);
    for (const actor of [actors.A, actors.T, actors.D]) expect(result.final[combatantOf(combat, actor)]?.health, actor.name).toEqual(actor.system.stats.health);
    expect(actors.T.system.stats.health.bashing).toBeGreaterThan(0);

    // A reset forgets the kept rounds with the running one.
    await combat.resetAll();
    expect(roundHistoryOf(combat)).toEqual([]);
    expect((combat.system as { history?: unknown }).history).toBeNull();
  });

  it("the transcript from the exported file equals the one replayed from the live records", async () => {
    const { combat, cards } = await playedTurn();
    const file = combatScenarioFile(combat, asUser(gm));
    if (!file.ok) throw new Error(file.key);
    const t = (key: string, data: Record<string, unknown> = {}) => `${key}${JSON.stringify(data)}`;
    const result = replayScenario(parseScenario(JSON.parse(file.text)));
    // The same turn with each attack as its card replays it (the records the cards store, through the chain).
    const live = cards.map((card) => summariseClassicAttack(replayChain(chainRecord(card))));
    let next = 0;
    const fromRecords = {
      ...result,
      rounds: result.rounds.map((round) => ({
        ...round,
        events: round.events.map((event) => (event.detail.kind === "attack" ? { ...event, detail: { ...event.detail, summary: live[next++] ?? event.detail.summary } } : event)),
      })),
    };
    expect(next).toBe(2);
    expect(scenarioTranscript(result, t)).toEqual(scenarioTranscript(fromRecords, t));
  });

  it("a player is refused, in words, and nothing is saved", async () => {
    const { combat } = await playedTurn();
    actAs(player);
    const saved: string[] = [];
    const file = exportCombatScenario(combat, asUser(player), (text) => saved.push(text));
    expect(file).toEqual({ ok: false, key: "STC.Classic.Tracker.ExportRefused.player" });
    expect(saved).toEqual([]);
    expect(standIn.notifications.messages.at(-1)).toMatchObject({ type: "warning", message: "Only the Storyteller exports a fight as a scenario." });
  });

  it("a fight not begun, or with an attack half played, cannot be exported and says why", async () => {
    const { combat, actors } = await seedCombatants();
    actAs(gm);
    expect(combatScenarioFile(combat, asUser(gm))).toEqual({ ok: false, key: "STC.Classic.Tracker.ExportRefused.noRound" });
    standIn.dice.script([6, 5, 5, 9, 2]);
    await combat.startCombat();
    expect(combatScenarioFile(combat, asUser(gm))).toEqual({ ok: false, key: "STC.Classic.Tracker.ExportRefused.stillDeclaring" });
    await actors.D.createEmbeddedDocuments("Item", [maneuverItem("vtmKick", "Kick")]);
    const id = (key: keyof typeof actors) => combatantOf(combat, actors[key]);
    for (const key of ["M", "G", "T", "A"] as const) expect(await requestDeclare(combat, id(key), { actions: [] })).toMatchObject({ ok: true });
    expect(await requestDeclare(combat, id("D"), { actions: [{ kind: "attack", targetId: id("A") }] })).toMatchObject({ ok: true });
    const kick = await attack(gm, actors.D, "Kick", placeToken(actors.A));
    await press(player, kick, { step: "defenceChoice", defence: { kind: "none" } });
    actAs(gm);
    expect(combatScenarioFile(combat, asUser(gm))).toEqual({ ok: false, key: "STC.Classic.Tracker.ExportRefused.unfinished" });
  });
});
