import { answerFor, done, Refusing, type Outcome } from "../../../outcome";
import { defineRequest } from "../../../queries/registry";
import { participantOf, type ChainMessage } from "../chat/documents";
import { beginClinchTurn, checkStillHeld } from "../chat/grapple-turns";
import { readGrapplePayload, sendGrappleRequest } from "./grapple-escape";

/** The holder's button on a clinch's card: the Storyteller's client begins this turn's damage. */
export function startClinchDamage(grapple: ChainMessage): Promise<Outcome> {
  return sendGrappleRequest("classicClinchDamage", grapple);
}

/**
 * The Storyteller's side of `clinchDamage` (000 §2.8, 004 Grapple): only the holder's owner may ask, once per
 * action, while the hold lasts. The payload is the grapple card's id (grapple-escape.ts reads it).
 */
export async function handleClinchDamage(payload: unknown, sender: User.Implementation): Promise<Outcome> {
  return answerFor(sender, async () => {
    const grapple = readGrapplePayload(payload);
    const who = participantOf(sender, grapple);
    const { holder, held } = checkStillHeld(grapple);
    if (!who.isGM && !who.ownsAttacker) throw new Refusing("STC.Error.NotOwner", { name: holder.name });
    await beginClinchTurn(grapple, holder, held, sender.id ?? "");
    return done();
  });
}

export function defineClinchDamageRequest(): void {
  defineRequest("classicClinchDamage", handleClinchDamage);
}
