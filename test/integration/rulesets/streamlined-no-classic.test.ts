import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { launchAttack } from "../../../src/rulesets/streamlined/requests/attack-start";
import { requestStep } from "../../../src/rulesets/streamlined/requests/attack-step";
import { requestNext } from "../../../src/rulesets/streamlined/requests/turn-next";
import { actAs, gm, standIn } from "../stand-in/install";
import { armour, character, faces, health, lastCard, placeToken, players, resetTable, setUpStreamlined, target, weapon } from "../streamlined/fixtures";
import { BEGIN_FACES, resetWorld, seedFight } from "../streamlined/round-fixtures";
import { classicModulesRunDuring } from "./classic-reach";

beforeAll(setUpStreamlined);
beforeEach(resetTable);

const KASIA = { attributes: { strength: 3, dexterity: 2, stamina: 2 }, abilities: { brawl: 3, melee: 2 } };
const INFORMANT = { attributes: { dexterity: 2, wits: 2, stamina: 2 }, abilities: { athletics: 1, awareness: 2 } };

describe("a Streamlined world runs none of Classic's code when a character, its items or the combat are written", () => {
  it("an attack's damage written to its target", async () => {
    const kasia = await character("Kasia", players.anna, KASIA, [weapon("Knife", { modifier: 1, attribute: "dexterity", skill: "melee", damageType: "lethal" })]);
    const informant = await character("Informant", players.boris, INFORMANT, [armour("Leather jacket", 2)]);
    const token = placeToken(informant);
    const reached = await classicModulesRunDuring(async () => {
      actAs(players.anna);
      target(players.anna, token);
      faces(8, 8, 9, 1);
      expect(await launchAttack(kasia as never, { itemId: kasia.items.getName("Knife")?.id ?? "", kind: "attack", surprised: false })).toMatchObject({ ok: true });
      actAs(players.boris);
      faces(2, 2, 2, 2, 2);
      await requestStep(lastCard(), "defenceRoll");
      actAs(players.anna);
      faces(10, 6, 1, 1);
      await requestStep(lastCard(), "damageRoll");
    });
    // The same numbers as 001's worked attack (test/integration/streamlined/chain.test.ts).
    expect(health(informant)).toEqual({ current: 2, max: 5, damage: { bashing: 0, lethal: 3, aggravated: 0 } });
    expect(reached).toEqual({});
  });

  it("a plain update of a character and of its weapon", async () => {
    const kasia = await character("Kasia", players.anna, KASIA, [weapon("Knife", { modifier: 1, attribute: "dexterity", skill: "melee", damageType: "lethal" })]);
    actAs(gm);
    const knife = kasia.items.getName("Knife");
    const reached = await classicModulesRunDuring(async () => {
      await kasia.update({ "system.attributes.stamina.value": 3, "system.streamlined.health.bashing": 1 });
      await knife?.update({ "system.streamlined.modifier": 2 });
    });
    expect(health(kasia)).toMatchObject({ max: 6, damage: { bashing: 1 } });
    expect(reached).toEqual({});
  });

  it("a round begun and a turn ended: the combat and its combatants written", async () => {
    resetWorld();
    const { combat } = await seedFight();
    const reached = await classicModulesRunDuring(async () => {
      standIn.dice.script(BEGIN_FACES);
      await combat.startCombat();
      expect(await requestNext(combat, combat.streamlinedRound?.current ?? null)).toEqual({ ok: true, value: null });
    });
    expect(combat.streamlinedRound?.round).toBe(1);
    expect(reached).toEqual({});
  });
});
