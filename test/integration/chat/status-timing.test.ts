import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { TargetState } from "../../../src/rulesets/classic/data/chat/attack-chain";
import { targetStateOf } from "../../../src/rulesets/classic/chat/documents";
import { targetChanges, writeTarget } from "../../../src/rulesets/classic/chat/target-writes";
import { sameTargetState } from "../../../src/rulesets/classic/chat/undo";
import type { StatusEffect } from "../../../src/rulesets/classic/rules/status/types";
import { initSystem } from "../documents/setup";
import { makeActor, resetStandIn } from "../combat/fixtures";

beforeAll(initSystem);
beforeEach(resetStandIn);

const state = (...statuses: StatusEffect[]): TargetState => ({ health: { bashing: 0, lethal: 0, aggravated: 0 }, statuses });

async function write(actor: Actor.Implementation, next: TargetState): Promise<void> {
  await writeTarget(actor, next, targetChanges(actor, next));
}

describe("a status's timing is replaced whole, as Foundry merges flags key by key", () => {
  it("an effect switched back on for a new hold keeps none of the old hold's holder, value or lost action", async () => {
    const actor = (await makeActor("Ada")) as unknown as Actor.Implementation;
    await write(actor, state({ id: "held", sinceRound: 1, expiresAfterRound: null, sourceId: "holder000000001", value: 2, losesAction: true }));
    // The hold ends: the effect is switched off, not deleted.
    await write(actor, state());
    expect(actor.effects.contents.map((effect) => effect.disabled)).toEqual([true]);
    // A new hold with no holder recorded reuses that effect.
    const next = state({ id: "held", sinceRound: 3, expiresAfterRound: null });
    await write(actor, next);
    expect(actor.effects.contents).toHaveLength(1);
    expect(actor.effects.contents[0]?.getFlag("storyteller-combat", "status")).toEqual({ sinceRound: 3, expiresAfterRound: null });
    // Undo compares the target with what the result wrote: they are the same.
    expect(sameTargetState(targetStateOf(actor), next)).toBe(true);
  });

  it("a timing that drops its value in place (same holder) drops it on the effect", async () => {
    const actor = (await makeActor("Ben")) as unknown as Actor.Implementation;
    await write(actor, state({ id: "held", sinceRound: 1, expiresAfterRound: null, sourceId: "holder000000001", value: 2 }));
    const next = state({ id: "held", sinceRound: 1, expiresAfterRound: null, sourceId: "holder000000001" });
    await write(actor, next);
    expect(actor.effects.contents[0]?.getFlag("storyteller-combat", "status")).toEqual({ sinceRound: 1, expiresAfterRound: null, sourceId: "holder000000001" });
    expect(sameTargetState(targetStateOf(actor), next)).toBe(true);
  });
});
