import { scriptedD10, type D10 } from "../../../rules/dice/random";

/** `count` d10 rolled with Foundry's dice on this client (the Storyteller's), their faces in order. */
async function rollFaces(count: number): Promise<number[]> {
  if (count < 1) return [];
  const roll = new foundry.dice.Roll(`${count}d10`);
  await roll.evaluate();
  return roll.dice.flatMap((die) => die.results.map((result) => result.result));
}

/**
 * Runs a pure operation that draws d10s with faces of Foundry's dice: once with placeholder faces to learn how
 * many it draws (it is a pure function of its input, so a refusal shows here before any die is rolled), then with
 * that many real faces.
 */
export async function withFoundryDice<T>(operation: (d10: D10) => T): Promise<T> {
  let count = 0;
  operation(() => {
    count += 1;
    return 1;
  });
  return operation(scriptedD10(await rollFaces(count)));
}
