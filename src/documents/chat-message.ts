import { renderChainCard } from "../chat/render";

/**
 * The system's ChatMessage: thin. A chain or escape message stores data only; its card is drawn from that data
 * each time the message is rendered, into the message's content, with its buttons wired.
 */
export class StorytellerChatMessage extends ChatMessage {
  /** A request to the Storyteller's client (src/queries/request-message.ts) is a message no one is shown. */
  override get visible(): boolean {
    return this.type === "request" ? false : super.visible;
  }

  override async renderHTML(...args: Parameters<ChatMessage["renderHTML"]>): Promise<HTMLElement> {
    const html = await super.renderHTML(...args);
    await renderChainCard(this, html);
    return html;
  }
}
