import { answerNpcStep, readNpcStepPayload as readStepPayload } from "../../../chat/npc-step/request";
import { accepting } from "../../../queries/payload-fields";
import { askActiveGm, defineRequest } from "../../../queries/registry";
import { oneAtATime } from "../../../work-queue";
import { askShowingRefusal, type Outcome } from "../../../outcome";
import { runNpcStep } from "../chat/npc-step-run";
import { isRoundCombat } from "../round/round-combat";

/**
 * `classicNpcStep`: the Storyteller's one click for the NPCs acting in the current turn: the combat, and the turn the
 * tracker showed (a turn the round has left, or one a step already resolved, is refused). Who asks is the sender.
 */
export interface NpcStepPayload {
  combatId: string;
  turnKey: string;
}

/** A turn's key as the round machine makes them (`t12`). */
const turnKey = accepting((value): value is string => typeof value === "string" && /^t[0-9]{1,9}$/.test(value));

export function readNpcStepPayload(value: unknown) {
  return readStepPayload(value, { turnKey });
}

/**
 * The Storyteller's side (the shared checks: src/chat/npc-step/request.ts); the step itself (chat/npc-step-run.ts)
 * begins each NPC attack with the handler of a single attack. One step per fight at a time, so a second press waits
 * and then finds the step done.
 */
export function handleNpcStep(payload: unknown, sender: User.Implementation): Promise<Outcome<string>> {
  return answerNpcStep(sender, readNpcStepPayload(payload), isRoundCombat, (combat, read) => oneAtATime(`npcStep.${combat.id ?? ""}`, () => runNpcStep(combat, read.turnKey, sender)));
}

/** The tracker's button: asks for the step and shows a refusal. */
export function requestNpcStep(combatId: string, turnKey: string): Promise<Outcome<string>> {
  return askShowingRefusal(() => askActiveGm("classicNpcStep", { combatId, turnKey }));
}

export function defineNpcStepRequest(): void {
  defineRequest("classicNpcStep", handleNpcStep);
}
