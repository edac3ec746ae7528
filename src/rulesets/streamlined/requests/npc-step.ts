import { documentId, readPayload, whole } from "../../../queries/payload-fields";
import { askActiveGm, defineRequest } from "../../../queries/registry";
import { oneAtATime } from "../../../work-queue";
import { refusalOf, refusalText, refused, reportRefusal, type Outcome } from "../../../outcome";
import { runStreamlinedNpcStep } from "../chat/npc-step-run";

/**
 * `streamlinedNpcStep`: the Storyteller's one click for the planned attacks of the Storyteller's character whose
 * turn it is: the combat, and the turn the tracker showed (its round and combatant; a turn the round has left, or
 * one a step already resolved, is refused). Who asks is the sender.
 */
export interface StreamlinedNpcStepPayload {
  combatId: string;
  round: number;
  combatantId: string;
}

export function readStreamlinedNpcStepPayload(value: unknown) {
  return readPayload(value, { combatId: documentId, round: whole(1, 100000), combatantId: documentId });
}

/**
 * The Storyteller's side: the payload read field by field (a forged one refused by its field, nothing written), the
 * sender a Storyteller, the combat this world's; the step itself (chat/npc-step-run.ts) begins each attack with the
 * handler of a single attack. One operation on a combat at a time, so a second press waits and finds the step done.
 */
export async function handleStreamlinedNpcStep(payload: unknown, sender: User.Implementation): Promise<Outcome<string>> {
  const read = readStreamlinedNpcStepPayload(payload);
  if (!read.ok) return reportRefusal(sender, refused("STC.Error.NpcStepForged", { field: read.field }));
  if (!sender.isGM) return reportRefusal(sender, refused("STC.Error.StorytellerOnly"));
  const combat = game.combats?.get(read.value.combatId);
  if (!combat) return reportRefusal(sender, refused("STC.Error.CombatUnknown"));
  try {
    return reportRefusal(sender, await oneAtATime(combat, () => runStreamlinedNpcStep(combat, read.value.round, read.value.combatantId, sender)));
  } catch (error) {
    return reportRefusal(sender, refusalOf(error));
  }
}

/** The tracker's button: asks for the step and shows a refusal. */
export async function requestStreamlinedNpcStep(payload: StreamlinedNpcStepPayload): Promise<Outcome<string>> {
  let outcome: Outcome<string>;
  try {
    outcome = await askActiveGm("streamlinedNpcStep", payload);
  } catch (error) {
    outcome = refusalOf(error);
  }
  if (!outcome.ok) ui.notifications?.warn(refusalText(outcome));
  return outcome;
}

export function defineStreamlinedNpcStepRequest(): void {
  defineRequest("streamlinedNpcStep", handleStreamlinedNpcStep);
}
