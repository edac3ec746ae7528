import type { StreamlinedRoundState } from "./state";

/** The acting order, ids first to last. */
export const actingOrder = (state: StreamlinedRoundState): string[] => state.order.map((entry) => entry.id);

/** 001 Evading: whether `id` spent its last turn evading and its next turn has not begun (+2 Defense). */
export const isEvading = (state: StreamlinedRoundState, id: string): boolean => state.order.some((entry) => entry.id === id && entry.evading);

/** The dice each of `id`'s actions loses this turn (001 The Turn), 0 before it plans. */
export const turnPenalty = (state: StreamlinedRoundState, id: string): number => state.order.find((entry) => entry.id === id)?.plan?.actions[0]?.penalty ?? 0;
