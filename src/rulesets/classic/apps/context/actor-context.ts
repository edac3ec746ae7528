import type { ActorDerived } from "../../data/actor/derived";
import { GENERATION_RANGE } from "../../rules/character/generation";
import type { ActorSystemSource } from "../../data/actor/source";
import { CREATURE_KINDS, GAROU_AUSPICES, GAROU_BREEDS, GAROU_FORMS } from "../../rules/character/vocabulary";
import { choiceViews, type ChoiceView } from "../../../../apps/context/choices";
import { combatView, type CombatView, type SheetTranslator } from "./combat-view";
import { healthView, type HealthView } from "./health-view";
import { itemLists, type ItemLists, type SheetItemInput } from "./item-rows";
import { abilityGroups, attributeGroups, disciplineViews, poolDots, type DotsView, type TraitGroup, type TraitListOptions, type TraitView } from "./trait-views";
import {
  backgroundViews,
  disciplineSection,
  garouStanding,
  identityFields,
  moralityView,
  powerGroups,
  virtueViews,
  type DisciplineView,
  type GarouStandingView,
  type MoralityView,
  type PowerGroup,
  type TextFieldView,
  type VirtueView,
} from "./chronicle-views";
import type { PowerRow } from "./item-rows";

export const CHARACTER_TABS = ["traits", "combat", "powers", "biography"] as const;
export type CharacterTab = (typeof CHARACTER_TABS)[number];

/** What `_prepareContext` gathers from the actor: plain data only, so tests build sheets without Foundry. */
export interface ActorSheetInput {
  id: string;
  name: string;
  img: string;
  system: ActorSystemSource;
  derived: ActorDerived;
  items: SheetItemInput[];
  editable: boolean;
  /** The biography, enriched for display. */
  biographyHTML: string;
  activeTab?: CharacterTab;
  /** The table's language, for the combat tab's reasons and terms. */
  i18n: SheetTranslator;
  /** A Willpower point already set wound penalties aside this turn (000 §5). */
  woundsIgnored?: boolean;
  /** The viewer is a Storyteller, who may deal damage that is no attack from the sheet. */
  storyteller?: boolean;
  /** The table's language code, for plural forms ("en", "ru"). */
  lang?: string;
  /** The world's dodge option: the Dodge talent is listed only under the Revised rule. */
  dodgeAbility?: TraitListOptions["dodgeAbility"];
}

export interface PoolView extends DotsView {
  current: number;
  currentPath: string;
}

export interface ActorSheetContext extends ItemLists {
  actor: { id: string; name: string; img: string };
  editable: boolean;
  creature: { value: string; choices: ChoiceView[] };
  isVampire: boolean;
  isGhoul: boolean;
  isGarou: boolean;
  attributeGroups: TraitGroup[];
  abilityGroups: TraitGroup[];
  willpower: PoolView;
  /** The sheet's button that spends a Willpower point against wound penalties this turn (000 §5). */
  ignoreWounds: { spent: boolean; available: boolean };
  /** The Storyteller's button that opens the hazard dialog (fire, sunlight, a fall, acid) for this character. */
  dealHazard: boolean;
  health: HealthView;
  armour: { rating: number; dexterityPenalty: number };
  /** Celerity, Fortitude and Potence as bare numbers, for those no discipline item rates. */
  disciplines: TraitView[];
  /** The discipline items, paths nested, each with its powers. */
  disciplineViews: DisciplineView[];
  /** Discipline powers that belong to none of the character's discipline items. */
  unattachedDisciplinePowers: PowerRow[];
  showDisciplines: boolean;
  backgroundViews: DotsView[];
  identity: TextFieldView[];
  /** Virtues and Humanity (or a Path): every creature but the Garou. */
  virtues: VirtueView[] | null;
  morality: MoralityView | null;
  /** Rank, Renown and the per-form token images: the Garou's. */
  standing: GarouStandingView | null;
  powerGroups: PowerGroup[];
  /** The Garou's current form, for the combat tab. */
  currentForm: { labelKey: string; inBreedForm: boolean } | null;
  traitMax: number;
  blood: { current: number; max: number; perTurn: number | null; path: string } | null;
  vampire: { generation: number; generationChoices: { value: string; selected: boolean }[] } | null;
  ghoulMax: { value: number; path: string } | null;
  garou: {
    breed: ChoiceView[];
    auspice: ChoiceView[];
    forms: (ChoiceView & { active: boolean })[];
    rage: PoolView;
    gnosis: PoolView;
    inBreedForm: boolean;
  } | null;
  /** Initiative score, soak, defences and attacks, from the actor's combat summary. */
  combat: CombatView;
  tabList: { id: CharacterTab; labelKey: string; active: boolean; cssClass: string }[];
  tab: Record<CharacterTab, { active: boolean; cssClass: string }>;
  biographyHTML: string;
  biographySource: string;
}

function pool(path: string, labelKey: string, values: { permanent: number; current: number }): PoolView {
  return { ...poolDots(`${path}.permanent`, labelKey, values.permanent), current: values.current, currentPath: `${path}.current` };
}

