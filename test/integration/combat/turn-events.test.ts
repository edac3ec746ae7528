import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { requestAdvance } from "../../../src/rulesets/classic/requests/advance";
import { requestDeclare } from "../../../src/rulesets/classic/requests/declare";
import { initSystem } from "../documents/setup";
import { standIn } from "../stand-in/install";
import { makeActor, makeCombat, resetStandIn, type SystemCombat } from "./fixtures";

beforeAll(initSystem);
beforeEach(async () => {
  resetStandIn();
  await standIn.settings.set("storyteller-combat", "classic.rerollEachRound", true);
});

const nameOf = (combat: SystemCombat, id: string | null) => (id ? (combat.combatants.get(id)?.name ?? id) : "");
const idOf = (combat: SystemCombat, name: string) => combat.combatants.find((combatant) => combatant.name === name)?.id ?? "";

/** Foundry's turn events since the last look, as "event name" lines. */
async function events(combat: SystemCombat): Promise<string[]> {
  await combat.turnEvents;
  const log = combat.turnEventLog.splice(0);
  return log.map((entry) => `${entry.event}${entry.combatantId ? ` ${nameOf(combat, entry.combatantId)}` : ` ${entry.round}`}${entry.skipped ? " (skipped)" : ""}`);
}

describe("Foundry's turn events follow the rules' walk of the round", () => {
  it("declarations slowest first, then actions fastest first: each combatant's turn starts and ends in that order", async () => {
    const combat = await makeCombat([await makeActor("Ada"), await makeActor("Ben")]);
    standIn.dice.script([9, 1]);
    await combat.startCombat();
    expect(await events(combat)).toEqual(["endRound 0", "startRound 1", "startTurn Ben"]);
    await requestDeclare(combat, idOf(combat, "Ben"), { actions: [{ kind: "attack", targetId: idOf(combat, "Ada") }] });
    expect(await events(combat)).toEqual(["endTurn Ben", "startTurn Ada"]);
    await requestDeclare(combat, idOf(combat, "Ada"), { actions: [{ kind: "attack", targetId: idOf(combat, "Ben") }] });
    expect(combat.phase).toBe("action");
    // Ada's declaration ends and her action begins: the walk starts again from the fastest.
    expect(await events(combat)).toEqual(["endTurn Ada", "startTurn Ada"]);
    await requestAdvance(combat, null);
    expect(await events(combat)).toEqual(["endTurn Ada", "startTurn Ben"]);
    await requestAdvance(combat, null);
    expect(combat.phase).toBe("ended");
    // The round is over: no turn is current until the next round begins.
    expect(combat.turn).toBeNull();
    expect(await events(combat)).toEqual([]);
    standIn.dice.script([9, 1]);
    await combat.nextRound();
    // The next round's first declarer starts; no turn of the round just over is played again.
    expect(await events(combat)).toEqual(["endRound 1", "startRound 2", "startTurn Ben"]);
  });
});
