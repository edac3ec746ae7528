import { readNumberInput } from "../../data/fields/number-input";

export { readNumberInput, type NumberInputResult } from "../../data/fields/number-input";

/**
 * The first typed number in a form that cannot be saved (blank, not a number, out of its `data-min` /
 * `data-max` range or off its `data-step`), as the message to show; null when every one may be saved.
 */
export function firstBadNumber(form: HTMLFormElement): { key: string; data: Record<string, string | number> } | null {
  for (const input of form.querySelectorAll<HTMLInputElement>("input[type=number][data-min]")) {
    const checked = readNumberInput(input.value, { min: Number(input.dataset.min), max: Number(input.dataset.max), step: Number(input.dataset.step ?? 1) });
    if (!checked.ok) return { key: checked.key, data: checked.data };
  }
  return null;
}

/**
 * A sheet's submission with its typed numbers checked first (Foundry would read a blank number as 0): a bad one
 * is reported, translated, nothing is saved, and the sheet is drawn again from what is stored. A save that
 * throws is reported and redrawn the same way (Foundry's own form submission reports the errors it catches).
 */
export async function submitCheckedNumbers(form: HTMLFormElement, save: () => Promise<void>, redraw: () => Promise<unknown>): Promise<void> {
  const bad = firstBadNumber(form);
  if (bad) {
    const data = Object.fromEntries(Object.entries(bad.data).map(([name, value]) => [name, String(value)]));
    ui.notifications?.error(game.i18n?.format(bad.key, data) ?? bad.key);
    await redraw();
    return;
  }
  try {
    await save();
  } catch (error) {
    ui.notifications?.error(error instanceof Error ? error.message : String(error));
    await redraw();
  }
}
