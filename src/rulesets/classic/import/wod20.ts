import { ATTRIBUTES, TRAIT_RANGE, type Ability, type Attribute } from "../../../rules/character/traits";
import { type CreatureKind, type GarouForm } from "../rules/character/vocabulary";
import { GENERATION_RANGE, MAX_BLOOD_POOL, bloodForGeneration } from "../rules/character/generation";
import { HEALTH_LEVELS, HEALTH_TRACK_LENGTH } from "../rules/health/state";
import { RENOWN_KINDS } from "../data/actor/chronicle-keys";
import { MORALITY_RANGE, POOL_RANGE, RANK_RANGE, RENOWN_RANGE, VIRTUE_RANGE } from "../data/actor/ranges";
import type { RatedTrait } from "../data/actor/source";
import type { ImportedCharacter, ImportedSystem, MappedCharacter, NoteSection } from "./imported";
import { Placement } from "./placement";
import { asHtml, currentWithin, fitHealth } from "./shared";
import { foreignEffects, foreignFlags, tokenOf } from "./document-parts";
import { ownImage } from "./images";
import { SourceReader, skipping, type JsonRecord } from "./source-reader";
import { WOD20_ABILITIES, WOD20_ABILITY_GROUPS, WOD20_ACTOR_TYPES, WOD20_FORMS, auspiceOf, bioName, breedOf, pathName } from "./wod20-names";
import { importWod20Items } from "./wod20-items";

/**
 * A character exported from JohanFalt's WoD20 system (Foundry's "Export Data"), as this system's Classic character.
 * Three shapes of its data are read, as its versions kept them (docs/importing.md): Willpower, Rage, Gnosis, the
 * Virtues, the Path and the blood pool at the top of `system` (before its 2.2), under `system.advantages` (since),
 * and abilities grouped by talent, skill and knowledge (before its 4.2) or in one list, each with its group (since).
 */

/** The parts of its data its own sheet computes or keeps for itself: labels, maxima, totals, the sheet's settings. */
const MACHINERY = skipping([
  /(^|\.)label$/,
  /\.altlabel$/,
  /\.(isvisible|visible|isfavorited)$/,
  /\.max$/,
  /\.roll$/,
  /\.total$/,
  /^(settings|initiative|soak|movement|conditions|favoriterolls)(\.|$)/,
  /^attributes\.[^.]+\.(type|bonus)$/,
  /^abilities\.([^.]+\.)?[^.]+\.type$/,
  /^health\.damage\.(woundlevel|woundpenalty)$/,
  /^health\.[^.]+\.(penalty|total)$/,
  /^(advantages\.)?bloodpool\.perturn$/,
  /^shapes\.[^.]+\.diff$/,
]);

const HEALTH_LEVEL_IDS = HEALTH_LEVELS.map((level) => level.id);

/** Where a pool is kept: under `advantages` since its 2.2, at the top of `system` before. */
function poolPath(reader: SourceReader, name: string): string {
  return reader.has(`advantages.${name}`) ? `advantages.${name}` : name;
}

function creatureOf(type: string, reader: SourceReader): CreatureKind {
  const kind = WOD20_ACTOR_TYPES[type] ?? "mortal";
  return kind === "mortal" && reader.peek("settings.variant") === "ghoul" ? "ghoul" : kind;
}

