import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import type { RulesError } from "../../../../src/rules/errors";
import { MET_SCENARIO, type MetScenarioResult } from "../../../../src/rulesets/met/scenario";
import { scenarioToolFor } from "../../../../src/rulesets/scenario-tools";
import { expectRulesError } from "../../errors-helper";
import { translator } from "../../lang-translator";
import { scenarioFolder } from "../../../../scripts/system-files";

const folder = scenarioFolder("met");
const files = readdirSync(folder).filter((name) => name.endsWith(".json")).sort();
const json = (name: string): Record<string, unknown> => JSON.parse(readFileSync(resolve(folder, name), "utf8")) as Record<string, unknown>;
const replay = (data: unknown): MetScenarioResult => MET_SCENARIO.replay(MET_SCENARIO.parse(data));
const results = Object.fromEntries(files.map((name) => [name, replay(json(name))]));
const golden = (name: string): MetScenarioResult => {
  const result = results[name];
  if (!result) throw new Error(`no golden file ${name}`);
  return result;
};
const english = (name: string) => MET_SCENARIO.transcript(golden(name), translator("en"));

describe("the MET golden scenarios (src/rulesets/met/scenarios), one per worked example of the text", () => {
  it("has the worked examples", () => {
    expect(files).toEqual([
      "003-andrew-bob-and-charlie-against-zach.json",
      "003-billy-and-the-mob.json",
      "003-billy-dodges-a-flame-bolt.json",
      "003-billy-jeff-and-frank.json",
      "003-dana-and-petra.json",
      "003-frenzied-three-way-fight.json",
      "003-jimmy-and-frank.json",
      "003-maria-grapples-fred.json",
      "003-mark-and-joe.json",
    ]);
  });

  it.each(files)("%s: every expected value is met, through the scenario command's tool", (name) => {
    const replayed = scenarioToolFor(json(name)).replayFile(json(name));
    expect(replayed.unmet).toEqual([]);
    expect(golden(name).checks.length).toBeGreaterThan(5);
  });

  it.each(files)("%s: the transcript has every word in English and Russian", (name) => {
    for (const language of ["en", "ru"] as const) {
      const missing = new Set<string>();
      const lines = MET_SCENARIO.transcript(golden(name), translator(language, missing));
      expect([...missing]).toEqual([]);
      expect(lines.length).toBeGreaterThan(5);
    }
  });

  it("003 Bidding Traits: Billy, leading with Brawny against the mob, is offered Might and not Fleetness's tie, and keeps his Celerity actions", () => {
    const result = golden("003-billy-and-the-mob.json");
    const mob = result.rounds[0]?.challenges[0];
    expect(mob?.state.throws.map((entry) => entry.standing)).toEqual(["nobody", "defender"]);
    expect(mob?.state.closed).toBe(true);
    expect(result.rounds[0]?.order?.extraActions.map((step) => step.actions.map((action) => action.power))).toEqual([["Swiftness"], ["Legerity"]]);
    expect(english("003-billy-and-the-mob.json")).toContain("Billy calls a retest: power (Might)");
  });

  it("003 Multiple Actions: Dana and Petra act together on Swiftness, then Legerity with Black Metamorphosis", () => {
    const order = golden("003-dana-and-petra.json").rounds[0]?.order;
    expect(order?.extraActions).toEqual([
      { count: 1, actions: [{ id: "petra", power: "Swiftness" }, { id: "dana", power: "Swiftness" }] },
      { count: 2, actions: [{ id: "petra", power: "Black Metamorphosis" }, { id: "dana", power: "Legerity" }] },
    ]);
    expect(english("003-dana-and-petra.json")).toContain("Extra actions, number 2: Petra on Black Metamorphosis, Dana on Legerity");
  });

  it("003 Order of Actions: Frank's 10 base Social traits act before Jimmy's 9 Physical, weapon and ritual aside", () => {
    const result = golden("003-jimmy-and-frank.json");
    expect(result.rounds[0]?.order?.steps).toEqual([{ initiative: 10, ids: ["frank"] }, { initiative: 9, ids: ["jimmy"] }]);
    expect(english("003-jimmy-and-frank.json").slice(4, 6)).toEqual(["Initiative 10: Frank", "Initiative 9: Jimmy"]);
  });

  it("003 Multiple Participants: Joe's counter-attack resolves on Mark's 9, one challenge, and Joe's shot lands", () => {
    const result = golden("003-mark-and-joe.json");
    expect(result.rounds[0]?.order?.steps).toEqual([{ initiative: 9, ids: ["mark", "joe"] }]);
    expect(result.rounds[0]?.challenges).toHaveLength(1);
    expect(result.characters.mark?.health).toEqual({ bashing: 0, lethal: 2, aggravated: 0 });
  });

  it("003 Mob Challenges: Zach bids three; Bob's +2 decides the tie; Bob picks Charlie's victory condition; two mobs are two challenges", () => {
    const result = golden("003-andrew-bob-and-charlie-against-zach.json");
    const first = result.rounds[0]?.challenges[0];
    expect(first?.state.defender?.bid).toEqual(["Robust", "Robust", "Robust"]);
    expect(first?.result.victoryConditionOf).toBe("charlie");
    const second = result.rounds[1];
    expect(second?.plan?.map((entry) => [entry.target, entry.targetBids])).toEqual([["zach", 3], ["charlie", 3]]);
    expect(second?.challenges.map((entry) => entry.state.throws[0]?.standing)).toEqual(["challenger", "challenger"]);
    expect(second?.challenges[1]?.state.challenger.bonusTraits).toBe(2);
  });

  it("003 Mob Challenges: the frenzied fight is three challenges; Martin hurts Zach and is hurt by Andrew in the same round", () => {
    const result = golden("003-frenzied-three-way-fight.json");
    expect(result.rounds[0]?.challenges.map((entry) => entry.result.winner)).toEqual(["defender", "challenger", "challenger"]);
    expect([result.characters.martin?.health.bashing, result.characters.zach?.health.bashing, result.holds]).toEqual([1, 1, []]);
  });

  it("003 Mixed Challenges: Billy's Fleetness takes the tie against the Tremere's 8 traits; Willpower is never offered him", () => {
    const result = golden("003-billy-dodges-a-flame-bolt.json");
    const state = result.rounds[0]?.challenges[0]?.state;
    expect(state?.throws.map((entry) => entry.standing)).toEqual(["defender", "challenger", "defender"]);
    expect(state?.defender?.willpowerSpent).toBe(0);
    expect(result.characters.billy?.willpower.current).toBe(5);
  });

  it("003 Grappling: Maria's hold on Fred is broken when Fred beats her in a physical challenge", () => {
    const result = golden("003-maria-grapples-fred.json");
    expect(english("003-maria-grapples-fred.json")).toEqual(expect.arrayContaining(["Maria holds Fred", "The hold of Maria on Fred is broken"]));
    expect(result.holds).toEqual([]);
  });

  it("003 Retests: Billy's cancelled Brawl, then Might; 003 Test (or Challenge): after a passive dodge Billy still has his action", () => {
    const result = golden("003-billy-jeff-and-frank.json");
    expect(result.rounds[0]?.challenges[0]?.state.retests.map((entry) => entry.status)).toEqual(["cancelled", "thrown"]);
    expect(result.rounds[1]?.actionsSpent).toEqual(["frank", "billy"]);
  });
});

