import type { Declaration, DeclaredAction } from "../rules/actions/declaration";
import { scriptedD10 } from "../../../rules/dice/random";
import { DicePoolError } from "../../../rules/errors";
import type { InitiativeEntry } from "../rules/initiative/order";
import type { Ruleset } from "../rules/ruleset/ruleset";
import { roundCondition } from "../rules/status/schedule";
import type { RoundMachine } from "../rules/turns/round-machine";
import type { RoundEvent } from "../rules/turns/round-state";
import { fighterOf, spendPoints, type Fighter } from "./fighters";
import { at } from "./read-json";
import { guard } from "./run-chain";
import { ScenarioError } from "./scenario-error";
import type { ScenarioAction, ScenarioDeclaration } from "./types";
import type { RoundWalk } from "./walk";

/** What every step of the replay reads: the ruleset, its round machine, the sheets, and the round under way. */
export interface ReplayContext {
  ruleset: Ruleset;
  machine: RoundMachine<unknown>;
  fighters: Map<string, Fighter>;
  round: number;
  walk: RoundWalk;
}

export function presentFighter(ctx: ReplayContext, id: string, path: string): Fighter {
  const fighter = fighterOf(ctx.fighters, id);
  if (fighter.presence !== "present") {
    const why = fighter.presence === "arriving" ? "has not joined the fight yet" : "has left the fight";
    throw new ScenarioError("ScenarioCombatantAbsent", `${path}: ${fighter.stats.name} ${why}.`, { path, name: fighter.stats.name, presence: fighter.presence });
  }
  return fighter;
}

/**
 * Tells the round machine what the sheets now say (status/schedule.ts): a stunned character loses its
 * actions, a knocked-down one gets up with its next. Returns the machine events this caused.
 */
export function syncConditions(ctx: ReplayContext, ids: readonly string[]): RoundEvent[] {
  const events: RoundEvent[] = [];
  for (const id of new Set(ids)) {
    const combatant = ctx.walk.state.combatants.find((entry) => entry.id === id);
    const fighter = ctx.fighters.get(id);
    if (!combatant || !fighter) continue;
    const condition = roundCondition(fighter.stats.statuses, fighter.stats.health, ctx.round);
    if (condition.blockedBy === combatant.condition.blockedBy && condition.mustGetUp === combatant.condition.mustGetUp) continue;
    events.push(...ctx.walk.set(ctx.machine.updateCondition(ctx.walk.state, id, condition)));
  }
  return events;
}

function declaredAction(action: ScenarioAction): DeclaredAction {
  switch (action.kind) {
    case "attack":
      return { kind: "attack", targetId: action.target, pool: action.pool, note: action.note };
    case "defence":
      return { kind: "defence", defence: action.defence, pool: action.pool };
    case "move":
      return { kind: "move", pool: action.pool, note: action.note };
    case "other":
      return { kind: "other", note: action.note, pool: action.pool };
  }
}

export function declarationOf(declaration: ScenarioDeclaration): Declaration {
  return {
    combatantId: declaration.combatant,
    actions: declaration.actions.map(declaredAction),
    celerityActions: declaration.celerityActions.map(declaredAction),
    rageActions: declaration.rageActions.map(declaredAction),
    willpowerSpent: declaration.willpowerSpent,
    bloodSpent: declaration.bloodSpent,
    moves: declaration.moves,
  };
}

/** What a declaration spends comes off the sheet once the round machine has accepted it (000 §1.2). */
export function spendDeclared(fighter: Fighter, declaration: ScenarioDeclaration): void {
  spendPoints(fighter, "willpower", declaration.willpowerSpent, at(declaration.path, "willpowerSpent"));
  spendPoints(fighter, "blood", declaration.bloodSpent + declaration.celerityActions.length, at(declaration.path, "bloodSpent"));
  spendPoints(fighter, "rage", declaration.rageActions.length, at(declaration.path, "rageActions"));
}

/** A combatant's initiative for this round from the file's faces, every face used. */
export function initiativeFor(ctx: ReplayContext, fighter: Fighter, faces: readonly number[], path: string): InitiativeEntry {
  const condition = roundCondition(fighter.stats.statuses, fighter.stats.health, ctx.round);
  const { turns, options } = ctx.ruleset;
  const score = guard(path, "initiative", () => turns.initiativeScore(fighter.stats, condition.initiativePenalty));
  const d10 = scriptedD10(faces);
  let entry: InitiativeEntry;
  try {
    entry = turns.rollInitiative({ combatantId: fighter.stats.id, score, tableIndex: fighter.tableIndex }, d10, fighter.previousInitiative, options);
  } catch (error) {
    if (error instanceof DicePoolError) {
      throw new ScenarioError("ScenarioInitiativeMissing", `${path}: no initiative face is given for ${fighter.stats.name}.`, { path, name: fighter.stats.name }, { cause: error });
    }
    throw error;
  }
  if (d10.remaining() > 0) {
    const used = faces.length - d10.remaining();
    throw new ScenarioError("ScenarioFacesCount", `${path}: expected ${used} faces for ${fighter.stats.name}'s initiative, got ${faces.length}.`, {
      path,
      expected: used,
      pool: used,
      count: faces.length,
      roll: "initiative",
    });
  }
  fighter.previousInitiative = entry;
  return entry;
}
