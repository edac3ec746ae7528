import { COMBAT_DISCIPLINES, type CombatDiscipline, type CreatureKind } from "../rules/character/vocabulary";
import { identifierFromName } from "../../../data/item/identifier-from-name";
import { SYSTEM_ID } from "../../../constants";
import { usualDamageSource, type WeaponKind } from "../rules/combat/weapon-entry";
import type { DamageType } from "../rules/health/damage-types";
import type { ExperienceEntry } from "../rules/chronicle/experience";
import { MAX_EXPERIENCE_ENTRY } from "../rules/chronicle/experience";
import {
  ARMOR_PENALTY_RANGE,
  ARMOR_RATING_RANGE,
  CLIP_RANGE,
  DAMAGE_BONUS_RANGE,
  DIFFICULTY_RANGE,
  POWER_LEVEL_RANGE,
  RATE_RANGE,
  WEAPON_RANGE_RANGE,
} from "../data/item/ranges";
import { BACKGROUND_RATING_RANGE, DISCIPLINE_RATING_RANGE, FETISH_GNOSIS_RANGE, FETISH_LEVEL_RANGE, MERIT_POINTS_RANGE, type PowerKind } from "../data/item/source";
import type { ImportedItem } from "./imported";
import type { Placement } from "./placement";
import { experienceEntry, joinedHtml, rollTraitOf } from "./shared";
import { SourceReader, isRecord, skipping, type JsonRecord } from "./source-reader";
import { WOD20_ABILITIES, WOD20_FORMS, concealmentOf, keyWord } from "./wod20-names";
import { ownImage } from "./images";
import { findManeuver } from "../rules/maneuvers/catalogue";
import { maneuverSourceOf } from "../data/item/maneuver-source";

/** Its items' own bookkeeping: their sheet's state and settings, which say nothing of the thing itself. */
const BOOKKEEPING = [
  /^(iscreated|isvisible|isremovable|isactive|order|version|itemuuid|era|iscontainer|ismagical|isweapon|placement|game|max|label)$/,
  /^container(\.|$)/,
  /(^|\.)isrollable$/,
];
/** For an item placed here its `type` was read already (which kind of power or feature it is). */
const ITEM_MACHINERY = skipping([...BOOKKEEPING, /^type$/]);
/** An item without a place keeps its `type`: it says what the item was. */
const UNPLACED_ITEM_MACHINERY = skipping(BOOKKEEPING);

const WOD20_ID = "worldofdarkness";

/**
 * A natural weapon is one of this system's maneuvers (004 Bite and Claw for a Garou, 000 §2.8 Bite for a vampire),
 * by its name; the others stay weapons.
 */
function naturalManeuverOf(name: string, creature: CreatureKind): string | null {
  if (creature === "garou" && /claw/i.test(name)) return "w20Claw";
  if (creature === "garou" && /bite|fang|jaw/i.test(name)) return "w20Bite";
  if (creature === "vampire" && /bite|fang/i.test(name)) return "vtmBite";
  return null;
}

export interface Wod20Items {
  items: ImportedItem[];
  /** Celerity, Fortitude and Potence from its discipline items: the numbers the combat rules read. */
  disciplines: Partial<Record<CombatDiscipline, number>> | null;
  experience: ExperienceEntry[];
}

interface Entry {
  raw: JsonRecord;
  name: string;
  type: string;
  reader: SourceReader;
}

const DAMAGE_TYPES: readonly DamageType[] = ["bashing", "lethal", "aggravated"];

/** Its damage types are `bashing`, `lethal`, `aggravated` (older items kept `wod.health.lethal`). */
function damageTypeOf(value: string): DamageType | null {
  const word = keyWord(value);
  return DAMAGE_TYPES.find((type) => type === word) ?? null;
}

/** Description and details, one description here. */
function descriptionOf(reader: SourceReader): string {
  return joinedHtml(reader.text("description"), reader.text("details"));
}

