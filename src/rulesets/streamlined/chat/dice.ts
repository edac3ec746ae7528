/**
 * Rolls a pool with Foundry's dice (real d10 terms) and returns the faces, which the Streamlined rules read
 * (rules/pool.ts). No pool rolls no dice. The tests' stand-in Roll shows scripted faces.
 */
export async function rollFaces(pool: number): Promise<number[]> {
  if (pool <= 0) return [];
  const roll = new foundry.dice.Roll(`${pool}d10`);
  await roll.evaluate();
  return roll.dice.flatMap((term) => term.results.filter((result) => result.active !== false).map((result) => result.result));
}
