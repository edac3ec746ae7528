import { DicePoolError } from "../../../../rules/errors";
import type { D10 } from "../../../../rules/dice/random";

export interface InitiativeRoll {
  /** Dexterity + Wits less wound and other penalties (000 §1.1). */
  score: number;
  face: number;
  /** Score plus the die; a 1 is only a 1, never a botch (000 §1.3). */
  total: number;
}

export function readInitiative(score: number, face: number): InitiativeRoll {
  if (!Number.isInteger(score)) {
    throw new DicePoolError("InitiativeScoreInvalid", `Initiative score must be a whole number, got ${String(score)}.`, { value: String(score) });
  }
  if (!Number.isInteger(face) || face < 1 || face > 10) {
    throw new DicePoolError("FaceInvalid", `A d10 shows 1 to 10, got ${String(face)}.`, { value: String(face) });
  }
  return { score, face, total: score + face };
}

export function rollInitiative(score: number, d10: D10): InitiativeRoll {
  return readInitiative(score, d10());
}
