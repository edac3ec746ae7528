/**
 * One seed for every random choice a test file makes, when `STC_RANDOM_SEED` names one: fast-check's runs and
 * `Math.random` (the dice, Mind's Eye Theatre's throws at random). `npm run test:foundry` runs each file on the
 * stand-in and on Foundry's own data layer with the same seed, so both make the same writes and their verdicts
 * can be compared write by write. Without it, every run draws anew.
 */
import { seededRandom } from "../../../src/rules/dice/random";

export async function seedRandomness(): Promise<void> {
  const seed = Number(process.env.STC_RANDOM_SEED);
  if (!process.env.STC_RANDOM_SEED || !Number.isInteger(seed)) return;
  // Loaded only to be seeded: a file without a seed, or without properties, loads none of it.
  const { default: fc } = await import("fast-check");
  fc.configureGlobal({ seed });
  Math.random = seededRandom(seed);
}
