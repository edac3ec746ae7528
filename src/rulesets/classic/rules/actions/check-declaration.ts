import { shownValue } from "../../../../rules/errors";
import { ActionError } from "./action-error";
import { DECLARED_ACTION_KINDS, DEFENCE_KINDS, type DeclaredAction, type Declaration } from "./declaration";

/** A declaration with every field present, as the round stores it (plain JSON, no undefined). */
export interface CheckedDeclaration {
  combatantId: string;
  actions: DeclaredAction[];
  celerityActions: DeclaredAction[];
  rageActions: DeclaredAction[];
  willpowerSpent: number;
  bloodSpent: number;
  moves: boolean;
}

function checkPool(pool: unknown): number | null {
  if (pool === undefined || pool === null) return null;
  if (typeof pool !== "number" || !Number.isInteger(pool) || pool < 0) {
    throw new ActionError("ActionPoolInvalid", `An action's dice pool must be a whole number of 0 or more, got ${shownValue(pool)}.`, { value: shownValue(pool) });
  }
  return pool;
}

/**
 * Every client carries a round's declarations, so what one may hold is bounded: more actions than any
 * character could take (Celerity and Rage top out at 10; a pool split further leaves no dice) and notes
 * longer than a line of the tracker are refused, not stored.
 */
export const DECLARATION_LIMITS = { actionsPerList: 20, noteLength: 500 } as const;

export function checkNoteText(note: string): string {
  if (note.length > DECLARATION_LIMITS.noteLength) {
    throw new ActionError("NoteTooLong", `A note may hold ${DECLARATION_LIMITS.noteLength} characters, got ${note.length}.`, { max: DECLARATION_LIMITS.noteLength, length: note.length });
  }
  return note;
}

function checkNote(note: unknown): string | null {
  if (note === undefined || note === null) return null;
  if (typeof note !== "string") throw new ActionError("ActionNoteMissing", "An action's note must be text.");
  return checkNoteText(note);
}

/** The fields each kind of action may carry: any other is refused, so nothing unread rides along in the round. */
const ACTION_FIELDS: Record<DeclaredAction["kind"], readonly string[]> = {
  attack: ["kind", "targetId", "pool", "note", "willpower"],
  defence: ["kind", "defence", "pool", "willpower"],
  move: ["kind", "pool", "note"],
  other: ["kind", "note", "pool"],
};

const DECLARATION_FIELDS: readonly string[] = ["combatantId", "actions", "celerityActions", "rageActions", "willpowerSpent", "bloodSpent", "moves"];

function refuseUnknownFields(value: object, known: readonly string[], where: string): void {
  const extra = Object.keys(value).find((field) => !known.includes(field));
  if (extra !== undefined) {
    throw new ActionError("DeclarationFieldUnknown", `A declaration has no field ${where}${shownValue(extra)}.`, { field: `${where}${shownValue(extra)}` });
  }
}

function checkDeclaredWillpower(value: unknown): boolean {
  if (value !== undefined && typeof value !== "boolean") {
    throw new ActionError("DeclaredWillpowerInvalid", `A roll's Willpower is declared or not, got ${shownValue(value)}.`, { value: shownValue(value) });
  }
  return value === true;
}

function checkAction(action: DeclaredAction, actorId: string, isCombatant: (id: string) => boolean): DeclaredAction {
  const kind: unknown = typeof action === "object" && action !== null && !Array.isArray(action) ? action.kind : undefined;
  if (typeof kind === "string" && Object.hasOwn(ACTION_FIELDS, kind)) refuseUnknownFields(action, ACTION_FIELDS[kind as DeclaredAction["kind"]], "");
  switch (action?.kind) {
    case "attack": {
      if (typeof action.targetId !== "string" || !isCombatant(action.targetId)) {
        throw new ActionError("AttackTargetUnknown", `The attack's target ${shownValue(action.targetId)} is not in this combat.`, { target: shownValue(action.targetId) });
      }
      if (action.targetId === actorId) {
        throw new ActionError("AttackTargetSelf", `${actorId} cannot declare an attack on itself.`, { combatant: actorId });
      }
      const willpower = checkDeclaredWillpower(action.willpower);
      const checked: DeclaredAction = { kind: "attack", targetId: action.targetId, pool: checkPool(action.pool), note: checkNote(action.note) };
      return willpower ? { ...checked, willpower: true } : checked;
    }
    case "defence": {
      if (!(DEFENCE_KINDS as readonly unknown[]).includes(action.defence)) {
        throw new ActionError("DefenceKindUnknown", `Unknown defence ${shownValue(action.defence)}: dodge, block or parry.`, { value: shownValue(action.defence) });
      }
      const willpower = checkDeclaredWillpower(action.willpower);
      const checked: DeclaredAction = { kind: "defence", defence: action.defence, pool: checkPool(action.pool) };
      return willpower ? { ...checked, willpower: true } : checked;
    }
    case "move":
      return { kind: "move", pool: checkPool(action.pool), note: checkNote(action.note) };
    case "other": {
      const note = checkNote(action.note);
      if (note === null || note.trim() === "") {
        throw new ActionError("ActionNoteMissing", "An action of another kind needs a note saying what it is.");
      }
      return { kind: "other", note, pool: checkPool(action.pool) };
    }
    default:
      throw new ActionError("ActionKindUnknown", `Unknown kind of action ${shownValue(kind)}: ${DECLARED_ACTION_KINDS.join(", ")}.`, { value: shownValue(kind) });
  }
}

function checkList(list: unknown, actorId: string, isCombatant: (id: string) => boolean): DeclaredAction[] {
  if (list === undefined) return [];
  if (!Array.isArray(list)) throw new ActionError("DeclarationActionsInvalid", "A declaration's actions must be a list.");
  if (list.length > DECLARATION_LIMITS.actionsPerList) {
    throw new ActionError("DeclarationTooLong", `A declaration may list ${DECLARATION_LIMITS.actionsPerList} actions of a kind, got ${list.length}.`, { max: DECLARATION_LIMITS.actionsPerList, count: list.length });
  }
  return (list as DeclaredAction[]).map((action) => checkAction(action, actorId, isCombatant));
}

function checkSpend(value: unknown, what: "willpower" | "blood"): number {
  if (value === undefined) return 0;
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0) {
    const message = `Points spent must be a whole number of 0 or more, got ${shownValue(value)}.`;
    throw what === "willpower" ? new ActionError("WillpowerSpendInvalid", message, { value: shownValue(value) }) : new ActionError("BloodSpendInvalid", message, { value: shownValue(value) });
  }
  return value;
}

/** Checks a declaration's shape (kinds, targets, pools, spending as numbers) and fills in what was left out. */
export function checkDeclarationShape(declaration: Declaration, isCombatant: (id: string) => boolean): CheckedDeclaration {
  if (typeof declaration === "object" && declaration !== null) refuseUnknownFields(declaration, DECLARATION_FIELDS, "");
  const id = declaration.combatantId;
  return {
    combatantId: id,
    actions: checkList(declaration.actions, id, isCombatant),
    celerityActions: checkList(declaration.celerityActions, id, isCombatant),
    rageActions: checkList(declaration.rageActions, id, isCombatant),
    willpowerSpent: checkSpend(declaration.willpowerSpent, "willpower"),
    bloodSpent: checkSpend(declaration.bloodSpent, "blood"),
    moves: declaration.moves === true,
  };
}
