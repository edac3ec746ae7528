import { describe, expect, it } from "vitest";
import { streamlinedCharacter, trait } from "../../../../src/rulesets/streamlined/rules/stats";
import { currentHealth } from "../../../../src/rulesets/streamlined/rules/health";
import { expectRulesError } from "../../errors-helper";

describe("001 a Streamlined character: Attribute + Skill traits, armour, Health as points", () => {
  it("001 Damage and the Downed: a new character's Health is Stamina + 3, full", () => {
    const ann = streamlinedCharacter({ id: "ann", attributes: { stamina: 3 }, skills: { brawl: 2 }, armour: 2 });
    expect(ann.health.max).toBe(6);
    expect(currentHealth(ann.health)).toBe(6);
    expect([trait(ann, "stamina"), trait(ann, "brawl"), trait(ann, "melee"), trait(ann, "strength")]).toEqual([3, 2, 0, 1]);
  });

  it("refuses a trait out of range and a skill that does not exist", () => {
    expectRulesError(() => streamlinedCharacter({ id: "x", attributes: { dexterity: -1 } }), "StreamlinedTraitInvalid");
    expectRulesError(() => streamlinedCharacter({ id: "x", armour: 1.5 }), "StreamlinedTraitInvalid");
    expectRulesError(() => streamlinedCharacter({ id: "x", skills: { juggling: 2 } as never }), "StreamlinedTraitUnknown");
  });
});
