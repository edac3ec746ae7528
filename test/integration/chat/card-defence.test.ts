import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { requestAdvance } from "../../../src/rulesets/classic/requests/advance";
import { requestDeclare } from "../../../src/rulesets/classic/requests/declare";
import { installRoundBridge } from "../../../src/rulesets/classic/round/combat-bridge";
import { chainCardContextOf } from "../../../src/rulesets/classic/chat/render";
import { messageCardOf } from "../../../src/chat/cards";
import { actAs, gm, player, standIn } from "../stand-in/install";
import { combatantOf, resetStandIn, seedCombatants, type SystemActor, type SystemCombat } from "../combat/fixtures";
import { attack, chainOf, press } from "./attack";
import { character, maneuverItem, placeToken, players, resetTable, setUpChain, weaponItem } from "./fixtures";

/**
 * The defence step of the chain card against the real round (the tracker's Combat and its bridge): the
 * opponents come from the round's declarations (000 §2.3), counted again by the Storyteller's client; the
 * defence the character declared is offered first and taken with one press; a Willpower point on the roll is
 * one a turn. The round is 000 §2.11's, with its options.
 */
type Key = "A" | "T" | "G" | "D" | "M";

beforeAll(setUpChain);

async function declaredRound(davidsDodge: { willpower?: boolean } = {}): Promise<{ combat: SystemCombat; actors: Record<Key, SystemActor> }> {
  resetStandIn();
  installRoundBridge();
  await standIn.settings.set("storyteller-combat", "classic.defenceMode", "removeDice");
  await standIn.settings.set("storyteller-combat", "classic.halfLevelDamage", true);
  await standIn.settings.set("storyteller-combat", "classic.dodgeAbility", "dodge");
  // The Storyteller presses the Storyteller's characters' soak and resistance here, with their Willpower.
  await standIn.settings.set("storyteller-combat", "classic.storytellerRollsItself", false);
  const { combat, actors } = await seedCombatants();
  for (const actor of [actors.D, actors.A]) await actor.createEmbeddedDocuments("Item", [maneuverItem("vtmKick", "Kick"), maneuverItem("vtmPunch", "Punch"), maneuverItem("w20LowBlow", "Low blow")]);
  const id = (key: Key) => combatantOf(combat, actors[key]);
  standIn.dice.script([6, 5, 5, 9, 2]);
  await combat.startCombat();
  const declare = async (key: Key, actions: unknown[], willpowerSpent = 0) => {
    actAs(["A", "T", "G"].includes(key) ? player : gm);
    expect(await requestDeclare(combat, id(key), { actions, ...(willpowerSpent ? { willpowerSpent } : {}) }), key).toEqual({ ok: true, value: null });
  };
  // 000 §2.11: Michael and David attack Alistair; Alistair and Tony attack David, who declared two dodges.
  await declare("M", [{ kind: "defence", defence: "parry", pool: 5 }, { kind: "attack", targetId: id("A"), pool: 5 }]);
  await declare("G", [{ kind: "attack", targetId: id("M"), pool: 2 }]);
  await declare("T", [{ kind: "defence", defence: "dodge", pool: 6 }, { kind: "attack", targetId: id("D"), pool: 5 }]);
  await declare("A", [{ kind: "attack", targetId: id("D"), pool: 6 }]);
  const point = davidsDodge.willpower === true;
  await declare("D", [{ kind: "attack", targetId: id("A"), pool: 7 }, { kind: "defence", defence: "dodge", pool: 6, ...(point ? { willpower: true } : {}) }, { kind: "defence", defence: "dodge", pool: 6 }], point ? 1 : 0);
  actAs(gm);
  return { combat, actors };
}

/** The round moves past David's kick to Alistair's turn; Alistair punches David, whose card now asks for his defence. */
async function alistairPunchesDavid(combat: SystemCombat, actors: Record<Key, SystemActor>) {
  actAs(gm);
  expect(await requestAdvance(combat, combat.roundState?.queue[0]?.key ?? null)).toEqual({ ok: true, value: null });
  expect(combat.combatant?.name).toBe("Alistair");
  return attack(player, actors.A, "Punch", placeToken(actors.D), { opponents: 2 });
}

