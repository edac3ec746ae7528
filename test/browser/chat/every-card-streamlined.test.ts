// Every Streamlined card at every stage (the attack, the grapple and the escape), in English and Russian, as a player
// and as the Storyteller read it, measured in the 324 px chat sidebar against the 360 px budget. The chains are played
// through the system's own requests in a world that plays Streamlined, against the integration layer's stand-in
// (installed first); each card is drawn by its message's own model, as the chat log draws it.
import { actAs, gm, standIn, standInGame } from "../../integration/stand-in/install";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchAttack } from "../../../src/rulesets/streamlined/requests/attack-start";
import { requestStep } from "../../../src/rulesets/streamlined/requests/attack-step";
import { requestEscape } from "../../../src/rulesets/streamlined/requests/escape";
import { undoAttack } from "../../../src/rulesets/streamlined/chat/undo";
import { replayRecord } from "../../../src/rulesets/streamlined/chat/record";
import type { AttackMessage } from "../../../src/rulesets/streamlined/chat/documents";
import { armour, character, faces, lastCard, placeToken, players, resetTable, setUpStreamlined, target, weapon } from "../../integration/streamlined/fixtures";
import type { StandInUser } from "../../integration/stand-in/user";
import { closeBrowser, type Lang } from "../harness";
import { drawnCard, measureCards, overBudget, recordTallest, type DrawnCard, type MeasuredCard, type View } from "./card-budget";

afterAll(closeBrowser);
beforeAll(setUpStreamlined);

const LANGS: readonly Lang[] = ["en", "ru"];
const READERS: readonly [StandInUser, View][] = [
  [players.anna, "player"],
  [players.boris, "player"],
  [gm, "storyteller"],
];
const cards: DrawnCard[] = [];

async function snapshot(message: unknown, type: string, stage: string): Promise<void> {
  for (const lang of LANGS) for (const [user, view] of READERS) cards.push({ type, stage, lang, view, html: await drawnCard(message, user, lang) });
}

/** The step each side rolls: the defender's Defense lets a little through, the attacker's damage hits hard. */
const FACES: Record<string, number[]> = { defenceRoll: [6, 2, 3, 4, 5, 1, 1, 1, 1, 1], damageRoll: [9, 6, 7, 8, 10, 1, 1, 1, 1, 1] };

/** Plays the card to its end, keeping it at each stage; then the Storyteller undoes it. */
async function play(message: AttackMessage, type: string, name: string): Promise<void> {
  for (let steps = 0; steps < 6; steps += 1) {
    const next = replayRecord(message).next;
    if (next === "done") break;
    await snapshot(message, type, `${name}, ${next} asked`);
    if (next !== "defenceRoll" && next !== "damageRoll") break;
    actAs(next === "defenceRoll" ? players.boris : players.anna);
    standIn.dice.reset();
    faces(...(FACES[next] ?? []));
    expect(await requestStep(message, next), `${name}: ${next}`).toMatchObject({ ok: true });
  }
  standIn.dice.reset();
  await snapshot(message, type, `${name}, finished`);
  actAs(gm);
  expect(await undoAttack(message), name).toMatchObject({ ok: true });
  await snapshot(message, type, `${name}, undone`);
}

describe("every Streamlined card fits the chat sidebar (360 px), in English and Russian, for a player and the Storyteller", () => {
  it("001: an attack unarmed and with a knife, surprised or not, a grapple and its escape, at each stage", async () => {
    const setUp = async () => {
      resetTable();
      const kasia = await character("Kasia", players.anna, { attributes: { strength: 4, dexterity: 3 }, abilities: { brawl: 4, melee: 3 } }, [weapon("Knife", { modifier: 1, attribute: "dexterity", skill: "melee", damageType: "lethal" })]);
      const informant = await character("Informant", players.boris, { attributes: { dexterity: 2, wits: 2, stamina: 2, strength: 2 }, abilities: { athletics: 1, awareness: 2, brawl: 2 } }, [armour("Leather jacket", 2)]);
      const token = placeToken(informant);
      actAs(players.anna);
      target(players.anna, token);
      return { kasia, informant, token };
    };
    for (const [name, item, surprised] of [["unarmed", "", false], ["knife", "Knife", false], ["unarmed, surprised", "", true]] as const) {
      const { kasia, token } = await setUp();
      // Only the Storyteller says that a target is surprised.
      if (surprised) {
        actAs(gm);
        target(gm, token);
      }
      faces(10, 8, 7, 3, 2, 1, 1, 1, 1, 1);
      const itemId = item ? (kasia.items.getName(item)?.id ?? "") : "";
      expect(await launchAttack(kasia as never, { itemId, kind: "attack", surprised }), name).toMatchObject({ ok: true });
      await play(lastCard(), "Streamlined attack", name);
    }
    {
      const { kasia, informant } = await setUp();
      faces(10, 8, 7, 3, 2, 1, 1, 1, 1, 1);
      expect(await launchAttack(kasia as never, { itemId: "", kind: "grapple", surprised: false })).toMatchObject({ ok: true });
      const grapple = lastCard();
      for (let steps = 0; steps < 4 && replayRecord(grapple).next !== "done"; steps += 1) {
        const next = replayRecord(grapple).next;
        await snapshot(grapple, "Streamlined attack", `grapple, ${next} asked`);
        actAs(next === "defenceRoll" ? players.boris : players.anna);
        faces(...(FACES[next] ?? []));
        expect(await requestStep(grapple, next as "defenceRoll" | "damageRoll")).toMatchObject({ ok: true });
        standIn.dice.reset();
      }
      await snapshot(grapple, "Streamlined attack", "grapple, held");
      actAs(players.boris);
      faces(10, 6, 1, 6, 1, 1, 1, 1, 1, 1, 1, 1);
      expect(await requestEscape(informant as never)).toMatchObject({ ok: true });
      await snapshot(standInGame.messages.at(-1), "Streamlined escape", "escape rolled");
    }
    const measured: MeasuredCard[] = [];
    for (const lang of LANGS) measured.push(...(await measureCards(cards, lang)));
    expect([...new Set(measured.map((card) => card.type))].sort()).toEqual(["Streamlined attack", "Streamlined escape"]);
    expect(overBudget(measured)).toEqual([]);
    recordTallest("streamlined", measured);
  });
});
