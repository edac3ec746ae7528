import { standInDocument } from "./page";

interface RenderedMessage {
  id: string;
  content: string;
  system: unknown;
}

/**
 * Foundry 13's `ChatMessage#renderHTML` (client/documents/chat-message.mjs), as far as the system meets it: a
 * data model with its own `renderHTML` draws the message; otherwise the message's content goes into the message
 * template's `.message-content`. Either way `renderChatMessageHTML` is called with the finished HTML before it is
 * returned. Foundry enriches the content first; the stand-in takes it as it is.
 */
export async function renderMessageHTML(message: RenderedMessage, options: object = {}): Promise<HTMLElement> {
  const system = message.system as { renderHTML?: (options: object) => Promise<HTMLElement> } | null;
  if (typeof system?.renderHTML === "function") {
    const html = await system.renderHTML(options);
    Hooks.callAll("renderChatMessageHTML", message as never, html, {} as never);
    return html;
  }
  const content = await Promise.resolve(message.content);
  const html = standInDocument.createElement("li");
  html.className = "chat-message message flexcol";
  html.dataset.messageId = message.id;
  const header = standInDocument.createElement("header");
  header.className = "message-header flexrow";
  const body = standInDocument.createElement("div");
  body.className = "message-content";
  body.innerHTML = content;
  html.append(header, body);
  Hooks.callAll("renderChatMessageHTML", message as never, html, { message: { content } } as never);
  return html;
}
