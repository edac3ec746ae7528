import { resolveActor, writtenByStoryteller } from "../../../chat/records";
import { done, refusalOf, refusalText, reportRefusal, Refusing, type Outcome } from "../../../outcome";
import { askActiveGm } from "../../../queries/registry";
import type { StreamlinedStep } from "../rules/chain";
import { chainError, isAttackMessage, type AttackMessage } from "./documents";
import { readStepPayload, type RequestedStep } from "./payload";
import { performStep, stepName } from "./perform";
import { owns } from "./refs";

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
  const message = game.messages?.get(read.value.messageId);
  if (!isAttackMessage(message)) throw new Refusing(chainError("UnknownMessage"));
  if (!writtenByStoryteller(message)) throw new Refusing(chainError("NotStorytellers"));
  if (!mayAnswer(sender, message, read.value.step)) throw new Refusing(chainError("NotYours"), { step: stepName(read.value.step) });
  await performStep(message, read.value.step, read.value.seen, sender.id ?? "");
  return done();
}

/** The Storyteller's side of `streamlinedAttackStep`: nothing in the payload is trusted; the dice are rolled here. */
export async function handleAttackStep(payload: unknown, sender: User.Implementation): Promise<Outcome> {
  let answer: Outcome;
  try {
    answer = await answerStep(payload, sender);
  } catch (error) {
    answer = refusalOf(error);
  }
  return reportRefusal(sender, answer);
}

/** A card's button: asks the Storyteller's client for the step; a press this user may not make sends nothing. */
export async function requestStep(message: AttackMessage, step: RequestedStep): Promise<Outcome> {
  let answer: Outcome;
  try {
    const user = game.user;
    if (!user || !message.id) throw new Refusing(chainError("UnknownMessage"));
    if (!writtenByStoryteller(message)) throw new Refusing(chainError("NotStorytellers"));
    if (!mayAnswer(user, message, step)) throw new Refusing(chainError("NotYours"), { step: stepName(step) });
    answer = await askActiveGm("streamlinedAttackStep", { messageId: message.id, step, seen: message.system.answerRecords.length });
  } catch (error) {
    answer = refusalOf(error);
  }
  if (!answer.ok) ui.notifications?.warn(refusalText(answer));
  return answer;
}
