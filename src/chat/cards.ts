import { CardData } from "../data/chat/card-data";
import { cardContentOf, wireCardButtons } from "./card-buttons";
import { unenriched } from "./unenriched";

/** A message's card as its model draws it: the HTML put in as the message's content, and what wires its buttons. */
export interface ChatCard {
  html: string;
  wire(html: HTMLElement): void;
}

/** The card model of a message, when its subtype is drawn as a card. */
export function cardModelOf(message: ChatMessage.Implementation): CardData<foundry.data.fields.DataSchema> | null {
  const model: unknown = message.system;
  return model instanceof CardData && model.cardTemplate !== null ? (model as CardData<foundry.data.fields.DataSchema>) : null;
}

/**
 * The card of a message, drawn by the message's own model (its subtype's template and context), or null for a
 * message that is not a card. No ruleset is asked: the model registered for the subtype is the card.
 */
export async function messageCardOf(message: ChatMessage.Implementation): Promise<ChatCard | null> {
  const model = cardModelOf(message);
  const template = model?.cardTemplate;
  if (!model || !template) return null;
  const html = unenriched(await foundry.applications.handlebars.renderTemplate(template, await model.cardContext()));
  return { html, wire: (drawn) => wireCardButtons(cardContentOf(drawn), (button, card) => model.pressed({ button, card })) };
}
