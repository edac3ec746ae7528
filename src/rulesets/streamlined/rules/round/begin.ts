import type { D10 } from "../../../../rules/dice/random";
import { StreamlinedError } from "../errors";
import { orderInitiative, rollStreamlinedInitiative, type StreamlinedInitiative } from "../initiative";
import type { RoundCombatant, StreamlinedRoundState } from "./state";

/** A combatant as the fight begins or as it arrives: its id, side and initiative pool (Dexterity + Awareness). */
export interface RoundEntrant {
  id: string;
  /** The tracker's place, the tie order when the Storyteller sets none. */
  tableIndex: number;
  /** Dice of Dexterity + Awareness (`initiativePool`). */
  pool: number;
  side?: string | null;
}

export function entrantOf(entrant: RoundEntrant, initiative: StreamlinedInitiative): RoundCombatant {
  return { id: entrant.id, side: entrant.side ?? null, initiative, evading: false, plan: null };
}

/** Puts the order together again from the entries, as 001 The Turn orders them. */
export function sortOrder(order: readonly RoundCombatant[], tieOrder: readonly string[]): RoundCombatant[] {
  const byId = new Map(order.map((entry) => [entry.id, entry]));
  return orderInitiative(order.map((entry) => entry.initiative), tieOrder).map((initiative) => byId.get(initiative.combatantId) as RoundCombatant);
}

/**
 * Step 1 (001 The Round, In Four Steps): everyone rolls Dexterity + Awareness as a pool, once for the fight,
 * and the order is set, highest first. No turn has begun yet: `nextTurn` starts the first. There is no
 * declaration phase (001 has none). `d10` draws the faces, entrant by entrant in the order given.
 */
export function beginFight(entrants: readonly RoundEntrant[], d10: D10, tieOrder: readonly string[] = []): StreamlinedRoundState {
  if (entrants.length === 0) throw new StreamlinedError("StreamlinedRoundEmpty", "A fight needs at least one combatant.");
  const order = entrants.map((entrant) => entrantOf(entrant, rollStreamlinedInitiative(entrant.id, entrant.pool, d10, entrant.tableIndex)));
  return { ruleset: "streamlined", round: 1, order: sortOrder(order, tieOrder), tieOrder: [...tieOrder], current: null, passed: [], left: [], over: false };
}
