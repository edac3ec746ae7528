import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { transcriptLines } from "../../../src/rulesets/classic/rules/combat/transcript";
import { trackBoxes } from "../../../src/rulesets/classic/rules/health/track";
import { gm, standIn } from "../stand-in/install";
import { sentRequests } from "../stand-in/requests";
import { attack, chainOf, press } from "./attack";
import { character, inRound, maneuverItem, placeToken, players, resetTable, scriptedRound, setUpChain, weaponItem, writes } from "./fixtures";

/**
 * The fight of 000 §2.11, §3.5 and §4.2 through the Foundry layer: the sheets are actors, the attacks begin
 * from their items through the dialog, each card's button is pressed by the user who owns that side, and the
 * dice are Foundry rolls with scripted faces. The numbers are those of test/unit/combat/worked-example.test.ts,
 * and so is every character's final health. The round's answers (who declared what) come from a scripted round.
 */
const SHEET = {
  creature: "vampire",
  attributes: { strength: 4, dexterity: 3, stamina: 2, wits: 3 },
  abilities: { brawl: 3, firearms: 2, melee: 2, dodge: 3 },
};
const MANEUVERS = [maneuverItem("vtmKick", "Kick"), maneuverItem("vtmPunch", "Punch")];
const CROSSBOW = weaponItem("Crossbow", { identifier: "crossbow", kind: "ranged", damage: { attribute: "", bonus: 5, type: "lethal" }, range: 20, rate: 1, clip: 1, concealment: "trenchcoat" });

async function cast() {
  const david = await character("David", players.david, SHEET, MANEUVERS);
  const alistair = await character("Alistair", players.alistair, SHEET, MANEUVERS);
  // Michael's Willpower (1) is rolled when he aborts his parry to dodge Gordon's bolt.
  const michael = await character("Michael", players.michael, { ...SHEET, willpower: 1 }, MANEUVERS);
  const tony = await character("Tony", null, SHEET, MANEUVERS);
  const gordon = await character("Gordon", null, { ...SHEET, health: { bashing: 0, lethal: 4, aggravated: 0 } }, [CROSSBOW]);
  return { david, alistair, michael, tony, gordon };
}

beforeAll(setUpChain);
beforeEach(async () => {
  resetTable();
  // 000's options: the defender rolls first and takes dice away, a success is a stroke, Dodge is its own ability.
  await standIn.settings.set("storyteller-combat", "classic.defenceMode", "removeDice");
  await standIn.settings.set("storyteller-combat", "classic.halfLevelDamage", true);
  await standIn.settings.set("storyteller-combat", "classic.dodgeAbility", "dodge");
  await standIn.settings.set("storyteller-combat", "classic.stunRule", "dazed");
  inRound(1);
});

