import type { StreamlinedRoundState } from "../rules/round/state";

/**
 * Foundry's turn list for a Streamlined fight and the index of the current turn: the acting order, then those
 * who left it (fled or surrendered), then anyone not in the fight, in table order. Before the fight, table order.
 */
export function turnList(tableIds: readonly string[], state: StreamlinedRoundState | null): { ids: string[]; current: number | null } {
  if (!state) return { ids: [...tableIds], current: null };
  const present = new Set(tableIds);
  const listed = [...state.order.map((entry) => entry.id), ...state.left.map((gone) => gone.id)].filter((id) => present.has(id));
  const inList = new Set(listed);
  const ids = [...listed, ...tableIds.filter((id) => !inList.has(id))];
  const index = state.current === null ? -1 : ids.indexOf(state.current);
  return { ids, current: index === -1 ? null : index };
}
