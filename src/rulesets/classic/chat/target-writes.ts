import { replacing, writeActor } from "../../../compat";
import { SYSTEM_ID } from "../../../constants";
import type { TargetState } from "../data/chat/attack-chain";
import { STATUS_ICONS, statusNameKey } from "../documents/status-effects";
import { say } from "./documents";
import { statusEffectChanges, type EffectUpdate, type ExistingEffect, type StatusEffectChanges } from "./status-effects";

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
/**
 * An effect update as written: the status timing replaces the recorded one whole. Foundry merges flag objects
 * key by key, so a merged timing would keep the holder, value or lost action the new one leaves out.
 */
export function effectUpdateData(update: EffectUpdate): Record<string, unknown> {
  const { flags, ...rest } = update;
  return flags ? { ...rest, flags: { [SYSTEM_ID]: replacing("status", flags[SYSTEM_ID].status) } } : rest;
}

/**
 * Writes the target's new health and statuses, and a weapon knocked from its hand, as one write of the actor
 * (`writeActor` in compat.ts): the effects that carry its statuses are created, switched on or off, or (for
 * effects an undone result created) deleted as Foundry's own ActiveEffect documents, so their hooks run.
 * Foundry resolves a write it turned down (data that failed validation, a module's veto) as nothing: then this
 * answers false, and the caller records nothing.
 */
export async function writeTarget(actor: Actor.Implementation, state: TargetState, changes: StatusEffectChanges, items: ItemChange[] = []): Promise<boolean> {
  const health = actorHealth(actor);
  // A write that changes nothing is not sent by Foundry (and resolves as nothing too): leave the health out.
  const sameHealth = health !== null && health.bashing === state.health.bashing && health.lethal === state.health.lethal && health.aggravated === state.health.aggravated;
  return writeActor(actor, {
    update: sameHealth
      ? {}
      : {
          "system.health.bashing": state.health.bashing,
          "system.health.lethal": state.health.lethal,
          "system.health.aggravated": state.health.aggravated,
        },
    items: items.map((item) => ({ ...item })),
    createEffects: changes.creates.map((effect) => ({ ...effect })),
    updateEffects: changes.updates.map(effectUpdateData),
    deleteEffects: changes.deletes,
  });
}

/** The health levels the actor stores now. */
function actorHealth(actor: Actor.Implementation): TargetState["health"] | null {
  const health = (actor.system as unknown as { health?: TargetState["health"] }).health;
  return health ? { bashing: health.bashing, lethal: health.lethal, aggravated: health.aggravated } : null;
}