function base(entry: Entry, type: ImportedItem["type"], system: Record<string, unknown>): ImportedItem {
  const img = ownImage(entry.raw.img, WOD20_ID);
  return { name: entry.name, type, ...(img ? { img } : {}), system: { identifier: identifierFromName(entry.name), description: descriptionOf(entry.reader), ...system } };
}

/** The attack roll its sheet would make, when this system's rules roll another (Dexterity + Melee, + Firearms). */
function reportAttackRoll(entry: Entry, kind: WeaponKind, placement: Placement): void {
  const attribute = entry.reader.text("attack.attribute");
  const ability = entry.reader.text("attack.ability");
  const expected = kind === "ranged" ? "firearms" : kind === "thrown" ? "athletics" : "melee";
  if ((attribute && attribute !== "dexterity") || (ability && ability !== expected)) {
    placement.report(`${entry.reader.prefix}attack`, [attribute, ability].filter(Boolean).join(" + "));
  }
}

/** A natural weapon as the catalogue's maneuver; its own numbers, where the maneuver's differ, are reported. */
function naturalWeapon(entry: Entry, identifier: string, placement: Placement): ImportedItem {
  const { reader } = entry;
  const maneuver = findManeuver(identifier);
  const own = `${reader.text("attack.attribute")} + ${reader.text("attack.ability")}, ${reader.text("damage.attribute") || "fixed"} + ${reader.text("damage.bonus") || "0"} ${reader.text("damage.type")}, ${reader.text("difficulty")}`;
  const [roll] = maneuver.rolls;
  const plus = maneuver.damage.kind === "attribute" ? maneuver.damage.plus : null;
  const theirs = `${roll?.attribute ?? ""} + ${roll?.ability ?? ""}, strength + ${String(plus)} ${maneuver.damageType?.base ?? ""}, ${maneuver.difficulty.kind === "absolute" ? String(maneuver.difficulty.value) : "6"}`;
  if (own !== theirs) placement.report(`${reader.prefix}attack`, own);
  reader.take("attack", "damage", "difficulty", "isnatural", "natural", "conceal", "isequipped");
  const img = ownImage(entry.raw.img, WOD20_ID);
  return { name: entry.name, type: "maneuver", ...(img ? { img } : {}), system: { ...maneuverSourceOf(maneuver, descriptionOf(reader)) } };
}

function weapon(entry: Entry, ranged: boolean, creature: CreatureKind, placement: Placement): ImportedItem {
  const { reader } = entry;
  const natural = !ranged && (reader.peek("isnatural") === true || reader.peek("natural") === true) ? naturalManeuverOf(entry.name, creature) : null;
  if (natural) return naturalWeapon(entry, natural, placement);
  const attribute = reader.text("damage.attribute");
  const kind: WeaponKind = !ranged ? "melee" : attribute === "strength" ? "thrown" : "ranged";
  const typeText = reader.text("damage.type");
  const damageType = damageTypeOf(typeText) ?? (kind === "ranged" ? "lethal" : "bashing");
  if (typeText && !damageTypeOf(typeText)) placement.report(`${reader.prefix}damage.type`, typeText);
  const bonus = placement.fitAt(reader, "damage.bonus", DAMAGE_BONUS_RANGE) ?? 0;
  reportAttackRoll(entry, kind, placement);
  const concealText = reader.text("conceal");
  const concealment = concealmentOf(concealText);
  if (concealText && !concealment) placement.report(`${reader.prefix}conceal`, concealText);
  const difficulty = placement.fitAt(reader, "difficulty", DIFFICULTY_RANGE) ?? placement.fitAt(reader, "diff", DIFFICULTY_RANGE);
  reader.take("isnatural", "natural", "attack.secondaryabilityid");
  const system: Record<string, unknown> = {
    kind,
    damage: { attribute: kind === "ranged" ? "" : attribute === "strength" ? "strength" : attribute, bonus, type: damageType },
    damageSource: usualDamageSource(kind, damageType),
    ...(difficulty === undefined ? {} : { difficulty }),
    ...(concealment ? { concealment } : {}),
    equipped: reader.flag("isequipped"),
  };
  if (kind === "melee" && attribute !== "strength" && attribute !== "") placement.report(`${reader.prefix}damage.attribute`, attribute);
  if (ranged) {
    const range = placement.fitAt(reader, "range", WEAPON_RANGE_RANGE);
    const rate = placement.fitAt(reader, "rate", RATE_RANGE);
    const clip = placement.fitAt(reader, "clip.max", CLIP_RANGE);
    const loaded = reader.number("clip.value");
    if (loaded !== null && loaded !== 0 && loaded !== clip) placement.report(`${reader.prefix}clip.value`, loaded);
    const automatic = ["hasburst", "hasfullauto", "hasspray", "burst", "fullauto", "spray"].some((mode) => reader.flag(`mode.${mode}`));
    reader.take("mode.hasreload", "mode.reload");
    Object.assign(system, { ...(range === undefined ? {} : { range }), ...(rate === undefined ? {} : { rate }), ...(clip === undefined ? {} : { clip }), automatic });
  }
  return base(entry, "weapon", system);
}

