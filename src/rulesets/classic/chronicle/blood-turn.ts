import { bloodSpentInTurn, type BloodSpendRecord } from "../rules/chronicle/blood-turn";
import { writtenByStoryteller } from "../../../chat/records";
import { actorRefOf } from "../../../chat/records";
import { isChronicleMessage } from "./card";
import { turnNow } from "./turn-now";

const BLOOD_PATH = "system.blood.current";

/** The blood a chronicle card took off its character: its pool before less after, when the action wrote the pool. */
function bloodOfCard(before: Record<string, unknown>, after: Record<string, unknown>): number {
  const was = before[BLOOD_PATH];
  const is = after[BLOOD_PATH];
  return typeof was === "number" && typeof is === "number" ? Math.max(0, was - is) : 0;
}

/**
 * The blood this character's chronicle actions have spent in the current combat turn, read from the Storyteller's
 * own cards (each is stamped with its turn; an undone one spent nothing). Outside combat, none.
 */
export function bloodSpentThisTurn(actor: Actor.Implementation): number {
  const now = turnNow();
  if (!now) return 0;
  const ref = actorRefOf(actor);
  const records: BloodSpendRecord[] = [];
  for (const message of game.messages ?? []) {
    if (!isChronicleMessage(message) || !writtenByStoryteller(message)) continue;
    const system = message.system;
    if (system.actor.actorId !== ref.actorId || system.actor.tokenUuid !== ref.tokenUuid) continue;
    records.push({ turn: system.turnStamp, blood: bloodOfCard(system.beforeState.actor, system.afterState.actor), undone: Boolean(system.undoneBy) });
  }
  return bloodSpentInTurn(records, now);
}
