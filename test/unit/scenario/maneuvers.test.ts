import { describe, expect, it } from "vitest";
import type { RulesError } from "../../../src/rules/errors";
import { attackAt, replayGolden, scenarioError, scenarioJson } from "./load";

type Json = { rounds: { initiative?: Record<string, number>; declarations?: unknown[]; events: unknown[] }[]; combatants: Record<string, unknown>[] };
const copy = (name: string) => structuredClone(scenarioJson(name)) as Json;
/** The key of the rule that refused an event (the ScenarioError's cause). */
const refusedBy = (json: unknown) => {
  const error = scenarioError(json);
  expect(error.key).toBe("ScenarioEventRefused");
  return (error.cause as RulesError).key;
};

describe("disarm (004 Disarm; maneuver-disarm.json)", () => {
  const result = replayGolden("maneuver-disarm.json");

  it("004 Disarm: successes beyond the target's Strength knock the weapon away; fewer land as the weapon's blow; a botch drops the attacker's own", () => {
    expect([0, 1, 2].map((event) => attackAt(result, 0, event).summary.outcome)).toEqual(["disarmed", "damaged", "botch"]);
    expect(result.final.B?.inHand).toBeNull();
    expect(result.final.E?.inHand).toBeNull();
    expect(result.final.D?.health).toEqual({ bashing: 3, lethal: 0, aggravated: 0 });
  });

  it("004 Disarm: a weapon knocked away cannot be used again", () => {
    const json = copy("maneuver-disarm.json");
    json.rounds.push({
      initiative: { A: 9, C: 8, E: 7, B: 6, D: 5, F: 4 },
      declarations: [{ combatant: "B", actions: [{ kind: "attack", target: "A" }] }],
      events: [{ attack: { attacker: "B", target: "A", weapon: "knife", faces: [2, 3, 4, 5] } }],
    });
    const error = scenarioError(json);
    expect(error.key).toBe("ScenarioWeaponDropped");
    expect(error.path).toBe("rounds[1].events[0].attack.weapon");
  });
});

describe("grapples (004 Grapple, 000 §2.8; maneuver-grapple.json)", () => {
  const result = replayGolden("maneuver-grapple.json");

  it("004 Grapple: the clinch holds with Ann's Strength as its damage; the hold carries none", () => {
    const ben = attackAt(result, 0, 0).summary.statusesAfter.find((status) => status.id === "held");
    expect(ben).toMatchObject({ sourceId: "A", value: 4, expiresAfterRound: null });
    expect(attackAt(result, 0, 1).summary.statusesAfter.find((status) => status.id === "held")?.value).toBeUndefined();
  });

  it("004 Grapple: beaten by two or more the hold reverses, by one it breaks, otherwise it holds", () => {
    const outcomes = result.rounds.flatMap((round) => round.events.flatMap((event) => (event.detail.kind === "escape" ? [event.detail.outcome] : [])));
    expect(outcomes).toEqual(["reversed", "stillHeld", "brokeFree"]);
  });

  it("000 §2.8 Clinch: the 000 clinch hurts at once and holds with Dan's Strength 3", () => {
    expect(attackAt(result, 1, 2).summary.statusesAfter.find((status) => status.id === "held")).toMatchObject({ sourceId: "D", value: 3 });
  });
});

describe("knockdowns (000 §2.10, 004 Sweep; maneuver-sweep-tackle.json)", () => {
  const result = replayGolden("maneuver-sweep-tackle.json");

  it("000 §2.10: a failed roll turns the next action into getting up; a successful one costs 2 initiative next turn", () => {
    expect(result.rounds[0]?.declarations.find((entry) => entry.combatantId === "B")?.actions.map((action) => action.body.kind)).toEqual(["attack", "attack"]);
    expect(result.rounds[0]?.actions.find((action) => action.combatantId === "B" && action.actionIndex === 1)?.kind).toBe("getUp");
    expect(result.rounds[1]?.initiative.find((entry) => entry.combatantId === "D")).toMatchObject({ score: 3, total: 7 });
  });
});

