import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { SCENARIO_REFUSALS } from "../../../../src/rules/scenario-reader";
import { currentHealth } from "../../../../src/rulesets/streamlined/rules/health";
import { STREAMLINED_SCENARIO, type StreamlinedScenarioResult } from "../../../../src/rulesets/streamlined/scenario";
import { expectRulesError } from "../../errors-helper";
import { readLanguage, scenarioFolder } from "../../../../scripts/system-files";

type Tree = { [key: string]: string | Tree };
const root = resolve(import.meta.dirname, "../../../..");
const lang = (name: string) => readLanguage(name) as Tree;
const GOLDEN = resolve(scenarioFolder("streamlined"), "001-when-it-goes-wrong.json");
const golden = (): Record<string, unknown> => JSON.parse(readFileSync(GOLDEN, "utf8")) as Record<string, unknown>;

/** A translator over one language file that fails the test on a missing key or placeholder. */
function translator(tree: Tree) {
  return (key: string, data: Record<string, string | number> = {}) => {
    let node: string | Tree | undefined = tree;
    for (const part of key.split(".")) node = typeof node === "object" ? node[part] : undefined;
    if (typeof node !== "string") throw new Error(`missing language key ${key}`);
    return node.replace(/{(\w+)}/g, (_, name: string) => {
      if (!(name in data)) throw new Error(`${key}: no value for {${name}}`);
      return String(data[name]);
    });
  };
}

const replay = (data: unknown): StreamlinedScenarioResult => STREAMLINED_SCENARIO.replay(STREAMLINED_SCENARIO.parse(data));
const actual = (result: StreamlinedScenarioResult, path: string) => result.checks.find((check) => check.path === path)?.actual;

