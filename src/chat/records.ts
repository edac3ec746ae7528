import { Refusing } from "../outcome";

/**
 * Reading what a ruleset's card message stores. A card is data anyone may have edited (a player can write a message
 * of any type), so a reference in it is read as safely as a request's payload.
 */

/** A character as a card stores it: the actor, and the token it was on (empty for a world actor). */
export interface ActorRef {
  actorId: string;
  tokenUuid: string;
}

/** The shape of every token reference a card stores: a scene's token, `Scene.<id>.Token.<id>`. */
const TOKEN_UUID = /^Scene\.[^.]+\.Token\.[^.]+$/;

/**
 * The token a stored reference names, or null when it names none. Foundry's `fromUuidSync` throws on some
 * malformed UUIDs (an embedded name its parent does not have, through `getEmbeddedCollection`), so a bad reference
 * must read as a character gone: one card that cannot be resolved would otherwise fail to draw, or a step on it
 * fail, on every client.
 */
export function storedToken(uuid: string): TokenDocument.Implementation | null {
  if (!TOKEN_UUID.test(uuid)) return null;
  try {
    const found = fromUuidSync(uuid as `Scene.${string}`);
    return found instanceof foundry.documents.TokenDocument ? (found as TokenDocument.Implementation) : null;
  } catch {
    return null;
  }
}

/** The actor a reference names: the token's own (an unlinked token's synthetic actor), else the world actor. */
export function resolveActor(ref: ActorRef): Actor.Implementation | null {
  if (ref.tokenUuid) {
    const token = storedToken(ref.tokenUuid);
    return token?.actor?.id === ref.actorId ? token.actor : null;
  }
  return game.actors?.get(ref.actorId) ?? null;
}

/**
 * The reference a card keeps to a character: its token's when it stands on one (the token given, or an unlinked
 * token's own actor's), else the world actor's.
 */
export function actorRefOf(actor: Actor.Implementation, token?: Token.Implementation | TokenDocument.Implementation | null): ActorRef {
  const document = token instanceof foundry.documents.TokenDocument ? token : (token?.document ?? actor.token ?? null);
  return { actorId: actor.id ?? "", tokenUuid: document?.uuid ?? "" };
}

/** Whether `user` owns the character (a Storyteller owns every one). */
export function owns(actor: Actor.Implementation | null | undefined, user: User.Implementation): boolean {
  return actor?.testUserPermission(user, "OWNER") === true;
}

/**
 * Whether a card was written by a Storyteller's client. Foundry lets any player create a message of any type
 * and edit their own, but not one in another user's name: only such a card is a record a ruleset acts on.
 */
export function writtenByStoryteller(message: ChatMessage.Implementation): boolean {
  return message.author?.isGM === true;
}

/**
 * The card a request names, as the Storyteller's client acts on it: a message of the ruleset's card kind that a
 * Storyteller's client wrote. Any other is refused with the ruleset's own words (`unknown`, `forged`).
 */
export function storytellersCard<Card extends ChatMessage.Implementation>(
  messageId: string,
  isCard: (message: ChatMessage.Implementation | undefined) => message is Card,
  refusals: { unknown: string; forged: string },
): Card {
  const message: ChatMessage.Implementation | undefined = game.messages?.get(messageId);
  if (!isCard(message)) throw new Refusing(refusals.unknown);
  if (!writtenByStoryteller(message)) throw new Refusing(refusals.forged);
  return message;
}

/** Plain JSON for an object field of a message: what is stored is exactly what a replay reads back. */
export function plainObject(value: object): Record<string, unknown> {
  return JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
}
