import type { PlannedAction } from "../../classic/rules/actions/declaration";
import { NOTHING_SPENT } from "../../classic/rules/actions/resources";
import type { TurnRules } from "../../classic/rules/turns/turn-rules";
import { actionPenalty } from "./actions";
import { StreamlinedError } from "./errors";
import { initiativePool } from "./initiative";
import type { StreamlinedOptions } from "./options";
import { rollPool } from "./pool";

/**
 * Streamlined turns through the shared round machine's seam (001 The Turn, The Round, In Four Steps):
 * initiative is Dexterity + Awareness rolled as a pool once a fight, the total its successes, highest first; a tie goes
 * by `tableIndex`, the order the Storyteller set on the tracker, so no two combatants act at the same
 * moment. 001 has no declaration phase: declarations are taken in acting order. Every action of a turn
 * loses 2 × (actions − 1) dice; a declared defence is the evade, the whole turn. 001 has no Celerity, Rage,
 * Willpower or blood spending, no knockdown and no full defence.
 */
export const streamlinedTurnRules: TurnRules<StreamlinedOptions> = {
  id: "streamlined",
  initiativeScore: (stats, extraPenalty = 0) => initiativePool({ attributes: stats.attributes, skills: stats.abilities }, extraPenalty),
  rollInitiative(input, d10, previous) {
    // 001 The Round, In Four Steps: initiative is rolled once, at the start of the fight; later rounds "go
    // back to step 2 and continue in the same order". Only the table place (the Storyteller's tie order) moves.
    if (previous) return { ...previous, faces: [...previous.faces], combatantId: input.combatantId, tableIndex: input.tableIndex };
    const roll = rollPool(input.score, d10);
    return { combatantId: input.combatantId, score: input.score, faces: roll.faces, total: roll.successes, tableIndex: input.tableIndex };
  },
  compareInitiative: (a, b) => b.total - a.total || a.tableIndex - b.tableIndex,
  declarationOrder: (steps) => [...steps],
  declarationSpending(declaration) {
    if (declaration.willpowerSpent > 0 || declaration.bloodSpent > 0) {
      throw new StreamlinedError("StreamlinedNoSpending", "Streamlined rounds spend no Willpower or blood in a declaration.", { combatant: declaration.combatantId });
    }
    return { ...NOTHING_SPENT };
  },
  planActions(declaration) {
    if (declaration.celerityActions.length > 0 || declaration.rageActions.length > 0) {
      throw new StreamlinedError("StreamlinedNoFreeActions", "Streamlined has no Celerity or Rage actions: every extra action takes the −2.", { combatant: declaration.combatantId });
    }
    const count = declaration.actions.length;
    if (count === 0) return { actions: [], fullDefence: false };
    if (count > 1 && declaration.actions.some((action) => action.kind === "defence")) {
      throw new StreamlinedError("StreamlinedEvadeWholeTurn", "Evading is the whole turn: no other action goes with it.");
    }
    const penalty = actionPenalty(count);
    const actions: PlannedAction[] = declaration.actions.map((action, index) => ({
      index: index + 1,
      source: "declared",
      penalty,
      basePool: action.pool ?? null,
      state: "pending",
      abortCap: null,
      body:
        action.kind === "attack"
          ? { kind: "attack", targetId: action.targetId, note: action.note ?? null }
          : action.kind === "defence"
            ? { kind: "defence", defence: action.defence }
            : action.kind === "move"
              ? { kind: "move", note: action.note ?? null }
              : { kind: "other", note: action.note },
    }));
    return { actions, fullDefence: false };
  },
  fullDefencePenalty: () => 0,
};