describe("the defence step against a running round (000 §2.3, §2.5, §2.11)", () => {
  it("000 §2.3: the opponents are the round's (David faces Alistair and Tony), shown on the card and used by the roll", async () => {
    const { combat, actors } = await declaredRound();
    const kick = await attack(gm, actors.D, "Kick", placeToken(actors.A), { opponents: 2 });
    actAs(player);
    // Alistair faces the two who declared attacks on him, David and Michael, whatever a field would have said.
    expect(chainCardContextOf(kick).pending?.opponents).toBe("Alistair faces 2 opponents this turn");
    expect(chainCardContextOf(kick).pending?.defences?.find((option) => option.kind === "dodge")?.buttons.map((button) => button.opponents)).toEqual(["2", "2"]);
    const punch = await alistairPunchesDavid(combat, actors);
    actAs(gm);
    const card = chainCardContextOf(punch);
    expect(card.pending?.opponents).toBe("David faces 2 opponents this turn");
    // David's second action, a declared dodge: Dexterity 3 + Dodge 3, −4 as the second of three actions (000 §2.2),
    // difficulty 6 + 1 for the second opponent.
    expect(card.pending?.defences?.[0]?.detail).toMatch(/^2 dice at 7: stops the hit \d+\.\d%(, lessens it \d+\.\d%)?$/);
    expect(await press(gm, punch, { step: "defenceChoice", defence: { kind: "dodge", opponents: 2 } }, [8, 1])).toEqual({ ok: true, value: null });
    const dodge = chainOf(punch).defence?.roll;
    expect(dodge?.difficulty).toBe(7);
    expect(dodge?.modifiers.find((modifier) => modifier.id === "multipleOpponents")).toEqual({ id: "multipleOpponents", difficulty: 1, data: { opponents: 2 } });
  });

  it("a forged count is refused: the Storyteller's client counts the opponents again, and nothing is spent or written", async () => {
    const { combat, actors } = await declaredRound();
    const punch = await alistairPunchesDavid(combat, actors);
    const spentBefore = JSON.stringify(combat.roundState);
    standIn.database.reset();
    // David's owner claims he faces one opponent, for an easier dodge.
    const forged = await press(gm, punch, { step: "defenceChoice", defence: { kind: "dodge", opponents: 1 } }, [8, 8]);
    expect(forged).toMatchObject({ ok: false, key: "STC.Classic.Chain.Error.OpponentsChanged", data: { count: 2, sent: 1 } });
    expect(punch.system.chainAnswers).toEqual([]);
    expect(JSON.stringify(combat.roundState)).toBe(spentBefore);
    expect(standIn.database.writes).toEqual([]);
  });

  it("the declared defence is offered first and taken with one press; an undeclared one shows the abort's cost and cap", async () => {
    const { combat, actors } = await declaredRound();
    const kick = await attack(gm, actors.D, "Kick", placeToken(actors.A), { opponents: 2 });
    actAs(player);
    // Alistair declared no defence: every one is an abort, paid with a Willpower roll or point, capped by his punch's 6 dice.
    const aborts = chainCardContextOf(kick).pending?.defences ?? [];
    expect(aborts.map((option) => [option.kind, option.declared, option.buttons.map((button) => button.payment)])).toEqual([
      ["dodge", false, ["willpowerRoll", "willpowerPoint"]],
      ["block", false, ["willpowerRoll", "willpowerPoint"]],
      ["parry", false, [undefined]],
    ]);
    expect(aborts[0]?.cost).toBe("Not declared: an abort costs Willpower and the rest of the turn, at most 6 dice");
    expect(aborts[2]?.reason).toBe("A parry needs a melee weapon in hand");
    const punch = await alistairPunchesDavid(combat, actors);
    actAs(gm);
    const options = chainCardContextOf(punch).pending?.defences ?? [];
    // David declared two dodges: the dodge comes first, one button, no payment; block and parry would be aborts.
    expect(options.map((option) => [option.kind, option.declared])).toEqual([
      ["dodge", true],
      ["block", false],
      ["parry", false],
    ]);
    const first = options[0]?.buttons ?? [];
    expect(first.map((button) => [button.defence, button.payment, button.primary])).toEqual([["dodge", undefined, true]]);
    expect(first[0]?.detail).toMatch(/^Declared, −4 dice · 2 dice at 7/);
    expect(chainCardContextOf(punch).pending?.buttons[0]).toEqual(first[0]);
    const combatWrites = standIn.database.writesTo("Combat").length;
    expect(await press(gm, punch, { step: "defenceChoice", defence: { kind: "dodge", opponents: Number(first[0]?.opponents) } }, [8, 1])).toEqual({ ok: true, value: null });
    expect(standIn.database.writesTo("Combat").length).toBe(combatWrites + 1);
    expect(punch.system.chainAnswers[0]).toMatchObject({ step: "defenceChoice", cost: { offer: "declared", granted: true } });
    expect(chainOf(punch).history).toEqual(["defenceChoice", "defenceRoll"]);
  });

  it("V20 core Willpower: one point buys the defence an automatic success; a second point in the same turn is refused", async () => {
    const { combat, actors } = await declaredRound();
    const punch = await alistairPunchesDavid(combat, actors);
    actAs(gm);
    expect(chainCardContextOf(punch).pending?.willpower).toEqual({ label: "Spend 1 Willpower: +1 automatic success (5 left)", disabled: false, reason: "" });
    expect(await press(gm, punch, { step: "defenceChoice", defence: { kind: "dodge", opponents: 2, willpower: true } }, [8, 1])).toEqual({ ok: true, value: null });
    expect(actors.D.system.stats.willpower.current).toBe(4);
    const chain = chainOf(punch);
    expect(chain.defence?.roll.willpower).toBe(true);
    // Faces 8 and 1 cancel each other; the point's success stands (no 1 cancels it): one die taken from the punch.
    expect(chain.defence?.result.net).toBe(1);
    expect(chain.removedDice).toBe(1);

    // Later in the same turn Tony punches David; David's second dodge may not take another point.
    actAs(player);
    await press(player, punch, { step: "attackRoll" }, [5, 2, 7, 7, 9]);
    actAs(gm);
    // Gordon and Michael act in between; Tony's punch is his second action, in the second pass (000 §2.11).
    for (let turns = 0; turns < 6 && combat.combatant?.name !== "Tony"; turns += 1) {
      expect(await requestAdvance(combat, combat.roundState?.queue[0]?.key ?? null)).toEqual({ ok: true, value: null });
    }
    expect(combat.combatant?.name).toBe("Tony");
    const tony = await attack(player, actors.T, null, placeToken(actors.D), { opponents: 2 });
    actAs(gm);
    expect(chainCardContextOf(tony).pending?.willpower).toEqual({
      label: "Spend 1 Willpower: +1 automatic success (4 left)",
      disabled: true,
      reason: "David has already spent a Willpower point this turn: one a turn.",
    });
    standIn.database.reset();
    const second = await press(gm, tony, { step: "defenceChoice", defence: { kind: "dodge", opponents: 2, willpower: true } }, [8]);
    expect(second).toMatchObject({ ok: false, key: "STC.Classic.Chain.Card.WillpowerRefused.spentThisTurn" });
    expect(actors.D.system.stats.willpower.current).toBe(4);
    expect(tony.system.chainAnswers).toEqual([]);
    expect(standIn.database.writes).toEqual([]);
  });

  it("V20 core Willpower: once the turn's point is spent, the card offers no abort paid with a point, says why, and a forged press is refused", async () => {
    const { combat, actors } = await declaredRound();
    const punch = await alistairPunchesDavid(combat, actors);
    actAs(gm);
    const fresh = chainCardContextOf(punch).pending?.defences?.find((option) => option.kind === "block");
    expect(fresh?.buttons.map((button) => [button.payment, button.disabled])).toEqual([
      ["willpowerRoll", false],
      ["willpowerPoint", false],
    ]);
    expect(fresh?.pointReason).toBe("");
    // David takes his turn's point on his declared dodge against Alistair's punch.
    expect(await press(gm, punch, { step: "defenceChoice", defence: { kind: "dodge", opponents: 2, willpower: true } }, [8, 1])).toEqual({ ok: true, value: null });
    actAs(player);
    await press(player, punch, { step: "attackRoll" }, [5, 2, 7, 7, 9]);
    actAs(gm);
    for (let turns = 0; turns < 6 && combat.combatant?.name !== "Tony"; turns += 1) {
      expect(await requestAdvance(combat, combat.roundState?.queue[0]?.key ?? null)).toEqual({ ok: true, value: null });
    }
    const tony = await attack(player, actors.T, null, placeToken(actors.D), { opponents: 2 });
    actAs(gm);
    const block = chainCardContextOf(tony).pending?.defences?.find((option) => option.kind === "block");
    const reason = "David has already spent a Willpower point this turn: one a turn.";
    expect(block?.buttons.map((button) => [button.payment, button.disabled, button.hint])).toEqual([
      ["willpowerRoll", false, ""],
      ["willpowerPoint", true, reason],
    ]);
    expect(block?.pointReason).toBe(reason);
    // The card draws the point's button disabled and says why beside it.
    const drawn = (await messageCardOf(tony as never))?.html ?? "";
    const blockItem = /<li class="stc-defence-option" data-defence="block">[\s\S]*?<\/li>/.exec(drawn)?.[0] ?? "";
    expect(blockItem).toMatch(/data-payment="willpowerPoint"[^>]*\sdisabled>/);
    expect(blockItem).not.toMatch(/data-payment="willpowerRoll"[^>]*\sdisabled>/);
    expect(blockItem).toContain(`<p class="stc-defence-reason">${reason}</p>`);
    // The point was spent on a card, not in the round: the Storyteller's client counts the cards too.
    const roundBefore = JSON.stringify(combat.roundState);
    standIn.database.reset();
    const forged = await press(gm, tony, { step: "defenceChoice", defence: { kind: "block", opponents: 2 }, payment: "willpowerPoint" }, [8]);
    expect(forged).toMatchObject({ ok: false, key: "STC.Classic.Chain.Card.WillpowerRefused.spentThisTurn" });
    expect(actors.D.system.stats.willpower.current).toBe(4);
    expect(JSON.stringify(combat.roundState)).toBe(roundBefore);
    expect(standIn.database.writes).toEqual([]);
  });

  it("V20 core Willpower: the point declared for David's first dodge is shown taken, used once without spending again, and a second is refused", async () => {
    const { combat, actors } = await declaredRound({ willpower: true });
    // The declaration paid the point.
    expect(actors.D.system.stats.willpower.current).toBe(4);
    const punch = await alistairPunchesDavid(combat, actors);
    actAs(gm);
    expect(chainCardContextOf(punch).pending?.willpower).toEqual({ label: "Willpower point declared for this defense (Dodge): +1 automatic success", disabled: true, checked: true, reason: "" });
    // The card sends no toggle for a disabled box; the Storyteller's client applies the declared point itself, and a
    // request that asks for a point as well (a stale card, or a forged one) spends no second.
    expect(await press(gm, punch, { step: "defenceChoice", defence: { kind: "dodge", opponents: 2, willpower: true } }, [8, 1])).toEqual({ ok: true, value: null });
    expect(actors.D.system.stats.willpower.current).toBe(4);
    const chain = chainOf(punch);
    expect(chain.defence?.roll.willpower).toBe(true);
    expect(chain.defence?.result.net).toBe(1);
    expect(punch.system.chainAnswers[0]?.cost?.willpowerTurn).toBeUndefined();

    actAs(player);
    await press(player, punch, { step: "attackRoll" }, [5, 2, 7, 7, 9]);
    actAs(gm);
    for (let turns = 0; turns < 6 && combat.combatant?.name !== "Tony"; turns += 1) {
      expect(await requestAdvance(combat, combat.roundState?.queue[0]?.key ?? null)).toEqual({ ok: true, value: null });
    }
    const tony = await attack(player, actors.T, null, placeToken(actors.D), { opponents: 2 });
    actAs(gm);
    // David's second dodge had no point declared; the turn's one is spent.
    expect(chainCardContextOf(tony).pending?.willpower).toEqual({
      label: "Spend 1 Willpower: +1 automatic success (4 left)",
      disabled: true,
      reason: "David has already spent a Willpower point this turn: one a turn.",
    });
    standIn.database.reset();
    const second = await press(gm, tony, { step: "defenceChoice", defence: { kind: "dodge", opponents: 2, willpower: true } }, [8]);
    expect(second).toMatchObject({ ok: false, key: "STC.Classic.Chain.Card.WillpowerRefused.spentThisTurn" });
    expect(actors.D.system.stats.willpower.current).toBe(4);
    expect(standIn.database.writes).toEqual([]);
    // Without the point his second dodge rolls as declared, no automatic success.
    expect(await press(gm, tony, { step: "defenceChoice", defence: { kind: "dodge", opponents: 2 } }, [8])).toEqual({ ok: true, value: null });
    expect(chainOf(tony).defence?.roll.willpower).not.toBe(true);
    expect(actors.D.system.stats.willpower.current).toBe(4);
  });

  it("V20 core Willpower: the Stamina roll against a low blow's stun may take the turn's point, once; the Storyteller's client counts it again", async () => {
    const { combat, actors } = await declaredRound();
    actAs(gm);
    expect(await requestAdvance(combat, combat.roundState?.queue[0]?.key ?? null)).toEqual({ ok: true, value: null });
    const blow = await attack(player, actors.A, "Low blow", placeToken(actors.D), { opponents: 2 });
    actAs(gm);
    expect(await press(gm, blow, { step: "defenceChoice", defence: { kind: "none" } })).toEqual({ ok: true, value: null });
    actAs(player);
    // Every die of the low blow hits; two dice of its damage do: one level (this table counts half levels), too few to stun David outright.
    for (const step of ["attackRoll", "damageRoll"] as const) {
      const pool = chainCardContextOf(blow).pending?.roll?.pool ?? 0;
      expect(await press(player, blow, { step }, Array.from({ length: pool }, (_, index) => (step === "attackRoll" || index < 2 ? 9 : 2)))).toEqual({ ok: true, value: null });
    }
    actAs(gm);
    if (chainOf(blow).next === "soakRoll") expect(await press(gm, blow, { step: "soakRoll" }, Array.from({ length: chainCardContextOf(blow).pending?.roll?.pool ?? 0 }, () => 2))).toEqual({ ok: true, value: null });
    expect(chainOf(blow).next).toBe("effectRoll");
    expect(chainCardContextOf(blow).pending?.willpower).toEqual({ label: "Spend 1 Willpower: +1 automatic success (5 left)", disabled: false, reason: "" });
    const drawn = (await messageCardOf(blow as never))?.html ?? "";
    expect(drawn).toContain('<input type="checkbox" name="willpower">');
    expect(drawn).toContain('data-step="effectRoll"');
    // A card Foundry will not save records no roll, and the point the roll took is given back.
    const update = vi.spyOn(blow, "update").mockResolvedValue(undefined);
    try {
      expect(await press(gm, blow, { step: "effectRoll", willpower: true }, [2, 2, 2])).toMatchObject({ ok: false, key: "STC.Classic.Chain.Error.NotWritten" });
    } finally {
      update.mockRestore();
    }
    expect(actors.D.system.stats.willpower.current).toBe(5);
    expect(chainOf(blow).next).toBe("effectRoll");
    expect(await press(gm, blow, { step: "effectRoll", willpower: true }, [2, 2, 2])).toEqual({ ok: true, value: null });
    expect(actors.D.system.stats.willpower.current).toBe(4);
    const effect = chainOf(blow).effectRoll;
    expect(effect?.roll.willpower).toBe(true);
    // Three failing faces; the point's success stands alone, and the Stamina roll succeeds.
    expect(effect?.result.net).toBe(1);
    expect(effect?.result.outcome).toBe("success");
    expect(blow.system.chainAnswers.find((answer) => answer.step === "effectRoll")).toMatchObject({ willpower: true, willpowerTurn: expect.stringMatching(/\./) });

    // Tony's punch later this turn: David's dodge may not take a second point, counted from the low blow's card.
    for (let turns = 0; turns < 6 && combat.combatant?.name !== "Tony"; turns += 1) {
      expect(await requestAdvance(combat, combat.roundState?.queue[0]?.key ?? null)).toEqual({ ok: true, value: null });
    }
    const tony = await attack(player, actors.T, null, placeToken(actors.D), { opponents: 2 });
    actAs(gm);
    expect(chainCardContextOf(tony).pending?.willpower?.disabled).toBe(true);
    expect(await press(gm, tony, { step: "defenceChoice", defence: { kind: "dodge", opponents: 2, willpower: true } }, [8])).toMatchObject({ ok: false, key: "STC.Classic.Chain.Card.WillpowerRefused.spentThisTurn" });
    expect(actors.D.system.stats.willpower.current).toBe(4);
  });

  it("V20 core Willpower: once the turn's point is spent on the dodge, the effect roll's toggle is shown disabled with the reason, and a forged point is refused", async () => {
    const { combat, actors } = await declaredRound();
    actAs(gm);
    expect(await requestAdvance(combat, combat.roundState?.queue[0]?.key ?? null)).toEqual({ ok: true, value: null });
    const blow = await attack(player, actors.A, "Low blow", placeToken(actors.D), { opponents: 2 });
    actAs(gm);
    expect(await press(gm, blow, { step: "defenceChoice", defence: { kind: "dodge", opponents: 2, willpower: true } }, [2, 2])).toEqual({ ok: true, value: null });
    expect(actors.D.system.stats.willpower.current).toBe(4);
    actAs(player);
    // Every die of the low blow hits; two dice of its damage do: one level (this table counts half levels), too few to stun David outright.
    for (const step of ["attackRoll", "damageRoll"] as const) {
      const pool = chainCardContextOf(blow).pending?.roll?.pool ?? 0;
      expect(await press(player, blow, { step }, Array.from({ length: pool }, (_, index) => (step === "attackRoll" || index < 2 ? 9 : 2)))).toEqual({ ok: true, value: null });
    }
    actAs(gm);
    if (chainOf(blow).next === "soakRoll") expect(await press(gm, blow, { step: "soakRoll" }, Array.from({ length: chainCardContextOf(blow).pending?.roll?.pool ?? 0 }, () => 2))).toEqual({ ok: true, value: null });
    expect(chainOf(blow).next).toBe("effectRoll");
    expect(chainCardContextOf(blow).pending?.willpower).toEqual({
      label: "Spend 1 Willpower: +1 automatic success (4 left)",
      disabled: true,
      reason: "David has already spent a Willpower point this turn: one a turn.",
    });
    standIn.database.reset();
    const seen = blow.system.chainAnswers.length;
    expect(await press(gm, blow, { step: "effectRoll", willpower: true }, [2, 2, 2])).toMatchObject({ ok: false, key: "STC.Classic.Chain.Card.WillpowerRefused.spentThisTurn" });
    expect(actors.D.system.stats.willpower.current).toBe(4);
    expect(blow.system.chainAnswers).toHaveLength(seen);
    expect(standIn.database.writes).toEqual([]);
  });
});

