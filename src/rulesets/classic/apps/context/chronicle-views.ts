import type { ActorSystemSource } from "../../data/actor/source";
import { CONSCIENCE_KINDS, RENOWN_KINDS, SELF_CONTROL_KINDS } from "../../data/actor/chronicle-keys";
import { combatDisciplineOf } from "../../data/actor/combat-disciplines";
import { MORALITY_RANGE, RANK_RANGE, RENOWN_RANGE, VIRTUE_RANGE } from "../../data/actor/ranges";
import { GAROU_FORMS, type CombatDiscipline } from "../../rules/character/vocabulary";
import { choiceViews, type ChoiceView } from "../../../../apps/context/choices";
import type { DisciplineItemRow, PowerRow, RatedItemRow } from "./item-rows";
import { BACKGROUND_RATING_RANGE } from "../../data/item/source";
import { dotsView, SHOWN_DOTS, type DotsView } from "./trait-views";

export interface TextFieldView {
  path: string;
  labelKey: string;
  value: string;
}

/** Who the character is: the profile every creature has, then its kind's own (clan, sect, sire; tribe, camp). */
export function identityFields(system: ActorSystemSource): TextFieldView[] {
  const field = (path: string, labelKey: string, value: string): TextFieldView => ({ path: `system.${path}`, labelKey, value });
  const fields = [
    field("profile.concept", "STC.Classic.Sheet.Concept", system.profile.concept),
    field("profile.nature", "STC.Classic.Sheet.Nature", system.profile.nature),
    field("profile.demeanor", "STC.Classic.Sheet.Demeanor", system.profile.demeanor),
    field("profile.chronicle", "STC.Classic.Sheet.Chronicle", system.profile.chronicle),
  ];
  if (system.creature === "vampire") {
    fields.push(
      field("vampire.clan", "STC.Classic.Sheet.Clan", system.vampire.clan),
      field("vampire.sect", "STC.Classic.Sheet.Sect", system.vampire.sect),
      field("vampire.sire", "STC.Classic.Sheet.Sire", system.vampire.sire),
    );
  }
  if (system.creature === "garou") {
    fields.push(field("garou.tribe", "STC.Classic.Sheet.Tribe", system.garou.tribe), field("garou.camp", "STC.Classic.Sheet.Camp", system.garou.camp));
  }
  return fields;
}

export interface VirtueView extends DotsView {
  /** Which of two the Virtue is (Conscience or Conviction), and where that is stored; null for Courage. */
  kindPath: string | null;
  kinds: ChoiceView[] | null;
}

/** The three Virtues (V20 core): the first two name which of their pair the character has. */
export function virtueViews(system: ActorSystemSource): VirtueView[] {
  const { virtues } = system;
  return [
    {
      ...dotsView("system.virtues.conscience", `STC.Classic.Virtue.${virtues.conscienceKind}`, virtues.conscience, VIRTUE_RANGE),
      kindPath: "system.virtues.conscienceKind",
      kinds: choiceViews(CONSCIENCE_KINDS, virtues.conscienceKind, "STC.Classic.Virtue"),
    },
    {
      ...dotsView("system.virtues.selfControl", `STC.Classic.Virtue.${virtues.selfControlKind}`, virtues.selfControl, VIRTUE_RANGE),
      kindPath: "system.virtues.selfControlKind",
      kinds: choiceViews(SELF_CONTROL_KINDS, virtues.selfControlKind, "STC.Classic.Virtue"),
    },
    { ...dotsView("system.virtues.courage", "STC.Classic.Virtue.courage", virtues.courage, VIRTUE_RANGE), kindPath: null, kinds: null },
  ];
}

export interface MoralityView extends DotsView {
  namePath: string;
  name: string;
  /** "Humanity", or the path's own name when one is written. */
  title: { key: string; name: string };
}

/** Humanity, or the Path of Enlightenment the character follows, with its rating (V20 core). */
export function moralityView(system: ActorSystemSource): MoralityView {
  const { path, value } = system.morality;
  return {
    ...dotsView("system.morality.value", path ? "STC.Classic.Sheet.Path" : "STC.Classic.Sheet.Humanity", value, MORALITY_RANGE),
    namePath: "system.morality.path",
    name: path,
    title: path ? { key: "STC.Classic.Sheet.PathNamed", name: path } : { key: "STC.Classic.Sheet.Humanity", name: "" },
  };
}

export interface RenownView extends DotsView {
  temporary: number;
  temporaryPath: string;
}

/** Glory, Honor and Wisdom, each a permanent rating in dots and a temporary count (W20 core). */
export function renownViews(system: ActorSystemSource): RenownView[] {
  return RENOWN_KINDS.map((kind) => {
    const renown = system.garou.renown[kind];
    return {
      ...dotsView(`system.garou.renown.${kind}.permanent`, `STC.Classic.Renown.${kind}`, renown.permanent, RENOWN_RANGE),
      temporary: renown.temporary,
      temporaryPath: `system.garou.renown.${kind}.temporary`,
    };
  });
}

export interface GarouStandingView {
  rank: { value: number; path: string; choices: { value: string; label: string; selected: boolean }[] };
  renown: RenownView[];
  formImages: { labelKey: string; path: string; value: string }[];
}

