import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openAttack } from "../../../src/rulesets/classic/apps/attack-dialog";
import { chainCardContextOf } from "../../../src/rulesets/classic/chat/render";
import { undoChain } from "../../../src/rulesets/classic/chat/undo";
import { launchAttack } from "../../../src/rulesets/classic/chat/start-attack";
import { actAs, gm, standIn, standInGame } from "../stand-in/install";
import { sentRequests } from "../stand-in/requests";
import { attack, chainOf, press } from "./attack";
import { character, maneuverItem, placeToken, players, resetTable, scriptedRound, setUpChain, target, weaponItem, writes } from "./fixtures";

const FIGHTER = { attributes: { strength: 3, dexterity: 3, stamina: 2, perception: 2 }, abilities: { brawl: 3, athletics: 2, firearms: 2 } };
const PISTOL = weaponItem("Heavy pistol", { identifier: "heavyPistol", kind: "ranged", damage: { attribute: "", bonus: 5, type: "lethal" }, range: 30, rate: 3, clip: 7, concealment: "jacket" });

async function table() {
  const david = await character("David", players.david, FIGHTER, [maneuverItem("w20Punch", "Punch"), PISTOL]);
  const alistair = await character("Alistair", players.alistair, FIGHTER, [maneuverItem("w20Punch", "Punch")]);
  const michael = await character("Michael", players.michael, FIGHTER);
  const thug = await character("Thug", null, FIGHTER);
  standIn.database.reset();
  return { david, alistair, michael, thug, tokens: { david: placeToken(david), alistair: placeToken(alistair), michael: placeToken(michael), thug: placeToken(thug) } };
}

const lastWarning = () => standIn.notifications.messages.filter((entry) => entry.type === "warning").at(-1)?.message;

beforeAll(setUpChain);
beforeEach(() => {
  resetTable();
  standIn.database.requestWrites.length = 0;
});

describe("starting an attack", () => {
  it("needs exactly one target: none or several say so, and nothing happens", async () => {
    const c = await table();
    actAs(players.david);
    const punch = c.david.items.getName("Punch");
    expect(await openAttack(c.david as never, punch as never)).toBeNull();
    expect(lastWarning()).toBe("Target one token to attack (hover over it and press T).");
    target(players.david, c.tokens.alistair, c.tokens.michael);
    expect(await openAttack(c.david as never, punch as never)).toBeNull();
    expect(lastWarning()).toBe("Target only one token: this attack has a single target.");
    target(players.david, c.tokens.david);
    expect(await openAttack(c.david as never, punch as never)).toBeNull();
    expect(lastWarning()).toBe("David cannot attack themselves.");
    expect(standIn.database.writes).toEqual([]);
  });

  it("in Russian, the same refusal reads in Russian", async () => {
    const c = await table();
    const english = standIn.i18n.lang;
    const { StandInI18n } = await import("../stand-in/i18n");
    Object.assign(standIn.i18n, new StandInI18n("ru"));
    try {
      actAs(players.david);
      expect(await openAttack(c.david as never, c.david.items.getName("Punch") as never)).toBeNull();
      expect(lastWarning()).toBe("Выберите целью один жетон (наведите на него курсор и нажмите T).");
    } finally {
      Object.assign(standIn.i18n, new StandInI18n(english));
    }
  });

  it("a refusal from the rules is shown translated and starts nothing: a blind character cannot shoot", async () => {
    const c = await table();
    actAs(players.david);
    target(players.david, c.tokens.alistair);
    const dialog = await openAttack(c.david as never, c.david.items.getName("Heavy pistol") as never);
    if (!dialog) throw new Error("no dialog");
    const blind = { ...dialog.values, blindFighting: true };
    expect(dialog.setup && (await import("../../../src/rulesets/classic/apps/attack-form")).attackDialogContext(dialog.setup, blind, (key, data) => standIn.i18n.format(key, data)).error).toBe(
      "David cannot make a ranged attack without sight.",
    );
    standIn.database.reset();
    const result = await launchAttack(dialog.setup, blind, dialog.refs);
    expect(result).toMatchObject({ ok: false, key: "STC.Error.RangedAttackBlind" });
    expect(lastWarning()).toBe("David cannot make a ranged attack without sight.");
    expect(standIn.database.writes).toEqual([]);
  });

  it("a refusal from the round (not this character's turn) opens nothing", async () => {
    const c = await table();
    scriptedRound({ turns: { [c.david.id]: { kind: "refused", reasonKey: "STC.Error.CombatantCannotAct", data: { combatant: "David" } } } });
    actAs(players.david);
    target(players.david, c.tokens.alistair);
    expect(await openAttack(c.david as never, c.david.items.getName("Punch") as never)).toBeNull();
    expect(lastWarning()).toBe("David cannot act this turn.");
    expect(standIn.database.writes).toEqual([]);
  });

  it("the round is asked again when Roll is pressed: a turn that passed meanwhile is refused", async () => {
    const c = await table();
    actAs(players.david);
    target(players.david, c.tokens.alistair);
    const dialog = await openAttack(c.david as never, c.david.items.getName("Punch") as never);
    if (!dialog) throw new Error("no dialog");
    scriptedRound({ turns: { [c.david.id]: { kind: "refused", reasonKey: "STC.Error.CombatantCannotAct", data: { combatant: "David" } } } });
    expect(await launchAttack(dialog.setup, dialog.values, dialog.refs)).toMatchObject({ ok: false, key: "STC.Error.CombatantCannotAct" });
    expect(lastWarning()).toBe("David cannot act this turn.");
    expect(standInGame.messages).toHaveLength(0);
  });

  it("the dialog names every modifier the rules apply and updates the odds as the fields change", async () => {
    const c = await table();
    scriptedRound({ turns: { [c.david.id]: { kind: "action", combatantId: "d", actionIndex: 1, penalty: 2, actionKey: "fight.1.d.1" } } });
    actAs(players.david);
    target(players.david, c.tokens.alistair);
    const dialog = await openAttack(c.david as never, c.david.items.getName("Punch") as never);
    if (!dialog) throw new Error("no dialog");
    const plain = dialog.dialogContext();
    expect(plain.roll?.modifiers.map((modifier) => modifier.label)).toEqual(["Multiple actions"]);
    expect(plain.roll?.pool).toBe(4);
    dialog.values = { ...dialog.values, opponents: 3, position: "rear", calledShot: "head" };
    const busy = dialog.dialogContext();
    expect(busy.roll?.modifiers.map((modifier) => [modifier.label, modifier.value])).toEqual([
      ["Multiple actions", "−2 to the pool"],
      ["Multiple opponents (3)", "+2 difficulty"],
      ["Attack from the rear", "+2 to the pool"],
      ["Called shot: head", "+2 difficulty"],
    ]);
    expect(busy.roll?.difficulty).toBe(10);
    expect(busy.roll?.odds?.success).not.toBe(plain.roll?.odds?.success);
  });
});

