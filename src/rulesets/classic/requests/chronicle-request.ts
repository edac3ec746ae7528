import { askActiveGm, type RequestName, type RequestPayload } from "../../../queries/registry";
import { isDocumentId, isOneOf, isWhole } from "../../../queries/payload-fields";
import { refusalOf, refusalText, reportRefusal, Refusing, type Outcome } from "../../../outcome";
import { classicErrorData } from "../rules/error-names";
import { translate } from "../../../i18n";
import { type ActorRef, owns, resolveActor } from "../../../chat/records";
import { chronicleQueue } from "../chronicle/undo";
import { actorRefOf } from "../../../chat/records";
import { fieldsOf, PayloadError } from "./round-fields";

/*
 * What the chronicle's requests share (chronicle-raise.ts, chronicle-experience.ts, chronicle-power.ts,
 * chronicle-frenzy.ts, chronicle-heal.ts, chronicle-regenerate.ts, chronicle-shift.ts): every payload names a
 * character as the sheet knows it, the Storyteller's client reads each field for its type, finds the character,
 * checks the sender may act for it, and runs the action one at a time. Nothing else in the payload is trusted: the
 * costs, the pools and the dice come from the character and the rules on the Storyteller's client.
 */

/** The character a chronicle request is about. */
export interface ChronicleRequest {
  actor: ActorRef;
}

type Fields = Record<string, unknown>;

/** Who may ask: the character's owners and the Storyteller, or the Storyteller alone. */
export type ChronicleAuthority = "owner" | "storyteller";

function actorRefField(value: unknown): ActorRef {
  const fields = fieldsOf(value, ["actorId", "tokenUuid"], "actor");
  if (!isDocumentId(fields.actorId)) throw new PayloadError("RequestUnreadable", "The request's actor.actorId cannot be read.", { field: "actor.actorId" });
  if (typeof fields.tokenUuid !== "string" || fields.tokenUuid.length > 200) throw new PayloadError("RequestUnreadable", "The request's actor.tokenUuid cannot be read.", { field: "actor.tokenUuid" });
  return { actorId: fields.actorId, tokenUuid: fields.tokenUuid };
}

/** A field that is one of a list, or the refusal naming it. */
export function choiceField<T extends string>(fields: Fields, name: string, allowed: readonly T[]): T {
  const value = fields[name];
  if (!isOneOf(value, allowed)) throw new PayloadError("RequestUnreadable", `The request's ${name} cannot be read.`, { field: name });
  return value;
}

/** A whole number in range, or the refusal naming it. */
export function wholeField(fields: Fields, name: string, min: number, max: number): number {
  const value = fields[name];
  if (!isWhole(value, min, max)) throw new PayloadError("RequestUnreadable", `The request's ${name} cannot be read.`, { field: name });
  return value;
}

export function booleanField(fields: Fields, name: string): boolean {
  const value = fields[name];
  if (typeof value !== "boolean") throw new PayloadError("RequestUnreadable", `The request's ${name} cannot be read.`, { field: name });
  return value;
}

/** A short text (a note in the experience log), or the refusal naming it. */
export function textField(fields: Fields, name: string, maxLength: number): string {
  const value = fields[name];
  if (typeof value !== "string" || value.length > maxLength) throw new PayloadError("RequestUnreadable", `The request's ${name} cannot be read.`, { field: name });
  return value.trim();
}

export function idField(fields: Fields, name: string): string {
  const value = fields[name];
  if (!isDocumentId(value)) throw new PayloadError("RequestUnreadable", `The request's ${name} cannot be read.`, { field: name });
  return value;
}

/**
 * The Storyteller's side of a chronicle request: the payload read (`actor` and the request's own `names`), the
 * character found and the sender's right to act for it checked, then `work` run in the chronicle's queue. A refusal
 * is reported to the Storyteller when another user asked.
 */
export async function handleChronicleRequest<R>(
  payload: unknown,
  sender: User.Implementation,
  names: readonly string[],
  authority: ChronicleAuthority,
  read: (fields: Fields) => R,
  work: (actor: Actor.Implementation, request: R, sender: User.Implementation) => Promise<Outcome>,
): Promise<Outcome> {
  try {
    const fields = fieldsOf(payload, ["actor", ...names]);
    const ref = actorRefField(fields.actor);
    const request = read(fields);
    const outcome = await chronicleQueue(async () => {
      const actor = resolveActor(ref);
      if (!actor) throw new Refusing("STC.Classic.Chronicle.Error.ActorGone");
      if (!sender.isGM && (authority === "storyteller" || !owns(actor, sender))) {
        throw new Refusing(authority === "storyteller" ? "STC.Classic.Chronicle.Error.StorytellerOnly" : "STC.Classic.Chronicle.Error.NotYours", { name: actor.name });
      }
      return work(actor, request, sender);
    });
    return reportRefusal(sender, outcome);
  } catch (error) {
    return reportRefusal(sender, refusalOf(error));
  }
}

type ChronicleRequestName = Extract<RequestName, `classicChronicle${string}`>;

/**
 * The asking side: sends the request for this character to the active Storyteller's client (or runs it here, on that
 * client) and shows a refusal to whoever pressed.
 */
export async function sendChronicleRequest<K extends ChronicleRequestName>(name: K, actor: Actor.Implementation, rest: Omit<RequestPayload<K>, "actor">): Promise<Outcome> {
  let outcome: Outcome;
  try {
    outcome = (await askActiveGm(name, { actor: actorRefOf(actor), ...rest } as RequestPayload<K>)) as Outcome;
  } catch (error) {
    outcome = refusalOf(error);
  }
  // A refusal's traits and forms are named in the reader's language, never by identifier ("no Gnosis left").
  if (!outcome.ok) ui.notifications?.warn(refusalText({ key: outcome.key, data: classicErrorData(outcome.data, translate) }));
  return outcome;
}
