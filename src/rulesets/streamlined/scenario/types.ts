import type { StreamlinedActionKind } from "../rules/actions";
import type { AttackAttribute, AttackSkill, ContestOutcome } from "../rules/contest";
import type { StreamlinedDamageType } from "../rules/health";
import type { StreamlinedOptions } from "../rules/options";
import type { StreamlinedCharacter } from "../rules/stats";

/** Where a value sits in the file, as refusals and unmet expectations name it: `rounds[1].turns[0].actions[2]`. */
export type ScenarioPath = string;

export interface ScenarioCombatant {
  id: string;
  name: string;
  /** Combatants on one side do not fight each other; null: its own side. */
  side: string | null;
  /** The traits, armour and Health the fight starts with. */
  character: StreamlinedCharacter;
  /** Not in the fight at first: a `join` step brings it in. */
  arrives: boolean;
  notes: string[];
}

/** What one action of a turn should produce; each field left out is not checked. */
export interface ActionExpect {
  penalty?: number;
  attackPool?: number;
  defencePool?: number;
  attackSuccesses?: number;
  defenceSuccesses?: number;
  margin?: number;
  outcome?: ContestOutcome | "held" | "killingBlow";
  damagePool?: number;
  damageSuccesses?: number;
  /** The target's Health after the action. */
  targetHealth?: number;
  /** Escape: broke free. Flight: got away. */
  freed?: boolean;
  fled?: boolean;
}

interface ActionBase {
  path: ScenarioPath;
  expect: ActionExpect;
}

/** An attack, a grapple or a killing blow, with the faces of every roll it makes (001 Attacking and Defending). */
export interface ScenarioStrike extends ActionBase {
  kind: "attack" | "grapple" | "killingBlow";
  target: string;
  attribute: AttackAttribute;
  skill: AttackSkill;
  weaponModifier: number;
  damageType: StreamlinedDamageType;
  /** The target never saw it coming: no Defense pool, no armour (001 Evading, Surprise, and Armor). */
  surprised: boolean;
  faces: number[];
  /** The target's Defense roll; null when it rolls none (surprised or downed). */
  defence: number[] | null;
  /** The damage roll; null when there is none (a miss, a standoff, a grapple). */
  damage: number[] | null;
}

export interface ScenarioEscape extends ActionBase {
  kind: "escape";
  faces: number[];
  /** The holder's grip roll. */
  grip: number[];
}

export interface ScenarioFlight extends ActionBase {
  kind: "flee";
  /** The Storyteller's chase roll, if called (001 Flight and Surrender). */
  pursuit: { pursuer: string; faces: number[]; pursuerFaces: number[] } | null;
}

export interface ScenarioSurrender extends ActionBase {
  kind: "surrender";
  /** The other side's answer; refused (false) keeps the combatant in the fight, otherwise it leaves. */
  accepted: boolean | null;
}

/** An action with no roll: evade (the whole turn), draw, power, shout, stall. */
export interface ScenarioPlainAction extends ActionBase {
  kind: Exclude<StreamlinedActionKind, "attack" | "grapple" | "killingBlow" | "escape" | "flee" | "surrender">;
  note: string | null;
}

export type ScenarioAction = ScenarioStrike | ScenarioEscape | ScenarioFlight | ScenarioSurrender | ScenarioPlainAction;

export interface TurnExpect {
  penalty?: number;
  evading?: boolean;
}

/** One step of a round, in the order it happens at the table. */
export type ScenarioStep =
  | { kind: "turn"; path: ScenarioPath; combatant: string; actions: ScenarioAction[]; expect: TurnExpect; notes: string[] }
  | { kind: "join"; path: ScenarioPath; combatant: string; faces: number[] }
  | { kind: "reorder"; path: ScenarioPath; ids: string[] };

export interface RoundExpect {
  order?: string[];
  health?: Record<string, number>;
  continues?: boolean;
}

export interface ScenarioRound {
  path: ScenarioPath;
  notes: string[];
  turns: ScenarioStep[];
  expect: RoundExpect;
}

export interface FightExpect {
  /** Initiative successes by id. */
  initiative?: Record<string, number>;
  order?: string[];
  health?: Record<string, number>;
  fled?: string[];
  surrendered?: string[];
  down?: string[];
  dead?: string[];
  over?: boolean;
  rounds?: number;
}

/** A Streamlined fight written down, checked: see ./README.md. */
export interface StreamlinedScenario {
  ruleset: "streamlined";
  title: string;
  notes: string[];
  options: StreamlinedOptions;
  combatants: ScenarioCombatant[];
  /** Initiative faces of everyone in the fight from the start, by id (rolled once for the fight). */
  initiative: Record<string, number[]>;
  /** The Storyteller's order for ties at the start (ids, first acts first). */
  tieOrder: string[];
  rounds: ScenarioRound[];
  expect: FightExpect;
}
