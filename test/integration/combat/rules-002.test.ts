import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { DeclarationDialog } from "../../../src/rulesets/classic/apps/tracker/declaration-dialog";
import { trackerContext } from "../../../src/rulesets/classic/apps/tracker/tracker-context";
import { trackerInput } from "../../../src/rulesets/classic/apps/tracker/tracker-input";
import { requestAdvance } from "../../../src/rulesets/classic/requests/advance";
import { requestDeclare } from "../../../src/rulesets/classic/requests/declare";
import { requestHold } from "../../../src/rulesets/classic/requests/hold";
import { requestStepIn } from "../../../src/rulesets/classic/requests/step-in";
import { initSystem } from "../documents/setup";
import { actAs, gm, player, standIn, standInGame } from "../stand-in/install";
import { asUser, makeActor, makeCombat, repeatWhile, resetStandIn, seedStats, turnNames, type SystemCombat } from "./fixtures";

beforeAll(initSystem);
beforeEach(resetStandIn);

const next = (combat: SystemCombat) => requestAdvance(combat, combat.roundState?.queue[0]?.key ?? null);
const idOf = (combat: SystemCombat, name: string) => combat.combatants.find((combatant) => combatant.name === name)?.id ?? "";

/** Declares for everyone, as the Storyteller, in the order the round asks. */
async function declareAll(combat: SystemCombat, plan: (name: string) => unknown[]): Promise<void> {
  actAs(gm);
  await repeatWhile(
    () => combat.phase === "declaration",
    async () => {
      const id = combat.roundState?.queue[0]?.combatantIds[0] ?? "";
      const outcome = await requestDeclare(combat, id, { actions: plan(combat.combatants.get(id)?.name ?? "") });
      expect(outcome, combat.combatants.get(id)?.name).toMatchObject({ ok: true });
    },
  );
}

describe("002 ¶2: ties", () => {
  it("equal totals go to the higher score; equal score and total act simultaneously, one step, one turn to end", async () => {
    // Dexterity + Wits: Anna 7, Boris 6, Clara 6. Dice: Anna 3 (10), Boris 4 (10), Clara 4 (10).
    const anna = await makeActor("Anna", { system: seedStats({ attributes: { dexterity: { value: 4 }, wits: { value: 3 } } }) });
    const boris = await makeActor("Boris", { owner: player.id });
    const clara = await makeActor("Clara");
    const combat = await makeCombat([anna, boris, clara]);
    standIn.dice.script([3, 4, 4]);
    await combat.startCombat();
    const state = combat.roundState;
    expect(state?.order.map((step) => step.combatantIds.map((id) => combat.combatants.get(id)?.name))).toEqual([["Anna"], ["Boris", "Clara"]]);
    // Declarations from the slowest: Boris and Clara together, in either order, then Anna.
    expect(state?.queue[0]?.combatantIds.map((id) => combat.combatants.get(id)?.name)).toEqual(["Boris", "Clara"]);
    await declareAll(combat, (name) => [{ kind: "attack", targetId: idOf(combat, name === "Anna" ? "Boris" : "Anna") }]);
    expect(turnNames(combat)).toEqual(["Anna", "Boris", "Clara"]);
    await next(combat);
    expect(combat.roundState?.queue[0]?.combatantIds.map((id) => combat.combatants.get(id)?.name)).toEqual(["Boris", "Clara"]);
    expect(combat.combatant?.name).toBe("Boris");
    // Boris's owner may not end a turn that is Clara's as well.
    actAs(player);
    expect(await next(combat)).toMatchObject({ ok: false, key: "STC.Error.NotYourTurnToEnd" });
    actAs(gm);
    await next(combat);
    expect(combat.phase).toBe("ended");
  });
});

