import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { submitCheckedNumbers } from "../../../src/apps/actions/number-input";
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
