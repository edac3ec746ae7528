import { templatePath } from "../../../constants";
import { speakerFor } from "../../../documents/speaker";
import { Refusing } from "../../../outcome";
import { actorRefOf, plainObject } from "../../../chat/records";
import { ChronicleCardData, storedChronicleState, type CardLine, type CardRoll, type ChronicleAction, type ChronicleState } from "../data/chat/chronicle-card";
import { turnNow } from "./turn-now";

export const CHRONICLE_CARD_TEMPLATE = templatePath("classic/chronicle/card.hbs");

export type ChronicleMessage = ChatMessage.Implementation & { system: ChronicleCardData };

export function isChronicleMessage(message: ChatMessage.Implementation | null | undefined): message is ChronicleMessage {
  return message?.system instanceof ChronicleCardData;
}

export interface CardContent {
  action: ChronicleAction;
  lines: CardLine[];
  roll: CardRoll | null;
  before: ChronicleState;
  after: ChronicleState;
  created: string[];
}

/** Posts the card of an action already written, as the Storyteller's client: the record an undo reads. */
export async function postChronicleCard(actor: Actor.Implementation, content: CardContent): Promise<ChronicleMessage> {
  const created = await ChatMessage.implementation.create({
    type: "classicChronicle",
    speaker: speakerFor(actor),
    system: {
      action: content.action,
      actor: actorRefOf(actor),
      name: actor.name,
      lines: content.lines.map((line) => plainObject(line)),
      roll: content.roll ? plainObject(content.roll) : null,
      before: plainObject(storedChronicleState(content.before)),
      after: plainObject(storedChronicleState(content.after)),
      created: content.created,
      turn: turnNow(),
      undoneBy: "",
    },
  } as ChatMessage.CreateData);
  if (!isChronicleMessage(created)) throw new Refusing("STC.Classic.Chronicle.Error.NotWritten", { name: actor.name });
  return created;
}
