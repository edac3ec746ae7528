import type { StorytellerActorData } from "../data/actor/base";
import { translate } from "../../../i18n";
import { AttackChainData, type TargetState } from "../data/chat/attack-chain";
import type { CharacterStats } from "../rules/character/stats";
import { recordOf, type ChainRecord } from "./chain-record";
import type { Participant } from "./participants";

/** A chat message that carries an attack chain. */
export type ChainMessage = ChatMessage.Implementation & { system: AttackChainData };

export function isChainMessage(message: ChatMessage.Implementation | null | undefined): message is ChainMessage {
  return message?.system instanceof AttackChainData;
}

export interface ActorRef {
  actorId: string;
  tokenUuid: string;
}

/** The actor a reference names: the token's own (an unlinked token's synthetic actor), else the world actor. */
export function resolveActor(ref: ActorRef): Actor.Implementation | null {
  if (ref.tokenUuid) {
    const token = storedToken(ref.tokenUuid);
    return token?.actor?.id === ref.actorId ? token.actor : null;
  }
  return game.actors?.get(ref.actorId) ?? null;
}

/** The shape of every token reference the chain stores: a scene's token, `Scene.<id>.Token.<id>`. */
const TOKEN_UUID = /^Scene\.[^.]+\.Token\.[^.]+$/;

/**
 * The token a stored reference names, or null when it names none. A record is data anyone may have edited, and
 * Foundry's `fromUuidSync` throws on some malformed UUIDs (an embedded name its parent does not have, through
 * `getEmbeddedCollection`), so a bad reference must read as a character gone: one card that cannot be resolved
 * would otherwise fail to draw, or a step on it fail, on every client.
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

export function actorData(actor: Actor.Implementation): StorytellerActorData {
  return actor.system as unknown as StorytellerActorData;
}

/** The actor as the rules see it now (the only way an actor reaches the rules: its gathered stats). */
export function statsOf(actor: Actor.Implementation): CharacterStats {
  return actorData(actor).stats;
}

export function targetStateOf(actor: Actor.Implementation): TargetState {
  const stats = statsOf(actor);
  return { health: { ...stats.health }, statuses: stats.statuses.map((status) => ({ ...status })) };
}

export function chainRecord(message: ChainMessage): ChainRecord {
  const system = message.system;
  return recordOf(system.chainKind, system.ruleset, system.chainKind === "clinch" ? system.clinchInput : system.attackInput, system.options, system.chainAnswers);
}

/**
 * Whether a card was written by a Storyteller's client. Foundry lets any player create a message of any type
 * and edit their own, but not one in another user's name: only such a card is a record the chain acts on.
 */
export function writtenByStoryteller(message: ChatMessage.Implementation): boolean {
  return message.author?.isGM === true;
}

/** The user who began a chain: as its card records it, or, on a card from before it did, its author. */
export function starterOf(message: ChainMessage): string {
  return message.system.startedBy || (message.author?.id ?? "");
}

export function participantOf(user: User.Implementation, message: ChainMessage): Participant {
  const attacker = resolveActor(message.system.attacker);
  const target = resolveActor(message.system.target);
  return {
    userId: user.id ?? "",
    isGM: user.isGM,
    startedIt: starterOf(message) === user.id,
    ownsAttacker: attacker?.testUserPermission(user, "OWNER") === true,
    ownsTarget: target?.testUserPermission(user, "OWNER") === true,
  };
}

/** A translated text from a key and its data (the key itself where the language has none). */
export function say(key: string, data: Record<string, string | number> = {}): string {
  return translate(key, data);
}

/** Plain JSON for an object field of a message: what is stored is exactly what a replay reads back. */
export function plainObject(value: object): Record<string, unknown> {
  return JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
}
