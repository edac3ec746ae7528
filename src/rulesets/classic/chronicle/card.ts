import { templatePath } from "../../../constants";
import { speakerFor } from "../../../documents/speaker";
import { translate } from "../../../i18n";
import { Refusing } from "../../../outcome";
import { plainObject, writtenByStoryteller, type ActorRef } from "../../../chat/records";
import { cardContentOf, wireCardButtons } from "../../../chat/card-buttons";
import { unenriched } from "../../../chat/unenriched";
import { ChronicleCardData, storedChronicleState, type CardLine, type CardRoll, type ChronicleAction, type ChronicleState } from "../data/chat/chronicle-card";
import { chronicleCardContext } from "./card-context";
import { isEmptyState } from "./state";
import { undoChronicle } from "./undo";
import { turnNow } from "./turn-now";

export const CHRONICLE_CARD_TEMPLATE = templatePath("chronicle/card.hbs");

export type ChronicleMessage = ChatMessage.Implementation & { system: ChronicleCardData };

export function isChronicleMessage(message: ChatMessage.Implementation | null | undefined): message is ChronicleMessage {
  return message?.system instanceof ChronicleCardData;
}

/** The reference a card keeps to its character: the token's actor for an unlinked token, else the world actor. */
export function actorRefOf(actor: Actor.Implementation): ActorRef {
  return { actorId: actor.id ?? "", tokenUuid: actor.isToken ? (actor.token?.uuid ?? "") : "" };
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
    type: "chronicle",
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
  if (!isChronicleMessage(created)) throw new Refusing("STC.Chronicle.Error.NotWritten", { name: actor.name });
  return created;
}

/** The HTML of a chronicle card for this client's reader; null for messages of other kinds. */
export async function chronicleCardHTML(message: ChatMessage.Implementation): Promise<string | null> {
  if (!isChronicleMessage(message)) return null;
  const system = message.system;
  const context = chronicleCardContext(
    {
      action: system.action as ChronicleAction,
      name: system.name,
      lines: system.cardLines,
      roll: system.cardRoll,
      undone: Boolean(system.undoneBy),
      viewerIsGM: game.user?.isGM === true,
      untrusted: !writtenByStoryteller(message),
      wroteNothing: isEmptyState(system.afterState),
    },
    translate,
  );
  return unenriched(await foundry.applications.handlebars.renderTemplate(CHRONICLE_CARD_TEMPLATE, context));
}

/** The card's one button: the Storyteller's undo. */
export function wireChronicleCard(message: ChatMessage.Implementation, html: HTMLElement): void {
  if (!isChronicleMessage(message)) return;
  wireCardButtons(cardContentOf(html), (button) => (button.dataset.action === "chronicleUndo" ? undoChronicle(message) : null));
}
