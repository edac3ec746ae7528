import { tokens } from "./token";

interface UuidGame {
  actors: { get(id: string): unknown };
  items: { get(id: string): unknown };
  messages: { get(id: string): unknown };
}

/**
 * Foundry's `fromUuidSync` for the documents the stand-in has: world actors, their items, world items, chat
 * messages and placed tokens. An unknown UUID gives null, as in Foundry.
 */
export function fromUuidSync(uuid: string): unknown {
  const game = (globalThis as unknown as { game: UuidGame }).game;
  const token = tokens.get(uuid);
  if (token) return token;
  const parts = uuid.split(".");
  if (parts[0] === "Actor" && parts[1]) {
    const actor = game.actors.get(parts[1]) as { items: { get(id: string): unknown } } | undefined;
    if (parts.length === 2) return actor ?? null;
    if (parts[2] === "Item" && parts[3]) return actor?.items.get(parts[3]) ?? null;
    return null;
  }
  if (parts[0] === "Item" && parts[1]) return game.items.get(parts[1]) ?? null;
  if (parts[0] === "ChatMessage" && parts[1]) return game.messages.get(parts[1]) ?? null;
  return null;
}

export async function fromUuid(uuid: string): Promise<unknown> {
  return fromUuidSync(uuid);
}
