import { windowId, windowLocal } from "../../../queries/answering-window";
import type { MetSide, MetThrow } from "../data/chat";

/*
 * Where a throw is kept before its reveal: in the memory of the Storyteller's client, and nowhere else. Never in a
 * document (every client receives every chat message, whispered or not, with every flag on it), never in a setting,
 * never in a payload Foundry broadcasts. The player's client sends its throw to the Storyteller's client alone
 * (requests/throw.ts); the card shows only that a side has thrown until both are in and the Storyteller's client
 * writes them together. Each of the Storyteller's windows keeps its own (`windowLocal`): a ticket and the throw
 * it brings are answered by the window that handed the ticket out.
 */

/** Throws held for one card, by side. */
export type HeldThrows = Partial<Record<MetSide, MetThrow>>;

const heldHere = windowLocal(() => new Map<string, HeldThrows>());

/** A one-time ticket the Storyteller's client handed a player's client for one side of one card. */
interface Ticket {
  messageId: string;
  side: MetSide;
  userId: string;
  /** The card's number of events when the ticket was given: a throw for an earlier exchange is stale. */
  seen: number;
}

const ticketsHere = windowLocal(() => new Map<string, Ticket>());

/** Holds `side`'s throw for the card `messageId` (the Storyteller's client). */
export function holdThrow(messageId: string, side: MetSide, thrown: MetThrow): HeldThrows {
  const held = heldHere();
  const throws = { ...(held.get(messageId) ?? {}), [side]: thrown };
  held.set(messageId, throws);
  return throws;
}

/** The throws held for a card. */
export function heldThrows(messageId: string): HeldThrows {
  return { ...(heldHere().get(messageId) ?? {}) };
}

/** Forgets a card's throws: once revealed, or when the exchange they were for has passed. */
export function forgetThrows(messageId: string): void {
  heldHere().delete(messageId);
  const tickets = ticketsHere();
  for (const [key, ticket] of tickets) if (ticket.messageId === messageId) tickets.delete(key);
}

/**
 * A fresh ticket for `userId` to throw for `side` of a card: this window's id, then a random part only this window
 * keeps. The id says which window answers the throw; the random part is what no one else can know.
 */
export function issueTicket(messageId: string, side: MetSide, userId: string, seen: number): string {
  const id = `${windowId()}${foundry.utils.randomID(24)}`;
  ticketsHere().set(id, { messageId, side, userId, seen });
  return id;
}

/** Whether this window handed out `id` (used or not): the one window that answers the throw that brings it. */
export function ticketIsFromHere(id: string): boolean {
  return id.startsWith(windowId());
}

/** Takes a ticket once: the second use of the same ticket finds nothing. */
export function takeTicket(id: string): Ticket | null {
  const tickets = ticketsHere();
  const ticket = tickets.get(id) ?? null;
  tickets.delete(id);
  return ticket;
}
