import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MetCombatTracker } from "../../../src/rulesets/met/apps/tracker/combat-tracker";
import type { MetCombat } from "../../../src/rulesets/met/documents/combat";
import { requestDeclare } from "../../../src/rulesets/met/requests/declare";
import type { MetCategory } from "../../../src/rulesets/met/rules/traits";
import type { StandInCombat } from "../stand-in/combat";
import { combatApps, trackerOf } from "../stand-in/combat-tracker";
import { actAs, gm, standIn, standInGame } from "../stand-in/install";
import type { StandInActor } from "../stand-in/actor";
import { character, players, resetTable, setUpMet } from "./fixtures";

beforeAll(setUpMet);
beforeEach(resetTable);
afterEach(() => combatApps.clear());

type TestCombat = MetCombat & Omit<StandInCombat, "combatants">;

async function fight(actors: StandInActor[]): Promise<TestCombat> {
  actAs(gm);
  const Combat = (globalThis as unknown as { CONFIG: { Combat: { documentClass: typeof StandInCombat } } }).CONFIG.Combat.documentClass;
  const created = await Combat.create({});
  standInGame.combat = created;
  const combat = created as unknown as TestCombat;
  await combat.createEmbeddedDocuments("Combatant", actors.map((actor) => ({ actorId: actor.id })));
  return combat;
}

const idOf = (combat: TestCombat, actor: StandInActor): string => combat.combatants.contents.find((combatant) => combatant.actorId === actor.id)?.id ?? "";

async function table() {
  const kasia = await character("Kasia", players.anna, { physical: [{ name: "Brawny", aspect: "strength", count: 3 }], powers: [{ name: "Swiftness", category: "physical", last: false, extraActions: 1 }] });
  const informant = await character("Informant", players.boris, { physical: [{ name: "Quick", aspect: "dexterity", count: 2 }], social: [{ name: "Charming", aspect: "charisma", count: 4 }] });
  const ghoul = await character("Ghoul", null, { physical: [{ name: "Tough", aspect: "stamina", count: 3 }] });
  const combat = await fight([kasia, informant, ghoul]);
  return { kasia, informant, ghoul, combat };
}

