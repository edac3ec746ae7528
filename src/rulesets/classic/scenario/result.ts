import type { DefenceAllowance } from "../rules/actions/defence-allowance";
import type { PlannedActionBody } from "../rules/actions/declaration";
import type { RoundSpending } from "../rules/actions/resources";
import type { Pool2 } from "../rules/character/stats";
import type { CreatureKind } from "../rules/character/vocabulary";
import type { HealthState } from "../rules/health/state";
import type { InitiativeStep } from "../rules/initiative/order";
import type { AttackSummary, RollSummary } from "../rules/ruleset/attack-summary";
import type { StatusEffect } from "../rules/status/types";
import type { RoundEvent, RoundPhase } from "../rules/turns/round-state";
import type { ExpectationResult } from "./expectations";

/** What the replay of a scenario produced, as plain JSON (the CLI's `--json`). */
export interface ScenarioResult {
  title: string;
  notes: string[];
  ruleset: string;
  /** Every option, the defaults filled in. */
  options: Record<string, unknown>;
  combatants: { id: string; name: string; creature: CreatureKind; notes: string[] }[];
  rounds: RoundResult[];
  /** Everyone as the fight leaves them. */
  final: Record<string, FighterState>;
  facts: Record<string, unknown>;
  /** Every `expect` value of the file, checked. */
  expectations: ExpectationResult[];
}

export interface FighterState {
  health: HealthState;
  statuses: StatusEffect[];
  inHand: string | null;
  willpower: Pool2;
  blood: Pool2 | null;
}

export interface InitiativeResult {
  combatantId: string;
  score: number;
  faces: number[];
  total: number;
}

export interface DeclaredActionResult {
  index: number;
  source: string;
  body: PlannedActionBody;
  penalty: number;
  /** The declared pool after the penalty; null when the file gave no pool. */
  pool: number | null;
}

export interface DeclarationResult {
  combatantId: string;
  actions: DeclaredActionResult[];
  fullDefence: boolean;
  spent: RoundSpending;
}

export interface RoundResult {
  round: number;
  path: string;
  /** In table order. */
  initiative: InitiativeResult[];
  /** Steps fastest first; simultaneous combatants share one. */
  order: InitiativeStep[];
  /** Who declared, in the order they did (slowest first). */
  declarationOrder: string[];
  declarations: DeclarationResult[];
  /** The action phases as declared, before anything happened. */
  plannedPhases: string[][];
  /** Every action taken, in order. */
  actions: { combatantId: string; actionIndex: number; kind: string; phase: number }[];
  phases: { phase: RoundPhase; actionNumber: number }[];
  events: EventResult[];
  /** Every event of the round machine, in order. */
  machineEvents: RoundEvent[];
  /** Everyone as the round ends (before statuses that end with it drop off). */
  end: Record<string, FighterState>;
  facts: Record<string, unknown>;
}

export interface AbortResult {
  by: "willpowerPoint" | "willpowerRoll";
  roll: RollSummary | null;
  succeeded: boolean;
}

export type EventDetail =
  | {
      kind: "attack";
      attacker: string;
      target: string;
      actionIndex: number;
      penalty: number;
      weapon: string | null;
      maneuver: string | null;
      abort: AbortResult | null;
      allowance: DefenceAllowance | null;
      summary: AttackSummary;
    }
  | { kind: "hold"; combatant: string; note: { kind: "moment"; position: "before" | "after"; combatantId: string } | { kind: "condition"; text: string } }
  | { kind: "stepIn"; combatant: string; position: "before" | "after"; anchorIds: string[] }
  | { kind: "action"; combatant: string; actionIndex: number; actionKind: string; note: string | null }
  | {
      kind: "escape";
      combatant: string;
      holder: string;
      escape: RollSummary;
      holderRoll: RollSummary;
      outcome: string;
      statuses: StatusEffect[];
      holderStatuses: StatusEffect[];
    }
  | { kind: "clinch"; combatant: string; target: string; summary: AttackSummary }
  | { kind: "join"; combatant: string; initiative: InitiativeResult; actsThisRound: boolean }
  | { kind: "leave"; combatant: string };

export interface EventResult {
  path: string;
  detail: EventDetail;
  /** Actions other combatants lost through this event (stunned, knocked down, …), by combatant. */
  lostActions: Record<string, number[]>;
  /** The round machine's events this event caused. */
  machineEvents: RoundEvent[];
  facts: Record<string, unknown>;
}
