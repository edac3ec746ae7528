import { pluralKey } from "../../../../apps/plural";
import type { ArmorSource, BackgroundSource, DisciplineSource, FetishSource, MeritSource, PowerKind, PowerSource, WeaponSource } from "../../data/item/source";

/** An embedded item as a sheet lists it: the name already in the table's language (display-name.ts). */
export interface SheetItemInput {
  id: string;
  name: string;
  type: string;
  img: string;
  system: unknown;
}

export interface WeaponRow {
  id: string;
  name: string;
  img: string;
  kindKey: string;
  /** The damage as written on the weapon: an attribute and a bonus, or fixed dice. */
  damageAttributeKey: string | null;
  damageBonus: number;
  damageTypeKey: string;
  damageSourceKey: string;
  silver: boolean;
  difficulty: number;
  range: number;
  rate: number;
  clip: number;
  concealmentKey: string;
  equipped: boolean;
  ranged: boolean;
}

export interface ArmorRow {
  id: string;
  name: string;
  img: string;
  rating: number;
  dexterityPenalty: number;
  equipped: boolean;
}

export interface PowerRow {
  id: string;
  name: string;
  img: string;
  kind: PowerKind;
  kindKey: string;
  level: number;
  /** The identifier of the discipline, path or teacher it belongs to; "" for none. */
  belongsTo: string;
  /** What using it spends, each with its count, under the plural form's key (`STC.Classic.Power.Spends.blood.few`). */
  costs: { key: string; count: number }[];
  rollable: boolean;
  rollLabelKeys: string[];
  difficulty: number;
}

export interface DisciplineItemRow {
  id: string;
  name: string;
  identifier: string;
  rating: number;
  belongsTo: string;
  inClan: boolean;
}

export interface RatedItemRow {
  id: string;
  name: string;
  rating: number;
}

export interface MeritRow {
  id: string;
  name: string;
  points: number;
  /** "3 points", under the plural form's key. */
  pointsKey: string;
}

export interface FetishRow {
  id: string;
  name: string;
  level: number;
  gnosis: number;
  attuned: boolean;
}

export interface NamedRow {
  id: string;
  name: string;
  img: string;
}

export interface ManeuverRow extends NamedRow {
  groupKey: string;
}

export interface ItemLists {
  weapons: WeaponRow[];
  armours: ArmorRow[];
  powers: PowerRow[];
  maneuvers: ManeuverRow[];
  disciplineItems: DisciplineItemRow[];
  backgrounds: RatedItemRow[];
  merits: MeritRow[];
  flaws: MeritRow[];
  fetishes: FetishRow[];
}

const COSTS = ["blood", "willpower", "rage", "gnosis"] as const;

/** One collator for every sort by name: `localeCompare` builds one per call. */
const NAME_ORDER = new Intl.Collator();
const byName = <T extends { name: string }>(a: T, b: T): number => NAME_ORDER.compare(a.name, b.name);

/** Sorts an actor's items into the lists its sheet shows, by subtype: a dropped item lands in its own list. */
export function itemLists(items: readonly SheetItemInput[], lang = "en"): ItemLists {
  const lists: ItemLists = { weapons: [], armours: [], powers: [], maneuvers: [], disciplineItems: [], backgrounds: [], merits: [], flaws: [], fetishes: [] };
  for (const item of items) {
    const base = { id: item.id, name: item.name, img: item.img };
    if (item.type === "weapon") {
      const system = item.system as WeaponSource;
      lists.weapons.push({
        ...base,
        kindKey: `STC.Classic.Weapon.Kind.${system.kind}`,
        damageAttributeKey: system.damage.attribute ? `STC.Trait.${system.damage.attribute}` : null,
        damageBonus: system.damage.bonus,
        damageTypeKey: `STC.Classic.Weapon.DamageType.${system.damage.type}`,
        damageSourceKey: `STC.Classic.Damage.Source.${system.damageSource}`,
        silver: system.silver,
        difficulty: system.difficulty,
        range: system.range,
        rate: system.rate,
        clip: system.clip,
        concealmentKey: `STC.Classic.Weapon.Concealment.${system.concealment}`,
        equipped: system.equipped,
        ranged: system.kind !== "melee",
      });
    } else if (item.type === "armor") {
      const system = item.system as ArmorSource;
      lists.armours.push({ ...base, rating: system.rating, dexterityPenalty: system.dexterityPenalty, equipped: system.equipped });
    } else if (item.type === "power") {
      const system = item.system as PowerSource;
      lists.powers.push({
        ...base,
        kind: system.kind,
        kindKey: `STC.Classic.Power.Kind.${system.kind}`,
        level: system.level,
        belongsTo: system.belongsTo,
        costs: COSTS.filter((cost) => system.cost[cost] > 0).map((cost) => ({ key: pluralKey(`STC.Classic.Power.Spends.${cost}`, system.cost[cost], lang), count: system.cost[cost] })),
        rollable: system.roll.first !== "",
        rollLabelKeys: [system.roll.first, system.roll.second].filter((trait) => trait !== "").map((trait) => `STC.Trait.${trait}`),
        difficulty: system.roll.difficulty,
      });
    } else if (item.type === "discipline") {
      const system = item.system as DisciplineSource;
      lists.disciplineItems.push({ id: item.id, name: item.name, identifier: system.identifier, rating: system.rating, belongsTo: system.belongsTo, inClan: system.inClan });
    } else if (item.type === "background") {
      lists.backgrounds.push({ id: item.id, name: item.name, rating: (item.system as BackgroundSource).rating });
    } else if (item.type === "merit") {
      const system = item.system as MeritSource;
      (system.kind === "flaw" ? lists.flaws : lists.merits).push({ id: item.id, name: item.name, points: system.points, pointsKey: pluralKey("STC.Classic.Merit.PointCount", system.points, lang) });
    } else if (item.type === "fetish") {
      const system = item.system as FetishSource;
      lists.fetishes.push({ id: item.id, name: item.name, level: system.level, gnosis: system.gnosis, attuned: system.attuned });
    } else if (item.type === "maneuver") {
      const group = (item.system as { group?: unknown }).group;
      lists.maneuvers.push({ ...base, groupKey: `STC.Maneuver.Group.${typeof group === "string" ? group : "custom"}` });
    }
  }
  lists.weapons.sort(byName);
  lists.armours.sort(byName);
  lists.powers.sort(byName);
  lists.maneuvers.sort(byName);
  lists.disciplineItems.sort(byName);
  lists.backgrounds.sort(byName);
  lists.merits.sort(byName);
  lists.flaws.sort(byName);
  lists.fetishes.sort(byName);
  return lists;
}
