import type { CharacterStats } from "../../rules/character/stats";
import { readCombatWorld } from "./combat-world";
import { deriveActor, type ActorDerived } from "./derived";
import { gatherCharacterStats, type GatheredEffect, type GatheredItem } from "./gather-stats";
import { checkActorJoint, migrateActorPools } from "./joint";
import { classicCharacterFields } from "./schema";
import type { ActorSystemSource } from "./source";
import { CharacterModel } from "../../../../data/actor/character";
import type { ModelPart } from "../../../module";
import { effectStartRound, type EffectStartLike } from "../../../../compat";
import { SYSTEM_ID } from "../../../../constants";

/** Reads the parts of a parent actor the gatherer needs, without depending on the document class. */
function parentParts(parent: unknown): { id: string; name: string; items: GatheredItem[]; effects: GatheredEffect[] } {
  const actor = parent as {
    id?: string | null;
    name?: string;
    items?: Iterable<GatheredItem>;
    effects?: Iterable<{ statuses: Iterable<string>; disabled?: boolean; flags?: Record<string, Record<string, unknown> | undefined> } & EffectStartLike>;
  } | null;
  const effects: GatheredEffect[] = [];
  for (const effect of actor?.effects ?? []) {
    effects.push({
      statuses: effect.statuses,
      disabled: effect.disabled ?? false,
      status: (effect.flags?.[SYSTEM_ID]?.status as GatheredEffect["status"]) ?? null,
      startRound: effectStartRound(effect),
    });
  }
  return { id: actor?.id ?? "", name: actor?.name ?? "", items: [...(actor?.items ?? [])], effects };
}

/** What Classic derives on a character, beside its stored data. */
export interface ClassicDerivedData {
  stats: CharacterStats;
  derived: ActorDerived;
}

/**
 * A character's data as Classic reads it in a Classic world: the stored data (its part and the shared traits)
 * and what its derivation set. Derived numbers are computed by calling the rules, never in templates.
 */
export type StorytellerActorData = CharacterModel & ActorSystemSource & ClassicDerivedData;

/** A character's data as Classic derived it, or null for anything else (another subtype, or not yet prepared). */
export function classicActorData(system: unknown): StorytellerActorData | null {
  return system instanceof CharacterModel && "derived" in system ? (system as StorytellerActorData) : null;
}

/**
 * Classic's part of the character and the npc (src/data/composed.ts): its fields, and, in a Classic world only,
 * the migration of records kept before the joint check, the joint check itself, and the derivation.
 */
export const CLASSIC_CHARACTER_PART: ModelPart = Object.freeze({
  fields: classicCharacterFields,
  /** Records kept before the joint check are brought within their bounds, so they still load. */
  migrateData: migrateActorPools,
  /** Current pools within their permanent ratings and the track within seven levels (joint.ts). */
  validateJoint: (data: Record<string, unknown>) => checkActorJoint(data as unknown as ActorSystemSource),
  prepareDerivedData(model: foundry.abstract.DataModel.Any): void {
    const system = model as unknown as ActorSystemSource & ClassicDerivedData & { health: { value?: number; max?: number } };
    const parts = parentParts(model.parent);
    const world = readCombatWorld();
    system.stats = gatherCharacterStats({ ...parts, system, round: world.round });
    system.derived = deriveActor(system.stats, system.vampire.generation, parts.items, world);
    // The token bar reads `system.health.value` / `.max`: put them beside the stored levels, unsaved.
    Object.assign(system.health, system.derived.health);
  },
});
