import { metCharacterOf } from "../data/character";
import { metDeclarationOf } from "../data/read";
import { extraActionsOf, roundOrder, type RoundIntent, type RoundOrder } from "../rules/order";

/** A combatant as the round reads it: its id, and its actor's record (none for a combatant whose actor is gone). */
export interface RoundEntrant {
  id: string;
  name: string;
  actor: { system?: unknown } | null;
  system?: unknown;
}

/**
 * Each combatant's intent for the round, from its declaration: the categories of its action's tests and the extra
 * actions it takes, only those its powers give. The character is keyed by the combatant, so two tokens of one
 * actor keep two places.
 */
export function intentsOf(entrants: readonly RoundEntrant[]): RoundIntent[] {
  return entrants.flatMap((entrant) => {
    if (!entrant.actor) return [];
    const character = metCharacterOf({ id: entrant.id, name: entrant.name, system: entrant.actor.system });
    const declared = metDeclarationOf(entrant);
    const given = [...extraActionsOf(character)];
    const extraActions = declared.extraActions.filter((power) => {
      const at = given.indexOf(power);
      if (at < 0) return false;
      given.splice(at, 1);
      return true;
    });
    return [{ character, categories: declared.categories, extraActions }];
  });
}

/** The round's order (rules/order.ts roundOrder) for these combatants. */
export function orderOf(entrants: readonly RoundEntrant[]): RoundOrder {
  return roundOrder(intentsOf(entrants));
}

/** The turn list the order gives: the initiative steps, highest first, the simultaneous ones together in a step. */
export function turnIds(order: RoundOrder, tableIds: readonly string[]): string[] {
  const ordered = [...order.immediate, ...order.steps.flatMap((step) => step.ids), ...order.endOfTurn];
  return [...ordered, ...tableIds.filter((id) => !ordered.includes(id))];
}
