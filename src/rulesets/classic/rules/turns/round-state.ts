import type { CheckedDeclaration } from "../actions/check-declaration";
import type { DefenceAllowance } from "../actions/defence-allowance";
import type { PlannedAction, PlannedActionBody } from "../actions/declaration";
import type { DeclaredPoolBounds } from "../actions/declared-pool";
import type { RoundResources, RoundSpending } from "../actions/resources";
import type { InitiativeEntry, InitiativeStep } from "../initiative/order";
import type { RoundCondition } from "../status/schedule";

/**
 * A combat round as plain JSON: the Foundry Combat keeps it in its system data and hands it to the
 * operations in turns/, which return a new state and never change the one given.
 *
 * Phases (000 §1, 002 ¶3-5): `declaration`, slowest to fastest; `action`, every first action fastest
 * first; `extra`, the second actions in initiative order, then the third, and so on (`actionNumber`);
 * then `ended`. Defences are not taken in order: they are spent when an attack arrives.
 */
export type RoundPhase = "declaration" | "action" | "extra" | "ended";

/** A held action's note (002 ¶3): a moment ("after Hans acts") or a condition in words. */
export type HoldNote =
  | { kind: "moment"; position: "before" | "after"; combatantId: string }
  | { kind: "condition"; text: string };

export interface HeldAction {
  combatantId: string;
  actionIndex: number;
  note: HoldNote;
  /** The action number of the phase it was held in. */
  heldInPhase: number;
}

/** One turn of the walk: a step of simultaneous combatants, or a held action stepping in. */
export interface TurnEntry {
  /** Unique within the round. */
  key: string;
  combatantIds: string[];
  /** A scheduled step: the initiative of its first combatant. Null for a held action stepping in. */
  initiative: InitiativeEntry | null;
  /** A held action stepping in: which action, and the moment (before or after which turn) it took. */
  steppedIn: { actionIndex: number; position: "before" | "after"; anchorKey: string } | null;
}

export interface RoundCombatant {
  id: string;
  initiative: InitiativeEntry;
  resources: RoundResources;
  condition: RoundCondition;
  declaration: CheckedDeclaration | null;
  actions: PlannedAction[];
  /** Every ordinary action declared is a defence (000 §2.5). */
  fullDefence: boolean;
  /** Defences made with ordinary actions, for the full-defence penalty. */
  fullDefenceCount: number;
  spent: RoundSpending;
  aborted: boolean;
  /** Joined after its slot had passed, or undeclared: it acts from the next round. */
  waitingForNextRound: boolean;
  /**
   * The most dice its sheet gave it for each kind of action when the round began: an abort replacing an action
   * declared without its pool is capped by them (000 §2.5, actions/abort.ts). Absent from older rounds.
   */
  poolBounds?: DeclaredPoolBounds | null;
  /** Its declaration of the round before, for "same as last turn"; absent from older rounds. */
  lastDeclaration?: CheckedDeclaration | null;
}

export type LostReason = "blocked" | "knockedDown" | "roundEnded";

export type RoundEvent =
  | { type: "phaseBegan"; phase: RoundPhase; actionNumber: number }
  | { type: "declared"; combatantId: string }
  | { type: "acted"; combatantId: string; actionIndex: number; kind: PlannedActionBody["kind"] }
  | { type: "stoodUp"; combatantId: string }
  | { type: "held"; combatantId: string; actionIndex: number; note: HoldNote }
  | { type: "steppedIn"; combatantId: string; actionIndex: number; position: "before" | "after"; anchorIds: string[] }
  | { type: "defended"; allowance: DefenceAllowance }
  | { type: "abortFailed"; combatantId: string; attackerId: string; successes: number }
  | { type: "aborted"; combatantId: string; attackerId: string; by: "willpowerPoint" | "willpowerRoll" }
  | { type: "actionsLost"; combatantId: string; actionIndexes: number[]; reason: LostReason }
  | { type: "joined"; combatantId: string; actsThisRound: boolean }
  | { type: "removed"; combatantId: string }
  | { type: "roundEnded"; round: number };

export interface RoundState {
  ruleset: string;
  round: number;
  phase: RoundPhase;
  /** 1 in the action phase, 2 for second actions, …; 0 in the declaration phase and once ended. */
  actionNumber: number;
  /** Every combatant's step, fastest first. */
  order: InitiativeStep[];
  /** In table order. */
  combatants: RoundCombatant[];
  /** The turns still to come in this phase; the first is the current one. */
  queue: TurnEntry[];
  /** Held actions not yet taken (002 ¶3). */
  held: HeldAction[];
  /** The last scheduled step reached in this phase: an arrival slower than it still acts (rules map). */
  passed: InitiativeEntry | null;
  events: RoundEvent[];
  nextKey: number;
  /**
   * Names this round among every round its combat has run, a reset included (round numbers start again), so
   * what was done in it can be told from what was done in an earlier round of the same number. Chosen by the
   * caller; absent from rounds stored before it was kept.
   */
  roundId?: string;
}

/** A combatant entering a round. */
export interface RoundCombatantInput {
  id: string;
  initiative: InitiativeEntry;
  resources: RoundResources;
  condition: RoundCondition;
  poolBounds?: DeclaredPoolBounds | null;
  lastDeclaration?: CheckedDeclaration | null;
}
