import { effectiveAttributes } from "../character/effective";
import type { CharacterStats } from "../character/stats";
import { ABILITIES, ATTRIBUTES } from "../../../../rules/character/traits";
import { ActionError } from "./action-error";
import type { CheckedDeclaration } from "./check-declaration";
import { DEFENCE_KINDS, type DeclaredAction, type DefenceKind, type PlannedActionBody } from "./declaration";

/**
 * The most dice a character can declare for each kind of action: what the round stores as an action's pool
 * caps an abort to defence (000 §2.5: "the dice pool for the dodging roll cannot exceed the dice pool that was
 * available for the action that was aborted"), so a pool the character could never roll would lift the cap.
 */
export interface DeclaredPoolBounds {
  /** The largest pool the character has of one Attribute plus one Ability, in its current form: every Classic pool is one (000 §2.1). */
  traitPair: number;
  /** The most for an attack: the largest pair, or a larger attack the character can make now (a maneuver's or a weapon's dice). */
  attack: number;
  /** The most for each defence: the largest pair, or that defence's pool as the world's options build it, when larger. */
  defence: Record<DefenceKind, number>;
}

/** The parts of a character's combat summary (rules/combat/combat-summary.ts) the bounds are read from. */
export interface PoolSummary {
  attacks: readonly { available: boolean; roll: { pool: number } | null }[];
  defences: readonly { kind: DefenceKind; roll: { pool: number } }[];
}

/**
 * The bounds for a character, from its traits in its current form and the pools its combat summary computes.
 * A declaration names no Ability (the form asks only for the dice), so the bound is the largest pool the rules
 * could build for the kind, not the one the player means: generous, but never above what the character rolls.
 */
export function declaredPoolBounds(stats: CharacterStats, summary: PoolSummary): DeclaredPoolBounds {
  const attributes = effectiveAttributes(stats);
  const traitPair = Math.max(0, ...ATTRIBUTES.map((name) => attributes[name])) + Math.max(0, ...ABILITIES.map((name) => stats.abilities[name]));
  const attack = Math.max(traitPair, ...summary.attacks.flatMap((entry) => (entry.available && entry.roll ? [entry.roll.pool] : [])));
  const defence = Object.fromEntries(
    DEFENCE_KINDS.map((kind) => [kind, Math.max(traitPair, ...summary.defences.flatMap((entry) => (entry.kind === kind ? [entry.roll.pool] : [])))]),
  ) as Record<DefenceKind, number>;
  return { traitPair, attack, defence };
}

function boundOf(action: DeclaredAction, bounds: DeclaredPoolBounds): number {
  switch (action.kind) {
    case "attack":
      return bounds.attack;
    case "defence":
      return bounds.defence[action.defence];
    case "move":
    case "other":
      return bounds.traitPair;
  }
}

/**
 * The most dice a planned action could have had, by its kind: the bound of an attack or of that defence, else the
 * largest trait pair (getting up, moving, anything else). An abort's defence keeps the kind it replaced.
 */
export function boundOfBody(body: PlannedActionBody, bounds: DeclaredPoolBounds): number {
  switch (body.kind) {
    case "attack":
      return bounds.attack;
    case "defence":
      return bounds.defence[body.defence];
    case "abortDefence":
      if (body.replaced === "attack") return bounds.attack;
      return body.replaced === "defence" ? Math.max(...DEFENCE_KINDS.map((kind) => bounds.defence[kind])) : bounds.traitPair;
    default:
      return bounds.traitPair;
  }
}

/** Bounds from a character's traits alone, where no combat summary is at hand (the scenario tool). */
export function traitBounds(stats: CharacterStats): DeclaredPoolBounds {
  return declaredPoolBounds(stats, { attacks: [], defences: [] });
}

/**
 * Refuses a declared pool above what the character can roll for that kind of action. A pool left out stays
 * unknown: the round then caps an abort by the character's bound for that kind of action (abort.ts).
 */
export function checkDeclaredPools(declaration: CheckedDeclaration, bounds: DeclaredPoolBounds): void {
  for (const action of [...declaration.actions, ...declaration.celerityActions, ...declaration.rageActions]) {
    const max = boundOf(action, bounds);
    if (action.pool != null && action.pool > max) {
      const kind = action.kind === "defence" ? action.defence : action.kind;
      throw new ActionError("DeclaredPoolAboveBound", `${declaration.combatantId} can roll at most ${max} dice for ${kind}, not ${action.pool}.`, {
        combatant: declaration.combatantId,
        kind,
        pool: action.pool,
        max,
      });
    }
  }
}
