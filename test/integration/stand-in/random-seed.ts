/**
 * One seed for every random choice a test file makes, when `STC_RANDOM_SEED` names one: fast-check's runs and
 * `Math.random` (the dice, Mind's Eye Theatre's throws at random). `npm run test:foundry` runs each file on the
 * stand-in and on Foundry's own data layer with the same seed, so both make the same writes and their verdicts
 * can be compared write by write. Without it, every run draws anew.
 */
import fc from "fast-check";

/** A small seeded generator of numbers in [0, 1) (mulberry32). */
function seededUniform(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function seedRandomness(): void {
  const seed = Number(process.env.STC_RANDOM_SEED);
  if (!process.env.STC_RANDOM_SEED || !Number.isInteger(seed)) return;
  fc.configureGlobal({ seed });
  Math.random = seededUniform(seed);
}
