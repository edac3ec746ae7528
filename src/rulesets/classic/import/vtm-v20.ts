import { ABILITIES, ATTRIBUTES, TRAIT_RANGE, type Ability, type Attribute } from "../../../rules/character/traits";
import { COMBAT_DISCIPLINES, type CombatDiscipline, type CreatureKind } from "../rules/character/vocabulary";
import { identifierFromName } from "../../../data/item/identifier-from-name";
import { GENERATION_RANGE, bloodForGeneration } from "../rules/character/generation";
import { HEALTH_LEVELS } from "../rules/health/state";
import { MAX_EXPERIENCE_ENTRY, type ExperienceEntry } from "../rules/chronicle/experience";
import { usualDamageSource, type WeaponKind } from "../rules/combat/weapon-entry";
import type { DamageType } from "../rules/health/damage-types";
import { MORALITY_RANGE, POOL_RANGE, VIRTUE_RANGE } from "../data/actor/ranges";
import type { RatedTrait } from "../data/actor/source";
import { ARMOR_PENALTY_RANGE, ARMOR_RATING_RANGE, CLIP_RANGE, DAMAGE_BONUS_RANGE, DIFFICULTY_RANGE, POWER_COST_RANGE, RATE_RANGE, WEAPON_RANGE_RANGE } from "../data/item/ranges";
import { BACKGROUND_RATING_RANGE, DISCIPLINE_RATING_RANGE, MERIT_POINTS_RANGE, type Concealment } from "../data/item/source";
import type { ImportedItem, ImportedSystem, MappedCharacter, NoteSection } from "./imported";
import { Placement } from "./placement";
import { asHtml, currentWithin, escapeHtml, experienceEntry, fitHealth, joinedHtml, rollTraitOf } from "./shared";
import { foreignEffects, foreignFlags, tokenOf } from "./document-parts";
import { ownImage } from "./images";
import { SourceReader, isRecord, numberOf, skipping, type JsonRecord } from "./source-reader";

/**
 * A character exported from The-Final-Artificer's Foundry-VTM-V20 system, as this system's Classic character: its
 * `vampire` and `mortal` actors and their Disciplines, Backgrounds, Merits and Flaws, weapons and armour (its data
 * models, read at the commit named in docs/importing.md).
 */

const VTM_ID = "vtm-v20";

/** What its data models compute as the sheet is drawn: the health and blood shown, from the levels and the generation. */
const MACHINERY = skipping([/^health\.(value|max)$/, /^blood\.max$/]);
const ITEM_MACHINERY = skipping([/^(bottomWear|topWear)$/]);

/** Its actor types, by what each becomes here. */
export const VTM_ACTOR_TYPES: Readonly<Record<string, CreatureKind>> = { vampire: "vampire", mortal: "mortal" };

/** Its health levels hold 0 (none), 1 bashing, 2 lethal, 3 aggravated. */
const LEVEL_DAMAGE: Readonly<Record<number, DamageType>> = { 1: "bashing", 2: "lethal", 3: "aggravated" };

function traits(reader: SourceReader, placement: Placement): Pick<ImportedSystem, "attributes" | "abilities"> {
  const attributes: Partial<Record<Attribute, Partial<RatedTrait>>> = {};
  for (const key of ATTRIBUTES) {
    const value = placement.fitAt(reader, `attributes.${key}`, TRAIT_RANGE.attribute);
    if (value !== undefined) attributes[key] = { value };
  }
  const abilities: Partial<Record<Ability, Partial<RatedTrait>>> = {};
  // Its abilities carry this system's own keys (animalKen, crafts…); it has no Dodge, Primal-Urge or specialties.
  for (const key of ABILITIES) {
    const value = placement.fitAt(reader, `abilities.${key}`, TRAIT_RANGE.ability);
    if (value !== undefined) abilities[key] = { value };
  }
  return { attributes, abilities };
}

