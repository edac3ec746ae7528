import { evaluateFaces } from "../../../dice/foundry-dice";
import { PoolRoll } from "./pool-roll";
import type { PoolSpec } from "../rules/dice/pool-spec";

/** Rolls a chain's pool as Classic's PoolRoll (its label and difficulty kept on the roll) and returns the faces. */
export async function rollFaces(spec: PoolSpec, label: string, message: ChatMessage.Implementation | null): Promise<number[]> {
  return spec.pool === 0 ? [] : evaluateFaces(PoolRoll.fromSpec(spec, label), message);
}
