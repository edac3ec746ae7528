/** What refreshing reads of an actor: its data preparation and its sheet, if one is open. */
interface Refreshable {
  prepareData(): void;
  sheet?: { rendered?: boolean; render(options?: object): unknown } | null;
}

/**
 * Prepares every world actor again and redraws its open sheet, so the combat numbers follow a change of the
 * world's Classic options (the dodge ability, the held-target bonus…) without waiting for each actor to change.
 */
export function refreshCombatNumbers(actors: Iterable<Refreshable> | undefined = (globalThis as { game?: { actors?: Iterable<Refreshable> } }).game?.actors): void {
  for (const actor of actors ?? []) {
    actor.prepareData();
    if (actor.sheet?.rendered) void actor.sheet.render();
  }
}