function health(reader: SourceReader, placement: Placement): ImportedSystem["health"] {
  const damage = { bashing: 0, lethal: 0, aggravated: 0 };
  for (const { id } of HEALTH_LEVELS) {
    const value = reader.get(`health.levels.${id}`);
    const type = LEVEL_DAMAGE[numberOf(value) ?? 0];
    if (type) damage[type] += 1;
    else if (numberOf(value) !== 0 && value !== undefined) placement.report(`system.health.levels.${id}`, value);
  }
  return fitHealth(damage, "system.health.levels", placement);
}

/** Its experience is what is left and what was earned: a grant of the total and a spend of the difference. */
function experienceLog(reader: SourceReader, placement: Placement): ExperienceEntry[] {
  const range = { min: 0, max: MAX_EXPERIENCE_ENTRY };
  const total = placement.fitAt(reader, "experience.total", range) ?? 0;
  const current = placement.fitAt(reader, "experience.current", range) ?? 0;
  const earned = Math.max(total, current);
  if (current > total) placement.report("system.experience.total", total);
  const log: ExperienceEntry[] = [];
  if (earned > 0) log.push(experienceEntry("grant", earned, "VTM-V20"));
  if (earned - current > 0) log.push(experienceEntry("spend", earned - current, "VTM-V20"));
  return log;
}

function notesOf(reader: SourceReader): NoteSection[] {
  return (
    [
      ["bio", "STC.Classic.Import.Notes.Biography"],
      ["notes", "STC.Classic.Import.Notes.Notes"],
    ] as const
  ).flatMap(([path, headingKey]) => {
    const text = reader.text(path);
    return text.trim() ? [{ headingKey, html: asHtml(text) }] : [];
  });
}

// ── Items ───────────────────────────────────────────────────────────

interface Entry {
  raw: JsonRecord;
  name: string;
  reader: SourceReader;
}

function base(entry: Entry, type: ImportedItem["type"], system: Record<string, unknown>, description = entry.reader.text("description")): ImportedItem {
  const img = ownImage(entry.raw.img, VTM_ID);
  return { name: entry.name, type, ...(img ? { img } : {}), system: { identifier: identifierFromName(entry.name), description: joinedHtml(description), ...system } };
}

/** A level's dots, as its powers and Backgrounds head each level: ●●● for the third. */
const dots = (level: number) => "●".repeat(level);

/** A trait path of its rolls (`attributes.manipulation`, `abilities.animalKen`, `virtues.courage`, `willpower`). */
function rollTrait(path: string, field: string, placement: Placement): string {
  if (!path) return "";
  const trait = rollTraitOf(path.replace(/^(attributes|abilities|virtues)\./, ""));
  if (trait === null) placement.report(field, path);
  return trait ?? "";
}

/** Its cost text (`1 Willpower`, `2 blood`), as points of each pool; text it cannot read is reported. */
function costOf(text: string, field: string, placement: Placement): Record<string, number> {
  const cost: Record<string, number> = {};
  if (!text.trim()) return cost;
  const parts = text.split(/\s*(?:,|\+|\band\b)\s*/i).filter(Boolean);
  for (const part of parts) {
    const match = /^(\d+)\s*(willpower|blood)(?:\s*points?)?$/i.exec(part.trim());
    if (!match) {
      placement.report(field, text);
      return {};
    }
    const pool = (match[2] ?? "").toLowerCase();
    cost[pool] = Math.min(POWER_COST_RANGE.max, (cost[pool] ?? 0) + Number(match[1]));
  }
  return cost;
}

/**
 * A Discipline and the powers it holds: each power of a level the character has is a power item here; those above
 * the rating are the Discipline's account of what comes next, kept in its description under their dots.
 */
