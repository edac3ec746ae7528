import { scriptedD10, type D10 } from "../../../rules/dice/random";

/**
 * Rolls a pool with Foundry's dice (real d10 terms) on this client, the Storyteller's, and returns the faces,
 * which the Streamlined rules read (rules/pool.ts). No pool rolls no dice. The tests' stand-in Roll shows
 * scripted faces.
 */
export async function rollFaces(pool: number): Promise<number[]> {
  if (pool <= 0) return [];
  const roll = new foundry.dice.Roll(`${pool}d10`);
  await roll.evaluate();
  return roll.dice.flatMap((term) => term.results.filter((result) => result.active !== false).map((result) => result.result));
}

/**
 * Runs a pure operation that draws d10s with faces of Foundry's dice: once with stand-in faces to learn how many
 * it draws (it is a pure function of its input, so a refusal shows here before any die is rolled), then with that
 * many real faces.
 */
export async function withFoundryDice<T>(operation: (d10: D10) => T): Promise<T> {
  let count = 0;
  operation(() => {
    count += 1;
    return 1;
  });
  return operation(scriptedD10(await rollFaces(count)));
}
