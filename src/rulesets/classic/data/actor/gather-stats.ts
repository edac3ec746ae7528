import type { CharacterStats } from "../../rules/character/stats";
import { ABILITIES, ATTRIBUTES, type Ability, type Attribute, type Trait } from "../../../../rules/character/traits";
import { STATUS_IDS, type StatusEffect, type StatusId } from "../../rules/status/types";
import type { ArmorSource } from "../item/source";
import { bloodForGeneration } from "../../rules/character/generation";
import { ignoresWounds } from "../../rules/health/ignore-wounds";
import { OUTSIDE_COMBAT_ROUND } from "../../rules/status/now";
import type { ActorSystemSource } from "./source";

/** An embedded item as the gatherer reads it: its subtype and its system data; its id and name name its attack. */
export interface GatheredItem {
  id?: string | null;
  name?: string;
  type: string;
  system: unknown;
}

/** An active effect as the gatherer reads it: the status ids it carries and, when the chain set them, its timing. */
export interface GatheredEffect {
  statuses: Iterable<string>;
  disabled?: boolean;
  /** `flags["storyteller-combat"].status`, written by whoever applies the status. */
  status?: Partial<Omit<StatusEffect, "id">> | null;
  startRound?: number | null;
}

export interface GatherInput {
  id: string;
  name: string;
  system: ActorSystemSource;
  items: Iterable<GatheredItem>;
  effects?: Iterable<GatheredEffect>;
  /** The round statuses are read at (rules/status/now.ts); outside a combat when absent. */
  round?: number;
}

function isArmor(item: GatheredItem): item is { type: "armor"; system: ArmorSource } {
  return item.type === "armor";
}

/** The armour a character wears: every equipped armour item adds its rating and its Dexterity penalty. */
export function wornArmour(items: Iterable<GatheredItem>): CharacterStats["armour"] {
  let rating = 0;
  let dexterityPenalty = 0;
  for (const item of items) {
    if (!isArmor(item) || !item.system.equipped) continue;
    rating += item.system.rating;
    dexterityPenalty += item.system.dexterityPenalty;
  }
  return { rating, dexterityPenalty };
}

function isStatusId(id: string): id is StatusId {
  return (STATUS_IDS as readonly string[]).includes(id);
}

/** The system's statuses among an actor's enabled effects; timing comes from the effect's own record. */
export function gatherStatuses(effects: Iterable<GatheredEffect>): StatusEffect[] {
  const out: StatusEffect[] = [];
  for (const effect of effects) {
    if (effect.disabled) continue;
    for (const id of effect.statuses) {
      if (!isStatusId(id) || out.some((status) => status.id === id)) continue;
      const recorded = effect.status ?? {};
      const status: StatusEffect = {
        id,
        sinceRound: recorded.sinceRound ?? effect.startRound ?? 0,
        expiresAfterRound: recorded.expiresAfterRound ?? null,
      };
      if (recorded.sourceId !== undefined) status.sourceId = recorded.sourceId;
      if (recorded.value !== undefined) status.value = recorded.value;
      if (recorded.losesAction !== undefined) status.losesAction = recorded.losesAction;
      out.push(status);
    }
  }
  return out;
}

/** The blood a character holds, or null for creatures without a blood pool. */
export function bloodPool(system: ActorSystemSource): CharacterStats["blood"] {
  if (system.creature === "vampire") return { permanent: bloodForGeneration(system.vampire.generation).pool, current: system.blood.current };
  if (system.creature === "ghoul") return { permanent: system.blood.ghoulMax, current: system.blood.current };
  return null;
}

/**
 * An actor as the rules see it: the only way the Foundry layer hands a character to `src/rules`. Reads the
 * stored (rated) traits; forms, armour penalties and wounds are applied by the rules that read the result.
 */
export function gatherCharacterStats(input: GatherInput): CharacterStats {
  const { system } = input;
  const items = [...input.items];
  const statuses = gatherStatuses(input.effects ?? []);
  const attributes = Object.fromEntries(ATTRIBUTES.map((key) => [key, system.attributes[key].value])) as Record<Attribute, number>;
  const abilities = Object.fromEntries(ABILITIES.map((key) => [key, system.abilities[key].value])) as Record<Ability, number>;
  const specialties: Partial<Record<Trait, string>> = {};
  for (const key of ATTRIBUTES) if (system.attributes[key].specialty) specialties[key] = system.attributes[key].specialty;
  for (const key of ABILITIES) if (system.abilities[key].specialty) specialties[key] = system.abilities[key].specialty;
  return {
    id: input.id,
    name: input.name,
    creature: system.creature,
    attributes,
    abilities,
    specialties,
    willpower: { ...system.willpower },
    health: { bashing: system.health.bashing, lethal: system.health.lethal, aggravated: system.health.aggravated },
    armour: wornArmour(items),
    disciplines: { ...system.disciplines },
    blood: bloodPool(system),
    garou:
      system.creature === "garou"
        ? {
            breed: system.garou.breed,
            auspice: system.garou.auspice,
            form: system.garou.form,
            rage: { ...system.garou.rage },
            gnosis: { ...system.garou.gnosis },
          }
        : null,
    statuses,
    // 000 §5: frenzy, or a Willpower point spent this turn, sets wound penalties aside.
    ignoresWoundPenalties: ignoresWounds(statuses, input.round ?? OUTSIDE_COMBAT_ROUND),
  };
}
