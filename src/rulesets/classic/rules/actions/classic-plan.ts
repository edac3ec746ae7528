import { ActionError } from "./action-error";
import type { CheckedDeclaration } from "./check-declaration";
import type { ActionSource, DeclaredAction, PlannedAction, PlannedActionBody } from "./declaration";
import { fullDefencePenalty, multipleActionPenalty } from "./penalties";

function bodyOf(action: DeclaredAction): PlannedActionBody {
  switch (action.kind) {
    case "attack":
      return { kind: "attack", targetId: action.targetId, note: action.note ?? null, ...(action.willpower === true ? { willpower: true } : {}) };
    case "defence":
      return { kind: "defence", defence: action.defence, ...(action.willpower === true ? { willpower: true } : {}) };
    case "move":
      return { kind: "move", note: action.note ?? null };
    case "other":
      return { kind: "other", note: action.note };
  }
}

/**
 * The Classic plan of one combatant's round, in the order the actions are taken:
 * - a knocked-down character's first action is getting up (000 §2.10, 004 Status Effects); it is an
 *   action, so it counts towards N;
 * - the N ordinary actions, the i-th losing N + i − 1 dice (000 §2.2), or, when every one of them is a
 *   defence, the k-th losing k − 1 (full defence, 000 §2.5);
 * - then Celerity and Rage actions, which lose nothing (V20 / W20 core).
 * No multiple actions while moving (000 §2.7 Movement): a declared move counts as moving.
 */
export function planClassicActions(declaration: CheckedDeclaration, mustGetUp: boolean): { actions: PlannedAction[]; fullDefence: boolean } {
  const ordinary: { source: ActionSource; body: PlannedActionBody; basePool: number | null }[] = [
    ...(mustGetUp ? [{ source: "getUp" as const, body: { kind: "getUp" } as const, basePool: null }] : []),
    ...declaration.actions.map((action) => ({ source: "declared" as const, body: bodyOf(action), basePool: action.pool ?? null })),
  ];
  const moving = declaration.moves || declaration.actions.some((action) => action.kind === "move");
  if (moving && ordinary.length > 1) {
    throw new ActionError("MultipleActionsWhileMoving", `${declaration.combatantId} moves and declares ${ordinary.length} actions; a character on the move takes one.`, { combatant: declaration.combatantId, count: ordinary.length });
  }
  const fullDefence = ordinary.length > 0 && ordinary.every((entry) => entry.body.kind === "defence");
  const count = ordinary.length;
  const actions: PlannedAction[] = ordinary.map((entry, position) => ({
    index: position + 1,
    source: entry.source,
    body: entry.body,
    penalty: fullDefence ? fullDefencePenalty(position + 1) : multipleActionPenalty(count, position + 1),
    basePool: entry.basePool,
    state: "pending",
    abortCap: null,
  }));
  const extras: [ActionSource, DeclaredAction][] = [
    ...declaration.celerityActions.map((action) => ["celerity", action] as [ActionSource, DeclaredAction]),
    ...declaration.rageActions.map((action) => ["rage", action] as [ActionSource, DeclaredAction]),
  ];
  for (const [source, action] of extras) {
    actions.push({ index: actions.length + 1, source, body: bodyOf(action), penalty: 0, basePool: action.pool ?? null, state: "pending", abortCap: null });
  }
  return { actions, fullDefence };
}
