import { ToyAttackData } from "../data/chat";

/** A chat message carrying a toy attack. */
export type ToyAttackMessage = ChatMessage.Implementation & { system: ToyAttackData };

export function isToyAttackMessage(message: ChatMessage.Implementation | null | undefined): message is ToyAttackMessage {
  return message?.system instanceof ToyAttackData;
}

/** The toy's own refusal keys. */
export const toyError = (name: string): string => `STC.Toy.Error.${name}`;
