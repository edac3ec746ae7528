import { MetError } from "./errors";

/** An action that needs no test, and what it uses (003 Miscellaneous Actions): hands, blood, Willpower. */
export interface MiscellaneousAction {
  name: string;
  /** Hands it needs (drawing a gun: one; passing a stake on after drawing it with the other hand: one more action). */
  hands?: number;
  blood?: number;
  willpower?: number;
}

/** What the character can use this turn: its free hands, the blood it may spend in a turn and has, its Willpower. */
export interface TurnResources {
  hands: number;
  bloodPerTurn: number;
  blood: number;
  willpower: number;
}

/**
 * The turn's actions without tests, checked (003 Miscellaneous Actions): any number, so long as each resource
 * is used once in the turn — a hand does one thing (drawing a gun does not stop it shooting, which is the
 * turn's test), and the blood spent stays within what may be spent in a turn and what is left. Returns what
 * they use; refused with the first resource they run out of.
 */
export function checkMiscellaneousActions(actions: readonly MiscellaneousAction[], resources: TurnResources): { hands: number; blood: number; willpower: number } {
  const used = actions.reduce((sum, action) => ({ hands: sum.hands + (action.hands ?? 0), blood: sum.blood + (action.blood ?? 0), willpower: sum.willpower + (action.willpower ?? 0) }), { hands: 0, blood: 0, willpower: 0 });
  if (used.hands > resources.hands) throw new MetError("MetHandsUsed", `These actions need ${used.hands} hands; there are ${resources.hands} free, each used once a turn.`, { needed: used.hands, free: resources.hands });
  const bloodAllowed = Math.min(resources.bloodPerTurn, resources.blood);
  if (used.blood > bloodAllowed) throw new MetError("MetBloodPerTurn", `These actions spend ${used.blood} blood; ${bloodAllowed} may be spent this turn.`, { needed: used.blood, allowed: bloodAllowed });
  if (used.willpower > resources.willpower) throw new MetError("MetWillpowerLeft", `These actions spend ${used.willpower} Willpower; ${resources.willpower} is left.`, { needed: used.willpower, left: resources.willpower });
  return used;
}
