import { answerFor, askShowingRefusal, done, Refusing, type Outcome } from "../../../outcome";
import { storytellersCard } from "../../../chat/records";
import { isDocumentId } from "../../../queries/payload-fields";
import { askActiveGm, defineRequest } from "../../../queries/registry";
import { isChainMessage, participantOf, say, type ChainMessage } from "../chat/documents";
import { actionFor, checkStillHeld, performEscape } from "../chat/grapple-turns";

/** `grappleEscape` and `clinchDamage`: a request about a grapple's card (to break free, or the holder's damage this turn), the card's id. */
export interface GrapplePayload {
  messageId: string;
}

/** The grapple card a request names: a chain the Storyteller's client wrote. */
export function readGrapplePayload(payload: unknown): ChainMessage {
  const read = typeof payload === "object" && payload !== null && !Array.isArray(payload) ? (payload as Record<string, unknown>) : null;
  const keys = read ? Object.keys(read) : [];
  if (!read || keys.length !== 1 || !isDocumentId(read.messageId)) {
    throw new Refusing("STC.Classic.Chain.Error.Forged", { field: read ? keys.join(", ") || "messageId" : "payload" });
  }
  return storytellersCard(read.messageId, isChainMessage, { unknown: "STC.Classic.Chain.Error.UnknownMessage", forged: "STC.Classic.Chain.Error.NotStorytellers" });
}

/** Sends a grapple request to the Storyteller's client; a refusal is shown to whoever pressed. */
export async function sendGrappleRequest(name: "classicGrappleEscape" | "classicClinchDamage", grapple: ChainMessage): Promise<Outcome> {
  return askShowingRefusal(async () => {
    if (!grapple.id) throw new Refusing("STC.Error.RequestFailed", { reason: "no message" });
    return askActiveGm(name, { messageId: grapple.id });
  });
}

/** The held character's button on a grapple's card: the Storyteller's client rolls and writes the attempt. */
export function requestEscape(grapple: ChainMessage): Promise<Outcome> {
  return sendGrappleRequest("classicGrappleEscape", grapple);
}

/**
 * The Storyteller's side of `grappleEscape`: only the held character's owner may ask, once per action, while the
 * hold lasts.
 */
export async function handleEscape(payload: unknown, sender: User.Implementation): Promise<Outcome> {
  return answerFor(sender, async () => {
    const grapple = readGrapplePayload(payload);
    const who = participantOf(sender, grapple);
    if (!who.isGM && !who.ownsTarget) throw new Refusing("STC.Classic.Chain.Error.NotYours", { step: say("STC.Classic.Chain.BreakFreeStep") });
    const { held } = checkStillHeld(grapple);
    await performEscape(grapple, actionFor(held));
    return done();
  });
}

export function defineGrappleEscapeRequest(): void {
  defineRequest("classicGrappleEscape", handleEscape);
}
