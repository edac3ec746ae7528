import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { submitCheckedNumbers } from "../../../src/apps/actions/number-input";
import { CharacterSheet } from "../../../src/rulesets/classic/apps/sheets/character-sheet";
import { StorytellerItemSheet } from "../../../src/rulesets/classic/apps/sheets/item-sheet";
import type { StorytellerActor } from "../../../src/documents/actor";
import type { StorytellerItem } from "../../../src/documents/item";
import { StandInActor } from "../stand-in/actor";
import { StandInItem } from "../stand-in/item";
import { standIn } from "../stand-in/install";
import { initSystem } from "./setup";

beforeAll(initSystem);
beforeEach(() => {
  standIn.notifications.messages.length = 0;
});

/** A sheet's form as the check reads it: its number inputs, each with the range the template gives it. */
function form(...values: string[]): HTMLFormElement {
  const inputs = values.map((value) => ({ value, dataset: { min: "0", max: "5" } }));
  return { querySelectorAll: () => inputs } as unknown as HTMLFormElement;
}

function recorder() {
  const calls: string[] = [];
  return {
    calls,
    save: async () => {
      calls.push("save");
    },
    redraw: async () => {
      calls.push("redraw");
    },
  };
}

const errors = () => standIn.notifications.messages.filter((entry) => entry.type === "error").map((entry) => entry.message);

describe("a sheet's typed numbers are checked before they are saved (character and item sheets)", () => {
  it.each([
    ["blank", "", "Enter a number, not “”."],
    ["not a number", "three", "Enter a number, not “three”."],
    ["out of range", "7", "7 is outside 0–5."],
  ])("%s: translated message, nothing saved, the sheet drawn again from what is stored", async (_name, value, message) => {
    const sheet = recorder();
    await submitCheckedNumbers(form("2", value), sheet.save, sheet.redraw);
    expect(sheet.calls).toEqual(["redraw"]);
    expect(errors()).toEqual([message]);
  });

  it("every number in range: saved, no message", async () => {
    const sheet = recorder();
    await submitCheckedNumbers(form("0", "5"), sheet.save, sheet.redraw);
    expect(sheet.calls).toEqual(["save"]);
    expect(errors()).toEqual([]);
  });

  it("a value the data model refuses: its message shown and the sheet drawn again", async () => {
    const sheet = recorder();
    await submitCheckedNumbers(form("3"), () => Promise.reject(new Error("Willpower: 12 is above the permanent 5.")), sheet.redraw);
    expect(sheet.calls).toEqual(["redraw"]);
    expect(errors()).toEqual(["Willpower: 12 is above the permanent 5."]);
  });
});

describe("the sheets check the numbers where Foundry v13 and v14 submit a form alike (ApplicationV2#_onSubmitForm)", () => {
  type Submitting = {
    form: HTMLFormElement | null;
    rendered: number;
    _onSubmitForm(config: { handler: () => Promise<void> }, event: { preventDefault(): void }): Promise<void>;
  };

  const characterSheet = async () => new CharacterSheet({ document: (await StandInActor.create({ name: "Hans", type: "character" })) as unknown as StorytellerActor } as never);
  const itemSheet = async () => new StorytellerItemSheet({ document: (await StandInItem.create({ name: "Knife", type: "weapon" })) as unknown as StorytellerItem } as never);

  async function submit(makeSheet: () => Promise<unknown>, ...values: string[]) {
    const sheet = (await makeSheet()) as Submitting;
    sheet.form = form(...values);
    const handled: string[] = [];
    let prevented = 0;
    await sheet._onSubmitForm({ handler: async () => void handled.push("saved") }, { preventDefault: () => void (prevented += 1) });
    return { handled, prevented, rendered: sheet.rendered };
  }

  it.each([
    ["character", characterSheet],
    ["item", itemSheet],
  ] as const)("%s sheet: a bad number stops the submission before Foundry's handler, with its message", async (_name, makeSheet) => {
    const result = await submit(makeSheet, "2", "9");
    expect(result.handled).toEqual([]);
    expect(result.prevented).toBeGreaterThan(0);
    expect(result.rendered).toBe(1);
    expect(errors()).toEqual(["9 is outside 0–5."]);
  });

  it("good numbers go on to Foundry's own submission", async () => {
    const result = await submit(characterSheet, "2", "5");
    expect(result.handled).toEqual(["saved"]);
    expect(errors()).toEqual([]);
  });
});
