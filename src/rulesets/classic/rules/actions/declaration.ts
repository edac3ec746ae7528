/** What a combatant says it will do this round (000 §1.4, §2.2; 002 ¶3). */

export const DEFENCE_KINDS = ["dodge", "block", "parry"] as const;
export type DefenceKind = (typeof DEFENCE_KINDS)[number];

export const DECLARED_ACTION_KINDS = ["attack", "defence", "move", "other"] as const;
export type DeclaredActionKind = (typeof DECLARED_ACTION_KINDS)[number];

/**
 * One declared action. `pool` is its dice pool before the multiple-action penalty, when the caller
 * knows it (Dexterity + Melee for a sword attack, Dexterity + Athletics for a dodge): the round then
 * reports the pool after the penalty, and an abort to defence is capped by it (000 §2.5).
 */
export type DeclaredAction =
  /** `willpower`: the turn's Willpower point is declared for this attack's roll, one automatic success (V20 core). */
  | { kind: "attack"; targetId: string; pool?: number | null; note?: string | null; willpower?: boolean }
  /** `willpower`: the turn's Willpower point is declared for this defence's roll, one automatic success (V20 core). */
  | { kind: "defence"; defence: DefenceKind; pool?: number | null; willpower?: boolean }
  | { kind: "move"; pool?: number | null; note?: string | null }
  | { kind: "other"; note: string; pool?: number | null };

export interface Declaration {
  combatantId: string;
  /** The N ordinary actions, in the order they are taken (000 §2.2). */
  actions: DeclaredAction[];
  /** Extra actions bought with blood, one point each (V20 core Celerity). */
  celerityActions?: DeclaredAction[];
  /** Extra actions bought with Rage, one point each (W20 core). */
  rageActions?: DeclaredAction[];
  /** Willpower points spent this round, declared now (000 §1.2). */
  willpowerSpent?: number;
  /** Blood spent this round on anything but Celerity (raising attributes, healing); Celerity's cost is added. */
  bloodSpent?: number;
  /** The character moves this round: then it takes one ordinary action at most (000 §2.7 Movement). */
  moves?: boolean;
}

/** Where an action in the round's plan came from. */
export type ActionSource = "declared" | "celerity" | "rage" | "getUp";

/**
 * An action as the round holds it. Beyond the declared kinds: `getUp`, the action a knocked-down
 * character spends standing (004 Status Effects), and `abortDefence`, an action an abort turned into a
 * defence of any kind (000 §2.5).
 */
export type PlannedActionBody =
  /** `willpower`: the Willpower point paid at declaration feeds this attack's roll; absent in rounds stored before it was kept. */
  | { kind: "attack"; targetId: string; note: string | null; willpower?: boolean }
  /** `willpower`: the Willpower point paid at declaration feeds this defence's roll. */
  | { kind: "defence"; defence: DefenceKind; willpower?: boolean }
  | { kind: "move"; note: string | null }
  | { kind: "other"; note: string }
  | { kind: "getUp" }
  | { kind: "abortDefence"; replaced: DeclaredActionKind | "getUp" };

export type PlannedActionState = "pending" | "held" | "taken" | "spent" | "lost";

export interface PlannedAction {
  /** 1-based: the i-th action, resolved in the i-th action phase (000 §1.5, 002 ¶5). */
  index: number;
  source: ActionSource;
  body: PlannedActionBody;
  /** Dice this action loses (0 or more): the multiple-action or full-defence penalty. */
  penalty: number;
  /** The declared pool before the penalty, or null when none was given. */
  basePool: number | null;
  state: PlannedActionState;
  /** For an abort defence: the most dice it may roll (the replaced action's pool), or null when that pool was not known. */
  abortCap: number | null;
}

export function isDefenceBody(body: PlannedActionBody): boolean {
  return body.kind === "defence" || body.kind === "abortDefence";
}

/** The pool left after the penalty, never below 0; null when the base pool is not known. */
export function poolAfterPenalty(action: Pick<PlannedAction, "basePool" | "penalty">): number | null {
  return action.basePool === null ? null : Math.max(0, action.basePool - action.penalty);
}
