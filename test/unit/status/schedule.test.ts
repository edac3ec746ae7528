import { describe, expect, it } from "vitest";
import { checkCanAct } from "../../../src/rulesets/classic/rules/combat/attack";
import { NO_DAMAGE } from "../../../src/rulesets/classic/rules/health/state";
import { stunFromDamage } from "../../../src/rulesets/classic/rules/status/apply";
import { actionBlocker, knockdownInitiativePenalty, mustGetUp, roundCondition, standUp, tickStatuses } from "../../../src/rulesets/classic/rules/status/schedule";
import type { StatusEffect, StatusId } from "../../../src/rulesets/classic/rules/status/types";

const status = (id: StatusId, sinceRound: number, expiresAfterRound: number | null, extra: Partial<StatusEffect> = {}): StatusEffect => ({ id, sinceRound, expiresAfterRound, ...extra });

describe("who cannot act (src/rulesets/classic/rules/status/schedule.ts)", () => {
  it("004 Status Effects: stunned, no actions from the moment it lands until the end of the following turn", () => {
    const stunned = [status("stunned", 3, 4)];
    expect(actionBlocker(stunned, NO_DAMAGE, 3)).toBe("stunned");
    expect(actionBlocker(stunned, NO_DAMAGE, 4)).toBe("stunned");
    expect(actionBlocker(stunned, NO_DAMAGE, 5)).toBeNull();
  });

  it("000 §2.10: dazed loses the next round, not what is left of the one it came in", () => {
    const dazed = [status("dazed", 4, 4)];
    expect(actionBlocker(dazed, NO_DAMAGE, 3)).toBeNull();
    expect(actionBlocker(dazed, NO_DAMAGE, 4)).toBe("dazed");
    expect(actionBlocker(dazed, NO_DAMAGE, 5)).toBeNull();
  });

  it("000 §2.10: a daze dealt in round 3 (status/apply.ts) stops the round machine in round 4, as it stops the attack rules", () => {
    const dazed = stunFromDamage({ levels: 3, stamina: 2, creature: "mortal", round: 3 }, "dazed");
    expect(dazed).not.toBeNull();
    const statuses = dazed ? [dazed] : [];
    expect(actionBlocker(statuses, NO_DAMAGE, 3)).toBeNull();
    expect(actionBlocker(statuses, NO_DAMAGE, 4)).toBe("dazed");
    expect(() => checkCanAct({ name: "x", health: NO_DAMAGE, statuses }, 4)).toThrow(/dazed/);
    expect(() => checkCanAct({ name: "x", health: NO_DAMAGE, statuses }, 3)).not.toThrow();
  });

  it("incapacitated and torpor stop every action until removed", () => {
    expect(actionBlocker([status("torpor", 1, null)], NO_DAMAGE, 9)).toBe("torpor");
    expect(actionBlocker([status("incapacitated", 1, null)], NO_DAMAGE, 9)).toBe("incapacitated");
  });

  it("a full health track is incapacitated with or without the status (health/wounds.ts)", () => {
    expect(actionBlocker([], { bashing: 3, lethal: 4, aggravated: 0 }, 1)).toBe("incapacitated");
    expect(actionBlocker([], { bashing: 3, lethal: 3, aggravated: 0 }, 1)).toBeNull();
  });

  it("blinded, held, immobilised, frenzy and knocked down do not take the round away", () => {
    const others = (["blinded", "held", "immobilised", "frenzy", "knockedDown"] as const).map((id) => status(id, 1, null));
    expect(actionBlocker(others, NO_DAMAGE, 2)).toBeNull();
  });
});

describe("knockdown (000 §2.10, 004 Status Effects)", () => {
  it("roll made: −2 initiative in the next round only", () => {
    const knocked = [status("knockedDown", 2, 3, { value: 2 })];
    expect(knockdownInitiativePenalty(knocked, 2)).toBe(0);
    expect(knockdownInitiativePenalty(knocked, 3)).toBe(-2);
    expect(knockdownInitiativePenalty(knocked, 4)).toBe(0);
    expect(mustGetUp(knocked, 3)).toBe(false);
  });

  it("the penalty is the status's value; 2 when none is given", () => {
    expect(knockdownInitiativePenalty([status("knockedDown", 1, 2, { value: 3 })], 2)).toBe(-3);
    expect(knockdownInitiativePenalty([status("knockedDown", 1, 2)], 2)).toBe(-2);
  });

  it("roll failed: no initiative penalty, the next action goes to getting up; standing removes the status", () => {
    const down = [status("knockedDown", 2, null, { losesAction: true }), status("blinded", 2, 3)];
    expect(knockdownInitiativePenalty(down, 3)).toBe(0);
    expect(mustGetUp(down, 2)).toBe(true);
    expect(standUp(down).map((entry) => entry.id)).toEqual(["blinded"]);
  });
});

describe("the round boundary", () => {
  it("statuses whose last round has ended drop off; open-ended ones stay", () => {
    const statuses = [status("stunned", 1, 2), status("blinded", 1, 3), status("held", 1, null)];
    expect(tickStatuses(statuses, 2).map((entry) => entry.id)).toEqual(["blinded", "held"]);
    expect(tickStatuses(statuses, 3).map((entry) => entry.id)).toEqual(["held"]);
  });

  it("roundCondition gathers all three for the round machine", () => {
    expect(roundCondition([status("knockedDown", 1, 2, { value: 2 }), status("stunned", 2, 3)], NO_DAMAGE, 2)).toEqual({ blockedBy: "stunned", mustGetUp: false, initiativePenalty: -2 });
    expect(roundCondition([], NO_DAMAGE, 1)).toEqual({ blockedBy: null, mustGetUp: false, initiativePenalty: 0 });
  });

  it("a combatant the Storyteller took out of the fight is blocked whatever its statuses say", () => {
    expect(roundCondition([], NO_DAMAGE, 1, true)).toEqual({ blockedBy: "defeated", mustGetUp: false, initiativePenalty: 0 });
    expect(roundCondition([status("stunned", 1, 2)], NO_DAMAGE, 1, true).blockedBy).toBe("defeated");
    expect(roundCondition([status("stunned", 1, 2)], NO_DAMAGE, 1, false).blockedBy).toBe("stunned");
  });
});
