import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { trackerContext } from "../../../src/rulesets/classic/apps/tracker/tracker-context";
import { trackerInput } from "../../../src/rulesets/classic/apps/tracker/tracker-input";
import { activeRoundBridge } from "../../../src/rulesets/classic/round/bridge";
import { requestAdvance } from "../../../src/rulesets/classic/requests/advance";
import { requestDeclare } from "../../../src/rulesets/classic/requests/declare";
import { initSystem } from "../documents/setup";
import { actAs, gm, player, standIn, standInGame } from "../stand-in/install";
import { asUser, makeActor, makeCombat, resetStandIn, seedStats, turnNames, type SystemActor, type SystemCombat } from "./fixtures";

beforeAll(initSystem);
beforeEach(resetStandIn);

const next = (combat: SystemCombat) => requestAdvance(combat, combat.roundState?.queue[0]?.key ?? null);
const idOf = (combat: SystemCombat, name: string) => combat.combatants.find((combatant) => combatant.name === name)?.id ?? "";
const inRound = (combat: SystemCombat, name: string) => combat.roundState?.combatants.find((entry) => entry.id === idOf(combat, name));

/** A status as the attack chain records it: an effect carrying the status id and its timing. */
function statusEffect(id: string, timing: Record<string, unknown>) {
  return { name: id, statuses: [id], flags: { "storyteller-combat": { status: timing } } };
}


async function twoFighters(ada: SystemActor, ben: SystemActor, faces = [9, 1]): Promise<SystemCombat> {
  const combat = await makeCombat([ada, ben]);
  standIn.dice.script(faces);
  await combat.startCombat();
  return combat;
}

