import { describe, expect, it } from "vitest";
import { escapePool, escapeResult, grappleWins, gripPool, holdOn, releaseHoldsOf } from "../../../../src/rulesets/streamlined/rules/grapple";
import { answerSurrender, chasePool, flee, surrender } from "../../../../src/rulesets/streamlined/rules/flight";
import { checkScene } from "../../../../src/rulesets/streamlined/rules/scene";
import { applyHit, freshHealth } from "../../../../src/rulesets/streamlined/rules/health";
import { expectRulesError } from "../../errors-helper";
import { fighter } from "./fixtures";

describe("001 Grapples", () => {
  const holder = fighter("holder", { strength: 3 }, { brawl: 2 });
  const victim = fighter("victim", { strength: 2, dexterity: 3 }, { brawl: 1, athletics: 2 });

  it("001 Grapples: win the Brawl attack against the Defense pool and the victim is held", () => {
    expect(grappleWins(1, "holder", "victim")).toEqual({ holderId: "holder", heldId: "victim" });
    expect(grappleWins(0, "holder", "victim")).toBeNull();
    expectRulesError(() => grappleWins(2, "holder", "holder"), "StreamlinedGrappleSelf");
  });

  it("001 Grapples: breaking free is another contested roll — their escape attempt against your grip", () => {
    expect(escapePool(victim)).toBe(5); // the better of Strength + Brawl (3) and Dexterity + Athletics (5)
    expect(gripPool(holder)).toBe(5); // Strength + Brawl
    const hold = { holderId: "holder", heldId: "victim" };
    expect(escapeResult(hold, 3, 2)).toEqual({ freed: true, hold: null });
    expect(escapeResult(hold, 2, 2)).toEqual({ freed: false, hold }); // the victim must win: a tie keeps the grip
    expect(holdOn([hold], "victim")).toEqual(hold);
    expect(holdOn([hold], "holder")).toBeNull();
    expect(releaseHoldsOf([hold], "holder")).toEqual([]);
  });
});

describe("001 Flight and Surrender", () => {
  it("001 Flight and Surrender: flight is always an option; without a pursuit roll the character is gone", () => {
    expect(flee({ held: false, incapacitated: false })).toBe("fled");
  });

  it("001 Flight and Surrender: the Storyteller may call for Athletics to outrun pursuit", () => {
    expect(chasePool(fighter("r", { dexterity: 3 }, { athletics: 2 }))).toBe(5);
    expect(flee({ held: false, incapacitated: false, pursuit: { runnerSuccesses: 3, pursuerSuccesses: 2 } })).toBe("fled");
    expect(flee({ held: false, incapacitated: false, pursuit: { runnerSuccesses: 2, pursuerSuccesses: 2 } })).toBe("caught");
  });

  it("001 Grapples over Flight and Surrender: a held character must break free before it can run; the downed cannot act", () => {
    expectRulesError(() => flee({ held: true, incapacitated: false }), "StreamlinedHeldAction");
    expectRulesError(() => flee({ held: false, incapacitated: true }), "StreamlinedIncapacitated");
  });

  it("001 Flight and Surrender: surrender drops the weapon; whether the other side accepts is their choice", () => {
    const given = surrender("informant", { incapacitated: false });
    expect(given).toEqual({ combatantId: "informant", droppedWeapon: true, accepted: null });
    expect(answerSurrender(given, false).accepted).toBe(false);
    expectRulesError(() => answerSurrender(answerSurrender(given, true), true), "StreamlinedSurrenderAnswered");
    expectRulesError(() => surrender("x", { incapacitated: true }), "StreamlinedIncapacitated");
  });

  it("001 The Round, In Four Steps: check the scene — who's down, who's fled; go on while anyone is still fighting someone", () => {
    const down = applyHit(freshHealth(1), 4, "bashing").after;
    const check = checkScene([
      { id: "a", side: "crew", health: freshHealth(2), fled: false, surrendered: false },
      { id: "b", side: "guards", health: down, fled: false, surrendered: false },
      { id: "c", side: "guards", health: freshHealth(2), fled: true, surrendered: false },
      { id: "d", side: "guards", health: freshHealth(2), fled: false, surrendered: true },
    ]);
    expect(check).toMatchObject({ down: ["b"], fled: ["c"], surrendered: ["d"], fighting: ["a"], continues: false });
    expect(checkScene([{ id: "a", health: freshHealth(2), fled: false, surrendered: false }, { id: "b", health: freshHealth(2), fled: false, surrendered: false }]).continues).toBe(true);
  });
});
