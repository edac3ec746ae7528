import { metCharacter, type MetCharacter } from "../rules/character";
import { MET_HEALTH_LEVELS, type MetHealth } from "../rules/health";
import { MET_CATEGORIES, type MetCategory } from "../rules/traits";
import { metRecordOf, type MetRecord } from "./read";

/** Levels spent on an ability are taken off what the challenge may still expend. */
function abilityLevelsLeft(record: MetRecord, name: string, count: number): number {
  return Math.max(0, count - record.abilitiesSpent.filter((spent) => spent === name).length);
}

/**
 * Health within the track: a record whose levels add up past the seven the rules know reads with the worst kept
 * (aggravated, then lethal, then bashing), so a forged record never makes a character the rules refuse.
 */
function healthWithinTrack(health: MetHealth): MetHealth {
  let room = MET_HEALTH_LEVELS.length;
  const aggravated = Math.min(health.aggravated, room);
  room -= aggravated;
  const lethal = Math.min(health.lethal, room);
  room -= lethal;
  return { aggravated, lethal, bashing: Math.min(health.bashing, room) };
}

/** Lost names the character still holds a trait for, as many times as it holds it at most. */
function lostWithinTraits(record: MetRecord, category: MetCategory): string[] {
  const left = new Map(record.traits[category].map((trait) => [trait.name, trait.count]));
  return record.lost[category].filter((name) => {
    const count = left.get(name) ?? 0;
    if (count <= 0) return false;
    left.set(name, count - 1);
    return true;
  });
}

/** A character as Mind's Eye Theatre's rules read it, from its stored record; a power that gives extra actions is no retest. */
export function metCharacterOf(actor: { id: string | null; name: string; system?: unknown }): MetCharacter {
  const record = metRecordOf(actor);
  return metCharacter({
    id: actor.id ?? "",
    name: actor.name,
    traits: record.traits,
    negativeTraits: record.negative,
    lost: Object.fromEntries(MET_CATEGORIES.map((category) => [category, lostWithinTraits(record, category)])) as Record<MetCategory, string[]>,
    abilities: record.abilities.map((ability) => ({ name: ability.name, levels: abilityLevelsLeft(record, ability.name, ability.count), category: ability.category })),
    powers: record.powers.map((power) => ({ name: power.name, category: power.category, retest: power.extraActions === 0, lastRetest: power.last, ...(power.extraActions > 0 ? { extraActions: power.extraActions } : {}) })),
    merits: record.merits.map((merit) => ({ name: merit.name, retest: merit.retest, ...(merit.category !== "any" ? { category: merit.category } : {}) })),
    willpower: { permanent: record.willpower.max, current: record.willpower.value },
    blood: { current: record.blood.value, max: record.blood.max },
    health: healthWithinTrack(record.health),
  });
}