/** The default options (004: the attacker rolls first, the defence cancels successes), as a new world has them. */
async function defaultOptions(): Promise<void> {
  resetTable();
  await standIn.settings.set("storyteller-combat", "classic.defenceMode", "subtractSuccesses");
  await standIn.settings.set("storyteller-combat", "classic.halfLevelDamage", false);
  await standIn.settings.set("storyteller-combat", "classic.dodgeAbility", "athletics");
}

describe("the defence step outside a round", () => {
  beforeEach(defaultOptions);

  it("V20 core: a Willpower point needs one left: with none, the toggle says why and a press is refused", async () => {
    const david = await character("David", players.david, { attributes: { strength: 3, dexterity: 3 }, abilities: { brawl: 3 } }, [maneuverItem("w20Punch", "Punch")]);
    const alistair = await character("Alistair", players.alistair, { attributes: { dexterity: 3, stamina: 2 }, abilities: { athletics: 2 }, willpower: 1 });
    const message = await attack(players.david, david, "Punch", placeToken(alistair), {}, [8, 8, 2, 2, 2, 2]);
    actAs(players.alistair);
    expect(chainCardContextOf(message).pending?.willpower?.disabled).toBe(false);
    expect(await press(players.alistair, message, { step: "defenceChoice", defence: { kind: "dodge", willpower: true } }, [2, 2, 2, 2, 2])).toEqual({ ok: true, value: null });
    expect(alistair.system.stats.willpower.current).toBe(0);
    // No die succeeded: the point's success alone cancels one of the attack's two.
    expect(chainOf(message).hit).toMatchObject({ attack: 2, cancelled: 1, net: 1 });

    const again = await attack(players.david, david, "Punch", placeToken(alistair), {}, [8, 8, 2, 2, 2, 2]);
    actAs(players.alistair);
    expect(chainCardContextOf(again).pending?.willpower).toMatchObject({ disabled: true, reason: "Alistair has no Willpower left to spend." });
    expect(await press(players.alistair, again, { step: "defenceChoice", defence: { kind: "dodge", willpower: true } }, [9])).toMatchObject({ ok: false, key: "STC.Classic.Chain.Card.WillpowerRefused.noneLeft" });
    expect(again.system.chainAnswers.map((answer) => answer.step)).toEqual(["attackRoll"]);
  });
});

