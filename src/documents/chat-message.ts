import { renderChainCard } from "../chat/render";

/**
 * The system's ChatMessage: thin. A chain or escape message stores data only; its card is drawn from that data
 * each time the message is rendered, into the message's content, with its buttons wired.
 */
export class StorytellerChatMessage extends ChatMessage {
  override async renderHTML(...args: Parameters<ChatMessage["renderHTML"]>): Promise<HTMLElement> {
    const html = await super.renderHTML(...args);
    await renderChainCard(this, html);
    return html;
  }
}