describe("the MET scenario format refuses what the rules refuse, naming the path", () => {
  const base = () => json("003-billy-jeff-and-frank.json");
  type Round = { challenges: { events: Record<string, unknown>[]; defender?: string; challenger?: string }[] };
  const rounds = (data: Record<string, unknown>) => data.rounds as Round[];

  it("003 Taking Actions: a second test-action in the round is refused", () => {
    const data = base();
    const round = rounds(data)[1];
    const counter = round?.challenges[0]?.events[1];
    if (counter) counter.effect = { damage: { levels: 1, type: "bashing" } };
    const error = expectRulesError(() => replay(data), "MetScenarioActionSpent");
    expect(error.message).toBe("rounds[1].challenges[1]: Billy has already used their action that needs a test this round.");
  });

  it("003 Test (or Challenge): a second physical challenge on one target in a round is refused", () => {
    const data = base();
    const round = rounds(data)[0];
    const first = round?.challenges[0];
    if (round && first) round.challenges.push({ ...first, challenger: "frank", events: [{ type: "declare", target: "jeff", victoryCondition: "Frank shoves Jeff", firstTrait: "Burly" }, { type: "relent" }] });
    const error = expectRulesError(() => replay(data), "MetScenarioEventRefused");
    expect(error.message).toBe("rounds[0].challenges[1]: the rules refuse this: That character was already the target of a challenge of this kind this round.");
    expect(error.data.reasonKey).toBe("MetTargetedThisRound");
  });

  it("003 Retests: an illegal event is refused by the challenge rules, with the event's path", () => {
    const data = base();
    const events = rounds(data)[0]?.challenges[0]?.events;
    events?.splice(5, 0, { type: "callRetest", side: "challenger", kind: "ability", name: "Dodge" });
    const error = expectRulesError(() => replay(data), "MetScenarioEventRefused");
    expect(error.message).toBe("rounds[0].challenges[0].events[5]: the rules refuse this: Dodge is not a retest (ability) this side may call now.");
    expect((error.cause as RulesError).key).toBe("MetRetestNotOffered");
  });

  it("a bad field, an unknown field, a challenge left unfinished", () => {
    const data = base();
    const events = rounds(data)[0]?.challenges[0]?.events;
    if (events?.[2]) events[2].challenger = "bomb";
    expect(expectRulesError(() => replay(data), "MetScenarioNotChoice").message).toBe("rounds[0].challenges[0].events[2].challenger: expected one of rock, paper, scissors, got bomb.");
    expect(expectRulesError(() => replay({ ...base(), colour: "red" }), "MetScenarioFieldUnknown").message).toBe("colour: there is no such field here.");
    const short = base();
    rounds(short)[0]?.challenges[0]?.events.splice(7);
    expectRulesError(() => replay(short), "MetScenarioChallengeUnfinished");
  });

  it("the scenario command prints a refusal with its path and the rule's reason, in Russian too", async () => {
    const { scenarioCommand } = await import("../../../../scripts/scenario-cli");
    const { mkdtempSync, writeFileSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const data = base();
    rounds(data)[0]?.challenges[0]?.events.splice(5, 0, { type: "callRetest", side: "challenger", kind: "ability", name: "Dodge" });
    const file = resolve(mkdtempSync(resolve(tmpdir(), "stc-met-")), "refused.json");
    writeFileSync(file, JSON.stringify(data));
    let stderr = "";
    expect(scenarioCommand([file, "--lang", "ru"], { stdout: () => undefined, stderr: (text) => (stderr += text) })).toBe(2);
    expect(stderr.trim()).toBe("rounds[0].challenges[0].events[5]: правила не допускают этого: Dodge сейчас нельзя взять как перетест.");
  });

  it("an expectation the fight does not meet is reported with its path", () => {
    const data = base();
    (data.expect as { health: Record<string, unknown> }).health.jeff = { bashing: 2, lethal: 0, aggravated: 0 };
    expect(MET_SCENARIO.unmetExpectations(replay(data))).toEqual(['expect.health.jeff: expected {"aggravated":0,"bashing":2,"lethal":0}, got {"aggravated":0,"bashing":1,"lethal":0}']);
  });
});
