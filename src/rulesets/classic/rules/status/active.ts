import type { StatusEffect, StatusId } from "./types";

/** A status counts from the round it began in through `expiresAfterRound` (open-ended when null). */
export function isStatusActive(status: StatusEffect, round: number): boolean {
  return status.sinceRound <= round && (status.expiresAfterRound === null || round <= status.expiresAfterRound);
}

export function activeStatus(statuses: readonly StatusEffect[], id: StatusId, round: number, sourceId?: string): StatusEffect | undefined {
  return statuses.find((status) => status.id === id && isStatusActive(status, round) && (sourceId === undefined || status.sourceId === sourceId));
}

export function hasActiveStatus(statuses: readonly StatusEffect[], id: StatusId, round: number, sourceId?: string): boolean {
  return activeStatus(statuses, id, round, sourceId) !== undefined;
}

function lastsLonger(a: StatusEffect, b: StatusEffect): boolean {
  if (a.expiresAfterRound === null) return true;
  if (b.expiresAfterRound === null) return false;
  return a.expiresAfterRound >= b.expiresAfterRound;
}

/**
 * Adds a status; one already there with the same id (and the same holder, for holds) is replaced only when
 * the new one lasts at least as long, so a short stun never cuts a longer one short.
 */
export function mergeStatus(statuses: readonly StatusEffect[], added: StatusEffect): StatusEffect[] {
  const same = (status: StatusEffect) => status.id === added.id && status.sourceId === added.sourceId;
  const existing = statuses.find(same);
  if (existing && !lastsLonger(added, existing)) return [...statuses];
  return [...statuses.filter((status) => !same(status)), added];
}

export function mergeStatuses(statuses: readonly StatusEffect[], added: readonly StatusEffect[]): StatusEffect[] {
  return added.reduce<StatusEffect[]>((list, status) => mergeStatus(list, status), [...statuses]);
}

export function removeStatus(statuses: readonly StatusEffect[], id: StatusId, sourceId?: string): StatusEffect[] {
  return statuses.filter((status) => !(status.id === id && (sourceId === undefined || status.sourceId === sourceId)));
}
