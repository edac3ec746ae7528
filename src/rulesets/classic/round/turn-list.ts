import { entryFromRoll, type InitiativeEntry } from "../rules/initiative/order";
import { orderInitiative } from "../rules/initiative/roll-round";
import { roundInitiativeScore } from "../rules/initiative/score";
import { readInitiative } from "../rules/dice/initiative";
import type { RoundState } from "../rules/turns/round-state";
import { walkOrder } from "../rules/turns/walk-order";
import { roundContext, roundContextIfWired } from "./context";
import { statsOf, type CombatantLike } from "./combatant-stats";

export interface TurnListCombatant extends CombatantLike {
  system: unknown;
}

/** A die the Storyteller rolled before the combat began (combatant-data.ts): it counts for the first round only. */
export function preRolledDie(combatant: TurnListCombatant, round: number): number | null {
  const face = (combatant.system as { initiativeDie?: number | null } | null)?.initiativeDie;
  return round === 1 && typeof face === "number" ? face : null;
}

/** What a die rolled before the first round gives with the score as it stands now. */
export function preRolledEntry(combatant: TurnListCombatant, tableIndex: number): InitiativeEntry | null {
  const face = preRolledDie(combatant, 1);
  const stats = statsOf(combatant);
  if (face === null || !stats || !combatant.id) return null;
  return entryFromRoll(combatant.id, readInitiative(roundInitiativeScore(stats, 1), face), tableIndex);
}

/**
 * The combat's turn order as Foundry's `Combat#turns` lists it, and the index of the current turn, both from
 * the rules: during a round the rules' walk (walk-order.ts); before the first round, the dice the
 * Storyteller rolled in initiative order. Combatants outside the round (joined since it began, or no
 * character) come last, in table order.
 */
export function turnList(all: readonly TurnListCombatant[], state: RoundState | null): { ids: string[]; current: number | null } {
  let ids: string[];
  let current: number | null = null;
  if (state) {
    const walk = walkOrder(roundContext(state), state);
    ids = walk.ids;
    current = walk.current;
  } else {
    // Foundry sorts and draws the tracker in any world; without the ruleset's tracker the table's order stands.
    const ctx = roundContextIfWired();
    const entries = all.flatMap((combatant, index) => preRolledEntry(combatant, index) ?? []);
    ids = ctx ? orderInitiative(ctx.rules, entries).flatMap((step) => step.combatantIds) : [];
  }
  const present = new Set(all.flatMap((combatant) => (combatant.id ? [combatant.id] : [])));
  const currentId = current === null ? null : ids[current];
  const listed = ids.filter((id) => present.has(id));
  const inList = new Set(listed);
  const ordered = [...listed, ...[...present].filter((id) => !inList.has(id))];
  const index = currentId ? ordered.indexOf(currentId) : -1;
  return { ids: ordered, current: index === -1 ? null : index };
}

/** The steps of simultaneous combatants (002 ¶2) as the rules group them, each a list of ids, fastest first. */
export function turnSteps(all: readonly TurnListCombatant[], state: RoundState | null): string[][] {
  if (state) return state.order.map((step) => [...step.combatantIds]);
  const entries = all.flatMap((combatant, index) => preRolledEntry(combatant, index) ?? []);
  const ctx = roundContextIfWired();
  return ctx ? orderInitiative(ctx.rules, entries).map((step) => step.combatantIds) : [];
}