describe("001 When It Goes Wrong, replayed from src/rulesets/streamlined/scenarios/001-when-it-goes-wrong.json", () => {
  const result = replay(golden());

  it("001 When It Goes Wrong: every expected value of the file is met", () => {
    expect(STREAMLINED_SCENARIO.unmetExpectations(result)).toEqual([]);
    expect(result.checks.length).toBeGreaterThan(50);
  });

  it("001 When It Goes Wrong: the punch at full dice — 6 against 5, margin 4, damage pool 4, three points of Health", () => {
    const punch = "rounds[0].turns[0].actions[0].expect";
    expect([actual(result, `${punch}.attackPool`), actual(result, `${punch}.defencePool`), actual(result, `${punch}.margin`), actual(result, `${punch}.damagePool`), actual(result, `${punch}.targetHealth`)]).toEqual([6, 5, 4, 4, 2]);
  });

  it("001 When It Goes Wrong: the −4 of three actions, against the +2 evade (Defense 5 + 2 = 7); the grapple is a standoff, no hold", () => {
    const turn = "rounds[1].turns[0]";
    expect(actual(result, `${turn}.expect.penalty`)).toBe(4);
    expect([0, 1, 2].map((index) => actual(result, `${turn}.actions[${index}].expect.attackPool`))).toEqual([2, 2, 2]);
    expect([0, 1, 2].map((index) => actual(result, `${turn}.actions[${index}].expect.defencePool`))).toEqual([7, 7, 7]);
    expect(actual(result, `${turn}.actions[0].expect.margin`)).toBe(-1);
    expect([actual(result, `${turn}.actions[2].expect.outcome`), actual(result, `${turn}.actions[2].expect.margin`)]).toEqual(["standoff", 0]);
    expect(result.holds).toEqual([]);
  });

  it("001 When It Goes Wrong: the draw and the shot are two actions, −2 each — 2 dice; margin 4 + gun 2 = 6 dice, two points", () => {
    const shot = "rounds[1].turns[1].actions[1].expect";
    expect([actual(result, `${shot}.penalty`), actual(result, `${shot}.attackPool`), actual(result, `${shot}.margin`), actual(result, `${shot}.damagePool`), actual(result, `${shot}.damageSuccesses`)]).toEqual([2, 2, 4, 6, 2]);
    // His evade ended when his own turn began.
    expect(actual(result, "rounds[1].turns[1].expect.evading")).toBe(false);
  });

  it("001 Flight and Surrender: the informant walks out; step 4 ends the fight after round 3", () => {
    expect(Object.fromEntries(Object.entries(result.health).map(([id, health]) => [id, currentHealth(health)]))).toEqual({ you: 3, informant: 2 });
    expect(result.state.left).toEqual([{ id: "informant", side: "informant", by: "fled" }]);
    expect([result.roundsPlayed, result.state.over, result.state.order.map((entry) => entry.id)]).toEqual([3, true, ["you"]]);
    expect(result.state.order[0]?.initiative.successes).toBe(4);
  });

  it("states where the narrative and the rules part, in its notes", () => {
    const notes = STREAMLINED_SCENARIO.parse(golden()).notes.join("\n");
    for (const part of ["the −2 and the −4", "the evade", "the shot", "the knife"]) expect(notes).toContain(`NARRATIVE VS RULES, ${part}`);
  });

  it("an expectation the fight does not meet is reported with its path", () => {
    const data = golden();
    const rounds = data.rounds as { turns: { actions?: { expect?: Record<string, unknown> }[] }[] }[];
    const punch = rounds[0]?.turns[0]?.actions?.[0];
    if (punch?.expect) punch.expect.margin = 5;
    expect(STREAMLINED_SCENARIO.unmetExpectations(replay(data))).toEqual(["rounds[0].turns[0].actions[0].expect.margin: expected 5, got 4"]);
  });

  it("the transcript is every line from the language files, in English and in Russian", () => {
    const en = STREAMLINED_SCENARIO.transcript(result, translator(lang("en")));
    const ru = STREAMLINED_SCENARIO.transcript(result, translator(lang("ru")));
    expect(ru.length).toBe(en.length);
    expect(en).toContain("Margin 4: the attack lands");
    expect(en).toContain("Actions this turn: 3; each loses 4 dice");
    expect(ru).toContain("Перевес 4: удар достигает цели");
    expect(ru).toContain("The informant теряет Здоровье: 3 (ударные); Здоровье 2 из 5");
    expect(ru).toContain("Конец раунда 3. Сражаются: Your character; выведены из строя: никто; бежали: The informant; сдались: никто; погибли: никто");
    expect(ru.at(-1)).toBe(`Все ожидаемые значения файла совпали: ${result.checks.length}.`);
  });
});

