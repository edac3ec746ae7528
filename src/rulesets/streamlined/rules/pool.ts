import { DicePoolError } from "../../../rules/errors";
import type { D10 } from "../../../rules/dice/random";

/**
 * Streamlined dice (001, opening and The Turn): a pool of d10, Attribute + Skill; each die showing 6-9 is
 * one success, a 10 is two, 1-5 nothing. There is no difficulty and no botch: a 1 cancels nothing.
 */
export interface StreamlinedRoll {
  /** The dice asked for, after penalties and bonuses (never below 0). */
  pool: number;
  faces: number[];
  successes: number;
}

/** What one face is worth (001): 10 is two successes, 6-9 one, 1-5 none. */
export function faceSuccesses(face: number): 0 | 1 | 2 {
  checkFace(face);
  return face === 10 ? 2 : face >= 6 ? 1 : 0;
}

function checkFace(face: number): void {
  if (!Number.isInteger(face) || face < 1 || face > 10) {
    throw new DicePoolError("FaceInvalid", `A d10 shows 1 to 10, got ${String(face)}.`, { value: String(face) });
  }
}

/**
 * The most dice one pool may roll. 001 names no cap; 50 is the same bound the system holds every pool to, kept
 * here as Streamlined's own number so these rules read nothing from Classic's dice.
 */
export const MAX_POOL = 50;

/** A pool size the dice can roll: a whole number from 0 to the cap. */
export function checkPool(pool: number): number {
  if (!Number.isInteger(pool)) throw new DicePoolError("PoolNotInteger", `The dice pool must be a whole number, got ${String(pool)}.`, { value: String(pool) });
  if (pool < 0) throw new DicePoolError("PoolNegative", `The dice pool cannot be negative (${pool}).`, { value: pool });
  if (pool > MAX_POOL) throw new DicePoolError("PoolOverCap", `A dice pool of ${pool} is over the cap of ${MAX_POOL}.`, { value: pool, max: MAX_POOL });
  return pool;
}

/**
 * The dice a pool rolls once its parts and modifiers are added: penalties (−2 per extra action) can take it
 * below zero, and then it rolls nothing — zero dice, zero successes, never a negative count.
 */
export function netPool(...parts: readonly number[]): number {
  const sum = parts.reduce((total, part) => total + part, 0);
  return Math.max(0, sum);
}

/** Reads faces already rolled (by Foundry's dice or a script). */
export function readPool(pool: number, faces: readonly number[]): StreamlinedRoll {
  checkPool(pool);
  if (faces.length !== pool) {
    throw new DicePoolError("FacesCountMismatch", `A pool of ${pool} needs ${pool} faces, got ${faces.length}.`, { pool, count: faces.length });
  }
  const successes = faces.reduce<number>((sum, face) => sum + faceSuccesses(face), 0);
  return { pool, faces: [...faces], successes };
}

/** Rolls a pool with the given source of faces. */
export function rollPool(pool: number, d10: D10): StreamlinedRoll {
  checkPool(pool);
  return readPool(pool, Array.from({ length: pool }, () => d10()));
}
