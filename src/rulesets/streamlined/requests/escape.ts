import { speakerFor } from "../../../documents/speaker";
import { resolveActor, type ActorRef } from "../../../chat/records";
import { answerFor, askShowingRefusal, done, Refusing, type Outcome } from "../../../outcome";
import { askActiveGm, defineRequest } from "../../../queries/registry";
import { heldByOf, streamlinedStatsOf } from "../data/read";
import { escapePool, escapeResult, gripPool } from "../rules/grapple";
import { readPool } from "../rules/pool";
import { isIncapacitated } from "../rules/health";
import { StreamlinedError } from "../rules/errors";
import { rollD10s } from "../../../dice/foundry-dice";
import { chainError, isEscapeMessage } from "../chat/documents";
import { oneAtATime } from "../../../work-queue";
import { actorRefOf, owns } from "../../../chat/records";
import { situationIn } from "../round/situation";
import { actorRef, readPayload, type Read } from "../../../queries/payload-fields";

/** A held character's attempt to break free. */
export interface EscapePayload {
  held: ActorRef;
}

export function readEscapePayload(value: unknown): Read<EscapePayload> {
  return readPayload(value, { held: actorRef });
}

export type EscapeAnswer = Outcome<{ messageId: string; freed: boolean }>;

async function escape(payload: unknown, sender: User.Implementation): Promise<EscapeAnswer> {
  const read = readEscapePayload(payload);
  if (!read.ok) throw new Refusing(chainError("Forged"), { field: read.field });
  const held = resolveActor(read.value.held);
  if (!held) throw new Refusing(chainError("ActorGone"));
  if (!owns(held, sender)) throw new Refusing("STC.Error.NotOwner", { name: held.name });
  const grip = heldByOf(held);
  if (!grip) throw new StreamlinedError("StreamlinedNotHeld", "Only a held character escapes.");
  const holderRef: ActorRef = { actorId: grip.actorId, tokenUuid: grip.tokenUuid };
  const holder = resolveActor(holderRef);
  const heldStats = streamlinedStatsOf(held);
  if (isIncapacitated(heldStats.health)) throw new StreamlinedError("StreamlinedIncapacitated", "A character at 0 Health cannot act.");
  return oneAtATime(`streamlined.escape.${held.id ?? ""}`, async () => {
    // A holder gone from the world (deleted, its token removed) holds nobody: the grip simply ends.
    const escapeDice = escapePool(heldStats, situationIn(game.combat ?? null, held.id ?? "", grip.actorId).penalty);
    const gripDice = holder ? gripPool(streamlinedStatsOf(holder)) : 0;
    const escapeFaces = await rollD10s(escapeDice);
    const gripFaces = await rollD10s(gripDice);
    const hold = { holderId: grip.actorId, heldId: held.id ?? "" };
    const result = escapeResult(hold, readPool(escapeDice, escapeFaces).successes, readPool(gripDice, gripFaces).successes);
    if (result.freed && !(await held.update({ "system.streamlined.heldBy.actorId": "", "system.streamlined.heldBy.tokenUuid": "" } as Actor.UpdateData))) {
      throw new Refusing(chainError("NotWritten"), { name: held.name });
    }
    const created = await ChatMessage.implementation.create({
      type: "streamlinedEscape",
      speaker: speakerFor(held),
      system: { held: read.value.held, holder: holderRef, escapePool: escapeDice, gripPool: gripDice, escapeFaces, gripFaces, startedBy: sender.id ?? "" },
    } as ChatMessage.CreateData);
    if (!isEscapeMessage(created ?? null) || !created?.id) throw new Refusing(chainError("NotWritten"), { name: held.name });
    return done({ messageId: created.id, freed: result.freed });
  });
}

/** The Storyteller's side of `streamlinedEscape`: the hold is read from the held character, both pools rolled here. */
export async function handleEscape(payload: unknown, sender: User.Implementation): Promise<EscapeAnswer> {
  return answerFor(sender, () => escape(payload, sender));
}

/** The held character's sheet button: a contested roll to break free (001 Grapples). */
export async function requestEscape(held: Actor.Implementation): Promise<EscapeAnswer> {
  return askShowingRefusal(() => askActiveGm("streamlinedEscape", { held: actorRefOf(held) }));
}

export function defineEscapeRequest(): void {
  defineRequest("streamlinedEscape", handleEscape);
}
