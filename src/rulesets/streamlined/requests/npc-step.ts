import { answerNpcStep, readNpcStepPayload } from "../../../chat/npc-step/request";
import { documentId, whole } from "../../../queries/payload-fields";
import { askActiveGm, defineRequest } from "../../../queries/registry";
import { oneAtATime } from "../../../work-queue";
import { askShowingRefusal, type Outcome } from "../../../outcome";
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
  return readNpcStepPayload(value, { round: whole(1, 100000), combatantId: documentId });
}

const anyCombat = (combat: Combat.Implementation | undefined): combat is Combat.Implementation => combat !== undefined;

/**
 * The Storyteller's side (the shared checks: src/chat/npc-step/request.ts); the step itself (chat/npc-step-run.ts)
 * begins each attack with the handler of a single attack. One operation on a combat at a time, so a second press
 * waits and finds the step done.
 */
export function handleStreamlinedNpcStep(payload: unknown, sender: User.Implementation): Promise<Outcome<string>> {
  return answerNpcStep(sender, readStreamlinedNpcStepPayload(payload), anyCombat, (combat, read) => oneAtATime(combat, () => runStreamlinedNpcStep(combat, read.round, read.combatantId, sender)));
}

/** The tracker's button: asks for the step and shows a refusal. */
export function requestStreamlinedNpcStep(payload: StreamlinedNpcStepPayload): Promise<Outcome<string>> {
  return askShowingRefusal(() => askActiveGm("streamlinedNpcStep", payload));
}

export function defineStreamlinedNpcStepRequest(): void {
  defineRequest("streamlinedNpcStep", handleStreamlinedNpcStep);
}