function discipline(entry: Entry, placement: Placement): ImportedItem[] {
  const { reader } = entry;
  const rating = placement.fitAt(reader, "level", DISCIPLINE_RATING_RANGE) ?? 0;
  const identifier = identifierFromName(entry.name);
  const powers: ImportedItem[] = [];
  const further: string[] = [];
  for (let level = 1; level <= 5; level += 1) {
    const path = `powers.lvl${level}`;
    const name = reader.text(`${path}.name`).trim();
    const desc = reader.text(`${path}.desc`);
    reader.take(path);
    if (!name && !desc.trim()) continue;
    if (level > rating) {
      // Its roll and cost as the file wrote them, after the text: nothing of the power is left out.
      const rolled = [reader.peek(`${path}.primary`), reader.peek(`${path}.secondary`)].filter((trait) => typeof trait === "string" && trait).join(" + ");
      const facts = [rolled, rolled ? String(reader.peek(`${path}.difficulty`) ?? "") : "", String(reader.peek(`${path}.cost`) ?? "")].filter(Boolean);
      further.push(`<h4>${dots(level)} ${escapeHtml(name)}</h4>${joinedHtml(desc)}${facts.length ? `<p><code>${escapeHtml(facts.join("; "))}</code></p>` : ""}`);
      continue;
    }
    const prefix = `${reader.prefix}${path}.`;
    const difficulty = placement.fit(`${prefix}difficulty`, reader.peek(`${path}.difficulty`), DIFFICULTY_RANGE);
    powers.push({
      name: name || `${entry.name} ${dots(level)}`,
      type: "power",
      system: {
        identifier: identifierFromName(name || `${entry.name} ${level}`),
        description: joinedHtml(desc),
        kind: "discipline",
        level,
        belongsTo: identifier,
        cost: costOf(String(reader.peek(`${path}.cost`) ?? ""), `${prefix}cost`, placement),
        roll: {
          first: rollTrait(String(reader.peek(`${path}.primary`) ?? ""), `${prefix}primary`, placement),
          second: rollTrait(String(reader.peek(`${path}.secondary`) ?? ""), `${prefix}secondary`, placement),
          ...(difficulty === undefined ? {} : { difficulty }),
        },
      },
    });
  }
  const item = base(entry, "discipline", { rating, belongsTo: "", inClan: false }, reader.text("description") + further.join(""));
  return [item, ...powers];
}

function background(entry: Entry, placement: Placement): ImportedItem {
  const { reader } = entry;
  const rating = placement.fitAt(reader, "rating", BACKGROUND_RATING_RANGE);
  const levels: string[] = [];
  for (let level = 1; level <= 5; level += 1) {
    const name = reader.text(`levels.lvl${level}.name`).trim();
    const desc = reader.text(`levels.lvl${level}.desc`);
    if (name || desc.trim()) levels.push(`<h4>${dots(level)} ${escapeHtml(name)}</h4>${joinedHtml(desc)}`);
  }
  reader.take("levels");
  return base(entry, "background", rating === undefined ? {} : { rating }, joinedHtml(reader.text("description"), reader.text("notes")) + levels.join(""));
}

function merit(entry: Entry, placement: Placement): ImportedItem {
  const { reader } = entry;
  // Its Flaws are Merits of negative cost.
  const cost = reader.number("cost") ?? 1;
  const points = placement.fit(`${reader.prefix}cost`, Math.abs(cost), MERIT_POINTS_RANGE);
  return base(entry, "merit", { kind: cost < 0 ? "flaw" : "merit", ...(points === undefined ? {} : { points }) });
}

const CONCEALMENT: Readonly<Record<string, Concealment>> = { p: "pocket", j: "jacket", t: "trenchcoat", n: "none" };

