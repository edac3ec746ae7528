import { PoolRoll } from "./pool-roll";
import type { PoolSpec } from "../rules/dice/pool-spec";

/** The part of Dice So Nice's API the chain calls (its `game.dice3d`), when the module is active. */
interface DiceSoNice {
  showForRoll(roll: PoolRoll, user: User.Implementation | null, synchronize: boolean, whisper: string[] | null, blind: boolean, messageId: string | null, speaker: unknown): Promise<boolean>;
}

function diceSoNice(): DiceSoNice | null {
  const module: unknown = Reflect.get(game, "dice3d");
  return typeof module === "object" && module !== null && typeof (module as DiceSoNice).showForRoll === "function" ? (module as DiceSoNice) : null;
}

/**
 * Rolls a pool with Foundry's dice (real d10 terms) and returns the faces. A card is updated in place rather
 * than posted anew, so Dice So Nice is asked to show the dice to everyone, and the card waits for them.
 */
export async function rollFaces(spec: PoolSpec, label: string, message: ChatMessage.Implementation | null): Promise<number[]> {
  if (spec.pool === 0) return [];
  const roll = PoolRoll.fromSpec(spec, label);
  await roll.evaluate();
  const dice = diceSoNice();
  if (dice) await dice.showForRoll(roll, game.user ?? null, true, null, false, message?.id ?? null, message?.speaker ?? null);
  return roll.faces;
}