function ratedTraits(reader: SourceReader, placement: Placement): Pick<ImportedSystem, "attributes" | "abilities"> {
  const attributes: Partial<Record<Attribute, Partial<RatedTrait>>> = {};
  for (const key of ATTRIBUTES) {
    if (!reader.has(`attributes.${key}`)) continue;
    const value = placement.fitAt(reader, `attributes.${key}.value`, TRAIT_RANGE.attribute);
    const specialty = reader.text(`attributes.${key}.speciality`);
    attributes[key] = { ...(value === undefined ? {} : { value }), ...(specialty ? { specialty } : {}) };
  }
  // Composure and Resolve are Attributes of its other games, hidden on a V20 / W20 sheet: kept only when shown.
  for (const key of reader.keys("attributes").filter((name) => !(ATTRIBUTES as readonly string[]).includes(name))) {
    const shown = reader.peek(`attributes.${key}.isvisible`) === true || reader.peek(`attributes.${key}.visible`) === true;
    if (!shown) reader.take(`attributes.${key}`);
  }
  const abilities: Partial<Record<Ability, Partial<RatedTrait>>> = {};
  const grouped = WOD20_ABILITY_GROUPS.some((group) => {
    const value = reader.peek(`abilities.${group}`);
    return typeof value === "object" && value !== null && !("value" in value);
  });
  const paths = grouped
    ? WOD20_ABILITY_GROUPS.flatMap((group) => reader.keys(`abilities.${group}`).map((key) => [key, `abilities.${group}.${key}`] as const))
    : reader.keys("abilities").map((key) => [key, `abilities.${key}`] as const);
  for (const [key, path] of paths) {
    const ours = WOD20_ABILITIES[key];
    // Its older versions list Technology twice, as a skill and as a knowledge: the second rated one is reported.
    if (!ours || (abilities[ours]?.value ?? 0) > 0) continue;
    const value = placement.fitAt(reader, `${path}.value`, TRAIT_RANGE.ability);
    const specialty = reader.text(`${path}.speciality`);
    abilities[ours] = { ...(value === undefined ? {} : { value }), ...(specialty ? { specialty } : {}) };
  }
  return { attributes, abilities };
}

function pool(reader: SourceReader, placement: Placement, name: string, range = POOL_RANGE): { permanent?: number; current?: number } | undefined {
  const path = poolPath(reader, name);
  if (!reader.has(path)) return undefined;
  const permanent = placement.fitAt(reader, `${path}.permanent`, range);
  const current = currentWithin(placement.fitAt(reader, `${path}.temporary`, range), permanent, `system.${path}.temporary`, placement);
  return { ...(permanent === undefined ? {} : { permanent }), ...(current === undefined ? {} : { current }) };
}

function health(reader: SourceReader, placement: Placement): ImportedSystem["health"] {
  const read = (type: string) => placement.fitAt(reader, `health.damage.${type}`, { min: 0, max: 99 }) ?? 0;
  const damage = { bashing: read("bashing"), lethal: read("lethal"), aggravated: read("aggravated") };
  // A track of other than seven levels (Huge Size, a level bought twice) has no place: its shape is reported.
  for (const level of HEALTH_LEVEL_IDS) {
    const count = reader.number(`health.${level}.value`);
    if (count !== null && count !== 1) placement.report(`system.health.${level}.value`, count);
  }
  const total = reader.number("traits.health.totalhealthlevels.value");
  if (total !== null && total !== HEALTH_TRACK_LENGTH) placement.report("system.traits.health.totalhealthlevels.value", total);
  reader.take("traits.health.totalhealthlevels");
  return fitHealth(damage, "system.health.damage", placement);
}

/**
 * The Virtues and the Path. Its sheets for other creatures carry them too, at 0 and unshown: a Garou or a mortal
 * whose are all 0 keeps this system's own defaults.
 */
function virtuesAndPath(reader: SourceReader, placement: Placement, creature: CreatureKind): Pick<ImportedSystem, "virtues" | "morality"> {
  const found = virtuesAndPathOf(reader, placement);
  const ratings = [found.virtues?.conscience, found.virtues?.selfControl, found.virtues?.courage, found.morality?.value];
  if (creature !== "vampire" && creature !== "ghoul" && ratings.every((rating) => !rating)) return {};
  return found;
}