export function garouStanding(system: ActorSystemSource): GarouStandingView {
  const ranks = Array.from({ length: RANK_RANGE.max - RANK_RANGE.min + 1 }, (_, index) => RANK_RANGE.min + index);
  return {
    rank: { value: system.garou.rank, path: "system.garou.rank", choices: ranks.map((rank) => ({ value: String(rank), label: String(rank), selected: rank === system.garou.rank })) },
    renown: renownViews(system),
    formImages: GAROU_FORMS.map((form) => ({ labelKey: `STC.Classic.Form.${form}`, path: `system.garou.formImages.${form}`, value: system.garou.formImages[form] })),
  };
}

export interface DisciplineView extends DotsView {
  itemId: string;
  name: string;
  inClan: boolean;
  /** The paths of Thaumaturgy or Necromancy learned under this Discipline, each with its own rating. */
  paths: (DotsView & { itemId: string; name: string })[];
  /** The Discipline's own powers and its paths', by level. */
  powers: PowerRow[];
}

export interface DisciplineSection {
  disciplines: DisciplineView[];
  /** The combat disciplines an item rates: their bare numbers are not shown beside the item. */
  rated: ReadonlySet<CombatDiscipline>;
  /** Discipline powers that belong to no discipline item the character has. */
  unattachedPowers: PowerRow[];
}

const byLevel = (a: PowerRow, b: PowerRow): number => a.level - b.level;

/**
 * The Disciplines a character has learned, as items: each with its paths nested under it and its powers
 * (`belongsTo` naming the discipline's or a path's identifier). A path whose Discipline is not among the items stands
 * on its own. `rated` are the combat disciplines an item drives, whose bare number the sheet then leaves out.
 */
export function disciplineSection(rows: readonly DisciplineItemRow[], powers: readonly PowerRow[], traitMax: number): DisciplineSection {
  const dots = (row: DisciplineItemRow) => ({
    ...dotsView("system.rating", "", row.rating, { min: 0, max: Math.max(traitMax, row.rating) }, Math.max(SHOWN_DOTS, traitMax)),
    label: row.name,
    itemId: row.id,
    name: row.name,
  });
  const identifiers = new Set(rows.filter((row) => !row.belongsTo).map((row) => row.identifier).filter((identifier) => identifier !== ""));
  const disciplinePowers = powers.filter((power) => power.kind === "discipline");
  const claimed = new Set<string>();
  const powersOf = (names: readonly string[]) =>
    disciplinePowers.filter((power) => power.belongsTo !== "" && names.includes(power.belongsTo)).map((power) => (claimed.add(power.id), power)).sort(byLevel);
  const disciplines: DisciplineView[] = rows
    .filter((row) => !row.belongsTo || !identifiers.has(row.belongsTo))
    .map((row) => {
      const paths = row.belongsTo || !row.identifier ? [] : rows.filter((path) => path.belongsTo === row.identifier);
      return {
        ...dots(row),
        inClan: row.inClan,
        paths: paths.map(dots),
        powers: powersOf([row.identifier, ...paths.map((path) => path.identifier)].filter((identifier) => identifier !== "")),
      };
    });
  const rated = new Set<CombatDiscipline>();
  for (const row of rows) {
    const id = combatDisciplineOf({ type: "discipline", system: { identifier: row.identifier, belongsTo: row.belongsTo } });
    if (id) rated.add(id);
  }
  return { disciplines, rated, unattachedPowers: disciplinePowers.filter((power) => !claimed.has(power.id)).sort(byLevel) };
}

/** Backgrounds as dots on their items' ratings (V20 / W20 core: up to five). */
export function backgroundViews(rows: readonly RatedItemRow[]): (DotsView & { itemId: string; name: string })[] {
  return rows.map((row) => ({
    ...dotsView("system.rating", "", row.rating, BACKGROUND_RATING_RANGE, SHOWN_DOTS),
    label: row.name,
    itemId: row.id,
    name: row.name,
  }));
}

export interface PowerGroup {
  id: string;
  labelKey: string;
  addKind: string;
  powers: PowerRow[];
}

/**
 * The powers tab's lists besides the Disciplines: Gifts by level, rites by level, and any other power. A list
 * is shown where the creature uses it, or while it holds a power.
 */
export function powerGroups(powers: readonly PowerRow[], creature: ActorSystemSource["creature"]): PowerGroup[] {
  const garou = creature === "garou";
  const groups: PowerGroup[] = [
    { id: "gifts", labelKey: "STC.Classic.Sheet.Gifts", addKind: "gift", powers: powers.filter((power) => power.kind === "gift").sort(byLevel) },
    { id: "rites", labelKey: "STC.Classic.Sheet.Rites", addKind: "rite", powers: powers.filter((power) => power.kind === "rite").sort(byLevel) },
    { id: "other", labelKey: "STC.Classic.Sheet.OtherPowers", addKind: "other", powers: powers.filter((power) => power.kind === "other") },
  ];
  return groups.filter((group) => group.powers.length > 0 || (garou && group.id !== "other") || (!garou && group.id === "other"));
}
