import type { StorytellerActorData } from "../data/actor/base";
import { translate } from "../../../i18n";
import { AttackChainData, type TargetState } from "../data/chat/attack-chain";
import type { CharacterStats } from "../rules/character/stats";
import { recordOf, type ChainRecord } from "./chain-record";
import type { Participant } from "./participants";
import { owns, resolveActor } from "../../../chat/records";


/** A chat message that carries an attack chain. */
export type ChainMessage = ChatMessage.Implementation & { system: AttackChainData };

export function isChainMessage(message: ChatMessage.Implementation | null | undefined): message is ChainMessage {
  return message?.system instanceof AttackChainData;
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
  return recordOf(system.chainKind, system.ruleset, system.chainKind === "clinch" ? system.clinchInput : system.attackInput, system.options, system.chainAnswers, system.revision);
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
    ownsAttacker: owns(attacker, user),
    ownsTarget: owns(target, user),
  };
}

/** Whether a player (a user who is not a Storyteller) owns the chain's defender. */
export function defenderPlayed(message: ChainMessage): boolean {
  const target = resolveActor(message.system.target);
  return (game.users?.contents ?? []).some((user) => !user.isGM && owns(target, user));
}

/** A translated text from a key and its data (the key itself where the language has none). */
export function say(key: string, data: Record<string, string | number> = {}): string {
  return translate(key, data);
}
