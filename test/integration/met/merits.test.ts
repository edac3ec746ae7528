import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MetActorSheet } from "../../../src/rulesets/met/apps/sheet";
import { replayChallenge } from "../../../src/rulesets/met/chat/record";
import { metCharacterOf } from "../../../src/rulesets/met/data/character";
import { metRecordOf } from "../../../src/rulesets/met/data/read";
import { requestChallenge } from "../../../src/rulesets/met/requests/challenge-start";
import { requestChallengeStep } from "../../../src/rulesets/met/requests/challenge-step";
import { throwFor } from "../../../src/rulesets/met/requests/throw";
import { standInDocument } from "../stand-in/page";
import { actAs } from "../stand-in/install";
import { character, lastCard, movesFor, placeToken, players, ref, resetTable, setUpMet, writes } from "./fixtures";

beforeAll(setUpMet);
beforeEach(resetTable);

function button(html: string, action: string): HTMLElement {
  const holder = standInDocument.createElement("div");
  holder.innerHTML = html;
  const found = holder.querySelector<HTMLElement>(`[data-action="${action}"]`);
  if (!found) throw new Error(`no ${action} button`);
  return found;
}

const press = (handler: (this: MetActorSheet, event: PointerEvent, target: HTMLElement) => Promise<void>, sheet: MetActorSheet, target: HTMLElement) => handler.call(sheet, {} as PointerEvent, target);

describe("003 Retests: merits on the Mind's Eye Theatre sheet", () => {
  it("the owner adds a merit with its category and whether it retests, and removes one; the rules read them", async () => {
    const actor = await character("Kasia", players.anna, {});
    actAs(players.anna);
    const sheet = new MetActorSheet({ document: actor } as never);
    const add = (name: string, category: string, retest: string) =>
      button(`<div data-met-row><input data-met-input="merit" value="${name}"><select data-met-input="meritCategory"><option value="${category}" selected></option></select><select data-met-input="meritRetest"><option value="${retest}" selected></option></select><button data-action="addMerit"></button></div>`, "addMerit");
    await press(MetActorSheet.onAddMerit, sheet, add("Lucky", "any", "true"));
    await press(MetActorSheet.onAddMerit, sheet, add("Iron Will", "mental", "false"));
    expect(metRecordOf(actor).merits).toEqual([
      { name: "Lucky", category: "any", retest: true },
      { name: "Iron Will", category: "mental", retest: false },
    ]);
    expect(metCharacterOf(actor).merits).toEqual([{ name: "Lucky", retest: true }, { name: "Iron Will", category: "mental", retest: false }]);
    // A merit needs a name: nothing is written without one.
    const before = writes("Actor", "update").length;
    await press(MetActorSheet.onAddMerit, sheet, add("", "any", "true"));
    expect(writes("Actor", "update")).toHaveLength(before);
    await press(MetActorSheet.onRemoveEntry, sheet, button('<button data-action="removeEntry" data-list="merits" data-index="0"></button>', "removeEntry"));
    expect(metRecordOf(actor).merits).toEqual([{ name: "Iron Will", category: "mental", retest: false }]);
  });

  it("a character stored before merits had a place reads with none, and a forged merit reads within its shape", async () => {
    const old = await character("Old", players.anna, { physical: [{ name: "Quick", aspect: "dexterity" }] });
    expect(metRecordOf(old).merits).toEqual([]);
    expect(metRecordOf({ system: { met: { merits: [{ name: "Lucky", category: "spiritual" }, { category: "mental" }, "Lucky"] } } }).merits).toEqual([{ name: "Lucky", category: "any", retest: true }]);
  });

  it("a merit retest is offered to the side that lost the throw, called through the card, and thrown again", async () => {
    const kasia = await character("Kasia", players.anna, { physical: [{ name: "Brawny", aspect: "strength" }], merits: [{ name: "Lucky", category: "any", retest: true }, { name: "Eidetic Memory", category: "mental", retest: true }] });
    const guard = await character("Guard", players.boris, { physical: [{ name: "Tough", aspect: "stamina" }] });
    const token = placeToken(guard);
    actAs(players.anna);
    const payload = { kind: "contested", challenger: ref(kasia), defender: ref(guard, token), difficulty: null, needsWin: false, surprise: false, defenderCategory: null, blind: { challenger: false, defender: false }, moved: { challenger: false, defender: false } } as const;
    expect(await requestChallenge({ ...payload, victoryCondition: "Shove past", effect: { kind: "narrative" }, traits: ["Brawny"], lenders: [] })).toMatchObject({ ok: true });
    actAs(players.boris);
    expect(await requestChallengeStep(lastCard(), { type: "bid", traits: ["Tough"], victoryCondition: "Stand firm" }, { kind: "narrative" })).toMatchObject({ ok: true });
    actAs(players.anna);
    expect(await throwFor(lastCard(), "challenger", "rock")).toMatchObject({ ok: true });
    actAs(players.boris);
    expect(await throwFor(lastCard(), "defender", "paper")).toMatchObject({ ok: true });
    // Lucky serves any challenge; Eidetic Memory only a mental one, so it is not offered here (and her one Brawny is already bid: no overbid).
    expect(movesFor(players.anna)).toEqual(["Retest: Lucky", "Kasia: no more retests"]);
    actAs(players.anna);
    expect(await requestChallengeStep(lastCard(), { type: "callRetest", side: "challenger", kind: "merit", name: "Eidetic Memory" })).toMatchObject({ ok: false, key: "STC.Error.MetRetestNotOffered" });
    expect(await requestChallengeStep(lastCard(), { type: "callRetest", side: "challenger", kind: "merit", name: "Lucky" })).toMatchObject({ ok: true });
    // The guard has no merit to cancel it with, so the card does not wait for them: both throw again.
    expect(movesFor(players.boris)).toEqual([]);
    expect(replayChallenge(lastCard())).toMatchObject({ phase: "throws", awaiting: "both", retests: [{ side: "challenger", kind: "merit", name: "Lucky", status: "thrown" }] });
  });
});