function virtuesAndPathOf(reader: SourceReader, placement: Placement): Pick<ImportedSystem, "virtues" | "morality"> {
  const base = reader.has("advantages.virtues") ? "advantages.virtues" : "virtues";
  const virtue = (key: string) => {
    const path = `${base}.${key}`;
    if (!reader.has(path)) return undefined;
    // Since its 2.2 a Virtue's rating is `permanent`; before, `value`. A `temporary` equal to it says nothing more.
    const ratingPath = reader.has(`${path}.permanent`) ? `${path}.permanent` : `${path}.value`;
    const rating = placement.fitAt(reader, ratingPath, VIRTUE_RANGE);
    const temporary = reader.number(`${path}.temporary`);
    if (temporary !== null && temporary !== rating && temporary !== 0) placement.report(`system.${path}.temporary`, temporary);
    if (ratingPath.endsWith(".permanent")) reader.take(`${path}.value`);
    return rating;
  };
  const conscience = virtue("conscience");
  const selfControl = virtue("selfcontrol");
  const courage = virtue("courage");
  const conscienceLabel = reader.text(`${base}.conscience.label`);
  const selfControlLabel = reader.text(`${base}.selfcontrol.label`);
  const virtues: ImportedSystem["virtues"] = {
    ...(conscience === undefined ? {} : { conscience }),
    ...(selfControl === undefined ? {} : { selfControl }),
    ...(courage === undefined ? {} : { courage }),
    ...(/conviction$/.test(conscienceLabel) ? { conscienceKind: "conviction" as const } : {}),
    ...(/instinct$/.test(selfControlLabel) ? { selfControlKind: "instinct" as const } : {}),
  };
  const path = poolPath(reader, "path");
  if (!reader.has(path)) return { virtues };
  // Its 2.2 moved the rating from `value` to `permanent`.
  const rated = reader.has(`${path}.permanent`) && !(reader.peek(`${path}.permanent`) === 0 && (reader.peek(`${path}.value`) ?? 0) !== 0);
  const value = placement.fitAt(reader, rated ? `${path}.permanent` : `${path}.value`, MORALITY_RANGE);
  reader.take(`${path}.value`, `${path}.permanent`);
  const name = pathName(reader.text(`${path}.label`), reader.text(`${path}.custom`));
  return { virtues, morality: { path: name, ...(value === undefined ? {} : { value }) } };
}

/** A clan, sect or tribe its sheet chose from a list, or `custom` with the name written in `custom.<field>`. */
function chosenName(reader: SourceReader, field: "clan" | "sect" | "tribe"): string {
  const chosen = reader.text(field);
  return bioName(chosen, chosen.trim() === "custom" ? reader.text(`custom.${field}`) : "");
}

function vampire(reader: SourceReader, placement: Placement, creature: CreatureKind): Pick<ImportedSystem, "vampire" | "blood"> {
  const out: Pick<ImportedSystem, "vampire" | "blood"> = {};
  if (creature === "vampire") {
    // Its generation field is the one chosen; the Generation Background lowers it by `generationmod`.
    const chosen = reader.number("generation");
    const lowered = reader.number("generationmod") ?? 0;
    const generation = chosen === null ? undefined : placement.fit("system.generation", chosen - lowered, GENERATION_RANGE);
    out.vampire = {
      ...(generation === undefined ? {} : { generation }),
      clan: chosenName(reader, "clan"),
      sect: chosenName(reader, "sect"),
      sire: reader.text("sire"),
    };
  }
  const path = poolPath(reader, "bloodpool");
  if ((creature === "vampire" || creature === "ghoul") && reader.has(path)) {
    const generation = out.vampire?.generation ?? 13;
    const held = creature === "vampire" ? bloodForGeneration(generation).pool : MAX_BLOOD_POOL;
    const ghoulMax = creature === "ghoul" ? placement.fitAt(reader, `${path}.max`, { min: 0, max: MAX_BLOOD_POOL }) : undefined;
    const current = placement.fitAt(reader, `${path}.temporary`, { min: 0, max: ghoulMax ?? held });
    out.blood = { ...(current === undefined ? {} : { current }), ...(ghoulMax === undefined ? {} : { ghoulMax }) };
  }
  return out;
}

