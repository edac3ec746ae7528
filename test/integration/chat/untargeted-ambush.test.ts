import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { combatantChoices, openAttack } from "../../../src/rulesets/classic/apps/attack-dialog";
import { planForm } from "../../../src/rulesets/classic/apps/attack-form";
import { launchAttack } from "../../../src/rulesets/classic/chat/start-attack";
import { requestDeclare } from "../../../src/rulesets/classic/requests/declare";
import { installRoundBridge } from "../../../src/rulesets/classic/round/combat-bridge";
import { actAs, gm, player, standIn, standInGame } from "../stand-in/install";
import { forgeRequest } from "../stand-in/requests";
import { renderTemplate } from "../stand-in/handlebars";
import { combatantOf, resetStandIn, seedCombatants } from "../combat/fixtures";
import { chainOf } from "./attack";
import { character, chainMessage, faces, maneuverItem, placeToken, players, resetTable, setUpChain, target, writes } from "./fixtures";

beforeAll(setUpChain);

describe("an attack on a combatant chosen without a token (theatre of the mind)", () => {
  beforeEach(() => {
    resetStandIn();
    installRoundBridge();
  });

  async function fight() {
    const { combat, actors } = await seedCombatants();
    actAs(gm);
    await actors.D.createEmbeddedDocuments("Item", [maneuverItem("vtmKick", "Kick")]);
    const id = (key: keyof typeof actors) => combatantOf(combat, actors[key]);
    standIn.dice.script([6, 5, 5, 9, 2]);
    await combat.startCombat();
    for (const [key, actions] of [
      ["M", [{ kind: "defence", defence: "parry", pool: 5 }]],
      ["G", [{ kind: "attack", targetId: id("M"), pool: 2 }]],
      ["T", [{ kind: "defence", defence: "dodge", pool: 6 }]],
      ["A", [{ kind: "attack", targetId: id("D"), pool: 6 }]],
      ["D", [{ kind: "attack", targetId: id("A"), pool: 6 }]],
    ] as const) {
      actAs(["A", "T", "G"].includes(key) ? player : gm);
      expect(await requestDeclare(combat, id(key), { actions: [...actions] }), key).toEqual({ ok: true, value: null });
    }
    actAs(gm);
    return { combat, actors, id };
  }

  it("000 §2.1: with no token targeted, the dialog offers the fight's combatants; the attack lands on the one chosen", async () => {
    const { actors, id } = await fight();
    actAs(gm);
    target(gm as never);
    const kick = actors.D.items.getName("Kick");
    const dialog = await openAttack(actors.D as never, kick as never);
    if (!dialog) throw new Error("The dialog did not open without a target.");
    // Everyone in the fight but David himself.
    expect(dialog.dialogContext().combatants?.map((choice) => choice.label)).toEqual(["Alistair", "Tony", "Gordon", "Michael"]);
    const fields = await renderTemplate("systems/storyteller-combat/templates/classic/chat/attack-fields.hbs", dialog.dialogContext());
    expect(fields).toContain('name="combatantId"');
    expect(fields).toContain('name="ambush"');
    expect(dialog.dialogContext().target).toBe("Alistair");
    expect(dialog.chooseCombatant(id("T"))).toBe(true);
    expect(dialog.dialogContext().target).toBe("Tony");
    expect(dialog.chooseCombatant("nosuchcombatant1")).toBe(false);
    expect(dialog.chooseCombatant(id("A"))).toBe(true);
    expect(dialog.dialogContext().target).toBe("Alistair");
    const planned = planForm(dialog.setup, dialog.values);
    if (!planned.ok) throw new Error(planned.key);
    faces(...Array<number>(planned.plan.roll.pool).fill(2));
    const before = standInGame.messages.length;
    const result = await launchAttack(dialog.setup, dialog.values, dialog.refs);
    expect(result).toMatchObject({ ok: true });
    const message = chainMessage(standInGame.messages[before]);
    expect(message.system.target.actorId).toBe(actors.A.id);
    expect(chainOf(message).plan.target.name).toBe("Alistair");
    expect(chainOf(message).outcome).toBe("miss");
  });

  it("000 §2.1: the Storyteller's client checks the chosen combatant: unknown or hidden from the player, refused, nothing written", async () => {
    const { combat, actors, id } = await fight();
    actAs(gm);
    await combat.updateEmbeddedDocuments("Combatant", [{ _id: id("M"), hidden: true }]);
    actAs(player);
    expect(combatantChoices(actors.A as never).map((choice) => choice.name)).toEqual(["Tony", "Gordon", "David"]);
    const values = { rollIndex: 0, grappleMode: "", weaponId: "", opponents: 1, position: "front", calledShot: "", blindFighting: false, rangeBand: "normal", aimRounds: 0, targetMovingFast: false, targetCover: "", firingFromCover: "", conditions: [], willpower: false, specialty: false, ambush: false, storytellerDice: 0, storytellerDifficulty: 0, storytellerDamage: 0 };
    const payload = (combatantId: string) => ({ attacker: { actorId: actors.A.id, tokenUuid: "" }, target: { actorId: actors.D.id, tokenUuid: "" }, itemId: "", values, combatantId });
    standIn.database.reset();
    expect(await forgeRequest("classicChainStart", payload("nosuchcombatant1"))).toMatchObject({ ok: false, key: "STC.Classic.Attack.Error.CombatantUnknown" });
    expect(await forgeRequest("classicChainStart", payload(id("M")))).toMatchObject({ ok: false, key: "STC.Classic.Attack.Error.CombatantUnknown" });
    expect(await forgeRequest("classicChainStart", payload(id("A")))).toMatchObject({ ok: false, key: "STC.Classic.Chain.TargetSelf" });
    expect(writes("ChatMessage", "create").filter((write) => (write as { data?: { type?: string } }).data?.type !== "request")).toEqual([]);
  });
});

