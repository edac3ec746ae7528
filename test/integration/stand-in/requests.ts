import { database } from "./database";

/** One request a player's client sent the Storyteller's, as its request message carried it. */
export interface SentRequest {
  /** The message's author: who Foundry says sent it. */
  from: string;
  name: string;
  payload: unknown;
}

/** Every request message created so far (since the last `database.reset()`), decoded. */
export function sentRequests(): SentRequest[] {
  return database.requestWrites.flatMap((write) => {
    if (write.action !== "create") return [];
    const data = write.data[0] as { author?: string; system?: { request?: string; payload?: string } } | undefined;
    return [{ from: String(data?.author ?? ""), name: String(data?.system?.request ?? ""), payload: JSON.parse(data?.system?.payload ?? "null") as unknown }];
  });
}

interface Globals {
  game: { user: { id: string }; users: { activeGM: { id: string; query(name: string, data: unknown): Promise<unknown> } | null } };
  ChatMessage: { implementation: { create(data: Record<string, unknown>): Promise<{ id: string } | undefined> } };
}

const globals = (): Globals => globalThis as unknown as Globals;

/**
 * What a hostile player can do from the browser console of an unmodified client: write a request message of
 * their own with any name and payload text (`raw`), and ask the Storyteller's client to read it. Runs as the
 * current `game.user`.
 */
export async function forgeRequest(name: string, payload: unknown, { raw, author }: { raw?: string; author?: string } = {}): Promise<unknown> {
  const { game, ChatMessage } = globals();
  const gm = game.users.activeGM;
  if (!gm) throw new Error("No Storyteller is connected.");
  const data: Record<string, unknown> = { type: "request", whisper: [gm.id], system: { request: name, payload: raw ?? JSON.stringify(payload) } };
  if (author) data.author = author;
  const message = await ChatMessage.implementation.create(data);
  if (!message) throw new Error("The request message was not created.");
  return gm.query("storyteller-combat.request", { requestId: message.id });
}
