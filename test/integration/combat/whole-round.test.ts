import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { requestAdvance } from "../../../src/rulesets/classic/requests/advance";
import { requestDeclare } from "../../../src/rulesets/classic/requests/declare";
import { requestHold } from "../../../src/rulesets/classic/requests/hold";
import { requestStepIn } from "../../../src/rulesets/classic/requests/step-in";
import { installRoundBridge } from "../../../src/rulesets/classic/round/combat-bridge";
import { attack, press } from "../chat/attack";
import { maneuverItem, placeToken, setUpChain } from "../chat/fixtures";
import { refusedWrites } from "../stand-in/document";
import { actAs, gm, player, standIn } from "../stand-in/install";
import { makeActor, makeCombat, repeatWhile, resetStandIn, type SystemCombat } from "./fixtures";

/*
 * A whole Classic round and the next one's start, each step one write of the Combat. Foundry validates an update
 * of the stored round on what changed alone, so a check of the whole round in the field refused every write after
 * the first; the round is written by replacement now and checked whole in the model's joint validation. Every
 * write here must land, on the stand-in and on Foundry's own data layer alike (npm run test:foundry).
 */
beforeAll(setUpChain);
beforeEach(() => {
  resetStandIn();
  installRoundBridge();
  refusedWrites.length = 0;
});

const idOf = (combat: SystemCombat, name: string) => combat.combatants.find((combatant) => combatant.name === name)?.id ?? "";
const next = (combat: SystemCombat) => requestAdvance(combat, combat.roundState?.queue[0]?.key ?? null);

describe("a Classic round of three combatants (000 §1, 002)", () => {
  it("declarations, an attack, a hold and a step-in, the next turn and round 2: every write lands", async () => {
    // Dexterity + Wits 6 each; the dice 9, 5, 2 make Ada 15, Ben 11, Cy 8.
    const ada = await makeActor("Ada", { owner: player.id });
    const ben = await makeActor("Ben", { owner: player.id });
    const cy = await makeActor("Cy");
    await cy.createEmbeddedDocuments("Item", [maneuverItem("vtmPunch", "Punch")]);
    const tokens = { ada: placeToken(ada) };
    const combat = await makeCombat([ada, ben, cy]);
    standIn.dice.script([9, 5, 2]);
    await combat.startCombat();
    expect(combat.phase).toBe("declaration");

    // Declarations from the slowest: Cy attacks Ada, Ben and Ada attack Cy.
    actAs(gm);
    expect(await requestDeclare(combat, idOf(combat, "Cy"), { actions: [{ kind: "attack", targetId: idOf(combat, "Ada") }] })).toEqual({ ok: true, value: null });
    actAs(player);
    expect(await requestDeclare(combat, idOf(combat, "Ben"), { actions: [{ kind: "attack", targetId: idOf(combat, "Cy") }] })).toEqual({ ok: true, value: null });
    expect(await requestDeclare(combat, idOf(combat, "Ada"), { actions: [{ kind: "attack", targetId: idOf(combat, "Cy") }] })).toEqual({ ok: true, value: null });
    expect(combat.phase).toBe("action");

    // Ada acts first: she holds her action until before Cy's; Ben's turn ends; at Cy's turn Ada cuts in.
    expect(combat.combatant?.name).toBe("Ada");
    expect(await requestHold(combat, idOf(combat, "Ada"), { kind: "moment", position: "before", combatantId: idOf(combat, "Cy") })).toMatchObject({ ok: true });
    expect(combat.combatant?.name).toBe("Ben");
    expect(await next(combat)).toEqual({ ok: true, value: null });
    expect(await requestStepIn(combat, idOf(combat, "Ada"), "before")).toMatchObject({ ok: true });
    expect(combat.combatant?.name).toBe("Ada");
    actAs(gm);
    expect(await next(combat)).toEqual({ ok: true, value: null });
    // Cy's attack on Ada, who takes it.
    expect(combat.combatant?.name).toBe("Cy");
    // Dexterity 3 + Brawl 3: three successes; Ada has no defence declared and takes it.
    const punch = await attack(gm, cy, "Punch", tokens.ada, {}, [8, 8, 8, 2, 2, 2]);
    await press(player, punch, { step: "defenceChoice", defence: { kind: "none", opponents: 1 } });
    await press(gm, punch, { step: "damageRoll" }, [7, 7, 2, 2, 2, 2]);
    await press(player, punch, { step: "soakRoll" }, [2, 2]);
    // The turn ends and the next begins.
    actAs(gm);
    await repeatWhile(
      () => combat.phase !== "ended",
      async () => expect(await next(combat)).toEqual({ ok: true, value: null }),
    );
    standIn.dice.script([1, 1, 1]);
    await combat.nextRound();
    expect(combat.round).toBe(2);
    expect(combat.phase).toBe("declaration");

    expect(refusedWrites).toEqual([]);
    expect(standIn.database.writesTo("Combat").filter((write) => write.action === "update").length).toBeGreaterThanOrEqual(8);
  });
});
