import { describe, expect, it } from "vitest";
import { RulesError } from "../../../src/rules/errors";
import { ignoresWounds, spendWillpowerOnWounds } from "../../../src/rulesets/classic/rules/health/ignore-wounds";
import { planAttack } from "../../../src/rulesets/classic/rules/combat/attack";
import { defenceRoll } from "../../../src/rulesets/classic/rules/combat/defence";
import { combatantProfile } from "../../../src/rulesets/classic/rules/combat/profile";
import { fighter, options } from "../combat/fixtures";

const spent = (round: number) => ({ id: "woundsIgnored" as const, sinceRound: round, expiresAfterRound: round });

describe("a Willpower point against wound penalties", () => {
  it("000 §5: spent in a turn, it sets wound penalties aside for that turn only", () => {
    expect(ignoresWounds([spent(2)], 2)).toBe(true);
    expect(ignoresWounds([spent(2)], 3)).toBe(false);
    expect(ignoresWounds([], 2)).toBe(false);
    // Frenzy does it as long as it lasts.
    expect(ignoresWounds([{ id: "frenzy", sinceRound: 1, expiresAfterRound: null }], 9)).toBe(true);
  });

  it("000 §5: spending takes one point and dates the status in the turn", () => {
    const spend = spendWillpowerOnWounds({ name: "David", willpower: { permanent: 5, current: 2 }, statuses: [], round: 4 });
    expect(spend).toEqual({ willpower: 1, status: spent(4) });
  });

  it("000 §5: refused with no Willpower left, or when wounds are already set aside this turn", () => {
    expect(() => spendWillpowerOnWounds({ name: "David", willpower: { permanent: 5, current: 0 }, statuses: [], round: 1 })).toThrow(RulesError);
    expect(() => spendWillpowerOnWounds({ name: "David", willpower: { permanent: 5, current: 3 }, statuses: [spent(1)], round: 1 })).toThrow(/already ignores/);
    expect(() => spendWillpowerOnWounds({ name: "David", willpower: { permanent: 5, current: 3 }, statuses: [spent(1)], round: 2 })).not.toThrow();
  });

  it("000 §5: the attack and the defence of a character who spent it take no wound penalty", () => {
    const wounded = { health: { bashing: 0, lethal: 4, aggravated: 0 }, abilities: { brawl: 2, athletics: 2 } };
    const plain = fighter("a", wounded);
    const steeled = fighter("a", { ...wounded, statuses: [spent(1)], ignoresWoundPenalties: true });
    const attack = (attacker: typeof plain) =>
      planAttack({ attacker, target: fighter("b"), method: { kind: "unarmed" }, situation: { round: 1 } }, options()).roll.modifiers.find((m) => m.id === "woundPenalty");
    expect(attack(plain)?.dice).toBe(-2);
    expect(attack(steeled)).toBeUndefined();
    expect(defenceRoll(combatantProfile(steeled, null), "dodge", {}, options()).pool).toBe(4);
    expect(defenceRoll(combatantProfile(plain, null), "dodge", {}, options()).pool).toBe(2);
  });
});
