import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { initSystem } from "./setup";
import { makeActor, resetStandIn } from "../combat/fixtures";
import { standInGeneration } from "../stand-in/install";

beforeAll(initSystem);
beforeEach(resetStandIn);

/** An effect that started in round 2 with no timing recorded by the system, in the generation's own shape. */
const startedInRound2 = standInGeneration === 14 ? { start: { round: 2 } } : { duration: { startRound: 2 } };

describe(`an effect's start is read where Foundry ${standInGeneration} keeps it`, () => {
  it("a status put on by hand in round 2, with no timing recorded by the system, counts from round 2", async () => {
    const actor = await makeActor("Ada");
    await actor.createEmbeddedDocuments("ActiveEffect", [{ _id: "stunnedByHand001", name: "Stunned", statuses: ["stunned"], ...startedInRound2 }]);
    expect(actor.system.stats.statuses).toEqual([{ id: "stunned", sinceRound: 2, expiresAfterRound: null }]);
  });
});
