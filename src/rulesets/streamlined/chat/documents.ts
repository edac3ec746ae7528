import { translate } from "../../../i18n";
import { StreamlinedAttackData, StreamlinedEscapeData } from "../data/chat";

/** A chat message carrying a Streamlined attack chain. */
export type AttackMessage = ChatMessage.Implementation & { system: StreamlinedAttackData };
/** A chat message carrying a held character's attempt to break free. */
export type EscapeMessage = ChatMessage.Implementation & { system: StreamlinedEscapeData };

export function isAttackMessage(message: ChatMessage.Implementation | null | undefined): message is AttackMessage {
  return message?.system instanceof StreamlinedAttackData;
}

export function isEscapeMessage(message: ChatMessage.Implementation | null | undefined): message is EscapeMessage {
  return message?.system instanceof StreamlinedEscapeData;
}

/** A translated text from a key and its data (the key itself where the language has none). */
export function say(key: string, data: Record<string, string | number> = {}): string {
  return translate(key, data);
}

/** Streamlined's own refusal keys. */
export const chainError = (name: string): string => `STC.Streamlined.Chain.Error.${name}`;
