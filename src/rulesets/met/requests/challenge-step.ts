import { storytellersCard } from "../../../chat/records";
import { answerFor, askShowingRefusal, done, type Outcome, Refusing } from "../../../outcome";
import { documentId, extraKey, isDocumentId, isOneOf, isPlainObject, orNull, readPayload, whole, type Read } from "../../../queries/payload-fields";
import { askActiveGm, defineRequest } from "../../../queries/registry";
import { MET_SIDES, victoryEffectOf, type MetEffect, type MetSide } from "../data/chat";
import { CANCELLABLE_KINDS, RETEST_KINDS, type ChallengeEvent } from "../rules/challenge/types";
import { cardError, isChallengeMessage, type ChallengeMessage } from "../chat/documents";
import { performEvent } from "../chat/perform";
import { answersFor } from "../chat/sides";
import { isCondition, isName, readEffect, readNames } from "./payload-read";

/** The events a side sends from the card; the throws are never among them (requests/throw-ready.ts). */
export type StepEvent = Exclude<ChallengeEvent, { type: "throws" } | { type: "declare" }>;

/** A card's button: the event, on the card as it was seen (its events so far), and what a bid's victory condition does. */
export interface ChallengeStepPayload {
  messageId: string;
  seen: number;
  event: StepEvent;
  /** A bid's effect; null for the other events. */
  effect: MetEffect | null;
}

function readEvent(value: unknown): Read<StepEvent> {
  if (!isPlainObject(value)) return { ok: false, field: "event" };
  switch (value.type) {
    case "bid": {
      if (extraKey(value, ["type", "traits", "victoryCondition"]) !== undefined) return { ok: false, field: "event" };
      const traits = readNames(value.traits, "event.traits", 12);
      if (!traits.ok) return traits;
      if (!isCondition(value.victoryCondition)) return { ok: false, field: "event.victoryCondition" };
      return { ok: true, value: { type: "bid", traits: traits.value, victoryCondition: value.victoryCondition.trim() } };
    }
    case "relent":
      return extraKey(value, ["type"]) === undefined ? { ok: true, value: { type: "relent" } } : { ok: false, field: "event" };
    case "pass":
      if (extraKey(value, ["type", "side"]) !== undefined || !isOneOf(value.side, MET_SIDES)) return { ok: false, field: "event.side" };
      return { ok: true, value: { type: "pass", side: value.side } };
    case "callRetest":
      if (extraKey(value, ["type", "side", "kind", "name"]) !== undefined || !isOneOf(value.side, MET_SIDES)) return { ok: false, field: "event.side" };
      if (!isOneOf(value.kind, RETEST_KINDS) || !isName(value.name)) return { ok: false, field: "event.kind" };
      return { ok: true, value: { type: "callRetest", side: value.side, kind: value.kind, name: value.name } };
    case "cancelRetest":
      if (extraKey(value, ["type", "side", "kind", "name"]) !== undefined || !isOneOf(value.side, MET_SIDES)) return { ok: false, field: "event.side" };
      if (!(isOneOf(value.kind, CANCELLABLE_KINDS) || value.kind === "darkness") || !isName(value.name)) return { ok: false, field: "event.kind" };
      return { ok: true, value: { type: "cancelRetest", side: value.side, kind: value.kind, name: value.name } };
    case "chooseVictoryCondition":
      if (extraKey(value, ["type", "of"]) !== undefined || !isDocumentId(value.of)) return { ok: false, field: "event.of" };
      return { ok: true, value: { type: "chooseVictoryCondition", of: value.of } };
    default:
      return { ok: false, field: "event.type" };
  }
}

export function readChallengeStep(value: unknown): Read<ChallengeStepPayload> {
  const read = readPayload(value, { messageId: documentId, seen: whole(0, 500), event: readEvent, effect: orNull(readEffect) });
  if (!read.ok) return read;
  // A bid carries what its victory condition does; nothing else carries an effect.
  if ((read.value.event.type === "bid") !== (read.value.effect !== null)) return { ok: false, field: "effect" };
  return read;
}

/** The side an event is sent for: the defender bids and relents, the challenger chooses a mob's condition. */
export function sideOfStep(event: StepEvent): MetSide {
  if (event.type === "bid" || event.type === "relent") return "defender";
  if (event.type === "chooseVictoryCondition") return "challenger";
  return event.side;
}

async function answerStep(payload: unknown, sender: User.Implementation): Promise<Outcome> {
  const read = readChallengeStep(payload);
  if (!read.ok) throw new Refusing(cardError("Forged"), { field: read.field });
  const message = storytellersCard(read.value.messageId, isChallengeMessage, { unknown: cardError("UnknownMessage"), forged: cardError("NotStorytellers") });
  if (!answersFor(sender, message, sideOfStep(read.value.event))) throw new Refusing(cardError("NotYours"));
  const { event, effect } = read.value;
  // A bid's effect goes to the rules with it (a defender who may only resist passively cannot strike back).
  const tracked = effect ? victoryEffectOf(effect) : undefined;
  const withEffect: StepEvent = event.type === "bid" && tracked ? { ...event, effect: tracked } : event;
  await performEvent(message, withEffect, read.value.seen, sender.id ?? "", effect ?? undefined);
  return done();
}

/** The Storyteller's side of `metChallengeStep`: nothing in the payload is trusted; the rules take the event here. */
export async function handleChallengeStep(payload: unknown, sender: User.Implementation): Promise<Outcome> {
  return answerFor(sender, () => answerStep(payload, sender));
}

/** A card's button: asks the Storyteller's client to record the event; one this user may not send sends nothing. */
export async function requestChallengeStep(message: ChallengeMessage, event: StepEvent, effect: MetEffect | null = null): Promise<Outcome> {
  return askShowingRefusal(async () => {
    const user = game.user;
    if (!user || !message.id) throw new Refusing(cardError("UnknownMessage"));
    if (!answersFor(user, message, sideOfStep(event))) throw new Refusing(cardError("NotYours"));
    return askActiveGm("metChallengeStep", { messageId: message.id, seen: message.system.eventRecords.length, event, effect });
  });
}

export function defineChallengeStepRequest(): void {
  defineRequest("metChallengeStep", handleChallengeStep);
}
