import { messageCardOf } from "../chat/cards";

/**
 * The system's ChatMessage: thin. A card message stores data only; its card is drawn from that data by the
 * message's own model (its subtype's, src/data/chat/card-data.ts) each time the message is rendered, as the
 * message's content, with its buttons wired to the model's actions.
 */
export class StorytellerChatMessage extends ChatMessage {
  /** A request to the Storyteller's client (src/queries/request-message.ts) is a message no one is shown. */
  override get visible(): boolean {
    return this.type === "request" ? false : super.visible;
  }

  /** Drawings of this message under way, and the content it had before the first of them. */
  #drawing = 0;
  #storedContent = "";

  /**
   * Foundry draws a message from its content and calls `renderChatMessageHTML` before it returns the HTML, so a
   * card filled in afterwards would reach that hook's listeners empty. The card is made the content for the
   * drawing instead (in memory only, never saved), so Foundry puts it in the message's HTML itself and every
   * listener sees the card; Foundry treats it as any message's content (it enriches it). Overlapping drawings of
   * one message (the log and a pop-out) put back the content the first one found.
   */
  override async renderHTML(...args: Parameters<ChatMessage["renderHTML"]>): Promise<HTMLElement> {
    const card = await messageCardOf(this);
    if (card === null) return super.renderHTML(...args);
    if (this.#drawing++ === 0) this.#storedContent = this.content;
    this.content = card.html;
    let html: HTMLElement;
    try {
      html = await super.renderHTML(...args);
    } finally {
      if (--this.#drawing === 0) this.content = this.#storedContent;
    }
    card.wire(html);
    return html;
  }
}
