import { objectAt, wholeIn, oneOf } from "../../../data/stored-read";
import { ABILITIES, ATTRIBUTES, TRAIT_RANGE, type Ability, type Attribute } from "../../../rules/character/traits";
import { ATTACK_ATTRIBUTES, ATTACK_SKILLS, type AttackAttribute, type AttackSkill } from "../rules/contest";
import { maxHealth, STREAMLINED_DAMAGE_TYPES, withinMaximum, type HealthPoints, type StreamlinedDamageType } from "../rules/health";
import type { StreamlinedCharacter } from "../rules/stats";
import { STREAMLINED_ARMOUR_RANGE, STREAMLINED_DAMAGE_RANGE, STREAMLINED_MODIFIER_RANGE, STREAMLINED_PAST_ZERO_RANGE } from "./extension";

/*
 * Typed readers of Streamlined's stored fields (data/extension.ts) and the shared traits it reads. A record is
 * data anyone may have forged or an older build wrote: every value is checked, and one out of shape reads as
 * its default, never as a crash.
 */


/** Anything with a `system` (an actor or an item document, or plain data in tests). */
export interface WithSystem {
  system: unknown;
}

export function attributeOf(actor: WithSystem, name: Attribute): number {
  return wholeIn(objectAt(objectAt(actor.system, "attributes"), name).value, TRAIT_RANGE.attribute, 1);
}

export function abilityOf(actor: WithSystem, name: Ability): number {
  return wholeIn(objectAt(objectAt(actor.system, "abilities"), name).value, TRAIT_RANGE.ability, 0);
}

/**
 * The stored Health of a character, the one reader of it (sheet, chain, round and tracker alike): damage by type
 * within the maximum, points past 0, dead; max from Stamina + 3. No actor reads as one with no record.
 */
export function healthOf(actor: { system?: unknown } | null | undefined): HealthPoints {
  const character = { system: actor?.system };
  const stored = objectAt(objectAt(character.system, "streamlined"), "health");
  const max = maxHealth(attributeOf(character, "stamina"));
  const damage = Object.fromEntries(STREAMLINED_DAMAGE_TYPES.map((type) => [type, wholeIn(stored[type], STREAMLINED_DAMAGE_RANGE, 0)])) as Record<StreamlinedDamageType, number>;
  return withinMaximum({ max, damage, pastZero: wholeIn(stored.pastZero, STREAMLINED_PAST_ZERO_RANGE, 0), dead: stored.dead === true });
}

/** The stored Health as the one update that writes it (pastZero and dead with it). */
export function healthUpdate(health: HealthPoints): Record<string, number | boolean> {
  return {
    "system.streamlined.health.bashing": health.damage.bashing,
    "system.streamlined.health.lethal": health.damage.lethal,
    "system.streamlined.health.aggravated": health.damage.aggravated,
    "system.streamlined.health.pastZero": health.pastZero,
    "system.streamlined.health.dead": health.dead,
  };
}

/** Who holds this character in a grapple, or null. */
export function heldByOf(actor: WithSystem): { actorId: string; tokenUuid: string } | null {
  const stored = objectAt(objectAt(actor.system, "streamlined"), "heldBy");
  const actorId = typeof stored.actorId === "string" ? stored.actorId : "";
  return actorId ? { actorId, tokenUuid: typeof stored.tokenUuid === "string" ? stored.tokenUuid : "" } : null;
}

export interface StreamlinedWeapon {
  modifier: number;
  attribute: AttackAttribute;
  skill: AttackSkill;
  damageType: StreamlinedDamageType;
}

/** A weapon's Streamlined fields. */
export function weaponOf(item: WithSystem): StreamlinedWeapon {
  const stored = objectAt(item.system, "streamlined");
  return {
    modifier: wholeIn(stored.modifier, STREAMLINED_MODIFIER_RANGE, 0),
    attribute: oneOf(stored.attribute, ATTACK_ATTRIBUTES, "strength"),
    skill: oneOf(stored.skill, ATTACK_SKILLS, "melee"),
    damageType: oneOf(stored.damageType, STREAMLINED_DAMAGE_TYPES, "lethal"),
  };
}

/** Bare hands (001): Strength + Brawl, no modifier, bashing. */
export const UNARMED: StreamlinedWeapon = Object.freeze({ modifier: 0, attribute: "strength", skill: "brawl", damageType: "bashing" });

export function armourRatingOf(item: WithSystem): number {
  return wholeIn(objectAt(item.system, "streamlined").rating, STREAMLINED_ARMOUR_RANGE, 0);
}

/** An item as these readers take it. */
export interface ItemLike extends WithSystem {
  id: string | null;
  type: string;
}

const isEquipped = (item: WithSystem): boolean => (item.system as { equipped?: unknown } | null)?.equipped === true;

/** The armour a character wears: the best rating among its equipped armour (001 gives one armour, one rating). */
export function wornArmour(items: Iterable<ItemLike>): number {
  let best = 0;
  for (const item of items) if (item.type === "armor" && isEquipped(item)) best = Math.max(best, armourRatingOf(item));
  return best;
}

/** A character as Streamlined's rules read it, from its stored data. */
export function streamlinedStatsOf(actor: WithSystem & { id: string | null; name: string; items: Iterable<ItemLike> }): StreamlinedCharacter {
  const attributes = Object.fromEntries(ATTRIBUTES.map((name) => [name, attributeOf(actor, name)])) as Record<Attribute, number>;
  const skills = Object.fromEntries(ABILITIES.map((name) => [name, abilityOf(actor, name)])) as Record<Ability, number>;
  return { id: actor.id ?? "", name: actor.name, attributes, skills, armour: wornArmour(actor.items), health: healthOf(actor) };
}
