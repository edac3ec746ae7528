import { describe, expect, it } from "vitest";
import { parseScenario } from "../../../src/rulesets/classic/scenario/parse";
import { replayScenario, unmetExpectations } from "../../../src/rulesets/classic/scenario/replay";
import type { ScenarioError } from "../../../src/rulesets/classic/scenario/scenario-error";
import { expectRulesError } from "../turns/fixtures";
import { scenarioError, scenarioJson } from "./load";

type Json = Record<string, unknown> & { rounds: Record<string, unknown>[]; combatants: Record<string, unknown>[] };
const worked = () => structuredClone(scenarioJson("000-worked-example.json")) as Json;
const events = (json: Json, round = 0) => json.rounds[round]?.events as Record<string, Record<string, unknown>>[];

/** Changes a copy of the 000 scenario and returns the error it now raises. */
function errorAfter(change: (json: Json) => void): ScenarioError {
  const json = worked();
  change(json);
  const error = scenarioError(json);
  expectRulesError(() => {
    throw error;
  }, error.key);
  return error;
}

describe("a malformed scenario names the JSON path of the bad field and why", () => {
  it.each<[string, (json: Json) => void, string, string]>([
    ["too few attack faces", (json) => (events(json)[1]?.attack as { faces: number[] }).faces.pop(), "ScenarioFacesCount", "rounds[0].events[1].attack.faces: expected 6 faces for a pool of 6, got 5."],
    ["too many damage faces", (json) => (events(json)[0]?.attack as { damage: number[] }).damage.push(3), "ScenarioFacesCount", "rounds[0].events[0].attack.damage: expected 5 faces for a pool of 5, got 6."],
    ["a face that is no d10 face", (json) => ((events(json)[0]?.attack as { faces: number[] }).faces[1] = 11), "ScenarioNotWhole", "rounds[0].events[0].attack.faces[1]: expected a whole number from 1 to 10, got 11."],
    ["a misspelt field", (json) => ((events(json)[0]?.attack as Record<string, unknown>).dmage = []), "ScenarioFieldUnknown", "rounds[0].events[0].attack.dmage: unknown field"],
    ["an option outside its choices", (json) => ((json.options as Record<string, unknown>).defenceMode = "block"), "ScenarioValueUnknown", 'options.defenceMode: "block" is not one of'],
    ["an unknown option", (json) => ((json.options as Record<string, unknown>).defenseMode = "removeDice"), "ScenarioFieldUnknown", "options.defenseMode: unknown field"],
    ["an unknown creature", (json) => (json.combatants[2] as Record<string, unknown>).creature = "werewolf", "ScenarioValueUnknown", 'combatants[2].creature: "werewolf" is not one of'],
    ["an attribute out of range", (json) => ((json.combatants[0]?.attributes as Record<string, unknown>).dexterity = 12), "ScenarioNotWhole", "combatants[0].attributes.dexterity: expected a whole number from 0 to 10, got 12."],
    ["an unknown weapon", (json) => (json.combatants[4] as Record<string, unknown>).weapons = ["lightsaber"], "ScenarioValueUnknown", 'combatants[4].weapons[0]: "lightsaber" is not one of'],
    ["a target nobody is", (json) => ((events(json)[0]?.attack as Record<string, unknown>).target = "Z"), "ScenarioCombatantUnknown", "rounds[0].events[0].attack.target: no combatant Z"],
    ["a duplicate id", (json) => ((json.combatants[1] as Record<string, unknown>).id = "A"), "ScenarioDuplicateId", "combatants[1].id: A is used twice."],
    ["a health past the track", (json) => ((json.combatants[0] as Record<string, unknown>).health = { lethal: 8 }), "ScenarioHealthInvalid", "combatants[0].health: A health track holds 7 levels"],
    ["two kinds in one event", (json) => ((events(json)[0] as Record<string, unknown>).hold = { combatant: "D", condition: "x" }), "ScenarioEventShape", "rounds[0].events[0]: an event has exactly one of"],
    ["a missing field", (json) => delete (events(json)[0]?.attack as Record<string, unknown>).faces, "ScenarioFieldMissing", "rounds[0].events[0].attack.faces: this field is required."],
    ["a declaration twice", (json) => (json.rounds[0]?.declarations as unknown[]).push({ combatant: "M", actions: [] }), "ScenarioDuplicateId", "rounds[0].declarations[5].combatant: M declares twice this round."],
    ["a missing initiative face", (json) => delete (json.rounds[0]?.initiative as Record<string, unknown>).G, "ScenarioInitiativeMissing", "rounds[0].initiative.G: no initiative face is given for Gordon."],
    ["an unknown maneuver", (json) => ((events(json)[0]?.attack as Record<string, unknown>).maneuver = "headbutt"), "ScenarioValueUnknown", 'rounds[0].events[0].attack.maneuver: "headbutt" is not one of'],
  ])("%s", (_name, change, key, message) => {
    const error = errorAfter(change);
    expect(error.key).toBe(key);
    expect(error.message.startsWith(message), error.message).toBe(true);
    expect(message.startsWith(error.path)).toBe(true);
  });

  it("the whole file must be an object with combatants and rounds", () => {
    expectRulesError(() => parseScenario([]), "ScenarioNotObject");
    expectRulesError(() => parseScenario({ combatants: [] }), "ScenarioFieldMissing");
  });
});