function armor(entry: Entry, creature: CreatureKind, placement: Placement): ImportedItem {
  const { reader } = entry;
  const bashing = reader.number("soak.bashing") ?? 0;
  const lethal = reader.number("soak.lethal") ?? 0;
  const aggravated = reader.number("soak.aggravated") ?? 0;
  // One armour rating here (V20 core: it soaks bashing and lethal alike): a different soak per type is kept in the report.
  const rating = placement.fit(`${reader.prefix}soak`, Math.max(bashing, lethal), ARMOR_RATING_RANGE) ?? 0;
  if (bashing !== lethal || aggravated > rating) placement.report(`${reader.prefix}soak`, { bashing, lethal, aggravated });
  const penalty = reader.number("dexpenalty");
  const dexterityPenalty = penalty === null ? undefined : placement.fit(`${reader.prefix}dexpenalty`, Math.abs(penalty), ARMOR_PENALTY_RANGE);
  // Which Garou forms it fits: a Homid-only armour is its default and says nothing here.
  const forms = WOD20_FORMS.map((form) => [form, reader.get(`forms.has${form}`) ?? reader.get(`forms.${form}`)] as const);
  const usual = forms.every(([form, worn]) => worn === undefined || worn === (form === "homid"));
  if (!usual && creature === "garou") placement.report(`${reader.prefix}forms`, Object.fromEntries(forms));
  return base(entry, "armor", {
    rating,
    ...(dexterityPenalty === undefined ? {} : { dexterityPenalty }),
    equipped: reader.flag("isequipped") || reader.flag("active"),
  });
}

/** What one of its powers rolls: two traits at a difficulty; a trait this system has no rating of is reported. */
function powerRoll(entry: Entry, placement: Placement): Record<string, unknown> {
  const trait = (field: "dice1" | "dice2") => {
    const text = entry.reader.text(field);
    if (!text) return "";
    const ours = rollTraitOf(WOD20_ABILITIES[text] ?? (text === "selfcontrol" ? "selfControl" : text));
    if (ours === null) placement.report(`${entry.reader.prefix}${field}`, text);
    return ours ?? "";
  };
  const first = trait("dice1");
  const second = trait("dice2");
  const difficultyValue = entry.reader.number("difficulty");
  // Its powers keep 0 for "no difficulty set"; the roll then uses the usual 6.
  const difficulty = difficultyValue !== null && difficultyValue > 0 ? placement.fit(`${entry.reader.prefix}difficulty`, difficultyValue, DIFFICULTY_RANGE) : undefined;
  return { first, second, ...(difficulty === undefined ? {} : { difficulty }) };
}

function powerCost(reader: SourceReader): Record<string, number> {
  const cost: Record<string, number> = {};
  for (const [flag, pool] of [["spendblood", "blood"], ["spendwillpower", "willpower"], ["spendrage", "rage"], ["spendgnosis", "gnosis"]] as const) {
    if (reader.flag(flag)) cost[pool] = 1;
  }
  return cost;
}

