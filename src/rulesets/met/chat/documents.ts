import { translate } from "../../../i18n";
import { MetChallengeData } from "../data/chat";

/** A chat message carrying a Mind's Eye Theatre challenge. */
export type ChallengeMessage = ChatMessage.Implementation & { system: MetChallengeData };

export function isChallengeMessage(message: ChatMessage.Implementation | null | undefined): message is ChallengeMessage {
  return message?.system instanceof MetChallengeData;
}

/** A translated text from a key and its data (the key itself where the language has none). */
export function say(key: string, data: Record<string, string | number> = {}): string {
  return translate(key, data);
}

/** The challenge card's own refusal keys. */
export const cardError = (name: string): string => `STC.Met.Card.Error.${name}`;
