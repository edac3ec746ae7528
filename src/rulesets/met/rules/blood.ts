import { traitsNow, type MetCharacter } from "./character";
import { MetError } from "./errors";
import { categoryOfAspect, type MetAspect } from "./traits";

/**
 * A point of blood for a temporary Physical trait (003 Physical Traits and Blood): its aspect (Strength, Stamina
 * or Dexterity related) is chosen now; within the trait maximum it lasts the scene, past it one challenge.
 */
export function bloodForTrait(character: MetCharacter, trait: { name: string; aspect: MetAspect }): MetCharacter {
  if (categoryOfAspect(trait.aspect) !== "physical") throw new MetError("MetBloodTraitPhysical", "Blood buys only a Physical trait, related to Strength, Stamina or Dexterity.", { trait: trait.name });
  if (character.blood.current < 1) throw new MetError("MetNoBlood", `${character.name} has no blood to spend.`, { who: character.name });
  const lasts = traitsNow(character, "physical") + 1 <= character.traitMaximum ? "scene" : "challenge";
  return {
    ...character,
    blood: { ...character.blood, current: character.blood.current - 1 },
    temporary: { ...character.temporary, physical: [...character.temporary.physical, { name: trait.name, aspect: trait.aspect, lasts }] },
  };
}
