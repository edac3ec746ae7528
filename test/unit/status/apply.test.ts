import { describe, expect, it } from "vitest";
import { readPool } from "../../../src/rulesets/classic/rules/dice/pool";
import { isStatusActive, mergeStatus, removeStatus } from "../../../src/rulesets/classic/rules/status/active";
import {
  blindedStatus,
  healthStatuses,
  heldStatus,
  immobilisedStatus,
  knockdownStatus,
  lowBlowStun,
  pistolWhipStun,
  stunFromDamage,
} from "../../../src/rulesets/classic/rules/status/apply";
import { STATUS_COMBAT_EFFECTS } from "../../../src/rulesets/classic/rules/status/combat-effects";
import { STATUS_IDS } from "../../../src/rulesets/classic/rules/status/types";
import { expectRulesError } from "../errors-helper";

const action = (faces: number[], difficulty = 6) => readPool(faces, { pool: faces.length, difficulty, kind: "action" });

describe("stun from one attack's damage (option stunRule)", () => {
  it("stun (004 Stun): levels after soak ≥ Stamina stuns until the end of the following turn", () => {
    expect(stunFromDamage({ levels: 3, stamina: 3, creature: "mortal", round: 4 }, "stun")).toEqual({ id: "stunned", sinceRound: 4, expiresAfterRound: 5 });
    expect(stunFromDamage({ levels: 2, stamina: 3, creature: "mortal", round: 4 }, "stun")).toBeNull();
  });

  it("stun: no damage, no stun, even at Stamina 0", () => {
    expect(stunFromDamage({ levels: 0, stamina: 0, creature: "mortal", round: 1 }, "stun")).toBeNull();
  });

  it("dazed (000 §2.10): a mortal hurt by more than its Stamina loses the next round", () => {
    expect(stunFromDamage({ levels: 3, stamina: 2, creature: "mortal", round: 4 }, "dazed")).toEqual({ id: "dazed", sinceRound: 5, expiresAfterRound: 5, losesAction: true });
    expect(stunFromDamage({ levels: 2, stamina: 2, creature: "mortal", round: 4 }, "dazed")).toBeNull();
  });

  it("dazed (000 §2.10): a vampire only by more than Stamina + 2", () => {
    expect(stunFromDamage({ levels: 4, stamina: 2, creature: "vampire", round: 1 }, "dazed")).toBeNull();
    expect(stunFromDamage({ levels: 5, stamina: 2, creature: "vampire", round: 1 }, "dazed")?.id).toBe("dazed");
  });

  it("half levels count as they are (000 §4.2): 1.5 levels do not reach Stamina 2", () => {
    expect(stunFromDamage({ levels: 1.5, stamina: 2, creature: "mortal", round: 1 }, "stun")).toBeNull();
    expect(stunFromDamage({ levels: 2.5, stamina: 2, creature: "mortal", round: 1 }, "dazed")?.id).toBe("dazed");
  });

  it("refuses a bad round or level count", () => {
    expectRulesError(() => stunFromDamage({ levels: 1, stamina: 2, creature: "mortal", round: -1 }, "stun"), "RoundInvalid");
    expectRulesError(() => stunFromDamage({ levels: Number.NaN, stamina: 2, creature: "mortal", round: 1 }, "stun"), "LevelsInvalid");
  });
});

describe("knockdown (000 §2.10, 004 Knockdown)", () => {
  it("a successful Dexterity + Athletics roll costs only 2 initiative next round", () => {
    expect(knockdownStatus(action([7, 3]), 2, "A")).toEqual({ id: "knockedDown", sinceRound: 2, expiresAfterRound: 3, sourceId: "A", value: 2 });
  });
  it("a failed roll loses the next action", () => {
    expect(knockdownStatus(action([3, 4]), 2)).toEqual({ id: "knockedDown", sinceRound: 2, expiresAfterRound: 3, losesAction: true });
  });
  it("a botched roll loses the next action too", () => {
    expect(knockdownStatus(action([1, 4]), 2).losesAction).toBe(true);
  });
});

describe("blinding (004 Blinding)", () => {
  it("one turn per success, two dice lost meanwhile", () => {
    expect(blindedStatus(3, 1)).toEqual({ id: "blinded", sinceRound: 1, expiresAfterRound: 4, value: 2 });
  });
  it("no success, no blindness", () => expect(blindedStatus(0, 1)).toBeNull());
  it("refuses a negative count", () => expectRulesError(() => blindedStatus(-1, 1), "LevelsInvalid"));
});

