import { DicePoolError } from "../errors";

/** A source of d10 faces (1..10). The rules never call Math.random themselves. */
export type D10 = () => number;

/** Faces from a uniform random number in [0, 1), such as Math.random or a seeded generator. */
export function d10From(random: () => number): D10 {
  return () => Math.floor(random() * 10) + 1;
}

/** Faces read in order from a script; running out is an error, never a silent default. */
export function scriptedD10(faces: readonly number[]): D10 & { remaining(): number } {
  let next = 0;
  const draw = (): number => {
    if (next >= faces.length) {
      throw new DicePoolError("ScriptExhausted", `The script ran out of dice after ${faces.length} faces.`, { count: faces.length });
    }
    const face = faces[next++];
    return face ?? Number.NaN;
  };
  return Object.assign(draw, { remaining: () => faces.length - next });
}

/** A small seeded generator (mulberry32) so property tests and benchmarks can repeat a fight. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
