import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { BenchRow } from "./measure";

const root = resolve(import.meta.dirname, "../..");

/**
 * The finished attack card's height in the 324 px chat sidebar, as Chromium laid it out in the browser test
 * (test/browser/chat/chain.test.ts writes what it measured and asserts the 360 px budget). Run that test to
 * measure again; the bench only reads the numbers.
 */
export function benchCardHeight(): BenchRow[] {
  const file = resolve(root, "test-output/chain-card-heights.json");
  const measure = "Finished attack card (attack, dodge, damage, soak, result; default options) in the 324 px chat sidebar, English / Russian";
  if (!existsSync(file)) return [{ measure, value: "not measured: run `npx vitest run --project browser test/browser/chat/chain.test.ts`" }];
  const heights = JSON.parse(readFileSync(file, "utf8")) as Partial<Record<"en" | "ru", number>>;
  const px = (value: number | undefined) => (value === undefined ? "?" : `${value} px`);
  return [{ measure, value: `${px(heights.en)} / ${px(heights.ru)} (budget 360 px)` }];
}