/** Its power types (`system.type`) and the kind of power each is here. */
function powerKindOf(type: string): PowerKind {
  switch (keyWord(type)) {
    case "disciplinepower":
    case "disciplinepathpower":
      return "discipline";
    case "gift":
      return "gift";
    case "rite":
    case "ritual":
      return "rite";
    default:
      return "other";
  }
}

function levelOf(entry: Entry, placement: Placement, range: { min: number; max: number } = POWER_LEVEL_RANGE): number | undefined {
  return placement.fitAt(entry.reader, "level", range);
}

interface Parents {
  /** The identifier of a discipline or path item, by its id and by its name in lower case. */
  identifierOf(parentId: string): string;
}

function power(entry: Entry, parents: Parents, placement: Placement): ImportedItem {
  const { reader } = entry;
  const kind = powerKindOf(reader.text("type"));
  const level = levelOf(entry, placement);
  const belongsTo = parents.identifierOf(reader.text("parentid"));
  reader.take("value");
  const item = base(entry, "power", {
    kind,
    ...(level === undefined ? {} : { level }),
    belongsTo,
    cost: powerCost(reader),
    roll: powerRoll(entry, placement),
  });
  // A Gift or rite on the sheet it came from is one the character has learned (chronicle/raisable.ts).
  if (kind === "gift" || kind === "rite") item.flags = { [SYSTEM_ID]: { learned: true } };
  return item;
}

function discipline(entry: Entry, parents: Parents, placement: Placement): ImportedItem {
  const { reader } = entry;
  const rating = placement.fitAt(reader, "value", DISCIPLINE_RATING_RANGE);
  const isPath = keyWord(reader.text("type")) === "disciplinepath";
  const belongsTo = isPath ? parents.identifierOf(reader.text("parentid")) : "";
  reader.take("parentid", "level");
  return base(entry, "discipline", { ...(rating === undefined ? {} : { rating }), belongsTo, inClan: false });
}

function fetish(entry: Entry, placement: Placement): ImportedItem {
  const { reader } = entry;
  const level = levelOf(entry, placement, FETISH_LEVEL_RANGE);
  // Its fetish keeps a Gnosis and a roll difficulty; here the fetish's Gnosis is the activation's difficulty (W20 core).
  const gnosisValue = reader.number("gnosis");
  const difficultyValue = reader.number("difficulty");
  const gnosisSource = gnosisValue !== null && gnosisValue > 0 ? gnosisValue : difficultyValue;
  const gnosis = gnosisSource === null ? undefined : placement.fit(`${reader.prefix}gnosis`, gnosisSource, FETISH_GNOSIS_RANGE);
  if (gnosisValue !== null && gnosisValue > 0 && difficultyValue !== null && difficultyValue !== gnosisValue && difficultyValue !== 6) {
    placement.report(`${reader.prefix}difficulty`, difficultyValue);
  }
  reader.take("value", "diff");
  return base(entry, "fetish", { ...(level === undefined ? {} : { level }), ...(gnosis === undefined ? {} : { gnosis }), attuned: false });
}

/** A feature's rating is its `level`; its `value` says the same or nothing. */
function featureRating(entry: Entry, placement: Placement, range: { min: number; max: number }): number | undefined {
  const rating = levelOf(entry, placement, range);
  const value = entry.reader.number("value");
  if (value !== null && value !== 0 && value !== rating) placement.report(`${entry.reader.prefix}value`, value);
  return rating;
}

function feature(entry: Entry, placement: Placement): ImportedItem | null {
  switch (keyWord(entry.reader.text("type"))) {
    case "background": {
      const rating = featureRating(entry, placement, BACKGROUND_RATING_RANGE);
      return base(entry, "background", rating === undefined ? {} : { rating });
    }
    case "merit":
    case "flaw": {
      const points = featureRating(entry, placement, MERIT_POINTS_RANGE);
      return base(entry, "merit", { kind: keyWord(entry.reader.text("type")), ...(points === undefined ? {} : { points }) });
    }
    default:
      return null;
  }
}

