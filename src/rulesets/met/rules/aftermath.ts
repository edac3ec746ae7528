import type { MetCharacter } from "./character";
import type { ChallengeResult } from "./challenge";
import { applyDamage } from "./health";
import { biddableTrait } from "./character";
import { MET_CATEGORIES } from "./traits";

/**
 * A finished challenge written onto one of its characters: its traits lost (a temporary trait of that name goes
 * first), its ability levels expended, its Willpower spent, the damage of the victory condition if it befell
 * them, and its temporary traits that lasted one challenge gone.
 */
export function afterChallenge(character: MetCharacter, result: ChallengeResult): MetCharacter {
  let next: MetCharacter = { ...character, temporary: { ...character.temporary }, lost: { ...character.lost } };
  for (const name of result.traitsLost[character.id] ?? []) {
    const trait = biddableTrait(next, name);
    if (!trait) continue;
    const temporary = next.temporary[trait.category];
    const at = temporary.findIndex((entry) => entry.name === name);
    if (at !== -1) next = { ...next, temporary: { ...next.temporary, [trait.category]: temporary.filter((_, index) => index !== at) } };
    else next = { ...next, lost: { ...next.lost, [trait.category]: [...next.lost[trait.category], name] } };
  }
  const spent = result.abilitiesSpent[character.id] ?? [];
  if (spent.length > 0) next = { ...next, abilities: next.abilities.map((ability) => ({ ...ability, levels: Math.max(0, ability.levels - spent.filter((name) => name === ability.name).length) })) };
  const willpower = result.willpowerSpent[character.id] ?? 0;
  if (willpower > 0) next = { ...next, willpower: { ...next.willpower, current: Math.max(0, next.willpower.current - willpower) } };
  if (result.affected === character.id && result.effect?.damage) next = { ...next, health: applyDamage(next.health, result.effect.damage) };
  const temporary = Object.fromEntries(MET_CATEGORIES.map((category) => [category, next.temporary[category].filter((trait) => trait.lasts === "scene")]));
  return { ...next, temporary: { physical: temporary.physical ?? [], social: temporary.social ?? [], mental: temporary.mental ?? [] } };
}