describe("000 §2.11 / §3.5 / §4.2 worked example through chat", () => {
  it("the whole fight: the same pools, successes and health as the rules' own test, each target written once", async () => {
    const c = await cast();
    const tokens = { david: placeToken(c.david), alistair: placeToken(c.alistair), michael: placeToken(c.michael), tony: placeToken(c.tony) };
    scriptedRound({
      // David declared kick, dodge, dodge; Tony dodge, punch (000 §2.2): the round gives each attack its penalty.
      turns: { [c.david.id]: { kind: "action", combatantId: "d", actionIndex: 0, penalty: 3, actionKey: "fight.1.d.0" }, [c.tony.id]: { kind: "action", combatantId: "t", actionIndex: 1, penalty: 3, actionKey: "fight.1.t.1" } },
      offers: {
        [c.david.id]: { kind: "declared", penalty: 4, cap: null },
        [c.michael.id]: { kind: "abort", cap: 3, penalty: 0 },
        [c.alistair.id]: { kind: "abort", cap: null, penalty: 0 },
      },
      // Everyone is in melee against two (000 §2.11: "Base+2 opponents").
      opponents: { [c.david.id]: 2, [c.alistair.id]: 2, [c.michael.id]: 2 },
      spent: { [c.david.id]: { granted: true, penalty: 4, cap: null }, [c.michael.id]: { granted: true, penalty: 0, cap: 3, roll: { faces: [7], successes: 1 } } },
    });
    standIn.database.reset();
    standIn.database.requestWrites.length = 0;

    // D v A: David kicks Alistair, who will not abort his punch to dodge.
    const dva = await attack(players.david, c.david, "Kick", tokens.alistair, { opponents: 2 });
    expect(chainOf(dva).next).toBe("defenceChoice"); // under removeDice the defender answers first
    expect((await press(players.alistair, dva, { step: "defenceChoice", defence: { kind: "none", opponents: 2 } })).ok).toBe(true);
    await press(players.david, dva, { step: "attackRoll" }, [6, 2, 10]);
    await press(players.david, dva, { step: "damageRoll" }, [5, 5, 7, 8, 2]);
    await press(players.alistair, dva, { step: "soakRoll" }, [3, 1]);
    const kick = chainOf(dva);
    expect(kick.plan.roll.pool).toBe(3);
    expect(kick.plan.roll.difficulty).toBe(8);
    expect(kick.plan.roll.modifiers.map((m) => [m.id, m.dice ?? 0, m.difficulty ?? 0])).toEqual([
      ["maneuverDifficulty", 0, 1],
      ["multipleActions", -3, 0],
      ["multipleOpponents", 0, 1],
    ]);
    expect(kick.attack?.result.net).toBe(1);
    expect(kick.damage?.roll.pool).toBe(5);
    expect(kick.damage?.result.net).toBe(2);
    expect(kick.soak?.soaked).toBe(0);
    expect(kick.outcome).toBe("damaged");
    expect(c.alistair.system.stats.health).toEqual({ bashing: 1, lethal: 0, aggravated: 0 });
    expect(trackBoxes(c.alistair.system.stats.health)[0]?.strokes).toEqual(["bashing", "bashing"]);
    expect(c.alistair.system.stats.statuses).toEqual([]);

    // A v D: Alistair punches; David spends his second declared dodge (−4 dice) and rolls first.
    const avd = await attack(players.alistair, c.alistair, "Punch", tokens.david, { opponents: 2 });
    await press(players.david, avd, { step: "defenceChoice", defence: { kind: "dodge", opponents: 2 } }, [8, 1]);
    await press(players.alistair, avd, { step: "attackRoll" }, [5, 2, 7, 7, 9, 2]);
    await press(players.alistair, avd, { step: "damageRoll" }, [6, 8, 7, 2, 2, 6]);
    await press(players.david, avd, { step: "soakRoll" }, [6, 1]);
    const punch = chainOf(avd);
    expect(transcriptLines(punch)).toEqual([
      "1. Defence choice (David): dodge",
      "2. Defence (David, dodge): pool 2 = dexterity 3 + dodge 3 + multipleActions −4; difficulty 7 = 6 multipleOpponents +1; faces 8,1; 1 rolled, 1 cancelled by 1s, net 0; removes 0 attack dice",
      "3. Attack (Alistair on David, vtmPunch): pool 6 = dexterity 3 + brawl 3; difficulty 7 = 6 multipleOpponents +1; faces 5,2,7,7,9,2; 3 rolled, net 3",
      "4. Damage (bashing): pool 6 = strength 4 + maneuver 0 + extraSuccesses +2; difficulty 6; faces 6,8,7,2,2,6; 4 rolled, net 4",
      "5. Soak: pool 2 = stamina 2 + fortitude 0 + armour 0; difficulty 6; faces 6,1; 1 rolled, net 1; soaks 1, 3 left",
      `6. Applied to David: 3 bashing = 1.5 levels; health aggravated 0, lethal 0, bashing 1.5; statuses none`,
      "Outcome: damaged",
    ]);
    expect(c.david.system.stats.health).toEqual({ bashing: 1.5, lethal: 0, aggravated: 0 });

    // G v M: the Storyteller shoots Gordon's crossbow from good cover with the seed's −1 die; Michael aborts to dodge.
    const gvm = await attack(gm, c.gordon, "Crossbow", tokens.michael, { firingFromCover: "good", storytellerDice: -1 });
    // The round rolls the abort's Willpower (scripted above: a 7); the dodge's own dice follow.
    await press(players.michael, gvm, { step: "defenceChoice", defence: { kind: "dodge", opponents: 2 }, payment: "willpowerRoll" }, [8, 4, 7]);
    const bolt = chainOf(gvm);
    expect(bolt.plan.roll.pool).toBe(2);
    expect(bolt.plan.roll.difficulty).toBe(6);
    expect(bolt.plan.roll.modifiers.map((m) => [m.id, m.dice ?? 0, m.difficulty ?? 0])).toEqual([
      ["woundPenalty", -2, 0],
      ["storyteller", -1, 0],
    ]);
    expect(bolt.defence?.roll.pool).toBe(3);
    expect(bolt.defence?.roll.modifiers.find((m) => m.id === "poolCap")?.dice).toBe(-3);
    expect(bolt.removedDice).toBe(2);
    expect(bolt.attack).toBeNull();
    expect(bolt.outcome).toBe("defended");
    expect(gvm.system.chainAnswers).toContainEqual(expect.objectContaining({ step: "defenceChoice", cost: { offer: "abort", granted: true, payment: "willpowerRoll", faces: [7] } }));

    // T v D: the Storyteller's Tony punches the already hurt David, with the seed's slip (−1 die); David's last dodge.
    scriptedRound({
      turns: { [c.tony.id]: { kind: "action", combatantId: "t", actionIndex: 1, penalty: 3, actionKey: "fight.1.t.1" } },
      offers: { [c.david.id]: { kind: "declared", penalty: 5, cap: null } },
      spent: { [c.david.id]: { granted: true, penalty: 5, cap: null } },
      opponents: { [c.david.id]: 2 },
    });
    const tvd = await attack(gm, c.tony, "Punch", tokens.david, { opponents: 2, storytellerDice: -1 });
    await press(players.david, tvd, { step: "defenceChoice", defence: { kind: "dodge", opponents: 2 } }, [3]);
    await press(gm, tvd, { step: "attackRoll" }, [5, 9]);
    await press(gm, tvd, { step: "damageRoll" }, [2, 1, 10, 10]);
    await press(players.david, tvd, { step: "soakRoll" }, [1, 1]);
    const second = chainOf(tvd);
    expect(second.defence?.roll.pool).toBe(1);
    expect(second.attack?.roll.pool).toBe(2);
    expect(second.attack?.result.net).toBe(1);
    expect(second.damage?.roll.pool).toBe(4);
    expect(second.damage?.result.net).toBe(2);
    expect(second.soak?.soaked).toBe(0);
    // "His second health level is now lost, as he puts '/', and he also puts one '\' for the third."
    expect(c.david.system.stats.health).toEqual({ bashing: 2.5, lethal: 0, aggravated: 0 });
    expect(trackBoxes(c.david.system.stats.health).slice(0, 4).map((box) => box.strokes.length)).toEqual([2, 2, 1, 0]);

    // Every target written exactly once per chain that reached it, and nothing else but the chains' own messages.
    expect(writes("Actor", "update").map((write) => write.ids[0])).toEqual([c.alistair.id, c.david.id, c.david.id]);
    expect(standIn.database.writes.filter((write) => !["Actor", "ChatMessage"].includes(write.documentName))).toEqual([]);
    expect(writes("ChatMessage", "create")).toHaveLength(4);
    const chainIds = new Set([dva.id, avd.id, gvm.id, tvd.id]);
    expect(writes("ChatMessage").every((write) => write.ids.every((id) => chainIds.has(id)))).toBe(true);
    expect(c.michael.system.stats.health).toEqual({ bashing: 0, lethal: 0, aggravated: 0 });
    expect(standIn.notifications.messages.filter((entry) => entry.type !== "info")).toEqual([]);
    expect(standIn.dice.queue).toEqual([]); // every scripted face was rolled, none left over
    // The defenders' steps went to the Storyteller's client as requests naming the step, never faces or numbers.
    const asked = sentRequests().map((request) => [request.from, (request.payload as { step: string }).step]);
    expect(asked).toContainEqual([players.alistair.id, "defenceChoice"]);
    expect(asked).toContainEqual([players.david.id, "soakRoll"]);
    for (const request of sentRequests()) expect(Object.keys(request.payload as object).some((key) => /faces|net|levels|health/.test(key))).toBe(false);
  });
});
