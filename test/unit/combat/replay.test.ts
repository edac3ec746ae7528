import { describe, expect, it } from "vitest";
import { classicAttackRules } from "../../../src/rulesets/classic/rules/combat/attack-rules";
import { answersOf, replayAnswers, type RecordedAnswer } from "../../../src/rulesets/classic/rules/combat/replay";
import { d10From, seededRandom } from "../../../src/rules/dice/random";
import { findManeuver } from "../../../src/rulesets/classic/rules/maneuvers/catalogue";
import { resolveAttack } from "../../../src/rulesets/classic/rules/combat/resolve";
import { CLASSIC_DEFAULTS } from "../../../src/rulesets/classic/rules/ruleset/options";
import { expectRulesError } from "../errors-helper";
import { fighter } from "./fixtures";

const attacker = fighter("A", { attributes: { strength: 3, dexterity: 3 }, abilities: { brawl: 3 } });
const target = fighter("T", { attributes: { dexterity: 2, stamina: 2 }, abilities: { athletics: 2 } });
const input = { attacker, target, method: { kind: "unarmed" as const }, situation: { round: 1 } };

const ANSWERS: RecordedAnswer[] = [
  { step: "attackRoll", kind: "faces", faces: [7, 8, 9, 2, 2, 2] },
  { step: "defenceChoice", kind: "defence", choice: { kind: "dodge" } },
  { step: "defenceRoll", kind: "faces", faces: [7, 2, 2, 2] },
  { step: "damageRoll", kind: "faces", faces: [7, 7, 2, 2] },
  { step: "soakRoll", kind: "faces", faces: [2, 2] },
  { step: "apply", kind: "apply" },
];

describe("replaying a card's recorded answers", () => {
  it("gives the chain the whole resolution gives from the same faces and choices", () => {
    const replayed = replayAnswers(classicAttackRules, classicAttackRules.begin(input, CLASSIC_DEFAULTS), ANSWERS);
    const whole = resolveAttack(input, CLASSIC_DEFAULTS, [7, 8, 9, 2, 2, 2, 7, 2, 2, 2, 7, 7, 2, 2, 2, 2], { defence: { kind: "dodge" } });
    expect(replayed).toEqual(whole);
    expect(replayed.result?.after.health).toEqual({ bashing: 2, lethal: 0, aggravated: 0 });
  });

  it("stops part-way where the answers stop", () => {
    const replayed = replayAnswers(classicAttackRules, classicAttackRules.begin(input, CLASSIC_DEFAULTS), ANSWERS.slice(0, 3));
    expect(replayed.next).toBe("damageRoll");
  });

  it("refuses an answer for a step the chain is not at: repeated, skipped or past the end", () => {
    const start = classicAttackRules.begin(input, CLASSIC_DEFAULTS);
    expectRulesError(() => replayAnswers(classicAttackRules, start, [ANSWERS[0], ANSWERS[0]]), "ChainStepOutOfOrder");
    expectRulesError(() => replayAnswers(classicAttackRules, start, [ANSWERS[1]]), "ChainStepOutOfOrder");
    expectRulesError(() => replayAnswers(classicAttackRules, start, [...ANSWERS, { step: "apply", kind: "apply" }]), "ChainStepOutOfOrder");
  });

  it("refuses faces that do not fit the pool the step asks for", () => {
    const start = classicAttackRules.begin(input, CLASSIC_DEFAULTS);
    expect(() => replayAnswers(classicAttackRules, start, [{ step: "attackRoll", kind: "faces", faces: [7, 8] }])).toThrow(/needs 6 faces/);
    expect(() => replayAnswers(classicAttackRules, start, [{ step: "attackRoll", kind: "faces", faces: [7, 8, 9, 2, 2, 11] }])).toThrow();
  });
});

describe("the answers that lead to a chain", () => {
  it("replayed from the same start, give the same chain, for many seeded fights and maneuvers", () => {
    const d10 = d10From(seededRandom(7));
    const maneuvers = ["w20Punch", "w20Sweep", "w20LowBlow", "w20Grapple", "w20Kick"].map(findManeuver);
    for (let i = 0; i < 200; i++) {
      const maneuver = maneuvers[i % maneuvers.length];
      const method = maneuver ? { kind: "maneuver" as const, maneuver, ...(maneuver.id === "w20Grapple" ? { grappleMode: "hold" as const } : {}) } : { kind: "unarmed" as const };
      const fight = { ...input, method };
      const chain = resolveAttack(fight, CLASSIC_DEFAULTS, d10, { defence: (options) => ({ kind: options.find((option) => option.available)?.kind ?? "none" }) });
      expect(replayAnswers(classicAttackRules, classicAttackRules.begin(fight, CLASSIC_DEFAULTS), answersOf(chain))).toEqual(chain);
    }
  });
});

describe("the soak as the defender stands when it is rolled (000 §4)", () => {
  const atSoak = () => replayAnswers(classicAttackRules, classicAttackRules.begin(input, CLASSIC_DEFAULTS), ANSWERS.slice(0, 4));

  it("is rolled with the traits the answer records, and replays to the same chain", () => {
    const soakTraits = { profile: "mortal" as const, stamina: 4, fortitude: 0, armour: 0 };
    const answers: RecordedAnswer[] = [...ANSWERS.slice(0, 4), { step: "soakRoll", kind: "faces", faces: [7, 7, 2, 2], soakTraits }, { step: "apply", kind: "apply" }];
    const replayed = replayAnswers(classicAttackRules, classicAttackRules.begin(input, CLASSIC_DEFAULTS), answers);
    // Four dice, not the two Stamina the attack began with: both damage successes soaked.
    expect(replayed.soak?.roll?.pool).toBe(4);
    expect(replayed.soak?.soaked).toBe(2);
    expect(replayed.result?.after.health).toEqual({ bashing: 0, lethal: 0, aggravated: 0 });
    expect(replayAnswers(classicAttackRules, classicAttackRules.begin(input, CLASSIC_DEFAULTS), answersOf(replayed))).toEqual(replayed);
  });

  it("is passed over when the defender now has no soak against the damage, and takes no faces", () => {
    const none = { profile: "mortal" as const, stamina: 0, fortitude: 0, armour: 0 };
    const passed = classicAttackRules.advance(atSoak(), { kind: "faces", faces: [], soakTraits: none });
    expect(passed.next).toBe("apply");
    expect(passed.soak?.soaked).toBe(0);
    expect(replayAnswers(classicAttackRules, classicAttackRules.begin(input, CLASSIC_DEFAULTS), answersOf(passed))).toEqual(passed);
    expectRulesError(() => classicAttackRules.advance(atSoak(), { kind: "faces", faces: [9], soakTraits: none }), "ChainStepOutOfOrder");
  });

  it("refuses traits no character can have", () => {
    expectRulesError(() => classicAttackRules.advance(atSoak(), { kind: "faces", faces: [9, 9], soakTraits: { profile: "dragon" as never, stamina: 2, fortitude: 0, armour: 0 } }), "StatsValueUnknown");
    expectRulesError(() => classicAttackRules.advance(atSoak(), { kind: "faces", faces: [9, 9], soakTraits: { profile: "mortal", stamina: 1e9, fortitude: 0, armour: 0 } }), "StatsValueUnknown");
  });
});