describe("002 ¶3: held actions", () => {
  async function fourAndTarget() {
    // Totals: Ada 15, Ben 12, Cy 9, Dee 6; Xan 1 does nothing.
    const actors = [await makeActor("Ada", { owner: player.id }), await makeActor("Ben", { owner: player.id }), await makeActor("Cy"), await makeActor("Dee"), await makeActor("Xan", { system: seedStats({ attributes: { dexterity: { value: 0 }, wits: { value: 0 } } }) })];
    const combat = await makeCombat(actors);
    // Ada 6 + 9 = 15, Ben 6 + 6 = 12, Cy 6 + 3 = 9, Dee 6 + 1 = 7, Xan 0 + 1 = 1.
    standIn.dice.script([9, 6, 3, 1, 1]);
    await combat.startCombat();
    return combat;
  }

  it("two holders stepping in at the same moment go by initiative, the faster first, whatever order they ask in", async () => {
    const anna = await makeActor("Ada", { owner: player.id });
    const ben = await makeActor("Ben", { owner: player.id });
    const cy = await makeActor("Cy");
    const dee = await makeActor("Dee", { system: seedStats({ attributes: { dexterity: { value: 2 }, wits: { value: 2 } } }) });
    const combat = await makeCombat([anna, ben, cy, dee]);
    // Ada 6 + 9 = 15, Ben 6 + 6 = 12, Cy 6 + 3 = 9, Dee 4 + 1 = 5.
    standIn.dice.script([9, 6, 3, 1]);
    await combat.startCombat();
    await declareAll(combat, (name) => [{ kind: "attack", targetId: idOf(combat, name === "Dee" ? "Ada" : "Dee") }]);
    expect(turnNames(combat)).toEqual(["Ada", "Ben", "Cy", "Dee"]);
    actAs(player);
    expect(await requestHold(combat, idOf(combat, "Ada"), { kind: "moment", position: "before", combatantId: idOf(combat, "Dee") })).toMatchObject({ ok: true });
    expect(await requestHold(combat, idOf(combat, "Ben"), { kind: "condition", text: "if Dee draws a gun" })).toMatchObject({ ok: true });
    expect(combat.combatant?.name).toBe("Cy");
    actAs(gm);
    await next(combat); // Cy acts; Dee's turn comes
    expect(combat.combatant?.name).toBe("Dee");
    // Ben asks first, Ada second; both before Dee: Ada, the faster, goes first (002 ¶3).
    actAs(player);
    expect(await requestStepIn(combat, idOf(combat, "Ben"), "before")).toMatchObject({ ok: true });
    expect(await requestStepIn(combat, idOf(combat, "Ada"), "before")).toMatchObject({ ok: true });
    expect(combat.combatant?.name).toBe("Ada");
    expect(turnNames(combat)).toEqual(["Cy", "Ada", "Ben", "Dee"]);
    await next(combat);
    expect(combat.combatant?.name).toBe("Ben");
    await next(combat);
    expect(combat.combatant?.name).toBe("Dee");
    actAs(gm);
    await next(combat);
    const acted = combat.roundState?.events.flatMap((event) => (event.type === "acted" ? [combat.combatants.get(event.combatantId)?.name] : []));
    expect(acted).toEqual(["Cy", "Ada", "Ben", "Dee"]);
  });

  it("a held action may not step in before its own turn, nor around the turn under way; a held one not taken is lost", async () => {
    const combat = await fourAndTarget();
    await declareAll(combat, (name) => (name === "Xan" ? [] : [{ kind: "attack", targetId: idOf(combat, "Xan") }]));
    actAs(player);
    expect(await requestStepIn(combat, idOf(combat, "Ben"), "before")).toMatchObject({ ok: false, key: "STC.Error.StepInBeforeOwnTurn" });
    expect(await requestHold(combat, idOf(combat, "Ada"), { kind: "condition", text: "  " })).toMatchObject({ ok: false, key: "STC.Error.HoldConditionEmpty" });
    expect(await requestHold(combat, idOf(combat, "Ada"), { kind: "condition", text: "if the door opens" })).toMatchObject({ ok: true });
    actAs(gm);
    await repeatWhile(() => combat.phase !== "ended", () => next(combat));
    expect(combat.roundState?.events).toContainEqual({ type: "actionsLost", combatantId: idOf(combat, "Ada"), actionIndexes: [1], reason: "roundEnded" });
  });
});

describe("000 §1.5, 002 ¶5: second actions after everyone's first, all before any third", () => {
  it("the Combat's turn walks first actions, then second actions, then third, each fastest first", async () => {
    const actors = [await makeActor("Ada"), await makeActor("Ben"), await makeActor("Cy")];
    const combat = await makeCombat(actors);
    standIn.dice.script([9, 6, 3]);
    await combat.startCombat();
    await declareAll(combat, (name) => {
      const target = { kind: "attack", targetId: idOf(combat, name === "Ada" ? "Cy" : "Ada") };
      return name === "Ben" ? [target] : [target, target, target];
    });
    const walk: string[] = [];
    await repeatWhile(
      () => combat.phase !== "ended",
      () => {
        walk.push(`${combat.combatant?.name}:${combat.roundState?.actionNumber}`);
        return next(combat);
      },
    );
    expect(walk).toEqual(["Ada:1", "Ben:1", "Cy:1", "Ada:2", "Cy:2", "Ada:3", "Cy:3"]);
  });
});

/** Ada (15) and Ben (7) have declared attacks on each other; Cy joins with `face` on the die (score 6). */
async function arrivalDuringActions(face: number, beforeArrival: () => void = () => undefined): Promise<SystemCombat> {
  const combat = await makeCombat([await makeActor("Ada"), await makeActor("Ben")]);
  standIn.dice.script([9, 1]);
  await combat.startCombat();
  await declareAll(combat, (name) => [{ kind: "attack", targetId: idOf(combat, name === "Ada" ? "Ben" : "Ada") }]);
  beforeArrival();
  standIn.dice.script([face]);
  const cy = await makeActor("Cy");
  await combat.createEmbeddedDocuments("Combatant", [{ actorId: cy.id }]);
  await waitFor(() => combat.roundState?.combatants.length === 3);
  return combat;
}

