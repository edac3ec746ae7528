import type { D10 } from "../../../rules/dice/random";
import { StreamlinedError } from "./errors";
import { netPool, readPool, rollPool } from "./pool";
import { trait, type StreamlinedCharacter } from "./stats";

/** 001 The Turn: "everyone rolls initiative: Dexterity + Awareness (no difficulty)", as a pool of successes. */
export function initiativePool(character: Pick<StreamlinedCharacter, "attributes" | "skills">, penalty = 0): number {
  return netPool(trait(character, "dexterity"), trait(character, "awareness"), -penalty);
}

export interface StreamlinedInitiative {
  combatantId: string;
  pool: number;
  faces: number[];
  successes: number;
  /** The combatant's place at the table (the tracker), the tie order when the Storyteller sets none. */
  tableIndex: number;
}

export function readInitiative(combatantId: string, pool: number, faces: readonly number[], tableIndex: number): StreamlinedInitiative {
  const roll = readPool(pool, faces);
  return { combatantId, pool, faces: roll.faces, successes: roll.successes, tableIndex };
}

export function rollStreamlinedInitiative(combatantId: string, pool: number, d10: D10, tableIndex: number): StreamlinedInitiative {
  const roll = rollPool(pool, d10);
  return { combatantId, pool, faces: roll.faces, successes: roll.successes, tableIndex };
}

/**
 * 001 The Turn: "The character with the highest result acts first ... When scores tie, act in whatever order
 * the table agrees on." `tieOrder` is that agreed order (combatant ids, first acts first, e.g. as the
 * Storyteller dragged them on the tracker); combatants it does not name follow in table order.
 */
export function orderInitiative(entries: readonly StreamlinedInitiative[], tieOrder: readonly string[] = []): StreamlinedInitiative[] {
  const ids = new Set<string>();
  for (const entry of entries) {
    if (ids.has(entry.combatantId)) {
      throw new StreamlinedError("StreamlinedInitiativeDuplicate", `${entry.combatantId} has two initiative entries.`, { combatant: entry.combatantId });
    }
    ids.add(entry.combatantId);
  }
  const place = (id: string) => {
    const index = tieOrder.indexOf(id);
    return index === -1 ? Number.POSITIVE_INFINITY : index;
  };
  return [...entries].sort((a, b) => b.successes - a.successes || place(a.combatantId) - place(b.combatantId) || a.tableIndex - b.tableIndex);
}

/**
 * 001 The Round, In Four Steps: "If a new combatant arrives mid-scene, they roll initiative and slot in where
 * their result falls": after everyone with more successes, before everyone with fewer; among equal results
 * the agreed tie order decides, and without one the newcomer goes after those already there.
 */
export function slotIn(order: readonly StreamlinedInitiative[], newcomer: StreamlinedInitiative, tieOrder: readonly string[] = []): StreamlinedInitiative[] {
  if (order.some((entry) => entry.combatantId === newcomer.combatantId)) {
    throw new StreamlinedError("StreamlinedInitiativeDuplicate", `${newcomer.combatantId} has two initiative entries.`, { combatant: newcomer.combatantId });
  }
  const named = tieOrder.includes(newcomer.combatantId);
  const at = order.findIndex((entry) => {
    if (entry.successes !== newcomer.successes) return entry.successes < newcomer.successes;
    if (!named) return false;
    const mine = tieOrder.indexOf(newcomer.combatantId);
    const theirs = tieOrder.indexOf(entry.combatantId);
    return theirs === -1 || mine < theirs;
  });
  const copy = [...order];
  copy.splice(at === -1 ? copy.length : at, 0, newcomer);
  return copy;
}