function weapon(entry: Entry, placement: Placement): ImportedItem {
  const { reader } = entry;
  const prefix = reader.prefix;
  const formula = reader.text("damage").trim();
  const rangeText = reader.text("range").trim();
  const strength = /^str(?:\s*\+\s*(\d+))?$/i.exec(formula);
  const fixed = /^\d+$/.test(formula) ? Number(formula) : null;
  const ranged = rangeText !== "";
  const kind: WeaponKind = ranged ? (strength ? "thrown" : "ranged") : "melee";
  if (!strength && fixed === null && formula) placement.report(`${prefix}damage`, formula);
  const bonus = placement.fit(`${prefix}damage`, strength ? Number(strength[1] ?? 0) : (fixed ?? 0), DAMAGE_BONUS_RANGE) ?? 0;
  const typeText = reader.text("damageType").toLowerCase();
  const damageType: DamageType = typeText === "bashing" || typeText === "lethal" || typeText === "aggravated" ? typeText : "lethal";
  if (typeText && damageType !== typeText) placement.report(`${prefix}damageType`, typeText);
  const concealText = reader.text("conceal");
  const concealment = CONCEALMENT[concealText.trim().toLowerCase()];
  if (concealText && !concealment) placement.report(`${prefix}conceal`, concealText);
  const difficulty = placement.fitAt(reader, "difficulty", DIFFICULTY_RANGE);
  const system: Record<string, unknown> = {
    kind,
    // A melee weapon of fixed dice is kept as its sheet wrote it; the rules list it as unusable with the reason.
    damage: { attribute: strength ? "strength" : "", bonus, type: damageType },
    damageSource: usualDamageSource(kind, damageType),
    ...(difficulty === undefined ? {} : { difficulty }),
    ...(concealment ? { concealment } : {}),
    equipped: reader.flag("equipped"),
  };
  if (ranged) {
    const range = placement.fit(`${prefix}range`, rangeText, WEAPON_RANGE_RANGE);
    // Its capacity is written as the chart does, "17+1" for one more in the chamber; its rate "3*" for automatic fire.
    const capacity = /^(\d+)(\+1)?$/.exec(reader.text("capacity").trim());
    if (!capacity && reader.text("capacity").trim()) placement.report(`${prefix}capacity`, reader.text("capacity"));
    const clip = capacity ? placement.fit(`${prefix}capacity`, Number(capacity[1]), CLIP_RANGE) : undefined;
    const rateText = reader.text("rate").trim();
    const rateMatch = /^(\d+)(\*)?$/.exec(rateText);
    if (!rateMatch && rateText) placement.report(`${prefix}rate`, rateText);
    const rate = rateMatch ? placement.fit(`${prefix}rate`, Number(rateMatch[1]), RATE_RANGE) : undefined;
    Object.assign(system, {
      ...(range === undefined ? {} : { range }),
      ...(clip === undefined ? {} : { clip }),
      chambered: Boolean(capacity?.[2]),
      ...(rate === undefined ? {} : { rate }),
      automatic: Boolean(rateMatch?.[2]),
    });
  }
  return base(entry, "weapon", system);
}

function armor(entry: Entry, placement: Placement): ImportedItem {
  const { reader } = entry;
  const rating = placement.fitAt(reader, "rating", ARMOR_RATING_RANGE);
  const penalty = reader.number("penalty");
  const dexterityPenalty = penalty === null ? undefined : placement.fit(`${reader.prefix}penalty`, Math.abs(penalty), ARMOR_PENALTY_RANGE);
  // What it is worn as, when it says: the top or bottom of an outfit.
  for (const part of ["topWear", "bottomWear"]) {
    const worn = reader.text(part);
    if (worn && worn !== "none") placement.report(`${reader.prefix}${part}`, worn);
  }
  return base(entry, "armor", { ...(rating === undefined ? {} : { rating }), ...(dexterityPenalty === undefined ? {} : { dexterityPenalty }), equipped: reader.flag("equipped") });
}

