import { STATUS_IDS, type StatusEffect, type StatusId } from "../rules/status/types";

/** An active effect as the chain reads it: its id, statuses, whether it is on, and the timing the chain recorded. */
export interface ExistingEffect {
  id: string;
  statuses: readonly string[];
  disabled: boolean;
  /** `flags["storyteller-combat"].status`. */
  status: Partial<Omit<StatusEffect, "id">> | null;
}

/** The data of an active effect that carries one status, as written to the actor. */
export interface StatusEffectData {
  _id: string;
  name: string;
  img: string;
  statuses: StatusId[];
  disabled: false;
  flags: { "storyteller-combat": { status: Omit<StatusEffect, "id"> } };
}

export interface EffectUpdate {
  _id: string;
  disabled: boolean;
  flags?: { "storyteller-combat": { status: Omit<StatusEffect, "id"> } };
}

export interface StatusEffectChanges {
  creates: StatusEffectData[];
  updates: EffectUpdate[];
  deletes: string[];
}

const isStatusId = (id: string): id is StatusId => (STATUS_IDS as readonly string[]).includes(id);

const keyOf = (status: { id: string; sourceId?: string | undefined }): string => `${status.id}|${status.sourceId ?? ""}`;

/** The status an effect carries, read as `gatherStatuses` reads it (timing 0 and open-ended when unrecorded). */
function carried(effect: ExistingEffect, id: StatusId): StatusEffect {
  const recorded = effect.status ?? {};
  const status: StatusEffect = { id, sinceRound: recorded.sinceRound ?? 0, expiresAfterRound: recorded.expiresAfterRound ?? null };
  if (recorded.sourceId !== undefined) status.sourceId = recorded.sourceId;
  if (recorded.value !== undefined) status.value = recorded.value;
  if (recorded.losesAction !== undefined) status.losesAction = recorded.losesAction;
  return status;
}

function timing(status: StatusEffect): Omit<StatusEffect, "id"> {
  const out: Omit<StatusEffect, "id"> = { sinceRound: status.sinceRound, expiresAfterRound: status.expiresAfterRound };
  if (status.sourceId !== undefined) out.sourceId = status.sourceId;
  if (status.value !== undefined) out.value = status.value;
  if (status.losesAction !== undefined) out.losesAction = status.losesAction;
  return out;
}

function sameStatus(a: StatusEffect, b: StatusEffect): boolean {
  return (
    a.id === b.id &&
    a.sinceRound === b.sinceRound &&
    a.expiresAfterRound === b.expiresAfterRound &&
    a.sourceId === b.sourceId &&
    a.value === b.value &&
    a.losesAction === b.losesAction
  );
}

function singleStatus(effect: ExistingEffect): StatusId | null {
  const [only, ...rest] = effect.statuses;
  return only !== undefined && rest.length === 0 && isStatusId(only) ? only : null;
}

/**
 * The effect changes that leave an actor carrying exactly `wanted` (the rules' status list): an effect already
 * carrying a status is kept, or updated when its timing changed; a switched-off effect for the same status is
 * switched back on; anything else is created. A status no longer wanted is switched off, or deleted when it is
 * in `deletable` (effects an undone result created). All of it fits in the one update of the actor.
 */
export function statusEffectChanges(
  existing: readonly ExistingEffect[],
  wanted: readonly StatusEffect[],
  make: { newId(): string; nameOf(id: StatusId): string; imgOf(id: StatusId): string },
  deletable: ReadonlySet<string> = new Set(),
): StatusEffectChanges {
  const changes: StatusEffectChanges = { creates: [], updates: [], deletes: [] };
  const used = new Set<string>();
  const wantedKeys = new Set(wanted.map(keyOf));
  for (const status of wanted) {
    const on = existing.find((effect) => !effect.disabled && !used.has(effect.id) && effect.statuses.includes(status.id) && keyOf(carried(effect, status.id)) === keyOf(status));
    if (on) {
      used.add(on.id);
      if (!sameStatus(carried(on, status.id), status)) changes.updates.push({ _id: on.id, disabled: false, flags: { "storyteller-combat": { status: timing(status) } } });
      continue;
    }
    const off = existing.find((effect) => effect.disabled && !used.has(effect.id) && !deletable.has(effect.id) && singleStatus(effect) === status.id);
    if (off) {
      used.add(off.id);
      changes.updates.push({ _id: off.id, disabled: false, flags: { "storyteller-combat": { status: timing(status) } } });
      continue;
    }
    changes.creates.push({
      _id: make.newId(),
      name: make.nameOf(status.id),
      img: make.imgOf(status.id),
      statuses: [status.id],
      disabled: false,
      flags: { "storyteller-combat": { status: timing(status) } },
    });
  }
  for (const effect of existing) {
    if (effect.disabled || used.has(effect.id)) continue;
    const own = effect.statuses.filter(isStatusId);
    if (own.length === 0 || own.some((id) => wantedKeys.has(keyOf(carried(effect, id))))) continue;
    if (deletable.has(effect.id)) changes.deletes.push(effect.id);
    else changes.updates.push({ _id: effect.id, disabled: true });
  }
  return changes;
}