describe("001 rules tour, replayed from src/rulesets/streamlined/scenarios/001-rules-tour.json", () => {
  const data = JSON.parse(readFileSync(resolve(scenarioFolder("streamlined"), "001-rules-tour.json"), "utf8")) as unknown;
  const result = replay(data);
  const en = STREAMLINED_SCENARIO.transcript(result, translator(lang("en")));

  it("every expected value of the file is met, and the Russian transcript has every key", () => {
    expect(STREAMLINED_SCENARIO.unmetExpectations(result)).toEqual([]);
    expect(STREAMLINED_SCENARIO.transcript(result, translator(lang("ru"))).length).toBe(en.length);
  });

  it("001 The Turn: Ann and Bo tie at one success; the Storyteller's order puts Bo first", () => {
    expect(en).toContain("The Storyteller orders the tie. Order of actions: Cy, Bo, Ann");
  });

  it("001 Grapples: Cy's Brawl attack wins by 2 and holds Ann; Ann's escape (6 dice, 3 successes) beats the grip (4 dice, 1)", () => {
    expect(actual(result, "rounds[0].turns[1].actions[0].expect.outcome")).toBe("held");
    expect(en).toContain("Cy holds Ann");
    expect(actual(result, "rounds[0].turns[3].actions[0].expect.freed")).toBe(true);
    expect(result.holds).toEqual([]);
  });

  it("001 Evading, Surprise, and Armor: the surprised Ann rolls no Defense: margin 3 from Bo's 3 successes; Cy's armour 2 adds 1 die", () => {
    expect([actual(result, "rounds[0].turns[2].actions[0].expect.defencePool"), actual(result, "rounds[0].turns[2].actions[0].expect.margin")]).toEqual([0, 3]);
    expect(actual(result, "rounds[1].turns[4].actions[0].expect.defencePool")).toBe(3 + 1);
  });

  it("001 The Round, In Four Steps: Dee arrives with 4 successes and slots in first, acting this round", () => {
    expect(en).toContain("Dee arrives: initiative, dice pool 4; faces 10, 9, 6, 1; successes: 4. Order of actions: Dee, Cy, Bo, Ann");
    expect(actual(result, "rounds[1].turns[1].actions[0].expect.targetHealth")).toBe(2);
  });

  it("001 Flight and Surrender: Bo's refused surrender keeps him fighting; he flees in round 3", () => {
    expect(en).toContain("The surrender of Bo is refused: the fight goes on");
    expect(result.state.left).toEqual([{ id: "bo", side: "guards", by: "fled" }]);
  });

  it("001 Damage and the Downed: Cy at 0 is skipped, and Dee's killing blow (no Defense, margin 2 + 2 = 4 dice, 3 aggravated) kills", () => {
    expect(en).toContain("Cy is at 0 Health and cannot act: the turn passes");
    expect([actual(result, "rounds[2].turns[0].actions[0].expect.damagePool"), actual(result, "rounds[2].turns[0].actions[0].expect.damageSuccesses")]).toEqual([4, 3]);
    expect([result.health.cy?.pastZero, result.health.cy?.dead]).toEqual([3, true]);
    expect(result.scene).toMatchObject({ dead: ["cy"], fled: ["bo"], fighting: ["dee", "ann"], continues: false });
  });
});

/** The smallest valid fight: two fighters, one round, each stalls. */
function small(): Record<string, unknown> {
  return {
    ruleset: "streamlined",
    combatants: [
      { id: "a", attributes: { dexterity: 2 }, skills: { awareness: 1, brawl: 2 } },
      { id: "b", attributes: { dexterity: 1 } },
    ],
    initiative: { a: [6, 7, 1], b: [2] },
    rounds: [{ turns: [{ combatant: "a", actions: [{ kind: "stall" }] }, { combatant: "b", actions: [{ kind: "stall" }] }] }],
  };
}

function refusal(data: unknown, key: string, path: string): void {
  const error = expectRulesError(() => replay(data), key);
  expect(error.data.path).toBe(path);
  expect(error.message).toContain(path);
}

