import { scriptedD10, type D10 } from "../rules/dice/random";

/** The part of Dice So Nice's API the system calls (its `game.dice3d`), when the module is active. */
interface DiceSoNice {
  showForRoll(roll: Roll, user: User.Implementation | null, synchronize: boolean, whisper: string[] | null, blind: boolean, messageId: string | null, speaker: unknown): Promise<boolean>;
}

function diceSoNice(): DiceSoNice | null {
  const module: unknown = Reflect.get(game, "dice3d");
  return typeof module === "object" && module !== null && typeof (module as DiceSoNice).showForRoll === "function" ? (module as DiceSoNice) : null;
}

/**
 * Evaluates a roll of d10 terms on this client and returns its faces (facesOf), the plain data every ruleset's
 * rules read. A card is updated in place rather than posted anew, so Dice So Nice, when
 * active, is asked to show the dice to everyone, and the caller waits for them.
 */
export async function evaluateFaces(roll: Roll, message: ChatMessage.Implementation | null = null): Promise<number[]> {
  await roll.evaluate();
  const dice = diceSoNice();
  if (dice) await dice.showForRoll(roll, game.user ?? null, true, null, false, message?.id ?? null, message?.speaker ?? null);
  return facesOf(roll);
}

/** The faces a roll's dice showed, in order, those Foundry discarded left out. */
export function facesOf(roll: { dice: readonly { results: readonly { result: number; active?: boolean | undefined }[] }[] }): number[] {
  return roll.dice.flatMap((term) => term.results.filter((result) => result.active !== false).map((result) => result.result));
}

/** Rolls `count` d10s with Foundry's dice; no dice roll nothing. The tests' stand-in Roll shows scripted faces. */
export async function rollD10s(count: number, message: ChatMessage.Implementation | null = null): Promise<number[]> {
  return count > 0 ? evaluateFaces(new foundry.dice.Roll(`${count}d10`), message) : [];
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
  return operation(scriptedD10(await rollD10s(count)));
}
