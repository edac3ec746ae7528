import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openStreamlinedAttack } from "../../../src/rulesets/streamlined/apps/attack-dialog";
import { attackCardContextOf } from "../../../src/rulesets/streamlined/chat/render";
import { replayRecord } from "../../../src/rulesets/streamlined/chat/record";
import { requestStep } from "../../../src/rulesets/streamlined/requests/attack-step";
import { requestEndRound } from "../../../src/rulesets/streamlined/requests/turn-end-round";
import { requestNext } from "../../../src/rulesets/streamlined/requests/turn-next";
import { requestPlan } from "../../../src/rulesets/streamlined/requests/turn-plan";
import { refusedWrites } from "../stand-in/document";
import { actAs, gm, standIn } from "../stand-in/install";
import { armour, character, faces, health, lastCard, placeToken, players, resetTable, setUpStreamlined, target } from "./fixtures";
import { makeStreamlinedCombat } from "./round-fixtures";

beforeAll(setUpStreamlined);
beforeEach(resetTable);

/*
 * One Streamlined fight through the real round and the real chain together: the tracker's round says what each
 * attack costs and how the target defends, and the chain's card takes it from there. Kasia (Anna's) against the
 * Storyteller's informant, as in chain.test.ts: Strength 3 + Brawl 3 = 6 dice against a Defense pool of 5.
 */
async function fight() {
  const kasia = await character("Kasia", players.anna, { attributes: { strength: 3, dexterity: 2, stamina: 2 }, abilities: { brawl: 3 } });
  const informant = await character("Informant", null, { attributes: { dexterity: 2, wits: 2, stamina: 2 }, abilities: { athletics: 1, awareness: 2 } }, [armour("Leather jacket", 2)]);
  const token = placeToken(informant);
  const combat = await makeStreamlinedCombat([kasia, informant]);
  const id = (actorId: string | null) => combat.combatants.find((combatant) => combatant.actorId === actorId)?.id ?? "";
  // Initiative, Dexterity + Awareness as a pool: Kasia 2 + 0 = 2 dice (10, 9: 3 successes), the informant
  // 2 + 2 = 4 dice (6, 2, 2, 2: 1 success). Kasia acts first.
  standIn.dice.script([10, 9, 6, 2, 2, 2]);
  actAs(gm);
  await combat.startCombat();
  return { kasia, informant, token, combat, id };
}

async function attack(attacker: Awaited<ReturnType<typeof fight>>["kasia"], user: (typeof players)["anna"], token: ReturnType<typeof placeToken>, attackFaces: number[]) {
  actAs(user);
  target(user, token);
  const dialog = await openStreamlinedAttack(attacker as never, "");
  if (!dialog) throw new Error("The attack dialog did not open.");
  faces(...attackFaces);
  expect(await dialog.roll()).toMatchObject({ ok: true });
  return lastCard();
}

describe("a Streamlined fight: the round and the chain together", () => {
  it("001 The Turn: Kasia's turn of two attacks puts −2 on each, so 6 − 2 = 4 dice; the informant's Defense pool stays 5", async () => {
    const { kasia, informant, token, combat, id } = await fight();
    expect(combat.combatant?.name).toBe("Kasia");
    actAs(players.anna);
    expect(await requestPlan(combat, id(kasia.id), ["attack", "attack"])).toEqual({ ok: true, value: null });
    // 4 dice: 10 is two successes, 8 one, 3 and 2 nothing: 3 successes.
    const card = await attack(kasia, players.anna, token, [10, 8, 3, 2]);
    actAs(gm);
    faces(6, 2, 3, 4, 5);
    expect(await requestStep(card, "defenceRoll")).toEqual({ ok: true, value: null });
    const chain = replayRecord(card);
    expect(chain.attackPool).toBe(4);
    expect(chain.defence).toMatchObject({ pool: 5, evadeDice: 0 });
    // Margin 3 − 1 = 2; damage 2 dice, 9 and 6: 2 points of bashing. Health 5 − 2 = 3.
    actAs(players.anna);
    faces(9, 6);
    expect(await requestStep(card, "damageRoll")).toEqual({ ok: true, value: null });
    expect(health(informant)).toMatchObject({ current: 3, max: 5 });
    expect(attackCardContextOf(card).health).toBe("Informant: Health 3 of 5");
  });

  it("001 Evading: the informant spends his turn evading, and Kasia's next attack meets a Defense pool of 5 + 2 = 7", async () => {
    refusedWrites.length = 0;
    const { kasia, informant, token, combat, id } = await fight();
    actAs(players.anna);
    expect(await requestPlan(combat, id(kasia.id), ["attack"])).toEqual({ ok: true, value: null });
    expect(await requestNext(combat, id(kasia.id))).toEqual({ ok: true, value: null });
    actAs(gm);
    expect(await requestPlan(combat, id(informant.id), ["evade"])).toEqual({ ok: true, value: null });
    expect(await requestNext(combat, id(informant.id))).toEqual({ ok: true, value: null });
    // Step 4: both still fighting, so round 2 goes in the same order.
    actAs(gm);
    expect(await requestEndRound(combat)).toMatchObject({ ok: true, value: { continues: true } });
    expect(await requestNext(combat, null)).toEqual({ ok: true, value: null });
    // Round 2, Kasia again: one attack, no penalty, 6 dice; the evade lasts until the informant's next turn.
    expect(combat.combatant?.name).toBe("Kasia");
    actAs(players.anna);
    expect(await requestPlan(combat, id(kasia.id), ["attack"])).toEqual({ ok: true, value: null });
    const card = await attack(kasia, players.anna, token, [10, 8, 7, 3, 2, 1]);
    actAs(gm);
    faces(6, 6, 7, 2, 2, 2, 2);
    expect(await requestStep(card, "defenceRoll")).toEqual({ ok: true, value: null });
    const chain = replayRecord(card);
    expect(chain.attackPool).toBe(6);
    expect(chain.defence).toMatchObject({ pool: 7, evadeDice: 2 });
    // A whole round and the next one's start, the round written on each step: Foundry validates an update of the
    // stored round on what changed alone, so every one of these writes must land (npm run test:foundry too).
    expect(refusedWrites).toEqual([]);
    expect(standIn.database.writesTo("Combat").filter((write) => write.action === "update").length).toBeGreaterThanOrEqual(6);
  });
});
