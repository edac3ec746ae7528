import type { TurnPlan } from "../actions";
import type { StreamlinedInitiative } from "../initiative";

/** Why a combatant is no longer in the order (001 Flight and Surrender). */
export type LeftBy = "fled" | "surrendered";

/** One combatant still in the acting order. */
export interface RoundCombatant {
  /** The combatant's id, as the tracker and the chain name it. */
  id: string;
  /** Fighters on one side do not fight each other (step 4 asks whether two sides are still fighting); null: its own side. */
  side: string | null;
  /** Its initiative, rolled once for the fight (001 The Round, In Four Steps: later rounds "continue in the same order"). */
  initiative: StreamlinedInitiative;
  /** Spent its last turn evading: +2 to its Defense pool until its next turn begins (001 Evading, Surprise, and Armor). */
  evading: boolean;
  /** This round's turn plan once made (the actions and their cumulative −2), null before it or when skipped. */
  plan: TurnPlan | null;
}

/** One combatant out of the order: fled or surrendered; step 4 still counts it. */
export interface LeftCombatant {
  id: string;
  side: string | null;
  by: LeftBy;
}

/**
 * A Streamlined fight's round (001 The Turn, The Round, In Four Steps), as plain JSON-safe data: every
 * operation takes one and returns a new one. Health is not here: the chain and the actor hold it, and the
 * operations that need it (skipping the downed, step 4) take it as an argument.
 */
export interface StreamlinedRoundState {
  readonly ruleset: "streamlined";
  /** The round, from 1. */
  round: number;
  /** Everyone still fighting, in acting order: most initiative successes first, ties as `tieOrder` says. */
  order: RoundCombatant[];
  /** The Storyteller's order for tied combatants (ids, first acts first); an id not named goes by table order. */
  tieOrder: string[];
  /** Whose turn it is now; null before the round's first turn and once its last one is done. */
  current: string | null;
  /** Ids whose turn this round is over (taken or skipped), in the order they came; the current one joins when it ends. */
  passed: string[];
  /** Combatants who fled or surrendered, in the order they left. */
  left: LeftCombatant[];
  /** Set by step 4 when nobody on two sides is still fighting: no next round. */
  over: boolean;
}
