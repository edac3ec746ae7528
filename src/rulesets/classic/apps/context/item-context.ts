import { ABILITIES, ATTRIBUTES } from "../../../../rules/character/traits";
import { DAMAGE_SOURCE_IDS } from "../../rules/combat/damage-sources";
import { equipmentSourceId } from "../../rules/combat/equipment";
import type { ManeuverSource } from "../../data/item/maneuver-source";
import {
  CONCEALMENT,
  DAMAGE_TYPES,
  MERIT_KINDS,
  POWER_KINDS,
  WEAPON_KINDS,
  type ArmorSource,
  type BackgroundSource,
  type DisciplineSource,
  type FetishSource,
  type MeritSource,
  type PowerSource,
  type WeaponSource,
} from "../../data/item/source";
import { ROLLED_RATINGS } from "../../data/actor/chronicle-keys";
import { choiceViews, type ChoiceView } from "../../../../apps/context/choices";
import { maneuverFormView, type ManeuverFormView } from "./maneuver-form";

export interface ItemSheetInput {
  id: string;
  /** The name as stored (the input edits it). */
  name: string;
  /** The name in the table's language, for compendium items that kept theirs (display-name.ts). */
  displayName: string;
  img: string;
  type: string;
  system: unknown;
  editable: boolean;
  descriptionHTML: string;
  /** The folds this sheet has open (sheets/folds.ts); none when left out. */
  openFolds?: ReadonlySet<string>;
}

export interface ItemSheetContext {
  item: { id: string; name: string; displayName: string; img: string; type: string; typeKey: string };
  /** `folds.<key>` is true for each open fold, so a drawing keeps the folds as the user left them. */
  folds: Record<string, true>;
  editable: boolean;
  identifier: string;
  descriptionHTML: string;
  descriptionSource: string;
  /**
   * A weapon's or armour's book reference: a chart the system knows, shown in the table's language
   * (`citationKey`), or the table's own text, edited in place. Null for other items.
   */
  citation: { value: string; citationKey: string | null } | null;
  weapon:
    | (WeaponSource & {
        kinds: ChoiceView[];
        attributes: ChoiceView[];
        damageTypes: ChoiceView[];
        damageSources: ChoiceView[];
        concealments: ChoiceView[];
        ranged: boolean;
        firearm: boolean;
        thrown: boolean;
      })
    | null;
  armor: ArmorSource | null;
  power: (PowerSource & { kinds: ChoiceView[]; firstTraits: ChoiceView[]; secondTraits: ChoiceView[] }) | null;
  discipline: DisciplineSource | null;
  background: BackgroundSource | null;
  merit: (MeritSource & { kinds: ChoiceView[] }) | null;
  fetish: FetishSource | null;
  /** A maneuver's whole rules format, as the maneuver form edits it. */
  maneuver: ManeuverFormView | null;
}

/**
 * The damage shapes the rules read (rules/combat/weapon-entry.ts): Strength plus dice, or fixed dice. A weapon
 * stored with another attribute keeps it listed, so the sheet shows what is there.
 */
const WEAPON_DAMAGE_ATTRIBUTES = ["strength"] as const;

const withNone = (choices: ChoiceView[], current: string, noneKey: string): ChoiceView[] => [{ value: "", labelKey: noneKey, selected: current === "" }, ...choices];

/** The open folds as the template reads them: `folds.<key>` is true for each. */
function foldFlags(open: ReadonlySet<string> | undefined): Record<string, true> {
  return Object.fromEntries([...(open ?? [])].map((key) => [key, true as const]));
}

export function itemSheetContext(input: ItemSheetInput): ItemSheetContext {
  const system = input.system as { identifier?: string; description?: string };
  const context: ItemSheetContext = {
    item: { id: input.id, name: input.name, displayName: input.displayName, img: input.img, type: input.type, typeKey: `TYPES.Item.${input.type}` },
    editable: input.editable,
    folds: foldFlags(input.openFolds),
    identifier: system.identifier ?? "",
    descriptionHTML: input.descriptionHTML,
    descriptionSource: system.description ?? "",
    citation: null,
    weapon: null,
    armor: null,
    power: null,
    discipline: null,
    background: null,
    merit: null,
    fetish: null,
    maneuver: null,
  };
  if (input.type === "weapon" || input.type === "armor") {
    const value = (input.system as { source?: string }).source ?? "";
    const chart = equipmentSourceId(value);
    context.citation = { value, citationKey: chart ? `STC.Classic.Item.Source.${chart}` : null };
  }
  if (input.type === "weapon") {
    const weapon = input.system as WeaponSource;
    context.weapon = {
      ...weapon,
      kinds: choiceViews(WEAPON_KINDS, weapon.kind, "STC.Classic.Weapon.Kind"),
      attributes: withNone(
        choiceViews(ATTRIBUTES.filter((attribute) => (WEAPON_DAMAGE_ATTRIBUTES as readonly string[]).includes(attribute) || attribute === weapon.damage.attribute), weapon.damage.attribute, "STC.Trait"),
        weapon.damage.attribute,
        "STC.Classic.Weapon.FixedDamage",
      ),
      damageTypes: choiceViews(DAMAGE_TYPES, weapon.damage.type, "STC.Classic.Weapon.DamageType"),
      damageSources: choiceViews(DAMAGE_SOURCE_IDS, weapon.damageSource, "STC.Classic.Damage.Source"),
      concealments: choiceViews(CONCEALMENT, weapon.concealment, "STC.Classic.Weapon.Concealment"),
      ranged: weapon.kind !== "melee",
      firearm: weapon.kind === "ranged",
      thrown: weapon.kind === "thrown",
    };
  } else if (input.type === "armor") {
    context.armor = { ...(input.system as ArmorSource) };
  } else if (input.type === "maneuver") {
    context.maneuver = maneuverFormView(input.system as ManeuverSource);
  } else if (input.type === "power") {
    const power = input.system as PowerSource;
    const traits = [...ATTRIBUTES, ...ABILITIES, ...ROLLED_RATINGS];
    context.power = {
      ...power,
      kinds: choiceViews(POWER_KINDS, power.kind, "STC.Classic.Power.Kind"),
      firstTraits: withNone(choiceViews(traits, power.roll.first, "STC.Trait"), power.roll.first, "STC.Classic.Power.NoRoll"),
      secondTraits: withNone(choiceViews(traits, power.roll.second, "STC.Trait"), power.roll.second, "STC.Classic.Roll.NoSecondTrait"),
    };
  } else if (input.type === "discipline") {
    context.discipline = { ...(input.system as DisciplineSource) };
  } else if (input.type === "background") {
    context.background = { ...(input.system as BackgroundSource) };
  } else if (input.type === "merit") {
    const merit = input.system as MeritSource;
    context.merit = { ...merit, kinds: choiceViews(MERIT_KINDS, merit.kind, "STC.Classic.Merit.Kind") };
  } else if (input.type === "fetish") {
    context.fetish = { ...(input.system as FetishSource) };
  }
  return context;
}