function importItems(raw: readonly unknown[], placement: Placement): { items: ImportedItem[]; disciplines: Partial<Record<CombatDiscipline, number>> | null } {
  const items: ImportedItem[] = [];
  const disciplines: Partial<Record<CombatDiscipline, number>> = {};
  for (const value of raw.filter(isRecord)) {
    const name = typeof value.name === "string" && value.name.trim() ? value.name.trim() : String(value.type ?? "");
    const entry: Entry = { raw: value, name, reader: new SourceReader(value.system ?? {}, `items[${name}].system.`) };
    let made: ImportedItem[];
    switch (value.type) {
      case "discipline":
        made = discipline(entry, placement);
        break;
      case "background":
        made = [background(entry, placement)];
        break;
      case "merit":
        made = [merit(entry, placement)];
        break;
      case "weapon":
        made = [weapon(entry, placement)];
        break;
      case "armor":
        made = [armor(entry, placement)];
        break;
      default: {
        // Equipment and containers, and anything else: no item of theirs here; kept whole in the report.
        const fields = new SourceReader(value.system ?? {}, "").leftovers();
        placement.unplaced.push({ field: `items[${String(value.type)}: ${name}]`, value: JSON.stringify(Object.fromEntries(fields.map((field) => [field.field, field.value]))), reason: "noPlace" });
        continue;
      }
    }
    const [first] = made;
    if (first?.type === "discipline" && (COMBAT_DISCIPLINES as readonly string[]).includes(String(first.system.identifier))) {
      disciplines[first.system.identifier as CombatDiscipline] = Number(first.system.rating);
    }
    placement.gather(entry.reader.leftovers(ITEM_MACHINERY));
    items.push(...made);
  }
  return { items, disciplines: Object.keys(disciplines).length ? disciplines : null };
}

export function importVtmV20(file: JsonRecord): MappedCharacter {
  const type = String(file.type);
  const creature = VTM_ACTOR_TYPES[type] ?? "mortal";
  const name = typeof file.name === "string" && file.name.trim() ? file.name.trim() : type;
  const reader = new SourceReader(file.system ?? {}, "system.");
  const placement = new Placement();
  const permanent = placement.fitAt(reader, "willpower.max", POOL_RANGE);
  const current = currentWithin(placement.fitAt(reader, "willpower.value", POOL_RANGE), permanent, "system.willpower.value", placement);
  const humanity = placement.fitAt(reader, "humanity", MORALITY_RANGE);
  const path = reader.text("pathName").trim();
  const system: ImportedSystem = {
    creature,
    profile: { concept: reader.text("concept"), nature: reader.text("nature"), demeanor: reader.text("demeanor"), chronicle: reader.text("chronicle") },
    ...traits(reader, placement),
    willpower: { ...(permanent === undefined ? {} : { permanent }), ...(current === undefined ? {} : { current }) },
    health: health(reader, placement),
    morality: { path: /^humanity$/i.test(path) ? "" : path, ...(humanity === undefined ? {} : { value: humanity }) },
  };
  if (creature === "vampire") {
    const generation = placement.fitAt(reader, "generation", GENERATION_RANGE) ?? 13;
    const blood = placement.fitAt(reader, "blood.value", { min: 0, max: bloodForGeneration(generation).pool });
    system.vampire = { generation, clan: reader.text("clan"), sire: reader.text("sire") };
    system.virtues = {
      ...Object.fromEntries(
        (["conscience", "selfControl", "courage"] as const).flatMap((key) => {
          const value = placement.fitAt(reader, `virtues.${key}`, VIRTUE_RANGE);
          return value === undefined ? [] : [[key, value]];
        }),
      ),
    };
    if (blood !== undefined) system.blood = { current: blood };
  }
  const log = experienceLog(reader, placement);
  if (log.length) system.experience = { log };
  const notes = notesOf(reader);
  placement.gather(reader.leftovers(MACHINERY));
  const { items, disciplines } = importItems(Array.isArray(file.items) ? file.items : [], placement);
  if (disciplines) system.disciplines = disciplines;
  placement.gather(foreignFlags(file.flags));
  placement.gather(foreignEffects(file.effects));
  return {
    character: { name, img: ownImage(file.img, VTM_ID), system, items, notes, token: tokenOf(file.prototypeToken, VTM_ID) },
    unplaced: placement.unplaced,
  };
}
