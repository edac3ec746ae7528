import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { requestDeclare } from "../../../src/rulesets/classic/requests/declare";
import { initSystem } from "../documents/setup";
import { standIn } from "../stand-in/install";
import { makeActor, makeCombat, resetStandIn } from "./fixtures";

beforeAll(initSystem);
beforeEach(async () => {
  resetStandIn();
  await standIn.settings.set("storyteller-combat", "classic.rerollEachRound", true);
});

describe("a knockdown costs initiative in the next round (004 Knockdown), through the real round", () => {
  it("Ada, knocked down in round 1 without losing her action, rolls round 2's initiative two lower", async () => {
    const ada = await makeActor("Ada");
    const ben = await makeActor("Ben");
    const combat = await makeCombat([ada, ben]);
    standIn.dice.script([5, 5]);
    await combat.startCombat();
    const idOf = (name: string) => combat.combatants.find((combatant) => combatant.name === name)?.id ?? "";
    expect(combat.roundState?.combatants.map((entry) => entry.initiative.total)).toEqual([11, 11]);
    await ada.createEmbeddedDocuments("ActiveEffect", [{ name: "Knocked down", statuses: ["knockedDown"], flags: { "storyteller-combat": { status: { sinceRound: 1, expiresAfterRound: 2 } } } }]);
    await requestDeclare(combat, idOf("Ben"), { actions: [] });
    await requestDeclare(combat, idOf("Ada"), { actions: [] });
    standIn.dice.script([5, 5]);
    await combat.nextRound();
    expect(combat.round).toBe(2);
    const totals = Object.fromEntries((combat.roundState?.combatants ?? []).map((entry) => [combat.combatants.get(entry.id)?.name, entry.initiative.total]));
    expect(totals).toEqual({ Ada: 9, Ben: 11 });
  });
});