describe("rules map: a combatant arriving mid-combat rolls and slots in where its total falls", () => {
  it("during the declarations it is rolled, posted and declares at its place", async () => {
    const actors = [await makeActor("Ada"), await makeActor("Ben")];
    const combat = await makeCombat(actors);
    standIn.dice.script([9, 1]);
    await combat.startCombat(); // Ada 15, Ben 7
    await requestDeclare(combat, idOf(combat, "Ben"), { actions: [] });
    standIn.dice.script([5]); // Cy: 6 + 5 = 11, between Ben and Ada
    const cy = await makeActor("Cy");
    standInGame.messages.length = 0;
    await combat.createEmbeddedDocuments("Combatant", [{ actorId: cy.id }]);
    // The arrival is handled on the Storyteller's client once the combatant exists.
    await Promise.resolve();
    await waitFor(() => combat.roundState?.combatants.length === 3);
    expect(combat.roundState?.combatants.find((entry) => entry.id === idOf(combat, "Cy"))?.initiative.total).toBe(11);
    expect(combat.combatants.get(idOf(combat, "Cy"))?.initiative).toBe(11);
    expect(combat.combatant?.name).toBe("Cy");
    expect(turnNames(combat)).toEqual(["Ben", "Cy", "Ada"]);
    expect(standInGame.messages.at(-1)?.content).toContain("Cy");
  });

  it("once the actions have begun it waits for the next round, and the tracker says so", async () => {
    const combat = await arrivalDuringActions(10); // Cy 16: faster than Ada, whose turn is under way
    const arrival = combat.roundState?.combatants.find((entry) => entry.id === idOf(combat, "Cy"));
    expect(arrival?.waitingForNextRound).toBe(true);
    expect(combat.combatant?.name).toBe("Ada");
    // The next round takes it in like everyone else.
    await repeatWhile(() => combat.phase !== "ended", () => next(combat));
    standIn.dice.script([2, 2, 2]);
    await combat.nextRound();
    expect(combat.roundState?.combatants.find((entry) => entry.id === idOf(combat, "Cy"))?.waitingForNextRound).toBe(false);
  });

  it("joining the action phase with its place still to come, it is asked to declare and acts this round in its place", async () => {
    const render = vi.spyOn(DeclarationDialog.prototype, "render");
    const combat = await arrivalDuringActions(5, () => render.mockClear()); // Cy 11: after Ada's turn under way, before Ben's
    const cyId = idOf(combat, "Cy");
    // The Storyteller's client opens Cy's declaration form, and the tracker offers it until Cy declares.
    expect(render.mock.contexts.map((dialog) => (dialog as DeclarationDialog).combatantId)).toEqual([cyId]);
    render.mockRestore();
    const row = () => trackerContext(trackerInput(combat, asUser(gm))).steps.flatMap((step) => step.rows).find((entry) => entry.name === "Cy");
    expect(row()).toMatchObject({ status: "declaring", canDeclare: true });
    expect(await requestDeclare(combat, cyId, { actions: [{ kind: "attack", targetId: idOf(combat, "Ben") }] })).toMatchObject({ ok: true });
    expect(row()).toMatchObject({ status: "waiting", canDeclare: false });
    expect(turnNames(combat)).toEqual(["Ada", "Cy", "Ben"]);
    const acted: string[] = [];
    await repeatWhile(
      () => combat.phase !== "ended",
      () => {
        acted.push(combat.combatant?.name ?? "");
        return next(combat);
      },
    );
    expect(acted).toEqual(["Ada", "Cy", "Ben"]);
  });

  it("a late declaration after the walk has passed its place is refused with the reason, and nothing changes", async () => {
    const combat = await arrivalDuringActions(5);
    await next(combat); // Ada acts; Ben (7) is next, Cy's place (11) has gone by
    const before = JSON.stringify(combat.roundState);
    expect(await requestDeclare(combat, idOf(combat, "Cy"), { actions: [] })).toMatchObject({ ok: false, key: "STC.Error.ArrivalTooLate" });
    expect(JSON.stringify(combat.roundState)).toBe(before);
  });

  it("a combatant taken off the tracker leaves the round with its turns", async () => {
    const actors = [await makeActor("Ada"), await makeActor("Ben"), await makeActor("Cy")];
    const combat = await makeCombat(actors);
    standIn.dice.script([9, 6, 3]);
    await combat.startCombat();
    await declareAll(combat, (name) => [{ kind: "attack", targetId: idOf(combat, name === "Ada" ? "Cy" : "Ada") }]);
    await combat.deleteEmbeddedDocuments("Combatant", [idOf(combat, "Ada")]);
    await waitFor(() => combat.roundState?.combatants.length === 2);
    expect(combat.combatant?.name).toBe("Ben");
    expect(turnNames(combat)).toEqual(["Ben", "Cy"]);
  });
});

/** Waits for work the Storyteller's client started in a hook (Foundry runs it without waiting). */
async function waitFor(condition: () => boolean): Promise<void> {
  for (let tries = 0; tries < 100 && !condition(); tries++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(condition()).toBe(true);
}