describe("003 Order of Actions, Multiple Actions: the round on the tracker", () => {
  it("orders the round by base traits in each declared category, shows the simultaneous step, then runs the extra actions by count", async () => {
    const { kasia, informant, ghoul, combat } = await table();
    actAs(players.anna);
    expect(await requestDeclare({ combatId: combat.id ?? "", combatantId: idOf(combat, kasia), categories: ["physical"], extraActions: ["Swiftness"] })).toMatchObject({ ok: true });
    actAs(players.boris);
    expect(await requestDeclare({ combatId: combat.id ?? "", combatantId: idOf(combat, informant), categories: ["social"], extraActions: [] })).toMatchObject({ ok: true });
    // Boris cannot declare for Kasia, nor take an extra action the Informant has no power for.
    expect(await requestDeclare({ combatId: combat.id ?? "", combatantId: idOf(combat, kasia), categories: ["mental"], extraActions: [] })).toMatchObject({ ok: false, key: "STC.Error.NotOwner" });
    expect(await requestDeclare({ combatId: combat.id ?? "", combatantId: idOf(combat, informant), categories: ["social"], extraActions: ["Swiftness"] })).toMatchObject({ ok: false, key: "STC.Met.Tracker.Error.NoExtraAction" });
    actAs(gm);
    // The Ghoul declares nothing that needs a test: its Physical traits stand for its initiative.
    const order = combat.metOrder;
    expect(order.steps).toEqual([
      { initiative: 4, ids: [idOf(combat, informant)] },
      { initiative: 3, ids: [idOf(combat, kasia), idOf(combat, ghoul)] },
    ]);
    expect(order.extraActions).toEqual([{ count: 1, actions: [{ id: idOf(combat, kasia), power: "Swiftness" }] }]);
    expect(combat.turns.map((turn) => turn.name)).toEqual(["Informant", "Kasia", "Ghoul"]);
    // Foundry's comparator, called unbound as Foundry calls it, sorts the table into the same order.
    const compare = (combat as unknown as { _sortCombatants: (a: unknown, b: unknown) => number })._sortCombatants;
    expect([...combat.combatants.contents].sort(compare).map((combatant) => combatant.name)).toEqual(["Informant", "Kasia", "Ghoul"]);

    const tracker = trackerOf(MetCombatTracker);
    await tracker.render({ force: true, combat });
    const steps = [...(tracker.element?.querySelectorAll<HTMLElement>(".stc-met-step") ?? [])];
    expect(steps.map((step) => step.querySelector("h4")?.textContent?.trim())).toEqual([
      "Initiative 4",
      "Initiative 3 simultaneous: the Storyteller says who resolves first",
      "Extra action 1",
    ]);
    expect(steps[1]?.querySelectorAll(".stc-combatant-name").length).toBe(2);
    expect(steps[2]?.textContent).toContain("Kasia: Swiftness");

    // The Storyteller walks the round: the three initiative turns, then the extra action step, then the next round.
    await combat.startCombat();
    expect(combat.combatant?.name).toBe("Informant");
    await combat.nextTurn();
    await combat.nextTurn();
    expect(combat.combatant?.name).toBe("Ghoul");
    await combat.nextTurn();
    expect(combat.metExtraStep).toBe(0);
    await combat.nextTurn();
    expect(combat.round).toBe(2);
    expect(combat.metExtraStep).toBeNull();
    // A new round: everyone declares again.
    expect(combat.metOrder.extraActions).toEqual([]);
  });

  it("a player cannot walk the round", async () => {
    const { combat } = await table();
    await combat.startCombat();
    actAs(players.anna);
    await combat.nextTurn();
    expect(combat.turn).toBe(0);
  });

  it("003 Multiple Actions: a power that gives one extra action is declared for one; naming it twice is refused and nothing is written", async () => {
    const { kasia, combat } = await table();
    const before = standIn.database.writes.length;
    actAs(players.anna);
    expect(await requestDeclare({ combatId: combat.id ?? "", combatantId: idOf(combat, kasia), categories: ["physical"], extraActions: ["Swiftness", "Swiftness"] })).toEqual({ ok: false, key: "STC.Met.Tracker.Error.NoExtraAction", data: { name: "Kasia", power: "Swiftness" } });
    expect(standIn.database.writes.slice(before)).toEqual([]);
    expect(combat.metOrder.extraActions).toEqual([]);
    // The Storyteller is held to the power's count too.
    actAs(gm);
    expect(await requestDeclare({ combatId: combat.id ?? "", combatantId: idOf(combat, kasia), categories: ["physical"], extraActions: ["Swiftness", "Swiftness"] })).toMatchObject({ ok: false, key: "STC.Met.Tracker.Error.NoExtraAction" });
    expect(await requestDeclare({ combatId: combat.id ?? "", combatantId: idOf(combat, kasia), categories: ["physical"], extraActions: ["Swiftness"] })).toEqual({ ok: true, value: null });
    expect(combat.metOrder.extraActions).toEqual([{ count: 1, actions: [{ id: idOf(combat, kasia), power: "Swiftness" }] }]);
  });

  it("003 Order of Actions: a declaration names each category once and no more than nine extra actions, or it is refused as forged", async () => {
    const { kasia, combat } = await table();
    const before = standIn.database.writes.length;
    actAs(players.anna);
    const declare = (categories: MetCategory[], extraActions: string[]) => requestDeclare({ combatId: combat.id ?? "", combatantId: idOf(combat, kasia), categories, extraActions });
    expect(await declare(["physical", "physical"], [])).toEqual({ ok: false, key: "STC.Met.Card.Error.Forged", data: { field: "categories" } });
    expect(await declare(["physical"], Array.from({ length: 10 }, () => "Swiftness"))).toEqual({ ok: false, key: "STC.Met.Card.Error.Forged", data: { field: "extraActions" } });
    expect(standIn.database.writes.slice(before)).toEqual([]);
  });
});
