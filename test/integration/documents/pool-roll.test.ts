import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { StorytellerActorData } from "../../../src/rulesets/classic/data/actor/base";
import { PoolRoll } from "../../../src/rulesets/classic/dice/pool-roll";
import { rollTraitPool } from "../../../src/rulesets/classic/dice/roll-trait";
import { readPool } from "../../../src/rulesets/classic/rules/dice/pool";
import { StandInActor } from "../stand-in/actor";
import { StandInChatMessage } from "../stand-in/chat-message";
import { actAs, gm, player, standIn, standInConfig, standInGame } from "../stand-in/install";
import { StandInRoll } from "../stand-in/roll";
import { initSystem } from "./setup";

beforeAll(initSystem);
beforeEach(() => {
  standIn.database.reset();
  standIn.dice.reset();
  standIn.notifications.clear();
  standInGame.messages.length = 0;
  actAs(gm);
});

type SystemActor = StandInActor & { system: StorytellerActorData };
async function brawler(extra: Record<string, unknown> = {}): Promise<SystemActor> {
  return (await StandInActor.create({
    name: "Alistair",
    type: "character",
    ownership: { default: 0, [player.id]: 3 },
    system: { attributes: { dexterity: { value: 3 } }, abilities: { brawl: { value: 3, specialty: "Boxing" } }, willpower: { permanent: 4, current: 2 }, ...extra },
  })) as SystemActor;
}

function parseCard(html: string) {
  const dice = [...html.matchAll(/data-face="(\d+)" data-status="(\w+)"/g)].map((match) => ({ face: Number(match[1]), status: match[2] }));
  const net = /class="stc-net"[^>]*>(\d+)</.exec(html)?.[1];
  const outcome = /data-outcome="(\w+)"/.exec(html)?.[1];
  return { dice, net: Number(net), outcome };
}

describe("the pool Roll", () => {
  it("is pushed onto CONFIG.Dice.rolls after Foundry's own Roll", () => {
    expect(standInConfig.Dice.rolls[0]).toBe(StandInRoll);
    expect(standInConfig.Dice.rolls).toContain(PoolRoll);
  });

  it.each([
    { name: "000 §2.11 punch", faces: [5, 2, 7, 7, 9, 2], spec: { pool: 6, difficulty: 7, kind: "action" as const } },
    { name: "a 1 cancels", faces: [10, 1, 6, 3], spec: { pool: 4, difficulty: 6, kind: "action" as const, doubleTens: true } },
    { name: "botch", faces: [1, 4, 3], spec: { pool: 3, difficulty: 6, kind: "action" as const } },
    { name: "Willpower saves a botch", faces: [1, 4, 3], spec: { pool: 3, difficulty: 6, kind: "action" as const, willpower: true } },
  ])("its card shows the dice core's reading of scripted faces: $name", async ({ faces, spec }) => {
    standIn.dice.script(faces);
    const roll = PoolRoll.fromSpec(spec, "Dexterity + Brawl");
    await roll.evaluate();
    const expected = readPool(faces, spec);
    expect(roll.faces).toEqual(faces);
    expect(roll.total).toBe(expected.net);
    const card = parseCard(await roll.render());
    expect(card.dice).toEqual(expected.dice.map((die) => ({ face: die.face, status: die.status })));
    expect(card.net).toBe(expected.net);
    expect(card.outcome).toBe(expected.outcome);
  });

  it("survives being stored and read back as its own class", async () => {
    standIn.dice.script([8, 8, 1]);
    const roll = PoolRoll.fromSpec({ pool: 3, difficulty: 6, kind: "action" }, "Wits");
    await roll.evaluate();
    const copy = StandInRoll.fromData(JSON.parse(JSON.stringify(roll.toJSON())) as Record<string, unknown>);
    expect(copy).toBeInstanceOf(PoolRoll);
    expect((copy as unknown as PoolRoll).poolResult).toEqual(roll.poolResult);
  });

  it("refuses a bad pool before any die is made", () => {
    expect(() => PoolRoll.fromSpec({ pool: -1, difficulty: 6, kind: "action" }, "x")).toThrow(/negative/);
  });
});