function experience(entry: Entry, placement: Placement): ExperienceEntry | null {
  const amount = placement.fitAt(entry.reader, "amount", { min: 0, max: MAX_EXPERIENCE_ENTRY });
  if (amount === undefined) return null;
  const spent = entry.reader.flag("isspent") || entry.reader.flag("spent");
  entry.reader.take("description", "details");
  return experienceEntry(spent ? "spend" : "grant", amount, entry.name);
}

/** An item with no place here, kept whole in the report: its type and name, and every field it holds. */
function unplacedItem(entry: Entry, placement: Placement): void {
  const fields = new SourceReader(entry.raw.system ?? {}, "").leftovers(UNPLACED_ITEM_MACHINERY);
  const formChange = entry.type === "Bonus" && (WOD20_FORMS as readonly string[]).includes(String(entry.reader.peek("parentid")));
  const value = Object.fromEntries(fields.map((field) => [field.field, field.value]));
  placement.unplaced.push({ field: `items[${entry.type}: ${entry.name}]`, value: JSON.stringify(value), reason: formChange ? "formChanges" : "noPlace" });
}

function parentsOf(entries: readonly Entry[]): Parents {
  const identifiers = new Map<string, string>();
  for (const entry of entries) {
    if (entry.type !== "Power" || !["discipline", "disciplinepath"].includes(keyWord(String(entry.reader.peek("type") ?? "")))) continue;
    const identifier = identifierFromName(entry.name);
    if (typeof entry.raw._id === "string") identifiers.set(entry.raw._id, identifier);
    identifiers.set(entry.name.toLowerCase(), identifier);
  }
  // Its powers name their Discipline by the item's id (older ones by its name); one it no longer has names none.
  return { identifierOf: (parentId) => identifiers.get(parentId) ?? identifiers.get(parentId.toLowerCase()) ?? "" };
}

export function importWod20Items(raw: readonly unknown[], creature: CreatureKind, placement: Placement): Wod20Items {
  const entries: Entry[] = raw.filter(isRecord).map((item) => {
    const name = typeof item.name === "string" && item.name.trim() ? item.name.trim() : String(item.type ?? "");
    return { raw: item, name, type: String(item.type ?? ""), reader: new SourceReader(item.system ?? {}, `items[${name}].system.`) };
  });
  const parents = parentsOf(entries);
  const items: ImportedItem[] = [];
  const log: ExperienceEntry[] = [];
  const disciplines: Partial<Record<CombatDiscipline, number>> = {};
  for (const entry of entries) {
    let item: ImportedItem | null = null;
    switch (entry.type) {
      case "Melee Weapon":
        item = weapon(entry, false, creature, placement);
        break;
      case "Ranged Weapon":
        item = weapon(entry, true, creature, placement);
        break;
      case "Armor":
        item = armor(entry, creature, placement);
        break;
      case "Power": {
        const type = keyWord(entry.reader.text("type"));
        item = type === "discipline" || type === "disciplinepath" ? discipline(entry, parents, placement) : power(entry, parents, placement);
        break;
      }
      case "Fetish":
        item = fetish(entry, placement);
        break;
      case "Feature":
        item = feature(entry, placement);
        break;
      case "Experience": {
        const logged = experience(entry, placement);
        if (logged) {
          log.push(logged);
          continue;
        }
        break;
      }
      default:
        break;
    }
    if (!item) {
      unplacedItem(entry, placement);
      continue;
    }
    const identifier = String(item.system.identifier);
    if (item.type === "discipline" && !item.system.belongsTo && (COMBAT_DISCIPLINES as readonly string[]).includes(identifier)) {
      disciplines[identifier as CombatDiscipline] = Number(item.system.rating ?? 0);
    }
    placement.gather(entry.reader.leftovers(ITEM_MACHINERY));
    items.push(item);
  }
  return { items, disciplines: Object.keys(disciplines).length ? disciplines : null, experience: log };
}