async function settle(combat: SystemCombat, condition: () => boolean): Promise<void> {
  for (let tries = 0; tries < 100 && !condition(); tries++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(condition()).toBe(true);
  void combat;
}

describe("statuses follow the round (status/schedule.ts)", () => {
  it("stunned when the round begins (004 Stun): no declaration, no turn, no defence", async () => {
    const ada = await makeActor("Ada");
    const ben = await makeActor("Ben");
    await ben.createEmbeddedDocuments("ActiveEffect", [statusEffect("stunned", { sinceRound: 1, expiresAfterRound: 2 })]);
    const combat = await twoFighters(ada, ben);
    expect(inRound(combat, "Ben")?.condition.blockedBy).toBe("stunned");
    expect(combat.combatant?.name).toBe("Ada");
    expect(await requestDeclare(combat, idOf(combat, "Ben"), { actions: [] })).toMatchObject({ ok: false, key: "STC.Error.CombatantCannotAct" });
    await requestDeclare(combat, idOf(combat, "Ada"), { actions: [{ kind: "attack", targetId: idOf(combat, "Ben") }] });
    expect(activeRoundBridge().defenceOffer(ben.id, ada.id, "dodge")).toMatchObject({ kind: "none", reasonKey: "STC.Error.CombatantCannotAct" });
  });

  it("incapacitated by a full health track: skipped by the walk", async () => {
    const ada = await makeActor("Ada");
    const ben = await makeActor("Ben", { system: seedStats({ health: { lethal: 7 } }) });
    const combat = await twoFighters(ada, ben, [1, 9]);
    expect(inRound(combat, "Ben")?.condition.blockedBy).toBe("incapacitated");
    // Declarations from the slowest: Ada (7), then Ben (15), who is passed over.
    expect(turnNames(combat)).toEqual(["Ada", "Ben"]);
    expect(combat.combatant?.name).toBe("Ada");
    await requestDeclare(combat, idOf(combat, "Ada"), { actions: [{ kind: "attack", targetId: idOf(combat, "Ben") }] });
    expect(turnNames(combat)).toEqual(["Ben", "Ada"]);
    expect(combat.combatant?.name).toBe("Ada");
  });

  it("damage mid-round that incapacitates: the round takes every action left (updateCondition)", async () => {
    const ada = await makeActor("Ada");
    const ben = await makeActor("Ben");
    const combat = await twoFighters(ada, ben);
    actAs(gm);
    await requestDeclare(combat, idOf(combat, "Ben"), { actions: [{ kind: "attack", targetId: idOf(combat, "Ada") }] });
    await requestDeclare(combat, idOf(combat, "Ada"), { actions: [{ kind: "attack", targetId: idOf(combat, "Ben") }] });
    standIn.database.reset();
    // The attack chain writes Ben's health; Foundry fires updateActor.
    await ben.update({ "system.health.lethal": 7 });
    await settle(combat, () => inRound(combat, "Ben")?.condition.blockedBy === "incapacitated");
    expect(combat.roundState?.events).toContainEqual({ type: "actionsLost", combatantId: idOf(combat, "Ben"), actionIndexes: [1], reason: "blocked" });
    expect(standIn.database.writesTo("Combat")).toHaveLength(1);
    // A change that changes nothing for the round writes nothing.
    await ben.update({ name: "Ben the Bruised" });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(standIn.database.writesTo("Combat")).toHaveLength(1);
  });

  it("knocked down mid-round with the roll failed (000 §2.10): the next action goes to getting up, then the status comes off", async () => {
    const ada = await makeActor("Ada");
    const ben = await makeActor("Ben");
    const combat = await twoFighters(ada, ben);
    await requestDeclare(combat, idOf(combat, "Ben"), { actions: [{ kind: "attack", targetId: idOf(combat, "Ada") }, { kind: "attack", targetId: idOf(combat, "Ada") }] });
    await requestDeclare(combat, idOf(combat, "Ada"), { actions: [{ kind: "attack", targetId: idOf(combat, "Ben") }] });
    await ben.createEmbeddedDocuments("ActiveEffect", [statusEffect("knockedDown", { sinceRound: 1, expiresAfterRound: 2, losesAction: true })]);
    await settle(combat, () => inRound(combat, "Ben")?.condition.mustGetUp === true);
    expect(inRound(combat, "Ben")?.actions.map((action) => action.body.kind)).toEqual(["getUp", "attack"]);
    await next(combat); // Ada
    expect(combat.combatant?.name).toBe("Ben");
    expect(activeRoundBridge().attackTurn(ben.id)).toMatchObject({ kind: "refused", reasonKey: "STC.Error.MustGetUpFirst" });
    await next(combat); // Ben gets up
    expect(ben.effects.contents.some((effect) => effect.statuses.has("knockedDown"))).toBe(false);
    expect(combat.roundState?.events).toContainEqual({ type: "stoodUp", combatantId: idOf(combat, "Ben") });
  });

  it("durations tick at the round boundary: what ran out comes off, one write per character; the rest stays", async () => {
    const ada = await makeActor("Ada");
    const ben = await makeActor("Ben");
    const combat = await twoFighters(ada, ben);
    await ben.createEmbeddedDocuments("ActiveEffect", [statusEffect("stunned", { sinceRound: 1, expiresAfterRound: 1 }), statusEffect("blinded", { sinceRound: 1, expiresAfterRound: 3, value: 2 })]);
    await settle(combat, () => inRound(combat, "Ben")?.condition.blockedBy === "stunned");
    await requestDeclare(combat, idOf(combat, "Ada"), { actions: [] });
    expect(combat.phase).toBe("ended");
    standIn.database.reset();
    standIn.dice.script([5, 5]);
    await combat.nextRound();
    expect([...ben.effects.contents.flatMap((effect) => [...effect.statuses])]).toEqual(["blinded"]);
    expect(standIn.database.writesTo("ActiveEffect")).toEqual([expect.objectContaining({ action: "delete", parentId: ben.id })]);
    expect(combat.round).toBe(2);
    expect(inRound(combat, "Ben")?.condition.blockedBy).toBeNull();
  });
});

describe("an ended status Foundry does not take off", () => {
  it("the round moves on by the rules, and the Storyteller is told which character to clear by hand", async () => {
    const ada = await makeActor("Ada");
    const ben = await makeActor("Ben");
    const combat = await twoFighters(ada, ben);
    await ben.createEmbeddedDocuments("ActiveEffect", [statusEffect("stunned", { sinceRound: 1, expiresAfterRound: 1 })]);
    await settle(combat, () => inRound(combat, "Ben")?.condition.blockedBy === "stunned");
    await requestDeclare(combat, idOf(combat, "Ada"), { actions: [] });
    const deletion = vi.spyOn(ben, "deleteEmbeddedDocuments").mockResolvedValue([]);
    try {
      standIn.dice.script([5, 5]);
      await combat.nextRound();
    } finally {
      deletion.mockRestore();
    }
    expect(combat.round).toBe(2);
    expect(standIn.notifications.of("warning")).toContain("Foundry did not take Ben's ended statuses off: remove them from the token by hand.");
  });
});

describe("a combatant marked defeated, with Foundry's Skip Defeated on, sits the round out", () => {
  const skipDefeated = (on: boolean) => standIn.settings.set("core", "combatTrackerConfig", { resource: "", skipDefeated: on });
  beforeEach(() => skipDefeated(true));
  afterEach(() => skipDefeated(false));

  it("marked before the round: it keeps its place but neither declares, acts nor defends; the tracker says why", async () => {
    const ada = await makeActor("Ada");
    const ben = await makeActor("Ben");
    const combat = await makeCombat([ada, ben]);
    await combat.combatants.get(idOf(combat, "Ben"))?.update({ defeated: true });
    standIn.dice.script([9, 1]);
    await combat.startCombat();
    expect(inRound(combat, "Ben")?.condition.blockedBy).toBe("defeated");
    expect(combat.combatant?.name).toBe("Ada");
    expect(await requestDeclare(combat, idOf(combat, "Ben"), { actions: [] })).toMatchObject({ ok: false, key: "STC.Error.CombatantCannotAct" });
    await requestDeclare(combat, idOf(combat, "Ada"), { actions: [{ kind: "attack", targetId: idOf(combat, "Ben") }] });
    expect(activeRoundBridge().defenceOffer(ben.id, ada.id, "dodge")).toMatchObject({ kind: "none", reasonKey: "STC.Error.CombatantCannotAct" });
    const row = trackerContext(trackerInput(combat, asUser(gm))).steps.flatMap((step) => step.rows).find((entry) => entry.name === "Ben");
    expect(row).toMatchObject({ status: "cannotAct", blockedKey: "STC.Classic.Tracker.Defeated", defeated: true });
  });

  it("a character given the dead status mid-round is defeated, as Foundry reads it (Combatant#isDefeated)", async () => {
    const ada = await makeActor("Ada");
    const ben = await makeActor("Ben");
    const combat = await twoFighters(ada, ben, [1, 9]); // Ben 15 acts first
    await requestDeclare(combat, idOf(combat, "Ada"), { actions: [{ kind: "attack", targetId: idOf(combat, "Ben") }] });
    await requestDeclare(combat, idOf(combat, "Ben"), { actions: [{ kind: "attack", targetId: idOf(combat, "Ada") }] });
    // No one marks the combatant: the status on the character is enough, and the stand-in fires createActiveEffect.
    await ben.createEmbeddedDocuments("ActiveEffect", [{ name: "Dead", statuses: ["dead"] }]);
    expect(standInGame.combats.get(combat.id ?? "")?.combatants.get(idOf(combat, "Ben"))?.isDefeated).toBe(true);
    await settle(combat, () => inRound(combat, "Ben")?.condition.blockedBy === "defeated");
    expect(combat.combatant?.name).toBe("Ada");
  });

  it("marked mid-round: what it had left is lost and the walk moves on", async () => {
    const ada = await makeActor("Ada");
    const ben = await makeActor("Ben");
    const combat = await twoFighters(ada, ben, [1, 9]); // Ben 15 acts first
    await requestDeclare(combat, idOf(combat, "Ada"), { actions: [{ kind: "attack", targetId: idOf(combat, "Ben") }] });
    await requestDeclare(combat, idOf(combat, "Ben"), { actions: [{ kind: "attack", targetId: idOf(combat, "Ada") }] });
    expect(combat.combatant?.name).toBe("Ben");
    const benCombatant = combat.combatants.get(idOf(combat, "Ben"));
    await benCombatant?.update({ defeated: true });
    await settle(combat, () => inRound(combat, "Ben")?.condition.blockedBy === "defeated");
    expect(combat.roundState?.events).toContainEqual({ type: "actionsLost", combatantId: idOf(combat, "Ben"), actionIndexes: [1], reason: "blocked" });
    expect(combat.combatant?.name).toBe("Ada");
  });

  it("with the setting off, as Foundry has it by default, a defeated combatant fights on", async () => {
    await skipDefeated(false);
    const combat = await makeCombat([await makeActor("Cy"), await makeActor("Dee")]);
    await combat.combatants.get(idOf(combat, "Dee"))?.update({ defeated: true });
    standIn.dice.script([9, 1]);
    await combat.startCombat();
    expect(inRound(combat, "Dee")?.condition.blockedBy).toBeNull();
  });
});

describe("what a declaration spends is taken off the character in the same step", () => {
  it("Celerity costs one blood per extra action, declared with other blood (V20 core; 000 §1.2)", async () => {
    // Eighth generation: three blood points a turn, what Celerity's two and one more take.
    const lucita = await makeActor("Lucita", { owner: player.id, system: seedStats({ creature: "vampire", vampire: { generation: 8 }, disciplines: { celerity: 2 }, blood: { current: 10 } }) });
    const hans = await makeActor("Hans");
    const combat = await twoFighters(lucita, hans, [9, 1]);
    await requestDeclare(combat, idOf(combat, "Hans"), { actions: [] });
    standIn.database.reset();
    actAs(player);
    const attack = { kind: "attack", targetId: idOf(combat, "Hans") };
    expect(await requestDeclare(combat, idOf(combat, "Lucita"), { actions: [attack], celerityActions: [attack, attack], bloodSpent: 1, willpowerSpent: 1 })).toMatchObject({ ok: true });
    expect(lucita.system.blood.current).toBe(7);
    expect(lucita.system.willpower.current).toBe(4);
    expect(standIn.database.writesTo("Actor")).toHaveLength(1);
    expect(standIn.database.writesTo("Combat")).toHaveLength(1);
    // Celerity actions take no penalty and come in the extra phases.
    expect(inRound(combat, "Lucita")?.actions.map((action) => [action.source, action.penalty])).toEqual([["declared", 0], ["celerity", 0], ["celerity", 0]]);
  });

  it("should the round's write fail, the blood is given back: nothing is spent for a step that did not happen", async () => {
    const lucita = await makeActor("Lucita", { system: seedStats({ creature: "vampire", disciplines: { celerity: 2 }, blood: { current: 10 } }) });
    const hans = await makeActor("Hans");
    const combat = await twoFighters(lucita, hans, [9, 1]);
    await requestDeclare(combat, idOf(combat, "Hans"), { actions: [] });
    const before = JSON.stringify(combat.roundState);
    const update = vi.spyOn(combat, "update").mockRejectedValueOnce(new Error("The server did not answer."));
    const attack = { kind: "attack", targetId: idOf(combat, "Hans") };
    // The failure comes back as a refusal the player can read, never as an error.
    await expect(requestDeclare(combat, idOf(combat, "Lucita"), { actions: [attack], celerityActions: [attack] })).resolves.toMatchObject({ ok: false, key: "STC.Error.RequestFailed" });
    update.mockRestore();
    expect(lucita.system.blood.current).toBe(10);
    expect(JSON.stringify(combat.roundState)).toBe(before);
  });

  it("a W20 Garou buys extra actions with Rage, at most half its permanent Rage (W20 core)", async () => {
    const garou = { creature: "garou", garou: { rage: { permanent: 6, current: 4 } } };
    const mari = await makeActor("Mari", { owner: player.id, system: seedStats(garou) });
    const hans = await makeActor("Hans");
    const combat = await twoFighters(mari, hans, [9, 1]);
    await requestDeclare(combat, idOf(combat, "Hans"), { actions: [] });
    actAs(player);
    const attack = { kind: "attack", targetId: idOf(combat, "Hans") };
    standIn.database.reset();
    expect(await requestDeclare(combat, idOf(combat, "Mari"), { actions: [attack], rageActions: [attack, attack, attack, attack] })).toMatchObject({ ok: false, key: "STC.Error.RageActionsOverLimit", data: { count: 4, max: 3 } });
    expect(standIn.database.writes).toEqual([]);
    expect(await requestDeclare(combat, idOf(combat, "Mari"), { actions: [attack], rageActions: [attack, attack] })).toMatchObject({ ok: true });
    expect(mari.system.garou.rage.current).toBe(2);
  });

  it("blood spent since the round began counts: the declaration is checked against the character as it is now", async () => {
    const lucita = await makeActor("Lucita", { owner: player.id, system: seedStats({ creature: "vampire", disciplines: { celerity: 2 }, blood: { current: 2 } }) });
    const hans = await makeActor("Hans");
    const combat = await twoFighters(lucita, hans, [9, 1]);
    await requestDeclare(combat, idOf(combat, "Hans"), { actions: [] });
    await lucita.update({ "system.blood.current": 1 });
    standIn.database.reset();
    actAs(player);
    const attack = { kind: "attack", targetId: idOf(combat, "Hans") };
    expect(await requestDeclare(combat, idOf(combat, "Lucita"), { actions: [attack], celerityActions: [attack, attack] })).toMatchObject({ ok: false, key: "STC.Error.NotEnoughBlood", data: { needed: 2, available: 1 } });
    expect(standIn.notifications.messages.at(-1)?.message).toBe("Lucita would spend 2 blood but has 1.");
    expect(standIn.database.writes).toEqual([]);
  });

  it("an abort bought with a Willpower point takes the point off the character: one write of each", async () => {
    const ada = await makeActor("Ada");
    const ben = await makeActor("Ben", { owner: player.id });
    const combat = await twoFighters(ada, ben);
    await requestDeclare(combat, idOf(combat, "Ben"), { actions: [{ kind: "attack", targetId: idOf(combat, "Ada"), pool: 6 }] });
    await requestDeclare(combat, idOf(combat, "Ada"), { actions: [{ kind: "attack", targetId: idOf(combat, "Ben") }] });
    standIn.database.reset();
    actAs(player);
    await expect(activeRoundBridge().spendDefence(ben.id, ada.id, "dodge", null)).rejects.toMatchObject({ key: "STC.Error.AbortNeedsWillpower" });
    expect(standIn.database.writes).toEqual([]);
    await expect(activeRoundBridge().spendDefence(ben.id, ada.id, "dodge", { by: "willpowerPoint" })).resolves.toEqual({ granted: true, penalty: 0, cap: 6 });
    expect(ben.system.willpower.current).toBe(4);
    expect(standIn.database.writesTo("Actor")).toHaveLength(1);
    expect(standIn.database.writesTo("Combat")).toHaveLength(1);
    expect(inRound(combat, "Ben")?.aborted).toBe(true);
    // The player's faces are not taken: a Willpower roll asked from a player's client is rolled by the Storyteller's.
    const dodgeAgain = await activeRoundBridge().defenceOffer(ben.id, ada.id, "block");
    expect(dodgeAgain).toEqual({ kind: "none", reasonKey: "STC.Error.AbortNoActionLeft", data: { combatant: "Ben" } });
  });

  it("a player's Willpower roll is made on the Storyteller's client with real dice, not the faces sent", async () => {
    const ada = await makeActor("Ada");
    const ben = await makeActor("Ben", { owner: player.id });
    const combat = await twoFighters(ada, ben);
    await requestDeclare(combat, idOf(combat, "Ben"), { actions: [{ kind: "attack", targetId: idOf(combat, "Ada"), pool: 6 }] });
    await requestDeclare(combat, idOf(combat, "Ada"), { actions: [{ kind: "attack", targetId: idOf(combat, "Ben") }] });
    actAs(player);
    standIn.dice.script([1, 2, 3, 4, 5]);
    // Faces a client would like are no part of what it can send: the Storyteller's client rolls.
    const spent = await activeRoundBridge().spendDefence(ben.id, ada.id, "dodge", { by: "willpowerRoll" });
    expect(spent).toMatchObject({ granted: false, roll: { faces: [1, 2, 3, 4, 5], successes: 0 } });
    // A failed roll buys nothing and keeps the actions (000 §2.5).
    expect(inRound(combat, "Ben")?.aborted).toBe(false);
    expect(combat.roundState?.events.at(-1)).toMatchObject({ type: "abortFailed", combatantId: idOf(combat, "Ben") });
  });
});