describe("rolling from the sheet", () => {
  const values = { first: "dexterity" as const, second: "brawl" as const, difficulty: "6", extraDice: "0", specialty: false, willpower: false };

  it("posts one chat message whose card matches the dice core", async () => {
    const actor = await brawler();
    standIn.database.reset();
    standIn.dice.script([6, 7, 1, 2, 10, 3]);
    const roll = await rollTraitPool(actor as never, values, "publicroll", StandInChatMessage.getSpeaker({ actor }));
    expect(roll?.poolResult.pool).toBe(6);
    expect(standIn.database.writesTo("ChatMessage")).toHaveLength(1);
    expect(standIn.database.writesTo("Actor")).toHaveLength(0);
    const [message] = standInGame.messages;
    expect(message?.speaker).toMatchObject({ actor: actor.id, alias: "Alistair" });
    const [html] = (await message?.renderRolls(player)) ?? [];
    const expected = readPool([6, 7, 1, 2, 10, 3], { pool: 6, difficulty: 6, kind: "action" });
    expect(parseCard(html ?? "").dice.map((die) => die.status)).toEqual(expected.dice.map((die) => die.status));
    expect(parseCard(html ?? "").net).toBe(2);
  });

  it("applies the wound penalty, specialty 10s and Willpower, and takes the Willpower point in one update", async () => {
    const actor = await brawler({ health: { bashing: 2 } });
    standIn.database.reset();
    standIn.dice.script([10, 1, 4, 5, 6]);
    const roll = await rollTraitPool(actor as never, { ...values, specialty: true, willpower: true }, "publicroll", StandInChatMessage.getSpeaker());
    expect(roll?.spec).toMatchObject({ pool: 5, doubleTens: true, willpower: true });
    expect(roll?.total).toBe(readPool([10, 1, 4, 5, 6], { pool: 5, difficulty: 6, kind: "action", doubleTens: true, willpower: true }).net);
    expect(actor.system.willpower.current).toBe(1);
    expect(standIn.database.writesTo("Actor")).toHaveLength(1);
  });

  it.each([
    ["an empty pool", { first: "brawl", second: "", extraDice: "-3" }, "The dice pool is empty"],
    ["a difficulty that is not a number", { difficulty: "six" }, "The difficulty must be a number"],
    ["extra dice that are not a number", { extraDice: "lots" }, "Enter a number"],
  ])("%s gets a translated message and rolls nothing", async (_name, change, message) => {
    const actor = await brawler();
    standIn.database.reset();
    const roll = await rollTraitPool(actor as never, { ...values, ...change } as typeof values, "publicroll", StandInChatMessage.getSpeaker());
    expect(roll).toBeNull();
    expect(standIn.notifications.messages.map((entry) => entry.message).join()).toContain(message);
    expect(standIn.database.writes).toHaveLength(0);
  });

  it("a user who does not own the character rolls nothing", async () => {
    const actor = await StandInActor.create({ name: "Someone else's", type: "character" });
    actAs(player);
    standIn.database.reset();
    expect(await rollTraitPool(actor as never, values, "publicroll", StandInChatMessage.getSpeaker())).toBeNull();
    expect(standIn.notifications.messages[0]?.message).toContain("Only the owner");
    expect(standIn.database.writes).toHaveLength(0);
  });

  it.each([
    ["publicroll", [], false, true],
    ["gmroll", [gm.id], false, true],
    ["blindroll", [gm.id], true, false],
    ["selfroll", [player.id], false, true],
  ] as const)("respects the %s roll mode", async (mode, whisper, blind, playerSeesOwnRoll) => {
    const actor = await brawler();
    actAs(player);
    standIn.dice.script([7, 7, 7, 7, 7, 7]);
    await rollTraitPool(actor as never, values, mode, StandInChatMessage.getSpeaker());
    const [message] = standInGame.messages;
    expect(message?.whisper).toEqual(whisper);
    expect(message?.blind).toBe(blind);
    const [asPlayer] = (await message?.renderRolls(player)) ?? [];
    expect(asPlayer?.includes("stc-hidden-roll")).toBe(!playerSeesOwnRoll);
    const [asGm] = (await message?.renderRolls(gm)) ?? [];
    expect(asGm).toContain('data-face="7"');
  });
});
