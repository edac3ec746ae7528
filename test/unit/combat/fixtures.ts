import { ABILITIES, type Ability, type Attribute } from "../../../src/rules/character/traits";
import type { CharacterStats } from "../../../src/rulesets/classic/rules/character/stats";
import { CLASSIC_DEFAULTS, type ClassicOptions } from "../../../src/rulesets/classic/rules/ruleset/options";

/** A plain fighter: every attribute 2, every ability 0, unhurt; tests override what they read. */
export function fighter(
  id: string,
  changes: Omit<Partial<CharacterStats>, "attributes" | "abilities"> & {
    attributes?: Partial<Record<Attribute, number>>;
    abilities?: Partial<Record<Ability, number>>;
  } = {},
): CharacterStats {
  const { attributes, abilities, ...rest } = changes;
  return {
    id,
    name: id,
    creature: "mortal",
    attributes: {
      strength: 2, dexterity: 2, stamina: 2, charisma: 2, manipulation: 2, appearance: 2, perception: 2, intelligence: 2, wits: 2,
      ...attributes,
    },
    abilities: { ...(Object.fromEntries(ABILITIES.map((ability) => [ability, 0])) as Record<Ability, number>), ...abilities },
    specialties: {},
    willpower: { permanent: 5, current: 5 },
    health: { bashing: 0, lethal: 0, aggravated: 0 },
    armour: { rating: 0, dexterityPenalty: 0 },
    disciplines: { celerity: 0, fortitude: 0, potence: 0 },
    blood: null,
    garou: null,
    statuses: [],
    ignoresWoundPenalties: false,
    ...rest,
  };
}

export function garou(id: string, form: "homid" | "glabro" | "crinos" | "hispo" | "lupus", breed: "homid" | "metis" | "lupus" = "homid", changes: Parameters<typeof fighter>[1] = {}): CharacterStats {
  return fighter(id, {
    creature: "garou",
    garou: { breed, auspice: "ahroun", form, rage: { permanent: 5, current: 5 }, gnosis: { permanent: 3, current: 3 } },
    ...changes,
  });
}

export const options = (changes: Partial<ClassicOptions> = {}): ClassicOptions => ({ ...CLASSIC_DEFAULTS, ...changes });