function garou(reader: SourceReader, placement: Placement): ImportedSystem["garou"] {
  const breedText = reader.text("breed");
  const auspiceText = reader.text("auspice");
  const breed = breedOf(breedText);
  const auspice = auspiceOf(auspiceText);
  if (!breed && breedText.trim()) placement.report("system.breed", breedText);
  if (!auspice && auspiceText.trim()) placement.report("system.auspice", auspiceText);
  const activeForm = WOD20_FORMS.find((form) => reader.get(`shapes.${form}.isactive`) === true || reader.get(`shapes.${form}.active`) === true);
  const renown: Record<string, { permanent?: number; temporary?: number }> = {};
  for (const kind of RENOWN_KINDS) {
    if (!reader.has(`renown.${kind}`)) continue;
    const permanent = placement.fitAt(reader, `renown.${kind}.permanent`, RENOWN_RANGE);
    const temporary = placement.fitAt(reader, `renown.${kind}.temporary`, RENOWN_RANGE);
    renown[kind] = { ...(permanent === undefined ? {} : { permanent }), ...(temporary === undefined ? {} : { temporary }) };
  }
  const rank = placement.fitAt(reader, "renown.rank", RANK_RANGE);
  const rage = pool(reader, placement, "rage");
  const gnosis = pool(reader, placement, "gnosis");
  return {
    ...(breed ? { breed } : {}),
    ...(auspice ? { auspice } : {}),
    form: (activeForm ?? "homid") satisfies GarouForm,
    tribe: chosenName(reader, "tribe"),
    ...(rank === undefined ? {} : { rank }),
    ...(rage ? { rage } : {}),
    ...(gnosis ? { gnosis } : {}),
    renown,
  };
}

/** Its sheet's text fields, each a part of the biography under its own heading. */
const NOTE_FIELDS: readonly [string, string][] = [
  ["appearance", "STC.Classic.Import.Notes.Appearance"],
  ["background", "STC.Classic.Import.Notes.Background"],
  ["roleplaytip", "STC.Classic.Import.Notes.RoleplayTips"],
  ["derangement", "STC.Classic.Import.Notes.Derangements"],
  ["notes", "STC.Classic.Import.Notes.Notes"],
  ["gear", "STC.Classic.Import.Notes.Gear"],
];

function notesOf(reader: SourceReader): NoteSection[] {
  return NOTE_FIELDS.flatMap(([path, headingKey]) => {
    const text = reader.text(path);
    return text.trim() ? [{ headingKey, html: asHtml(text) }] : [];
  });
}

export function importWod20(file: JsonRecord): MappedCharacter {
  const type = String(file.type);
  const name = typeof file.name === "string" && file.name.trim() ? file.name.trim() : type;
  const reader = new SourceReader(file.system ?? {}, "system.");
  const placement = new Placement();
  const creature = creatureOf(type, reader);
  if (type === "Creature" || type === "Spirit") {
    placement.report("type", type);
    const variant = reader.peek("settings.variant");
    if (typeof variant === "string" && variant.trim()) placement.report("system.settings.variant", variant);
  }
  const traits = ratedTraits(reader, placement);
  const willpower = pool(reader, placement, "willpower");
  const system: ImportedSystem = {
    creature,
    profile: { concept: reader.text("concept"), nature: reader.text("nature"), demeanor: reader.text("demeanor") },
    ...traits,
    ...(willpower ? { willpower } : {}),
    health: health(reader, placement),
    ...virtuesAndPath(reader, placement, creature),
    ...vampire(reader, placement, creature),
    ...(creature === "garou" ? { garou: garou(reader, placement) } : {}),
  };
  // Its sheet's own copy of the name says nothing more when it is the actor's.
  if (reader.text("name").trim() === name || reader.text("name").trim() === "") reader.take("name");
  const notes = notesOf(reader);
  placement.gather(reader.leftovers(MACHINERY));
  const items = importWod20Items(Array.isArray(file.items) ? file.items : [], creature, placement);
  if (items.disciplines) system.disciplines = items.disciplines;
  if (items.experience.length) system.experience = { log: items.experience };
  placement.gather(foreignFlags(file.flags));
  placement.gather(foreignEffects(file.effects));
  const character: ImportedCharacter = { name, img: ownImage(file.img, "worldofdarkness"), system, items: items.items, notes, token: tokenOf(file.prototypeToken, "worldofdarkness") };
  return { character, unplaced: placement.unplaced };
}