describe("a scenario whose events contradict the rules names the event", () => {
  it("000 §1.4: an attack out of initiative order (Alistair before David)", () => {
    const error = errorAfter((json) => {
      const list = events(json);
      [list[0], list[1]] = [list[1] as Record<string, Record<string, unknown>>, list[0] as Record<string, Record<string, unknown>>];
    });
    expect(error.key).toBe("ScenarioOutOfTurn");
    expect(error.message).toBe("rounds[0].events[0].attack (attack by Alistair on David): this is not Alistair's turn for it; David's action 1 (attack on Alistair) comes first.");
  });

  it("000 §2.11: an attack on someone the attacker did not declare", () => {
    const error = errorAfter((json) => ((events(json)[0]?.attack as Record<string, unknown>).target = "T"));
    expect(error.key).toBe("ScenarioOutOfTurn");
    expect(error.path).toBe("rounds[0].events[0].attack");
  });

  it("004 Stun: a stunned attacker", () => {
    const error = errorAfter((json) => ((json.combatants[3] as Record<string, unknown>).statuses = [{ id: "stunned", sinceRound: 1, expiresAfterRound: 1 }]));
    expect(error.key).toBe("ScenarioCannotAct");
    expect(error.message).toContain("rounds[0].declarations[4] (declaration): David cannot act this round (stunned).");
  });

  it("000 §1.4: a declared defence the defender does not have (a dodge where Michael declared a parry)", () => {
    const error = errorAfter((json) => delete ((events(json)[2]?.attack as Record<string, Record<string, unknown>>).defence as Record<string, unknown>).abort);
    expect(error.key).toBe("ScenarioEventRefused");
    expect(error.message).toContain("rounds[0].defence".replace("rounds[0]", "rounds[0].events[2].attack"));
    expect((error.cause as { key: string }).key).toBe("NoDeclaredDefence");
  });

  it("000 §2.5: faces written for a roll the fight never made", () => {
    const error = errorAfter((json) => ((events(json)[2]?.attack as Record<string, unknown>).faces = [6, 6]));
    expect(error.key).toBe("ScenarioFacesUnused");
    expect(error.path).toBe("rounds[0].events[2].attack.faces");
  });

  it("000 §1.5: an attack left without an event", () => {
    const error = errorAfter((json) => events(json).pop());
    expect(error.key).toBe("ScenarioRoundUnfinished");
    expect(error.message).toBe("rounds[0]: Tony's action 2 (attack on David) has no event.");
  });

  it("004 Defending: an abort paid with a Willpower point the character does not have", () => {
    const error = errorAfter((json) => {
      (json.combatants[4] as Record<string, unknown>).willpower = { permanent: 5, current: 0 };
      ((events(json)[2]?.attack as Record<string, Record<string, unknown>>).defence as Record<string, unknown>).abort = "willpowerPoint";
    });
    expect(error.key).toBe("ScenarioEventRefused");
    expect((error.cause as { key: string }).key).toBe("NotEnoughWillpower");
  });
});

describe("a round's expect may name every fact the format lists for a round", () => {
  it("inHand, willpower and blood are checked at the end of the turn (docs/scenario-format.md, facts of a round)", () => {
    const json = worked();
    const round = json.rounds[0] as { expect: Record<string, unknown> };
    round.expect.inHand = { A: null, T: null, G: "crossbow", D: null, M: "sword" };
    round.expect.willpower = { A: 5, T: 5, G: 5, D: 5, M: 5 };
    round.expect.blood = { A: 10, T: 10, G: 10, D: 10, M: 10 };
    expect(unmetExpectations(replayScenario(parseScenario(json)))).toEqual([]);
    round.expect.blood = { A: 9, T: 10, G: 10, D: 10, M: 10 };
    expect(unmetExpectations(replayScenario(parseScenario(json))).map((unmet) => unmet.path)).toEqual(["rounds[0].expect.blood"]);
  });
});
