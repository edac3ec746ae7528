import { checkStatusId } from "./status-id";
import type { StatusId } from "./types";

/**
 * What a status does to attacks and defences while it is active (rules map, Status effects). How it moves a
 * character in the turn order is the action economy's business; this is only the fight.
 */
export interface StatusCombatEffect {
  /** The character can take no action: no attack, no defence (004 Stun; 000 §2.10 dazed). */
  cannotAct?: boolean;
  /** The character cannot dodge, block or parry (004 Blindness). */
  noDefence?: boolean;
  /** Added to the difficulty of the character's own physical actions (000 §2.10, 004 Blindness). */
  ownDifficulty?: number;
  /** The status's `value` is taken from the character's own pools (004 Blinding: two dice). */
  losesValueDice?: boolean;
  /** The character cannot make ranged attacks (000 §2.7, §2.10). */
  noRangedAttacks?: boolean;
  /** Added to the difficulty of attacks against the character (004 Stun). */
  attackersDifficulty?: number;
  /** Attacks against a held but struggling character (000 §2.10 +2 dice, 004 Immobilization −2 difficulty). */
  heldTarget?: boolean;
  /** Attacks against the character hit automatically (000 §2.10, 004 Immobilization). */
  automaticHit?: boolean;
}

export const STATUS_COMBAT_EFFECTS: Readonly<Record<StatusId, StatusCombatEffect>> = {
  stunned: { cannotAct: true, attackersDifficulty: -2 },
  dazed: { cannotAct: true },
  knockedDown: {},
  blinded: { noDefence: true, ownDifficulty: 2, losesValueDice: true, noRangedAttacks: true },
  held: { heldTarget: true },
  immobilised: { noDefence: true, automaticHit: true },
  // 004 Immobilization: "otherwise rendered unable to move", which an unconscious or torpid body is.
  incapacitated: { cannotAct: true, automaticHit: true },
  torpor: { cannotAct: true, automaticHit: true },
  frenzy: {},
  woundsIgnored: {},
};

/** What a status does in combat; an identifier no status has is a rules error, not a missing entry. */
export function statusCombatEffect(id: StatusId): StatusCombatEffect {
  return STATUS_COMBAT_EFFECTS[checkStatusId(id)];
}
