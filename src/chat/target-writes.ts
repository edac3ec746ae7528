import { SYSTEM_ID } from "../constants";
import type { TargetState } from "../data/chat/attack-chain";
import { STATUS_ICONS, statusNameKey } from "../documents/status-effects";
import { say } from "./documents";
import { statusEffectChanges, type ExistingEffect, type StatusEffectChanges } from "./status-effects";

/** The actor's effects as the status diff reads them. */
export function existingEffects(actor: Actor.Implementation): ExistingEffect[] {
  return actor.effects.contents.map((effect) => ({
    id: effect.id ?? "",
    statuses: [...effect.statuses],
    disabled: effect.disabled,
    status: (effect.getFlag(SYSTEM_ID, "status") as ExistingEffect["status"] | undefined) ?? null,
  }));
}

/** An item of the target to change in the same write: a weapon knocked out of its hand is no longer held. */
export interface ItemChange {
  _id: string;
  "system.equipped": boolean;
}

/** What one write of the target sets: its health levels and the effects carrying its statuses. */
export function targetChanges(actor: Actor.Implementation, state: TargetState, deletable: ReadonlySet<string> = new Set()): StatusEffectChanges {
  return statusEffectChanges(existingEffects(actor), state.statuses, {
    newId: () => foundry.utils.randomID(),
    nameOf: (id) => say(statusNameKey(id)),
    imgOf: (id) => STATUS_ICONS[id],
  }, deletable);
}

/**
 * Writes the target's new health and statuses in one update of the actor: the effects that carry its statuses
 * travel inside the actor's update (created by id, switched on or off), as do item changes. Only effects that
 * an undo removes outright need a second call. Foundry resolves a write it turned down (data that failed
 * validation, a module's `preUpdateActor` veto) as `undefined`: then this answers false, and the caller
 * records nothing.
 */
export async function writeTarget(actor: Actor.Implementation, state: TargetState, changes: StatusEffectChanges, items: ItemChange[] = []): Promise<boolean> {
  const health = actorHealth(actor);
  const update: Record<string, unknown> = {
    "system.health.bashing": state.health.bashing,
    "system.health.lethal": state.health.lethal,
    "system.health.aggravated": state.health.aggravated,
  };
  const effects = [...changes.creates, ...changes.updates];
  if (effects.length) update.effects = effects;
  if (items.length) update.items = items;
  // A write that changes nothing is not sent by Foundry (and resolves undefined too): skip it.
  const sameHealth = health !== null && health.bashing === state.health.bashing && health.lethal === state.health.lethal && health.aggravated === state.health.aggravated;
  if (!(sameHealth && !effects.length && !items.length)) {
    if (!(await actor.update(update as Actor.UpdateData))) return false;
  }
  if (changes.deletes.length) {
    const deleted = await actor.deleteEmbeddedDocuments("ActiveEffect", changes.deletes);
    if (deleted.length !== changes.deletes.length) return false;
  }
  return true;
}

/** The health levels the actor stores now. */
function actorHealth(actor: Actor.Implementation): TargetState["health"] | null {
  const health = (actor.system as unknown as { sourceData?: { health?: TargetState["health"] } }).sourceData?.health;
  return health ? { bashing: health.bashing, lethal: health.lethal, aggravated: health.aggravated } : null;
}
