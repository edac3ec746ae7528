import { done, Refusing, type Outcome } from "../../../outcome";
import type { CardLine, CardRoll, ChronicleAction, ChronicleState } from "../data/chat/chronicle-card";
import type { ActorSystemSource } from "../data/actor/source";
import type { ActorDerived } from "../data/actor/derived";
import type { CharacterStats } from "../rules/character/stats";
import type { PoolSpec } from "../rules/dice/pool-spec";
import { readPool, type PoolResult } from "../rules/dice/pool";
import { rollFaces } from "../dice/chain-faces";
import { postChronicleCard } from "./card";
import { currentState, isEmptyState, writeState } from "./state";

/** What one action comes to: the card's lines and roll, and the fields it writes (an empty state writes nothing). */
export interface ActionResult {
  action: ChronicleAction;
  lines: CardLine[];
  roll: CardRoll | null;
  after: ChronicleState;
}

/** The character's data as the chronicle's actions read it: stored, gathered for the rules, derived. */
export interface ChronicleActor {
  source: ActorSystemSource;
  stats: CharacterStats;
  derived: ActorDerived;
}

export function chronicleActorOf(actor: Actor.Implementation): ChronicleActor {
  const system = actor.system as unknown as ActorSystemSource & { stats: CharacterStats; derived: ActorDerived };
  return { source: system, stats: system.stats, derived: system.derived };
}

/** Rolls a pool with Foundry's dice on the Storyteller's client and reads it; the faces go on the card. */
export async function rollForCard(spec: PoolSpec, labelKeys: string[]): Promise<{ roll: CardRoll; result: PoolResult }> {
  const faces = await rollFaces(spec, labelKeys.join(" + "), null);
  return { roll: { spec, faces, labelKeys }, result: readPool(faces, spec) };
}

/**
 * Writes an action's fields as one write (state.ts) and posts its card, the record an undo reads: what the
 * character had before is read just before the write, on the Storyteller's client. An action that changes nothing
 * posts its card alone.
 */
export async function performChronicle(actor: Actor.Implementation, result: ActionResult): Promise<Outcome> {
  const before = currentState(actor, result.after);
  let created: string[] = [];
  if (!isEmptyState(result.after)) {
    const written = await writeState(actor, result.after);
    if (!written.ok) throw new Refusing("STC.Classic.Chronicle.Error.NotWritten", { name: actor.name });
    created = written.created;
  }
  await postChronicleCard(actor, { ...result, before, created });
  return done();
}
