import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { actAs } from "../stand-in/install";
import { standInWindow } from "../stand-in/page";
import { renderTemplate } from "../stand-in/handlebars";
import { RollDialog } from "../../../src/rulesets/classic/apps/roll-dialog";
import { CHRONICLE_SHEET_ACTIONS } from "../../../src/rulesets/classic/apps/sheets/chronicle-actions";
import { chronicleCards, chronicleCharacter, faces, lastCard, players, resetTable, setUpChronicle } from "./fixtures";

const page = (standInWindow as unknown as { document: Document }).document;

beforeAll(setUpChronicle);
beforeEach(() => {
  resetTable();
  // The dialog reads its form as Foundry's page does: with the page's own FormData.
  vi.stubGlobal("FormData", (standInWindow as unknown as { FormData: typeof FormData }).FormData);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const lucita = {
  creature: "vampire",
  vampire: { generation: 13, clan: "Ventrue" },
  attributes: { charisma: { value: 3 } },
  abilities: { intimidation: { value: 2 } },
  willpower: { permanent: 5, current: 5 },
  blood: { current: 6 },
};
const command = { name: "Command", type: "power", system: { identifier: "command", kind: "discipline", level: 1, belongsTo: "dominate", cost: { blood: 1 }, roll: { first: "charisma", second: "intimidation", difficulty: 7 } } };
const sourceOf = (actor: { system: unknown }) => (actor.system as { blood: { current: number }; willpower: { current: number } });

/** The dialog's form as the player filled it in: the fields its template draws, with these values. */
async function filledForm(dialog: RollDialog, values: { extraDice: string; willpower: boolean; difficulty?: string }): Promise<HTMLFormElement> {
  const form = page.createElement("form");
  form.innerHTML = await renderTemplate("systems/storyteller-combat/templates/classic/dialog/roll-fields.hbs", dialog.dialogContext());
  const extra = form.querySelector<HTMLInputElement>('[name="extraDice"]');
  if (extra) extra.value = values.extraDice;
  const willpower = form.querySelector<HTMLInputElement>('[name="willpower"]');
  if (willpower) willpower.checked = values.willpower;
  if (values.difficulty !== undefined) {
    const forged = page.createElement("input");
    forged.name = "difficulty";
    forged.value = values.difficulty;
    form.append(forged);
  }
  return form;
}

/** The sheet's one Use control pressed, and the dialog it opens. */
async function pressUse(actor: unknown, itemId: string): Promise<RollDialog> {
  const render = vi.spyOn(RollDialog.prototype, "render");
  const button = page.createElement("button");
  button.dataset.itemId = itemId;
  await CHRONICLE_SHEET_ACTIONS.chronicleUsePower.call({ actor: actor as never, isEditable: true }, new standInWindow.PointerEvent("click") as never, button);
  const opened = render.mock.contexts[0];
  vi.restoreAllMocks();
  if (!(opened instanceof RollDialog)) throw new Error("The Use control opened no dialog.");
  return opened;
}

describe("V20 Chapter Four: a power's one Use control rolls through the roll dialog and spends its cost once", () => {
  it("the dialog is filled with Command's pool and difficulty; 2 extra dice and a Willpower point roll 7 dice at 7; blood and Willpower spent once, one card", async () => {
    const actor = await chronicleCharacter("Lucita", players.david, lucita, [command]);
    actAs(players.david);
    const dialog = await pressUse(actor, actor.items.contents[0]?.id ?? "");
    expect(dialog.dialogContext()).toMatchObject({ pool: 5, difficulty: "7", power: { name: "Command" } });
    expect(chronicleCards()).toEqual([]);
    // A forged difficulty in the form changes nothing: the power's own is rolled.
    const form = await filledForm(dialog, { extraDice: "2", willpower: true, difficulty: "3" });
    expect(form.querySelector('[name="specialty"]')).toBeNull();
    faces(8, 8, 3, 2, 1, 5, 6);
    await RollDialog.onSubmit.call(dialog, new Event("submit"), form);
    expect(chronicleCards()).toHaveLength(1);
    expect(lastCard().system.cardRoll).toMatchObject({ spec: { pool: 7, difficulty: 7, willpower: true }, faces: [8, 8, 3, 2, 1, 5, 6] });
    expect(sourceOf(actor).blood.current).toBe(5);
    expect(sourceOf(actor).willpower.current).toBe(4);
  });

  it("extra dice that are not a number are refused in the dialog and nothing is sent; a power without a roll is used at once", async () => {
    const actor = await chronicleCharacter("Lucita", players.david, lucita, [command, { ...command, name: "Cloak", system: { ...command.system, identifier: "cloak", roll: { first: "", second: "", difficulty: 6 } } }]);
    actAs(players.david);
    const dialog = await pressUse(actor, actor.items.contents[0]?.id ?? "");
    await RollDialog.onSubmit.call(dialog, new Event("submit"), await filledForm(dialog, { extraDice: "two", willpower: false }));
    expect(dialog.dialogContext().error).not.toBeNull();
    expect(chronicleCards()).toEqual([]);
    expect(sourceOf(actor).blood.current).toBe(6);
    const button = page.createElement("button");
    button.dataset.itemId = actor.items.contents[1]?.id ?? "";
    await CHRONICLE_SHEET_ACTIONS.chronicleUsePower.call({ actor: actor as never, isEditable: true }, new standInWindow.PointerEvent("click") as never, button);
    expect(lastCard().system.cardRoll).toBeNull();
    expect(sourceOf(actor).blood.current).toBe(5);
  });
});
