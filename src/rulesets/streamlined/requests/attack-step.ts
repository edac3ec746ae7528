import { resolveActor, storytellersCard, writtenByStoryteller } from "../../../chat/records";
import { answerFor, askShowingRefusal, done, Refusing, type Outcome } from "../../../outcome";
import { askActiveGm, defineRequest } from "../../../queries/registry";
import type { StreamlinedStep } from "../rules/chain";
import { chainError, isAttackMessage, type AttackMessage } from "../chat/documents";
import { performStep, stepName } from "../chat/perform";
import { owns } from "../../../chat/records";
import { documentId, oneOf, readPayload, whole, type Read } from "../../../queries/payload-fields";

export const STEP_NAMES = ["defenceRoll", "damageRoll"] as const;
export type RequestedStep = (typeof STEP_NAMES)[number];

/** A card's button: the step pressed, on the card as it was seen (its answers so far). */
export interface StepPayload {
  messageId: string;
  step: RequestedStep;
  seen: number;
}

export function readStepPayload(value: unknown): Read<StepPayload> {
  return readPayload(value, { messageId: documentId, step: oneOf(STEP_NAMES), seen: whole(0, 10) });
}

/**
 * Whether `user` answers `step` of the card: the attacker's owner rolls the damage, the target's owner the
 * Defense (the Storyteller for a character no player owns), the Storyteller anything.
 */
export function mayAnswer(user: User.Implementation, message: AttackMessage, step: StreamlinedStep): boolean {
  if (user.isGM) return true;
  if (step === "damageRoll" || step === "attackRoll") return owns(resolveActor(message.system.attacker), user);
  if (step === "defenceRoll") return owns(resolveActor(message.system.target), user);
  return false;
}

async function answerStep(payload: unknown, sender: User.Implementation): Promise<Outcome> {
  const read = readStepPayload(payload);
  if (!read.ok) throw new Refusing(chainError("Forged"), { field: read.field });
  const message = storytellersCard(read.value.messageId, isAttackMessage, { unknown: chainError("UnknownMessage"), forged: chainError("NotStorytellers") });
  if (!mayAnswer(sender, message, read.value.step)) throw new Refusing(chainError("NotYours"), { step: stepName(read.value.step) });
  await performStep(message, read.value.step, read.value.seen, sender.id ?? "");
  return done();
}

/** The Storyteller's side of `streamlinedAttackStep`: nothing in the payload is trusted; the dice are rolled here. */
export async function handleAttackStep(payload: unknown, sender: User.Implementation): Promise<Outcome> {
  return answerFor(sender, () => answerStep(payload, sender));
}

/** A card's button: asks the Storyteller's client for the step; a press this user may not make sends nothing. */
export async function requestStep(message: AttackMessage, step: RequestedStep): Promise<Outcome> {
  return askShowingRefusal(async () => {
    const user = game.user;
    if (!user || !message.id) throw new Refusing(chainError("UnknownMessage"));
    if (!writtenByStoryteller(message)) throw new Refusing(chainError("NotStorytellers"));
    if (!mayAnswer(user, message, step)) throw new Refusing(chainError("NotYours"), { step: stepName(step) });
    return askActiveGm("streamlinedAttackStep", { messageId: message.id, step, seen: message.system.answerRecords.length });
  });
}

export function defineAttackStepRequest(): void {
  defineRequest("streamlinedAttackStep", handleAttackStep);
}