describe("held and immobilised (004 Grapple, Immobilization)", () => {
  it("a hold lasts until broken and names its holder", () => {
    expect(heldStatus("A", 3)).toEqual({ id: "held", sinceRound: 3, expiresAfterRound: null, sourceId: "A" });
  });
  it("a clinch carries the holder's Strength for its damage each turn (000 §2.8, 004 Grapple)", () => {
    expect(heldStatus("A", 3, 5).value).toBe(5);
  });
  it("immobilised for some turns, or until removed", () => {
    expect(immobilisedStatus(2, 2)).toEqual({ id: "immobilised", sinceRound: 2, expiresAfterRound: 4 });
    expect(immobilisedStatus(2, null, "B").expiresAfterRound).toBeNull();
  });
});

describe("low blow and pistol whip stuns (004 Low Blow; 004 Pistol Whip)", () => {
  it("low blow: stunned one turn per health level after soak", () => {
    expect(lowBlowStun(3, action([2, 3], 8), 1)).toEqual({ id: "stunned", sinceRound: 1, expiresAfterRound: 4 });
  });
  it("low blow: a successful Stamina roll at difficulty 8 shrugs it off", () => {
    expect(lowBlowStun(3, action([9, 3], 8), 1)).toBeNull();
  });
  it("low blow: no level taken, no stun; half a level is no turn", () => {
    expect(lowBlowStun(0, null, 1)).toBeNull();
    expect(lowBlowStun(0.5, null, 1)).toBeNull();
    expect(lowBlowStun(1.5, null, 1)?.expiresAfterRound).toBe(2);
  });
  it("pistol whip: a failed Stamina roll stuns one turn", () => {
    expect(pistolWhipStun(action([2, 3], 8), 1)).toEqual({ id: "stunned", sinceRound: 1, expiresAfterRound: 2 });
  });
  it("pistol whip: a botched one stuns two turns", () => {
    expect(pistolWhipStun(action([1, 3], 8), 1)?.expiresAfterRound).toBe(3);
  });
  it("pistol whip: a successful one shrugs it off", () => {
    expect(pistolWhipStun(action([8, 3], 8), 1)).toBeNull();
  });
});

describe("statuses from the health track", () => {
  it("a full track is Incapacitated until healing frees a level", () => {
    const full = healthStatuses([], { bashing: 7, lethal: 0, aggravated: 0 }, "incapacitated", 2);
    expect(full).toEqual([{ id: "incapacitated", sinceRound: 2, expiresAfterRound: null }]);
    expect(healthStatuses(full, { bashing: 7, lethal: 0, aggravated: 0 }, "incapacitated", 5)[0]?.sinceRound).toBe(2);
    expect(healthStatuses(full, { bashing: 6, lethal: 0, aggravated: 0 }, "none", 6)).toEqual([]);
  });
  it("a vampire whose lethal damage ran past the track falls into torpor", () => {
    expect(healthStatuses([], { bashing: 0, lethal: 7, aggravated: 0 }, "torpor", 1).map((s) => s.id)).toEqual(["incapacitated", "torpor"]);
  });
});

describe("status bookkeeping", () => {
  it("a status is active from its first round through expiresAfterRound", () => {
    const stun = { id: "stunned" as const, sinceRound: 2, expiresAfterRound: 3 };
    expect([1, 2, 3, 4].map((round) => isStatusActive(stun, round))).toEqual([false, true, true, false]);
    expect(isStatusActive({ id: "held", sinceRound: 1, expiresAfterRound: null }, 99)).toBe(true);
  });
  it("a shorter stun never cuts a longer one short; a longer one replaces it", () => {
    const long = { id: "stunned" as const, sinceRound: 1, expiresAfterRound: 4 };
    const short = { id: "stunned" as const, sinceRound: 2, expiresAfterRound: 3 };
    expect(mergeStatus([long], short)).toEqual([long]);
    expect(mergeStatus([short], long)).toEqual([long]);
  });
  it("holds by different holders are kept apart; removing one leaves the other", () => {
    const both = mergeStatus([heldStatus("A", 1)], heldStatus("B", 1));
    expect(both).toHaveLength(2);
    expect(removeStatus(both, "held", "A").map((s) => s.sourceId)).toEqual(["B"]);
  });
  it("every status has a combat effect row (even an empty one)", () => {
    expect(Object.keys(STATUS_COMBAT_EFFECTS).sort()).toEqual([...STATUS_IDS].sort());
  });
});