describe("the soak step on the card", () => {
  beforeEach(defaultOptions);

  it("a soak still to roll says nothing of dice it lacks; damage with no soak dice says so once, where the soak would be", async () => {
    const knife = weaponItem("Knife", { identifier: "knife", kind: "melee", damage: { attribute: "strength", bonus: 1, type: "lethal" }, concealment: "jacket" });
    const david = await character("David", players.david, { attributes: { strength: 3, dexterity: 3 }, abilities: { brawl: 3, melee: 3 } }, [maneuverItem("w20Punch", "Punch"), knife]);
    const alistair = await character("Alistair", players.alistair, { attributes: { dexterity: 2, stamina: 2 } });
    const punch = await attack(players.david, david, "Punch", placeToken(alistair), {}, [8, 2, 2, 2, 2, 2]);
    await press(players.alistair, punch, { step: "defenceChoice", defence: { kind: "none" } });
    await press(players.david, punch, { step: "damageRoll" }, [8, 8, 2]);
    actAs(players.alistair);
    const pending = chainCardContextOf(punch);
    expect(pending.pending?.step).toBe("soakRoll");
    expect(pending.steps.map((step) => step.summary)).toEqual(["David attacks: 6 dice at 6 → 1 success", "Alistair takes the attack undefended", "Bashing damage: 3 dice at 6 → 2 successes"]);

    // A mortal soaks lethal damage with armour alone (000 §4): with none, the soak is passed over and said once.
    const stab = await attack(players.david, david, "Knife", placeToken(alistair), {}, [8, 2, 2, 2, 2, 2]);
    await press(players.alistair, stab, { step: "defenceChoice", defence: { kind: "none" } });
    await press(players.david, stab, { step: "damageRoll" }, [8, 8, 2, 2]);
    const card = chainCardContextOf(stab);
    expect(card.steps.filter((step) => step.step === "soakRoll").map((step) => step.summary)).toEqual(["Alistair has no dice to soak with"]);
    expect(card.result?.damage).toBe("Lethal damage: 2 health levels");
  });
});
