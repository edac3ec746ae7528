import { ActionError } from "./action-error";
import type { CheckedDeclaration } from "./check-declaration";
import { WILLPOWER_PER_TURN, type RoundResources, type RoundSpending } from "./resources";

/** Rage actions a turn allows: half the permanent Rage, rounded down (W20 core). */
export function rageActionLimit(rage: { permanent: number }): number {
  return Math.floor(rage.permanent / 2);
}

/**
 * What a Classic declaration spends, refused when the character lacks it:
 * - Celerity: one blood point per extra action, at most the Celerity rating (V20 core); the blood is
 *   spent when declared, with any other blood the declaration names (000 §1.2, 002 ¶3).
 * - Rage: one point per extra action, at most half the permanent Rage rounded down and at most the
 *   current Rage (W20 core).
 * - Blood: Celerity's and the rest together at most the generation's per-turn limit (V20 core, generation table).
 * - Willpower: the points the declaration names, at most the current Willpower and one a turn (V20 core); an
 *   attack or defence that names the turn's point for its roll must have it paid here.
 */
export function classicDeclarationSpending(declaration: CheckedDeclaration, resources: RoundResources): RoundSpending {
  const combatant = declaration.combatantId;
  const celerity = declaration.celerityActions.length;
  const blood = declaration.bloodSpent + celerity;
  if (celerity > resources.celerity) {
    throw new ActionError("CelerityOverRating", `${combatant} declares ${celerity} Celerity actions with Celerity ${resources.celerity}.`, { combatant, count: celerity, rating: resources.celerity });
  }
  if (blood > 0 && resources.blood === null) {
    throw new ActionError("NoBloodPool", `${combatant} has no blood pool to spend.`, { combatant });
  }
  if (resources.blood !== null && blood > resources.blood) {
    throw new ActionError("NotEnoughBlood", `${combatant} would spend ${blood} blood with ${resources.blood} in the pool.`, { combatant, needed: blood, available: resources.blood });
  }
  const perTurn = resources.bloodPerTurn ?? null;
  if (perTurn !== null && blood > perTurn) {
    throw new ActionError("BloodOverTurnLimit", `${combatant} would spend ${blood} blood in one turn; its generation allows ${perTurn}.`, { combatant, needed: blood, max: perTurn });
  }
  const rage = declaration.rageActions.length;
  if (rage > 0) {
    if (resources.rage === null) throw new ActionError("NoRage", `${combatant} has no Rage to spend.`, { combatant });
    const limit = rageActionLimit(resources.rage);
    if (rage > limit) {
      throw new ActionError("RageActionsOverLimit", `${combatant} declares ${rage} Rage actions; half its permanent Rage allows ${limit}.`, { combatant, count: rage, max: limit });
    }
    if (rage > resources.rage.current) {
      throw new ActionError("NotEnoughRage", `${combatant} would spend ${rage} Rage with ${resources.rage.current} left.`, { combatant, needed: rage, available: resources.rage.current });
    }
  }
  if (declaration.willpowerSpent > WILLPOWER_PER_TURN) {
    throw new ActionError("WillpowerOverTurnLimit", `${combatant} would spend ${declaration.willpowerSpent} Willpower in one turn; one point a turn is allowed.`, { combatant, needed: declaration.willpowerSpent, max: WILLPOWER_PER_TURN });
  }
  const forRolls = [...declaration.actions, ...declaration.celerityActions, ...declaration.rageActions].filter((action) => (action.kind === "attack" || action.kind === "defence") && action.willpower === true).length;
  if (forRolls > declaration.willpowerSpent) {
    throw new ActionError("WillpowerForRollUnpaid", `${combatant} names Willpower for ${forRolls} rolls and spends ${declaration.willpowerSpent}.`, { combatant, count: forRolls, points: declaration.willpowerSpent });
  }
  if (declaration.willpowerSpent > resources.willpower.current) {
    throw new ActionError("NotEnoughWillpower", `${combatant} would spend ${declaration.willpowerSpent} Willpower with ${resources.willpower.current} left.`, { combatant, needed: declaration.willpowerSpent, available: resources.willpower.current });
  }
  return { willpower: declaration.willpowerSpent, blood, rage };
}