describe("dirty fighting (004 Dirty Fighting Maneuvers)", () => {
  it("004 Blinding: two successes blind through turn 3 with two dice lost; the blinded cannot dodge", () => {
    const result = replayGolden("maneuver-blinding.json");
    expect(attackAt(result, 0, 0).summary.statusesAfter).toEqual([{ id: "blinded", sinceRound: 1, expiresAfterRound: 3, value: 2 }]);
    const json = copy("maneuver-blinding.json");
    const punch = (json.rounds[1]?.events[0] as { attack: Record<string, unknown> }).attack;
    punch.defence = { kind: "dodge", abort: "willpowerPoint", faces: [] };
    const error = scenarioError(json);
    expect(error.key).toBe("ScenarioDefenceNotPossible");
    expect(error.path).toBe("rounds[1].events[0].attack.defence");
  });

  it("004 Body Slam: only once the grapple has held through a turn", () => {
    replayGolden("maneuver-body-slam.json");
    const json = copy("maneuver-body-slam.json");
    const first = json.rounds[0] as Json["rounds"][number];
    first.events = [{ attack: { attacker: "A", target: "B", maneuver: "w20BodySlam", faces: [6, 7, 8, 2, 3, 4] } }];
    expect(refusedBy(json)).toBe("ManeuverNeedsGrappleHeld");
  });

  it("004 Curbstomp: only on a stunned or immobilised target", () => {
    replayGolden("maneuver-curbstomp.json");
    const json = copy("maneuver-curbstomp.json");
    (json.combatants[1] as Record<string, unknown>).statuses = [];
    expect(refusedBy(json)).toBe("ManeuverNeedsHelplessTarget");
  });

  it("004 Low Blow: stunned one turn per level (through turn 4) unless the Stamina roll at 8 succeeds; a stunned man cannot strike back", () => {
    const result = replayGolden("maneuver-low-blow.json");
    expect(result.final.B?.statuses).toEqual([{ id: "stunned", sinceRound: 1, expiresAfterRound: 4 }]);
    expect(result.final.C?.statuses).toEqual([]);
    const json = copy("maneuver-low-blow.json");
    json.rounds[0]?.declarations?.push({ combatant: "B", actions: [{ kind: "attack", target: "A" }] });
    json.rounds[0]?.events.push({ attack: { attacker: "B", target: "A", faces: [6, 7] } });
    const error = scenarioError(json);
    expect(error.key).toBe("ScenarioCannotAct");
    expect(error.path).toBe("rounds[0].events[2].attack");
  });

  it("004 Pistol Whip: a botched Stamina roll stuns two turns, a failed one one", () => {
    const result = replayGolden("maneuver-pistol-whip.json");
    expect(result.final.B?.statuses).toEqual([{ id: "stunned", sinceRound: 1, expiresAfterRound: 3 }]);
    expect(result.final.C?.statuses).toEqual([{ id: "stunned", sinceRound: 1, expiresAfterRound: 2 }]);
  });
});

describe("bites, claws, kicks and punches (000 §2.8, 004 General Maneuvers)", () => {
  it("000 §2.8 Bite: a hold first, then aggravated fangs; without it the bite is refused", () => {
    const result = replayGolden("maneuver-bite.json");
    expect(result.final.B?.health).toEqual({ bashing: 0, lethal: 0, aggravated: 2 });
    const json = copy("maneuver-bite.json");
    (json.rounds[0] as Json["rounds"][number]).events[0] = { attack: { attacker: "A", target: "B", maneuver: "vtmBite", faces: [6, 7, 2, 3, 4, 5, 2] } };
    expect(refusedBy(json)).toBe("ManeuverNeedsHold");
  });

  it("004 Claw: aggravated in Crinos, lethal in Lupus, not at all in Homid", () => {
    const result = replayGolden("maneuver-claw.json");
    expect([0, 1, 2].map((event) => attackAt(result, 0, event).summary.damageType)).toEqual(["aggravated", "lethal", "aggravated"]);
    const json = copy("maneuver-claw.json");
    (json.combatants[0] as { garou: { form: string } }).garou.form = "homid";
    // In Homid Gwen's Dexterity is 2: a 10 keeps her first in the order.
    (json.rounds[0]?.initiative ?? {}).G = 10;
    expect(refusedBy(json)).toBe("ManeuverFormNotAllowed");
  });

  it("004 Kick, Punch; 000 §2.8: lethal when large or a special strike, bashing otherwise", () => {
    const result = replayGolden("maneuver-kick-punch.json");
    expect([0, 1, 2, 3].map((event) => [attackAt(result, 0, event).summary.rolls[0]?.difficulty, attackAt(result, 0, event).summary.damageType])).toEqual([
      [7, "lethal"],
      [6, "lethal"],
      [6, "bashing"],
      [7, "bashing"],
    ]);
  });
});