describe("the Streamlined scenario format refuses bad input, naming the field", () => {
  it("reads the smallest fight", () => {
    const result = replay(small());
    expect(result.state.order.map((entry) => [entry.id, entry.initiative.successes])).toEqual([["a", 2], ["b", 0]]);
  });

  it("the file and its fields", () => {
    refusal([], "StreamlinedScenarioNotObject", "$");
    refusal({ ...small(), ruleset: "classic" }, "StreamlinedScenarioNotChoice", "ruleset");
    refusal({ ...small(), turnz: [] }, "StreamlinedScenarioFieldUnknown", "turnz");
    const noRounds = small();
    delete noRounds.rounds;
    refusal(noRounds, "StreamlinedScenarioFieldMissing", "rounds");
    refusal({ ...small(), combatants: [{ id: "a", attributes: { dexterity: 11 } }] }, "StreamlinedScenarioNotWhole", "combatants[0].attributes.dexterity");
    refusal({ ...small(), combatants: [{ id: "a" }, { id: "a" }] }, "StreamlinedScenarioCombatantDuplicate", "combatants[1].id");
    expectRulesError(() => replay({ ...small(), options: { deathAfter: "never" } }), "RulesetOptionInvalid");
  });

  it("initiative: faces from 1 to 10, for everyone there from the start, as many as the pool", () => {
    refusal({ ...small(), initiative: { a: [6, 7, 11], b: [2] } }, "StreamlinedScenarioNotWhole", "initiative.a[2]");
    refusal({ ...small(), initiative: { a: [6, 7, 1] } }, "StreamlinedScenarioInitiativeMissing", "initiative.b");
    refusal({ ...small(), initiative: { a: [6, 7, 1], b: [2], z: [1] } }, "StreamlinedScenarioCombatantUnknown", "initiative.z");
    // a: Dexterity 2 + Awareness 1 = 3 dice.
    refusal({ ...small(), initiative: { a: [6, 7], b: [2] } }, "StreamlinedScenarioFaces", "initiative.a");
  });

  it("turns: in the machine's order, every one written, actions of the seed's kinds", () => {
    const data = small();
    refusal({ ...data, rounds: [{ turns: [{ combatant: "b" }] }] }, "StreamlinedScenarioNotTheirTurn", "rounds[0].turns[0].combatant");
    refusal({ ...data, rounds: [{ turns: [{ combatant: "a" }] }] }, "StreamlinedScenarioTurnMissing", "rounds[0].turns");
    refusal({ ...data, rounds: [{ turns: [{ combatant: "a", actions: [{ kind: "juggle" }] }] }] }, "StreamlinedScenarioNotChoice", "rounds[0].turns[0].actions[0].kind");
    refusal({ ...data, rounds: [{ turns: [{ combatant: "a", actions: [{ kind: "attack", target: "q", faces: [] }] }] }] }, "StreamlinedScenarioCombatantUnknown", "rounds[0].turns[0].actions[0].target");
  });

  it("faces: as many as each pool, none for a roll the fight never makes", () => {
    // a's Strength 1 + Brawl 2 = 3 dice; b's Defense pool: the better of Dexterity 1 + Athletics 0 and Wits 1 + Awareness 0 = 1 die.
    const attack = (extra: Record<string, unknown>) => ({ ...small(), rounds: [{ turns: [{ combatant: "a", actions: [{ kind: "attack", target: "b", ...extra }] }, { combatant: "b" }] }] });
    refusal(attack({ faces: [6, 6], defence: [1] }), "StreamlinedScenarioFaces", "rounds[0].turns[0].actions[0].faces");
    refusal(attack({ faces: [1, 1, 1], defence: [6], damage: [6] }), "StreamlinedScenarioFacesUnused", "rounds[0].turns[0].actions[0].damage");
    refusal(attack({ faces: [6, 6, 6], surprised: true, defence: [1], damage: [6, 6, 6] }), "StreamlinedScenarioFacesUnused", "rounds[0].turns[0].actions[0].defence");
    // Surprised: no Defense roll; margin 3, damage pool 3, three points.
    const hit = replay(attack({ faces: [6, 6, 6], surprised: true, damage: [6, 6, 6] }));
    expect(currentHealth(hit.health.b ?? { max: 0, damage: { bashing: 0, lethal: 0, aggravated: 0 }, pastZero: 0, dead: false })).toBe(4 - 3);
  });

  it("every refusal of the format has its message in both language files", () => {
    const en = (lang("en").STC as Tree).Error as Tree;
    const ru = (lang("ru").STC as Tree).Error as Tree;
    const source = ["read.ts", "parse.ts", "replay.ts"].map((name) => readFileSync(resolve(root, "src/rulesets/streamlined/scenario", name), "utf8")).join("\n");
    // The shared readers' refusals (src/rules/scenario-reader.ts) under Streamlined's prefix, and the format's own.
    const keys = [...SCENARIO_REFUSALS.map((refusal) => `StreamlinedScenario${refusal}`), ...[...source.matchAll(/"(StreamlinedScenario\w+)"/g)].map((match) => match[1] ?? "")];
    expect(keys.length).toBeGreaterThan(15);
    for (const key of keys) expect([typeof en[key], typeof ru[key], key]).toEqual(["string", "string", key]);
  });
});