describe("the chain under the default options (004: the attacker rolls first, the defence cancels successes)", () => {
  it("attack, the defender's block, damage, soak and the result, each pressed by its owner", async () => {
    const c = await table();
    const message = await attack(players.david, c.david, "Punch", c.tokens.alistair, {}, [8, 8, 8, 2, 2, 2]);
    expect(chainOf(message).history).toEqual(["attackRoll"]);
    await press(players.alistair, message, { step: "defenceChoice", defence: { kind: "block", opponents: 1 } }, [9, 2, 2, 2, 2, 2]);
    const blocked = chainOf(message);
    expect(blocked.hit).toEqual({ attack: 3, cancelled: 1, net: 2, automatic: false });
    await press(players.david, message, { step: "damageRoll" }, [9, 9, 9, 2]);
    await press(players.alistair, message, { step: "soakRoll" }, [9, 2]);
    const done = chainOf(message);
    expect(done.outcome).toBe("damaged");
    expect(c.alistair.system.stats.health).toEqual({ bashing: 2, lethal: 0, aggravated: 0 });
    // 2 levels ≥ Stamina 2: stunned until the end of the next turn (004 Stun); the status is on the actor.
    expect(c.alistair.system.stats.statuses).toEqual([{ id: "stunned", sinceRound: 0, expiresAfterRound: 1 }]);
    expect(c.alistair.statuses.has("stunned")).toBe(true);
    actAs(players.michael);
    const card = chainCardContextOf(message);
    expect(card.outcome?.label).toBe("Damage taken");
    expect(card.result?.woundLevel).toBe("Hurt, wound penalty −1 die");
    expect(card.result?.statuses).toEqual(["Stunned until the end of next turn; no actions; attacks against them −2 difficulty"]);
    // The block's choice and its roll read as one line.
    expect(card.steps.map((step) => step.step)).toEqual(["attackRoll", "defenceRoll", "damageRoll", "soakRoll"]);
    expect(writes("Actor", "update").map((write) => write.ids[0])).toEqual([c.alistair.id]);
  });

  it("a miss and a botch end the chain with a clear card and write nothing to the target", async () => {
    const c = await table();
    const miss = await attack(players.david, c.david, "Punch", c.tokens.alistair, {}, [2, 3, 4, 5, 2, 3]);
    expect(chainOf(miss).outcome).toBe("miss");
    const botch = await attack(players.david, c.david, "Punch", c.tokens.alistair, {}, [1, 3, 4, 5, 2, 3]);
    expect(chainOf(botch).outcome).toBe("botch");
    actAs(players.alistair);
    expect(chainCardContextOf(botch).outcome?.label).toBe("Botch: the Storyteller decides what goes wrong");
    expect(chainCardContextOf(botch).pending).toBeNull();
    expect(writes("Actor")).toEqual([]);
  });

  it("a defence that cancels every success ends the chain as defended", async () => {
    const c = await table();
    const message = await attack(players.david, c.david, "Punch", c.tokens.alistair, {}, [8, 2, 2, 2, 2, 2]);
    await press(players.alistair, message, { step: "defenceChoice", defence: { kind: "dodge", opponents: 1 } }, [9, 2, 2, 2, 2]);
    expect(chainOf(message).outcome).toBe("defended");
    expect(writes("Actor")).toEqual([]);
  });
});

