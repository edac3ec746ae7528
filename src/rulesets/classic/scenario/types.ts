import type { DefenceKind } from "../rules/actions/declaration";
import type { CharacterStats } from "../rules/character/stats";
import type { AttackSituation } from "../rules/combat/attack";
import type { ArmourClass, Weapon } from "../rules/combat/equipment";
import type { GrappleMode } from "../rules/maneuvers/types";

/**
 * A scripted fight as checked data (docs/scenario-format.md): the ruleset, the combatants, and per round the
 * initiative faces, the declarations and the events in the order they happen at the table, with the faces
 * of every roll. `path` fields carry the JSON path of the thing in the file, for errors and expectations.
 */
export interface Scenario {
  title: string;
  notes: string[];
  ruleset: string;
  /** As written in the file; the ruleset checks them and fills the defaults. */
  options: Record<string, unknown>;
  combatants: ScenarioCombatant[];
  rounds: ScenarioRound[];
  expect: Expectation | null;
}

export interface ScenarioCombatant {
  path: string;
  stats: CharacterStats;
  /** The weapons carried, by catalogue identifier or written out. */
  weapons: Weapon[];
  /** The weapon in hand (parry, disarm, a pistol whip); null for bare hands. */
  inHand: string | null;
  armour: ArmourClass | null;
  /** Not in the fight when it begins: a `join` event brings it in. */
  arrives: boolean;
  notes: string[];
}

/** What a declared action needs: the attack's target and how, or the defence's kind. */
export type ScenarioAction =
  | { kind: "attack"; target: string; pool: number | null; note: string | null }
  | { kind: "defence"; defence: DefenceKind; pool: number | null }
  | { kind: "move"; pool: number | null; note: string | null }
  | { kind: "other"; note: string; pool: number | null };

export interface ScenarioDeclaration {
  path: string;
  combatant: string;
  actions: ScenarioAction[];
  celerityActions: ScenarioAction[];
  rageActions: ScenarioAction[];
  willpowerSpent: number;
  bloodSpent: number;
  moves: boolean;
}

export interface ScenarioRound {
  path: string;
  /** Faces of each combatant's initiative die (dice, for a ruleset that rolls more); none when kept from last round. */
  initiative: Record<string, number[]>;
  declarations: ScenarioDeclaration[];
  events: ScenarioEvent[];
  expect: Expectation | null;
}

export type AbortPlan = { by: "willpowerPoint" } | { by: "willpowerRoll"; faces: number[] };

export interface ScenarioDefence {
  kind: DefenceKind | "none";
  /** Undeclared: bought by a Willpower roll or point (000 §2.5, 004 Defending). */
  abort: AbortPlan | null;
  opponents?: number;
  willpower?: boolean;
  specialty?: boolean;
  storyteller?: { dice?: number; difficulty?: number };
  faces: number[];
}

export type ScenarioSituation = Omit<AttackSituation, "round" | "multipleActionPenalty" | "targetWeapon">;

export interface AttackEvent {
  kind: "attack";
  path: string;
  attacker: string;
  target: string;
  /** A weapon's identifier (from the attacker's weapons), or null with no maneuver: bare hands. */
  weapon: string | null;
  maneuver: string | null;
  rollIndex: number;
  grappleMode: GrappleMode | null;
  situation: ScenarioSituation;
  defence: ScenarioDefence;
  faces: number[];
  damage: number[];
  soak: number[];
  soakChoice: number | null;
  effect: number[];
  expect: Expectation | null;
}

export interface HoldEvent {
  kind: "hold";
  path: string;
  combatant: string;
  until: { kind: "moment"; position: "before" | "after"; combatantId: string } | { kind: "condition"; text: string };
  expect: Expectation | null;
}

export interface StepInEvent {
  kind: "stepIn";
  path: string;
  combatant: string;
  position: "before" | "after";
  expect: Expectation | null;
}

/** A turn's action that rolls nothing here: a move, another action, getting up. */
export interface ActionEvent {
  kind: "action";
  path: string;
  combatant: string;
  note: string | null;
  expect: Expectation | null;
}

export interface EscapeEvent {
  kind: "escape";
  path: string;
  combatant: string;
  holder: string;
  attribute: "strength" | "dexterity";
  holderAttribute: "strength" | "dexterity";
  faces: number[];
  holderFaces: number[];
  expect: Expectation | null;
}

export interface ClinchEvent {
  kind: "clinch";
  path: string;
  combatant: string;
  target: string;
  damageType: "bashing" | "lethal" | "aggravated";
  damage: number[];
  soak: number[];
  expect: Expectation | null;
}

export interface JoinEvent {
  kind: "join";
  path: string;
  combatant: string;
  initiative: number[];
  declaration: ScenarioDeclaration | null;
  expect: Expectation | null;
}

export interface LeaveEvent {
  kind: "leave";
  path: string;
  combatant: string;
  expect: Expectation | null;
}

export type ScenarioEvent = AttackEvent | HoldEvent | StepInEvent | ActionEvent | EscapeEvent | ClinchEvent | JoinEvent | LeaveEvent;
export const SCENARIO_EVENT_KINDS = ["attack", "hold", "stepIn", "action", "escape", "clinch", "join", "leave"] as const;

/** Numbers the replay must produce, by the names of the result's facts (docs/scenario-format.md). */
export interface Expectation {
  path: string;
  values: Record<string, unknown>;
}
