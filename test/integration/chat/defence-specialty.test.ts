import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readStepRequest } from "../../../src/rulesets/classic/chat/card-request";
import { chainCardContextOf } from "../../../src/rulesets/classic/chat/render";
import { actAs, gm, standIn } from "../stand-in/install";
import { attack, chainOf, press } from "./attack";
import { character, maneuverItem, placeToken, players, resetTable, setUpChain, writes } from "./fixtures";

beforeAll(setUpChain);
beforeEach(resetTable);

const FIGHTER = { attributes: { strength: 3, dexterity: 3, stamina: 2 }, abilities: { brawl: 3, athletics: 3, melee: 2 } };

async function table(specialty: string) {
  const david = await character("David", players.david, FIGHTER, [maneuverItem("vtmPunch", "Punch")]);
  const alistair = await character("Alistair", players.alistair, FIGHTER);
  if (specialty) await alistair.update({ "system.abilities.athletics.specialty": specialty });
  standIn.database.reset();
  return { david, alistair, token: placeToken(alistair) };
}

describe("specialties on dodge, block and parry", () => {
  it("V20 core: a dodge with the defender's Athletics specialty counts each 10 twice", async () => {
    const c = await table("Acrobatics");
    const message = await attack(players.david, c.david, "Punch", c.token, {}, [8, 8, 8, 2, 2, 2]);
    // Dexterity 3 + Athletics 3: two 10s and a 7 are five successes, enough to cancel all three.
    await press(players.alistair, message, { step: "defenceChoice", defence: { kind: "dodge", opponents: 1, specialty: true } }, [10, 10, 7, 2, 2, 2]);
    const chain = chainOf(message);
    expect(chain.defenceChoice).toMatchObject({ kind: "dodge", specialty: true });
    expect(chain.defence?.roll.doubleTens).toBe(true);
    expect(chain.defence?.result.net).toBe(5);
    expect(chain.outcome).toBe("defended");
  });

  it("V20 core: a defender with no specialty on the defence's traits is refused one, and nothing is written", async () => {
    const c = await table("");
    const message = await attack(players.david, c.david, "Punch", c.token, {}, [8, 8, 8, 2, 2, 2]);
    standIn.database.reset();
    const answered = message.system.chainAnswers.length;
    expect(await press(players.alistair, message, { step: "defenceChoice", defence: { kind: "block", opponents: 1, specialty: true } }, [])).toMatchObject({ ok: false, key: "STC.Error.NoDefenceSpecialty" });
    expect(message.system.chainAnswers).toHaveLength(answered);
    expect(writes("ChatMessage", "update")).toEqual([]);
  });

  it("V20 core: the card's specialty tick box asks for the specialty on a defence drawn with one, and only there", () => {
    const card = (checked: boolean) => ({ querySelector: (selector: string) => (selector === "input[name=defenceSpecialty]" ? { checked } : null) }) as unknown as ParentNode;
    expect(readStepRequest({ step: "defenceChoice", defence: "dodge", opponents: "1", specialty: "available" }, card(true), 1)?.defence).toEqual({ kind: "dodge", opponents: 1, specialty: true });
    expect(readStepRequest({ step: "defenceChoice", defence: "dodge", opponents: "1", specialty: "available" }, card(false), 1)?.defence).toEqual({ kind: "dodge", opponents: 1 });
    expect(readStepRequest({ step: "defenceChoice", defence: "block", opponents: "1" }, card(true), 1)?.defence).toEqual({ kind: "block", opponents: 1 });
  });

  it("V20 core: the card offers the specialty tick box with the defender's specialty named, and marks the defences it helps", async () => {
    const c = await table("Acrobatics");
    const message = await attack(players.david, c.david, "Punch", c.token, {}, [8, 8, 8, 2, 2, 2]);
    // As the defender's player sees it.
    actAs(players.alistair);
    const pending = chainCardContextOf(message).pending;
    actAs(gm);
    expect(pending?.specialty?.label).toBe("Roll with specialty (Acrobatics): each 10 counts twice");
    const dodge = pending?.defences?.find((option) => option.kind === "dodge");
    const block = pending?.defences?.find((option) => option.kind === "block");
    expect(dodge?.buttons.every((button) => button.specialty === "available")).toBe(true);
    expect(block?.buttons.some((button) => button.specialty === "available")).toBe(false);
  });

  it("a defender with no specialty on any defence gets no tick box", async () => {
    const c = await table("");
    const message = await attack(players.david, c.david, "Punch", c.token, {}, [8, 8, 8, 2, 2, 2]);
    actAs(players.alistair);
    const pending = chainCardContextOf(message).pending;
    actAs(gm);
    expect(pending?.defences?.length).toBeGreaterThan(0);
    expect(pending?.specialty).toBeNull();
  });
});
