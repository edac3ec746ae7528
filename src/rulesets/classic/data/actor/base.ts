import type { CharacterStats } from "../../rules/character/stats";
import { readCombatWorld } from "./combat-world";
import { deriveActor, type ActorDerived } from "./derived";
import { gatherCharacterStats, type GatheredEffect, type GatheredItem } from "./gather-stats";
import { checkActorJoint, migrateActorPools } from "./joint";
import type { ActorSchema } from "./schema";
import type { ActorSystemSource } from "./source";
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

/**
 * The data model shared by characters and Storyteller characters: both carry the same rules data (each subtype's
 * schema adds what other rulesets keep on it, src/rulesets/extensions.ts). Derived
 * numbers are computed here, by calling `src/rules`, and never in templates.
 *
 * The parent is typed as any document: naming `Actor.Implementation` here makes the actor's type depend on
 * this shared base through the data-model registry, a cycle the compiler cannot resolve. The parent is only
 * read through `parentParts`, which checks nothing more than the fields it uses.
 */
export class StorytellerActorData extends foundry.abstract.TypeDataModel<ActorSchema, foundry.abstract.Document.Any> {
  /** Records kept before the joint check are brought within their bounds, so they still load. */
  static override migrateData(source: Record<string, unknown>) {
    migrateActorPools(source);
    return super.migrateData(source);
  }

  /** Current pools within their permanent ratings and the track within seven levels (joint.ts). */
  static override validateJoint(data: ActorSystemSource): void {
    checkActorJoint(data);
  }

  /** Set by prepareDerivedData. */
  declare stats: CharacterStats;
  declare derived: ActorDerived;

  /** The stored data as plain source, in the shape the gatherer reads. */
  get sourceData(): ActorSystemSource {
    return this as unknown as ActorSystemSource;
  }

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    const parts = parentParts(this.parent);
    const world = readCombatWorld();
    this.stats = gatherCharacterStats({ ...parts, system: this.sourceData, round: world.round });
    this.derived = deriveActor(this.stats, this.sourceData.vampire.generation, parts.items, world);
    // The token bar reads `system.health.value` / `.max`: put them beside the stored levels, unsaved.
    Object.assign(this.health, this.derived.health);
  }
}