describe("world settings", () => {
  it("automatic soak: the Storyteller's client rolls the defender's soak as soon as the damage is in", async () => {
    const c = await table();
    await standIn.settings.set("storyteller-combat", "classic.autoDefenderRolls", true);
    try {
      const message = await attack(players.david, c.david, "Punch", c.tokens.alistair, {}, [8, 8, 2, 2, 2, 2]);
      await press(players.alistair, message, { step: "defenceChoice", defence: { kind: "none", opponents: 1 } });
      standIn.database.requestWrites.length = 0;
      await press(players.david, message, { step: "damageRoll" }, [8, 8, 2, 2, 2, 2]);
      expect(chainOf(message).outcome).toBe("damaged");
      expect(sentRequests().map((request) => [request.from, (request.payload as { step: string }).step])).toEqual([[players.david.id, "damageRoll"]]); // the soak follows on the Storyteller's client, with no request of its own
      expect(c.alistair.system.stats.health.bashing).toBe(2);
    } finally {
      await standIn.settings.set("storyteller-combat", "classic.autoDefenderRolls", false);
    }
  });

  it("approval: the result waits for the Storyteller; players cannot apply it", async () => {
    const c = await table();
    await standIn.settings.set("storyteller-combat", "classic.approveApplication", true);
    try {
      const message = await attack(players.david, c.david, "Punch", c.tokens.alistair, {}, [8, 8, 2, 2, 2, 2]);
      await press(players.alistair, message, { step: "defenceChoice", defence: { kind: "none", opponents: 1 } });
      await press(players.david, message, { step: "damageRoll" }, [8, 8, 2, 2]);
      await press(players.alistair, message, { step: "soakRoll" }, [2, 2]);
      expect(chainOf(message).next).toBe("apply");
      actAs(players.alistair);
      expect(chainCardContextOf(message).pending?.waiting).toBe("Waiting for the Storyteller to approve the result.");
      expect(await press(players.alistair, message, { step: "apply" })).toMatchObject({ ok: false, key: "STC.Classic.Chain.Error.NotYours" });
      expect(writes("Actor")).toEqual([]);
      actAs(gm);
      expect(chainCardContextOf(message).pending?.buttons.map((button) => button.label)).toEqual(["Apply the result"]);
      expect(await press(gm, message, { step: "apply" })).toEqual({ ok: true, value: null });
      expect(c.alistair.system.stats.health.bashing).toBe(2);
    } finally {
      await standIn.settings.set("storyteller-combat", "classic.approveApplication", false);
    }
  });
});

describe("with no Storyteller online", () => {
  it("the card says the step waits, pressing it says so and changes nothing, and it works once one joins", async () => {
    const c = await table();
    const message = await attack(players.david, c.david, "Punch", c.tokens.alistair, {}, [8, 8, 2, 2, 2, 2]);
    gm.active = false;
    actAs(players.alistair);
    expect(chainCardContextOf(message).pending?.notes).toEqual([
      "No Storyteller is logged in: this step waits for one. Press the button again once a Storyteller has joined.",
    ]);
    standIn.database.reset();
    expect(await press(players.alistair, message, { step: "defenceChoice", defence: { kind: "none", opponents: 1 } })).toMatchObject({ ok: false, key: "STC.Error.NoActiveGm" });
    expect(lastWarning()).toContain("No Storyteller is logged in");
    expect(standIn.database.writes).toEqual([]);
    gm.active = true;
    expect(chainCardContextOf(message).pending?.notes).toEqual([]);
    expect(await press(players.alistair, message, { step: "defenceChoice", defence: { kind: "none", opponents: 1 } })).toEqual({ ok: true, value: null });
    expect(chainOf(message).next).toBe("damageRoll");
  });
});