describe("an ambush from the attack dialog", () => {
  beforeEach(resetTable);

  const SNEAK = { attributes: { dexterity: 3, strength: 2, perception: 2 }, abilities: { stealth: 3, brawl: 2, alertness: 1 } };

  async function pair() {
    const hans = await character("Hans", players.david, SNEAK);
    const anna = await character("Anna", null, SNEAK);
    const token = placeToken(anna);
    standIn.database.reset();
    return { hans, anna, token };
  }

  async function ambushFrom(hans: Awaited<ReturnType<typeof character>>, token: ReturnType<typeof placeToken>, dice: number[]) {
    actAs(players.david);
    target(players.david, token);
    const dialog = await openAttack(hans as never, null);
    if (!dialog) throw new Error("no dialog");
    faces(...dice);
    const before = standInGame.messages.length;
    const result = await launchAttack(dialog.setup, { ...dialog.values, ambush: true }, dialog.refs);
    return { result, message: standInGame.messages[before] };
  }

  it("000 §2.7: the ambusher's Dexterity + Stealth beats the target's Perception + Alertness; the extra successes join the free attack", async () => {
    const c = await pair();
    // Hans's 6 dice: three successes; Anna's 3: one. Two extra dice for the punch (Dexterity 3 + Brawl 2 + 2).
    const { result, message } = await ambushFrom(c.hans, c.token, [8, 8, 8, 2, 2, 2, 9, 2, 2, 2, 2, 2, 2, 2, 2, 2]);
    expect(result.ok).toBe(true);
    const chain = chainOf(chainMessage(message));
    expect(chain.plan.roll.modifiers).toContainEqual({ id: "ambush", dice: 2 });
    expect(chain.plan.roll.pool).toBe(7);
    expect(standIn.dice.queue).toEqual([]);
  });

  it("000 §2.7: an ambush that is noticed gives no free attack: refused with both rolls' successes, no card, nothing written", async () => {
    const c = await pair();
    const { result } = await ambushFrom(c.hans, c.token, [8, 2, 2, 2, 2, 2, 9, 9, 2]);
    expect(result).toMatchObject({ ok: false, key: "STC.Classic.Attack.AmbushFailed", data: { ambusher: 1, watcher: 2 } });
    expect(standInGame.messages.filter((message) => message.type === "classicAttack")).toEqual([]);
    expect(writes("Actor")).toEqual([]);
    expect(standIn.notifications.of("warning").join(" ")).toContain("The ambush fails: Anna notices Hans (2 successes against 1).");
  });
});
