import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { actAs, gm } from "../stand-in/install";
import { renderTemplate } from "../stand-in/handlebars";
import { requestFrenzyCheck } from "../../../src/rulesets/classic/requests/chronicle-frenzy";
import { requestEndFrenzy } from "../../../src/rulesets/classic/requests/chronicle-end-frenzy";
import { undoChronicle } from "../../../src/rulesets/classic/chronicle/undo";
import { messageCardOf } from "../../../src/chat/cards";
import { chronicleView } from "../../../src/rulesets/classic/apps/context/chronicle-view";
import { chronicleViewInput } from "../../../src/rulesets/classic/apps/context/chronicle-input";
import { translate } from "../../../src/i18n";
import { chronicleCards, chronicleCharacter, faces, lastCard, players, resetTable, setUpChronicle, writes } from "./fixtures";

beforeAll(setUpChronicle);
beforeEach(resetTable);

const lucita = {
  creature: "vampire",
  vampire: { generation: 13, clan: "Ventrue" },
  willpower: { permanent: 5, current: 5 },
  blood: { current: 6 },
  virtues: { conscience: 3, selfControl: 2, courage: 2 },
  health: { lethal: 4 },
};
const statusIds = (actor: { system: unknown }) => (actor.system as { stats: { statuses: { id: string }[] } }).stats.statuses.map((status) => status.id);
const penaltyOf = (actor: { system: unknown }) => (actor.system as { derived: { woundPenalty: number } }).derived.woundPenalty;

/** The frenzy line of the character's sheet, as this client's user sees it ("" when there is none). */
async function sheetControls(actor: unknown): Promise<string> {
  const chronicle = chronicleView(chronicleViewInput(actor as never, true), translate);
  const html = await renderTemplate("systems/storyteller-combat/templates/classic/parts/chronicle/actions.hbs", { chronicle });
  return /<p class="[^"]*stc-chronicle-frenzying[\s\S]*?<\/p>/.exec(html)?.[0] ?? "";
}

describe("V20 Chapter Eight: the Storyteller ends a frenzy, and Rötschreck is named as such", () => {
  it("a failed Courage roll is Rötschreck on the sheet; the player has no End frenzy and is refused; the Storyteller's ends it in one write, with its card and undo", async () => {
    const actor = await chronicleCharacter("Lucita", players.david, lucita);
    faces(3, 5);
    actAs(gm);
    expect((await requestFrenzyCheck(actor as never, "rotschreck", 7)).ok).toBe(true);
    expect(penaltyOf(actor)).toBe(0);
    expect(await sheetControls(actor)).toContain("In Rötschreck, the Red Fear");
    expect(await sheetControls(actor)).toContain('data-action="chronicleEndFrenzy"');

    actAs(players.david);
    expect(await sheetControls(actor)).toContain("In Rötschreck, the Red Fear");
    expect(await sheetControls(actor)).not.toContain("chronicleEndFrenzy");
    expect(await requestEndFrenzy(actor as never)).toMatchObject({ ok: false, key: "STC.Classic.Chronicle.Error.StorytellerOnly" });
    expect(statusIds(actor)).toEqual(["frenzy"]);

    actAs(gm);
    const before = writes("ActiveEffect").length + writes("Actor").length;
    expect((await requestEndFrenzy(actor as never)).ok).toBe(true);
    expect(statusIds(actor)).toEqual([]);
    expect(penaltyOf(actor)).toBe(-2);
    // One write of the character (compat.ts writeActor): the frenzy's effect switched off.
    expect(writes("ActiveEffect").length + writes("Actor").length - before).toBe(1);
    const card = lastCard();
    expect(card.system.action).toBe("endFrenzy");
    const html = (await messageCardOf(card as never))?.html;
    expect(html).toContain("Lucita: frenzy ended");
    expect(html).toContain("The Storyteller ends the Rötschreck");
    expect(await sheetControls(actor)).toBe("");

    expect((await undoChronicle(card)).ok).toBe(true);
    expect(statusIds(actor)).toEqual(["frenzy"]);
    expect(await sheetControls(actor)).toContain("In Rötschreck, the Red Fear");
  });

  it("a frenzy is named a frenzy; with none to end the Storyteller is told so and nothing is written or posted", async () => {
    const actor = await chronicleCharacter("Lucita", players.david, lucita);
    actAs(gm);
    expect(await requestEndFrenzy(actor as never)).toMatchObject({ ok: false, key: "STC.Classic.Chronicle.Error.NotInFrenzy" });
    expect(chronicleCards()).toEqual([]);
    faces(3, 5);
    await requestFrenzyCheck(actor as never, "frenzy", 7);
    const controls = await sheetControls(actor);
    expect(controls).toContain("In frenzy");
    expect(controls).not.toContain("Rötschreck");
    expect((await requestEndFrenzy(actor as never)).ok).toBe(true);
    expect((await messageCardOf(lastCard() as never))?.html).toContain("The Storyteller ends the frenzy.");
  });
});