describe("undo", () => {
  async function hitAlistair(c: Awaited<ReturnType<typeof table>>, dice: number[] = [8, 8, 2, 2]) {
    const message = await attack(players.david, c.david, "Punch", c.tokens.alistair, {}, [8, 8, 2, 2, 2, 2]);
    await press(players.alistair, message, { step: "defenceChoice", defence: { kind: "none", opponents: 1 } });
    await press(players.david, message, { step: "damageRoll" }, dice);
    await press(players.alistair, message, { step: "soakRoll" }, [2, 2]);
    return message;
  }

  it("puts the target's health and statuses back exactly, and only the Storyteller may", async () => {
    const c = await table();
    actAs(gm);
    await c.alistair.update({ "system.health.lethal": 1 });
    const before = structuredClone(c.alistair.system.stats);
    const message = await hitAlistair(c);
    expect(c.alistair.system.stats.statuses.map((status) => status.id)).toEqual(["stunned"]);
    actAs(players.alistair);
    expect(chainCardContextOf(message).buttons).toEqual([]);
    expect(await undoChain(message)).toMatchObject({ ok: false, key: "STC.Classic.Chain.Error.StorytellerOnly" });
    actAs(gm);
    expect(chainCardContextOf(message).buttons.map((button) => button.action)).toEqual(["chainUndo"]);
    expect(await undoChain(message)).toEqual({ ok: true, value: null });
    expect(c.alistair.system.stats.health).toEqual(before.health);
    expect(c.alistair.system.stats.statuses).toEqual(before.statuses);
    expect(c.alistair.effects.size).toBe(0);
    expect(chainCardContextOf(message).undone).toBe(true);
    expect(chainCardContextOf(message).buttons).toEqual([]);
    expect(await undoChain(message)).toMatchObject({ ok: false, key: "STC.Classic.Chain.Error.Undone" });
  });

  it("is refused when a later attack changed the target since, so that attack is not lost", async () => {
    const c = await table();
    const first = await hitAlistair(c);
    await hitAlistair(c, [8, 8, 2, 2]);
    const health = { ...c.alistair.system.stats.health };
    actAs(gm);
    expect(await undoChain(first)).toMatchObject({ ok: false, key: "STC.Classic.Chain.Error.TargetChanged" });
    expect(c.alistair.system.stats.health).toEqual(health);
  });
});

describe("hooks for other modules", () => {
  it("preAttackStep may cancel a step; attackStep reports each step written", async () => {
    const c = await table();
    const seen: string[] = [];
    const after = (_message: unknown, info: { step: string }) => void seen.push(info.step);
    const veto = (_message: unknown, info: { step: string }) => (info.step === "damageRoll" ? false : undefined);
    standIn.hooks.on("storyteller-combat.attackStep", after as never);
    standIn.hooks.on("storyteller-combat.preAttackStep", veto as never);
    try {
      const message = await attack(players.david, c.david, "Punch", c.tokens.alistair, {}, [8, 8, 2, 2, 2, 2]);
      await press(players.alistair, message, { step: "defenceChoice", defence: { kind: "none", opponents: 1 } });
      expect(await press(players.david, message, { step: "damageRoll" }, [8, 8, 2, 2])).toMatchObject({ ok: false, key: "STC.Classic.Chain.Error.Cancelled" });
      expect(chainOf(message).next).toBe("damageRoll");
      expect(seen).toEqual(["begin", "attackRoll", "defenceChoice"]);
    } finally {
      standIn.hooks.off("storyteller-combat.attackStep", after as never);
      standIn.hooks.off("storyteller-combat.preAttackStep", veto as never);
      standIn.dice.reset();
    }
  });

  it("preAttack may change the situation before anything is posted, or cancel", async () => {
    const c = await table();
    const flank = (input: { situation: { position?: string } }) => void (input.situation.position = "flank");
    standIn.hooks.on("storyteller-combat.preAttack", flank as never);
    try {
      const message = await attack(players.david, c.david, "Punch", c.tokens.alistair, {}, [8, 8, 2, 2, 2, 2, 2]);
      expect(chainOf(message).plan.roll.modifiers.map((modifier) => modifier.id)).toContain("flank");
    } finally {
      standIn.hooks.off("storyteller-combat.preAttack", flank as never);
    }
    expect(standInGame.messages).toHaveLength(1);
  });
});