/** The character sheet's whole context, from plain data; `_prepareContext` is a thin call into this. */
export function actorSheetContext(input: ActorSheetInput): ActorSheetContext {
  const { system, derived } = input;
  const creature = system.creature;
  const activeTab = input.activeTab ?? "traits";
  const generations = Array.from({ length: GENERATION_RANGE.max - GENERATION_RANGE.min + 1 }, (_, index) => String(GENERATION_RANGE.min + index));
  const lists = itemLists(input.items, input.lang);
  const traitOptions: TraitListOptions = { traitMax: derived.traitMax, dodgeAbility: input.dodgeAbility ?? "athletics" };
  const disciplines = disciplineSection(lists.disciplineItems, lists.powers, derived.traitMax);
  const garou = creature === "garou";
  const tab = Object.fromEntries(CHARACTER_TABS.map((id) => [id, { active: id === activeTab, cssClass: id === activeTab ? "active" : "" }])) as ActorSheetContext["tab"];
  return {
    actor: { id: input.id, name: input.name, img: input.img },
    editable: input.editable,
    creature: { value: creature, choices: choiceViews(CREATURE_KINDS, creature, "STC.Classic.Creature") },
    isVampire: creature === "vampire",
    isGhoul: creature === "ghoul",
    isGarou: creature === "garou",
    attributeGroups: attributeGroups(system, derived, traitOptions),
    abilityGroups: abilityGroups(system, traitOptions),
    willpower: pool("system.willpower", "STC.Classic.Sheet.Willpower", system.willpower),
    ignoreWounds: { spent: input.woundsIgnored === true, available: input.editable && input.woundsIgnored !== true && system.willpower.current > 0 && derived.woundPenalty < 0 },
    dealHazard: input.storyteller === true,
    health: healthView(system.health, derived),
    armour: { ...derived.armour },
    disciplines: disciplineViews(system, disciplines.rated, derived.traitMax).filter((view) => view.value > 0 || creature === "vampire" || creature === "ghoul"),
    disciplineViews: disciplines.disciplines,
    unattachedDisciplinePowers: disciplines.unattachedPowers,
    showDisciplines: creature === "vampire" || creature === "ghoul" || disciplines.disciplines.length > 0 || Object.values(system.disciplines).some((value) => value > 0),
    backgroundViews: backgroundViews(lists.backgrounds),
    identity: identityFields(system),
    virtues: garou ? null : virtueViews(system),
    morality: garou ? null : moralityView(system),
    standing: garou ? garouStanding(system) : null,
    powerGroups: powerGroups(lists.powers, creature),
    currentForm: garou ? { labelKey: `STC.Classic.Form.${system.garou.form}`, inBreedForm: derived.inBreedForm === true } : null,
    traitMax: derived.traitMax,
    blood: derived.blood ? { current: system.blood.current, max: derived.blood.max, perTurn: derived.blood.perTurn, path: "system.blood.current" } : null,
    vampire: creature === "vampire" ? { generation: system.vampire.generation, generationChoices: generations.map((value) => ({ value, selected: value === String(system.vampire.generation) })) } : null,
    ghoulMax: creature === "ghoul" ? { value: system.blood.ghoulMax, path: "system.blood.ghoulMax" } : null,
    garou:
      creature === "garou"
        ? {
            breed: choiceViews(GAROU_BREEDS, system.garou.breed, "STC.Classic.Breed"),
            auspice: choiceViews(GAROU_AUSPICES, system.garou.auspice, "STC.Classic.Auspice"),
            forms: choiceViews(GAROU_FORMS, system.garou.form, "STC.Classic.Form").map((form) => ({ ...form, active: form.selected })),
            rage: pool("system.garou.rage", "STC.Classic.Sheet.Rage", system.garou.rage),
            gnosis: pool("system.garou.gnosis", "STC.Classic.Sheet.Gnosis", system.garou.gnosis),
            inBreedForm: derived.inBreedForm === true,
          }
        : null,
    ...lists,
    combat: combatView(derived.combat, new Map(input.items.map((item) => [item.id, item.name])), input.i18n),
    tabList: CHARACTER_TABS.map((id) => ({ id, labelKey: `STC.Classic.Sheet.Tab.${id}`, active: id === activeTab, cssClass: id === activeTab ? "active" : "" })),
    tab,
    biographyHTML: input.biographyHTML,
    biographySource: system.biography,
  };
}

export interface NpcSheetContext extends ActorSheetContext {
  /** The abilities worth a line in a stat block: those with at least one dot. */
  ratedAbilities: TraitView[];
}

/** The Storyteller character's compact stat block: the same data, with only rated abilities listed. */
export function npcSheetContext(input: ActorSheetInput): NpcSheetContext {
  const context = actorSheetContext(input);
  return { ...context, ratedAbilities: context.abilityGroups.flatMap((group) => group.traits).filter((trait) => trait.value > 0) };
}
