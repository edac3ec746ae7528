import { CLASSIC_STEPS, type ClassicStep } from "../rules/combat/chain";
import { DEFENCE_KINDS, type DefenceKind } from "../rules/combat/defence";
import { isDocumentId, isPlainObject, isWhole } from "../../../queries/payload-fields";
import { askActiveGm, defineRequest } from "../../../queries/registry";
import { done, refusalOf, refusalText, refused, reportRefusal, type Outcome } from "../../../outcome";
import { defenderPlayed, isChainMessage, participantOf, say, type ChainMessage } from "../chat/documents";
import { writtenByStoryteller } from "../../../chat/records";
import { mayAsk } from "../chat/participants";
import { runSteps } from "../chat/perform";
import { readChainSettings } from "../settings";
import type { StepRequest } from "../chat/step-request";
import { MOST_OPPONENTS_COUNTED } from "../rules/turns/opponents";

/** A request sent to the active Storyteller's client: the step and the message it is for. Who asks is its sender. */
export interface StepPayload extends StepRequest {
  messageId: string;
}

/** The most opponents a card or the attack dialog names (000 §2.3: +1 difficulty each beyond the first, up to +4). */
export const MAX_OPPONENTS = MOST_OPPONENTS_COUNTED;
const MAX_SOAK_CHOICE = 4;


const PAYLOAD_KEYS = new Set(["messageId", "step", "seen", "defence", "payment", "soakChoice", "willpower"]);

/**
 * Reads a request from another client, field by field; anything else in it (a number of successes, faces, a
 * field the card never sends) makes it a forgery, refused whole.
 */
export function readStepPayload(value: unknown): { ok: true; payload: StepPayload } | { ok: false; field: string } {
  if (!isPlainObject(value)) return { ok: false, field: "payload" };
  const extra = Object.keys(value).find((key) => !PAYLOAD_KEYS.has(key));
  if (extra !== undefined) return { ok: false, field: extra };
  const { messageId, step, seen, defence, payment, soakChoice, willpower } = value;
  if (!isDocumentId(messageId)) return { ok: false, field: "messageId" };
  if (typeof step !== "string" || !(CLASSIC_STEPS as readonly string[]).includes(step)) return { ok: false, field: "step" };
  if (!isWhole(seen, 0, 100)) return { ok: false, field: "seen" };
  const payload: StepPayload = { messageId, step: step as ClassicStep, seen };
  if (defence !== undefined) {
    if (!isPlainObject(defence) || Object.keys(defence).some((key) => !["kind", "opponents", "willpower", "specialty"].includes(key))) return { ok: false, field: "defence" };
    const kind = defence.kind;
    if (typeof kind !== "string" || !(kind === "none" || (DEFENCE_KINDS as readonly string[]).includes(kind))) return { ok: false, field: "defence.kind" };
    if (defence.opponents !== undefined && !isWhole(defence.opponents, 1, MAX_OPPONENTS)) return { ok: false, field: "defence.opponents" };
    if (defence.willpower !== undefined && typeof defence.willpower !== "boolean") return { ok: false, field: "defence.willpower" };
    if (defence.specialty !== undefined && typeof defence.specialty !== "boolean") return { ok: false, field: "defence.specialty" };
    payload.defence = { kind: kind as DefenceKind | "none" };
    if (defence.opponents !== undefined) payload.defence.opponents = defence.opponents;
    if (defence.willpower === true) payload.defence.willpower = true;
    if (defence.specialty === true) payload.defence.specialty = true;
  }
  if (payment !== undefined) {
    if (payment !== "willpowerPoint" && payment !== "willpowerRoll") return { ok: false, field: "payment" };
    payload.payment = payment;
  }
  if (soakChoice !== undefined) {
    if (!isWhole(soakChoice, 0, MAX_SOAK_CHOICE)) return { ok: false, field: "soakChoice" };
    payload.soakChoice = soakChoice;
  }
  // Only the roll against a maneuver's effect takes a point this way; the defence's rides on its choice.
  if (willpower !== undefined) {
    if (typeof willpower !== "boolean" || (willpower && step !== "effectRoll")) return { ok: false, field: "willpower" };
    if (willpower) payload.willpower = true;
  }
  return { ok: true, payload };
}

/**
 * A card's button: asks the active Storyteller's client to perform the step (on that client, at once). A press
 * this user may not make is refused here without sending anything; any refusal is shown to whoever pressed,
 * translated, and nothing is written.
 */
export async function requestStep(message: ChainMessage, request: StepRequest): Promise<Outcome> {
  const user = game.user;
  let result: Outcome;
  if (!user || !message.id) result = refused("STC.Error.RequestFailed", { reason: "no user or message" });
  else if (!mayAsk(participantOf(user, message), request.step, readChainSettings(defenderPlayed(message)))) result = refused("STC.Classic.Chain.Error.NotYours", { step: say(`STC.Classic.Combat.Step.${request.step}`) });
  else {
    try {
      result = await askActiveGm("classicChainStep", { ...request, messageId: message.id });
    } catch (error) {
      result = refusalOf(error);
    }
  }
  if (!result.ok) ui.notifications?.warn(refusalText(result));
  return result;
}

/**
 * The active Storyteller's side of `chainStep`. Nothing in the payload is trusted: it is read field by field,
 * the message must be a chain this client's side wrote, the sender must be entitled to the step, and the step
 * must be the one the stored answers lead to (so a replayed or stale press does nothing). The dice are rolled
 * here and every answer is written here.
 */
export async function handleChainStep(data: unknown, sender: User.Implementation): Promise<Outcome> {
  const read = readStepPayload(data);
  if (!read.ok) return reportRefusal(sender, refused("STC.Classic.Chain.Error.Forged", { field: read.field }));
  const payload = read.payload;
  const message = game.messages?.get(payload.messageId);
  if (!isChainMessage(message)) return reportRefusal(sender, refused("STC.Classic.Chain.Error.UnknownMessage"));
  if (!writtenByStoryteller(message)) return reportRefusal(sender, refused("STC.Classic.Chain.Error.NotStorytellers"));
  const settings = readChainSettings(defenderPlayed(message));
  if (!mayAsk(participantOf(sender, message), payload.step, settings)) {
    return reportRefusal(sender, refused("STC.Classic.Chain.Error.NotYours", { step: say(`STC.Classic.Combat.Step.${payload.step}`) }));
  }
  const request: StepRequest = { step: payload.step, seen: payload.seen };
  if (payload.defence) request.defence = payload.defence;
  if (payload.payment) request.payment = payload.payment;
  if (payload.soakChoice !== undefined) request.soakChoice = payload.soakChoice;
  if (payload.willpower === true) request.willpower = true;
  try {
    await runSteps(message, request, sender.id ?? "", settings);
    return done();
  } catch (error) {
    return reportRefusal(sender, refusalOf(error));
  }
}

export function defineChainStepRequest(): void {
  defineRequest("classicChainStep", handleChainStep);
}
