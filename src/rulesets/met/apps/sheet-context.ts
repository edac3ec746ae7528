import { MET_ASPECTS, MET_CATEGORIES, traitCount, type MetCategory } from "../rules/traits";
import type { MetRecord } from "../data/read";
import { MET_ABILITY_RANGE, MET_BLOOD_RANGE, MET_DAMAGE_RANGE, MET_TRAIT_RANGE, MET_WILLPOWER_RANGE } from "../data/extension";

export type Say = (key: string, data?: Record<string, string | number>) => string;

/** What the Mind's Eye Theatre sheet reads of a character, as plain data. */
export interface MetSheetInput {
  name: string;
  img: string;
  editable: boolean;
  record: MetRecord;
  /** The health levels as the rules name them, in order, each marked with the damage on it or null. */
  healthLevels: { name: string; damage: "bashing" | "lethal" | "aggravated" | null }[];
  /** Whoever holds the character in a grapple, or null. */
  grappledBy: string | null;
  /** Whether a challenge may be begun from this sheet (the viewer controls the character). */
  mayChallenge: boolean;
  say: Say;
}

const S = "STC.Met.Sheet";

/** One trait chip per trait the character has: a trait ×2 shows twice, the lost ones struck through. */
function chipsOf(name: string, count: number, lost: number) {
  return Array.from({ length: count }, (_, index) => ({ name, lost: index >= count - lost }));
}

function categoryView(input: MetSheetInput, category: MetCategory) {
  const { record, say } = input;
  const lostNames = record.lost[category];
  const traits = record.traits[category].map((trait, index) => {
    const lost = Math.min(trait.count, lostNames.filter((name) => name === trait.name).length);
    return {
      index,
      name: trait.name,
      count: trait.count,
      aspect: say(`${S}.Aspect.${trait.aspect}`),
      lost,
      chips: chipsOf(trait.name, trait.count, lost),
      path: `system.met.traits.${category}`,
      mayLose: input.editable && lost < trait.count,
      mayRestore: input.editable && lost > 0,
    };
  });
  const total = record.traits[category].reduce((sum, trait) => sum + trait.count, 0);
  const left = traitCount(record.traits, record.lost, category);
  return {
    key: category,
    label: say(`STC.Met.Category.${category}`),
    summary: say(`${S}.TraitsLeft`, { left, total }),
    traits,
    negative: record.negative[category].map((name, index) => ({ name, index })),
    aspects: MET_ASPECTS[category].map((aspect) => ({ value: aspect, label: say(`${S}.Aspect.${aspect}`) })),
  };
}

/** The Mind's Eye Theatre character sheet: traits instead of dots, abilities and powers, Willpower, blood, health levels. */
export function metSheetContext(input: MetSheetInput) {
  const { record, say } = input;
  return {
    name: input.name,
    img: input.img,
    editable: input.editable,
    mayChallenge: input.mayChallenge,
    categories: MET_CATEGORIES.map((category) => categoryView(input, category)),
    abilities: record.abilities.map((ability, index) => ({
      ...ability,
      index,
      range: MET_ABILITY_RANGE,
      categoryLabel: say(`STC.Met.Category.${ability.category}`),
      spent: say(`${S}.Spent`, { count: record.abilitiesSpent.filter((name) => name === ability.name).length }),
    })),
    powers: record.powers.map((power, index) => ({
      ...power,
      index,
      categoryLabel: say(`STC.Met.Category.${power.category}`),
      lastLabel: power.last ? say(`${S}.PowerLast`) : "",
      extraLabel: power.extraActions > 0 ? say(`${S}.ExtraActions`, { count: power.extraActions }) : "",
    })),
    merits: record.merits.map((merit, index) => ({
      ...merit,
      index,
      categoryLabel: merit.category === "any" ? say(`${S}.MeritAnyCategory`) : say(`STC.Met.Category.${merit.category}`),
      retestLabel: merit.retest ? say(`${S}.MeritRetest`) : say(`${S}.MeritNoRetest`),
    })),
    meritCategoryChoices: [{ value: "any", label: say(`${S}.MeritAnyCategory`) }, ...MET_CATEGORIES.map((category) => ({ value: category, label: say(`STC.Met.Category.${category}`) }))],
    categoryChoices: MET_CATEGORIES.map((category) => ({ value: category, label: say(`STC.Met.Category.${category}`) })),
    willpower: { ...record.willpower, range: MET_WILLPOWER_RANGE, label: say(`${S}.Willpower`) },
    blood: { ...record.blood, range: MET_BLOOD_RANGE, label: say(`${S}.Blood`) },
    health: {
      levels: input.healthLevels.map((level) => ({ name: level.name, damage: level.damage, damageLabel: level.damage ? say(`STC.Met.Damage.${level.damage}`) : "" })),
      damage: (["bashing", "lethal", "aggravated"] as const).map((type) => ({ type, label: say(`STC.Met.Damage.${type}`), value: record.health[type], range: MET_DAMAGE_RANGE })),
    },
    traitRange: MET_TRAIT_RANGE,
    grappledBy: input.grappledBy ? say(`${S}.GrappledBy`, { name: input.grappledBy }) : null,
  };
}

export type MetSheetContext = ReturnType<typeof metSheetContext>;
