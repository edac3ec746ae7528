import { tokens } from "./token";

interface UuidGame {
  actors: { get(id: string): unknown };
  items: { get(id: string): unknown };
  messages: { get(id: string): unknown };
}

/** The documents a Scene embeds (Foundry 13's `Scene.hierarchy`). */
const SCENE_EMBEDDED = ["AmbientLight", "AmbientSound", "Drawing", "MeasuredTemplate", "Note", "Region", "Tile", "Token", "Wall"];

/**
 * Foundry's resolution under a scene: an odd number of parts is no UUID (`parseUuid` gives null); on a scene that
 * exists, an embedded name the scene does not have throws, as `Document#getEmbeddedCollection` does.
 */
function sceneEmbedded(sceneId: string, embedded: string[]): null {
  if (embedded.length % 2) return null;
  const exists = [...tokens.values()].some((token) => token.sceneId === sceneId);
  const name = embedded[0];
  if (exists && name !== undefined && !SCENE_EMBEDDED.includes(name)) throw new Error(`${name} is not a valid embedded Document within the Scene Document`);
  return null;
}

/**
 * Foundry's `fromUuidSync` for the documents the stand-in has: world actors, their items, world items, chat
 * messages and placed tokens. An unknown UUID gives null, as in Foundry, and a malformed one under an existing
 * scene throws, as in Foundry.
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
  if (parts[0] === "Scene" && parts[1]) return sceneEmbedded(parts[1], parts.slice(2));
  if (parts[0] === "Item" && parts[1]) return game.items.get(parts[1]) ?? null;
  if (parts[0] === "ChatMessage" && parts[1]) return game.messages.get(parts[1]) ?? null;
  return null;
}

export async function fromUuid(uuid: string): Promise<unknown> {
  return fromUuidSync(uuid);
}
