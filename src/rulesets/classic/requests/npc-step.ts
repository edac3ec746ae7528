import { accepting, documentId, readPayload } from "../../../queries/payload-fields";
import { askActiveGm, defineRequest } from "../../../queries/registry";
import { oneAtATime } from "../../../work-queue";
import { refusalOf, refusalText, refused, reportRefusal, type Outcome } from "../../../outcome";
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
  return readPayload(value, { combatId: documentId, turnKey });
}

/**
 * The Storyteller's side: the payload read field by field (a forged one refused by its field, nothing written), the
 * sender a Storyteller, the combat this world's; the step itself (chat/npc-step-run.ts) begins each NPC attack with
 * the handler of a single attack. One step per fight at a time, so a second press waits and then finds the step done.
 */
export async function handleNpcStep(payload: unknown, sender: User.Implementation): Promise<Outcome<string>> {
  const read = readNpcStepPayload(payload);
  if (!read.ok) return reportRefusal(sender, refused("STC.Error.NpcStepForged", { field: read.field }));
  if (!sender.isGM) return reportRefusal(sender, refused("STC.Error.StorytellerOnly"));
  const combat = game.combats?.get(read.value.combatId);
  if (!isRoundCombat(combat)) return reportRefusal(sender, refused("STC.Error.CombatUnknown"));
  try {
    return reportRefusal(sender, await oneAtATime(`npcStep.${combat.id ?? ""}`, () => runNpcStep(combat, read.value.turnKey, sender)));
  } catch (error) {
    return reportRefusal(sender, refusalOf(error));
  }
}

/** The tracker's button: asks for the step and shows a refusal. */
export async function requestNpcStep(combatId: string, turnKey: string): Promise<Outcome<string>> {
  let outcome: Outcome<string>;
  try {
    outcome = await askActiveGm("classicNpcStep", { combatId, turnKey });
  } catch (error) {
    outcome = refusalOf(error);
  }
  if (!outcome.ok) ui.notifications?.warn(refusalText(outcome));
  return outcome;
}

export function defineNpcStepRequest(): void {
  defineRequest("classicNpcStep", handleNpcStep);
}
