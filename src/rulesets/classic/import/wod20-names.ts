import type { Ability } from "../../../rules/character/traits";
import type { CreatureKind, GarouAuspice, GarouBreed, GarouForm } from "../rules/character/vocabulary";
import type { Concealment } from "../data/item/source";
import { titleCase } from "./shared";

/**
 * The names JohanFalt's WoD20 system stores, and what they are here (its template.json and the option lists of
 * its sheets, read at the commit named in docs/importing.md). Only its keys are written here; no text of it.
 */

/** The actor types imported, by what each becomes. */
export const WOD20_ACTOR_TYPES: Readonly<Record<string, CreatureKind>> = {
  Mortal: "mortal",
  Vampire: "vampire",
  Werewolf: "garou",
  Creature: "mortal",
  Spirit: "mortal",
};

/** Its abilities under their keys here; those it has and this system lacks (Intuition, Security…) are reported. */
export const WOD20_ABILITIES: Readonly<Record<string, Ability>> = {
  alertness: "alertness",
  athletics: "athletics",
  awareness: "awareness",
  brawl: "brawl",
  dodge: "dodge",
  empathy: "empathy",
  expression: "expression",
  intimidation: "intimidation",
  leadership: "leadership",
  primalurge: "primalUrge",
  streetwise: "streetwise",
  subterfuge: "subterfuge",
  animalken: "animalKen",
  craft: "crafts",
  crafts: "crafts",
  drive: "drive",
  etiquette: "etiquette",
  firearms: "firearms",
  larceny: "larceny",
  melee: "melee",
  performance: "performance",
  stealth: "stealth",
  survival: "survival",
  academics: "academics",
  computer: "computer",
  enigmas: "enigmas",
  finance: "finance",
  investigation: "investigation",
  law: "law",
  medicine: "medicine",
  occult: "occult",
  politics: "politics",
  rituals: "rituals",
  science: "science",
  technology: "technology",
};

/** The three groups its older versions kept abilities in (`abilities.talent.alertness`). */
export const WOD20_ABILITY_GROUPS = ["talent", "skill", "knowledge"] as const;

/** The last part of one of its keys (`wod.bio.breedname.homid` → `homid`), lower case; plain text as it is. */
export function keyWord(value: string): string {
  const trimmed = value.trim();
  return (trimmed.startsWith("wod.") ? (trimmed.split(".").pop() ?? "") : trimmed).toLowerCase();
}

const BREEDS: readonly GarouBreed[] = ["homid", "metis", "lupus"];
const AUSPICES: readonly GarouAuspice[] = ["ragabash", "theurge", "philodox", "galliard", "ahroun"];
export const WOD20_FORMS: readonly GarouForm[] = ["homid", "glabro", "crinos", "hispo", "lupus"];

export function breedOf(value: string): GarouBreed | null {
  const word = keyWord(value);
  return BREEDS.find((breed) => breed === word) ?? null;
}

export function auspiceOf(value: string): GarouAuspice | null {
  const word = keyWord(value);
  return AUSPICES.find((auspice) => auspice === word) ?? null;
}

/** The W20 tribes, V20 clans and sects as the books spell them, by the key it keeps. */
const NAMES: Readonly<Record<string, string>> = {
  blackfuries: "Black Furies",
  bonegnawer: "Bone Gnawers",
  childrenofgaia: "Children of Gaia",
  fianna: "Fianna",
  getoffenris: "Get of Fenris",
  glasswalker: "Glass Walkers",
  redtalon: "Red Talons",
  shadowlord: "Shadow Lords",
  silentstrider: "Silent Striders",
  silverfang: "Silver Fangs",
  stargazer: "Stargazers",
  uktena: "Uktena",
  wendigo: "Wendigo",
  blackspiraldancer: "Black Spiral Dancers",
  caitiff: "Caitiff",
  assamite: "Assamite",
  brujah: "Brujah",
  set: "Followers of Set",
  gangrel: "Gangrel",
  giovanni: "Giovanni",
  lasombra: "Lasombra",
  malkavian: "Malkavian",
  nosferatu: "Nosferatu",
  ravnos: "Ravnos",
  toreador: "Toreador",
  tremere: "Tremere",
  tzimisce: "Tzimisce",
  ventrue: "Ventrue",
  camarilla: "Camarilla",
  sabbat: "Sabbat",
  anarch: "Anarch",
  independent: "Independent",
  blackhand: "Black Hand",
  inconnu: "Inconnu",
};

/**
 * A clan, sect or tribe as text: the book's name for one of its keys (`wod.bio.vampire.brujah` → Brujah), the
 * custom name when it says `custom`, plain text as it was written.
 */
export function bioName(value: string, custom: string): string {
  const trimmed = value.trim();
  if (trimmed === "custom") return custom.trim();
  if (!trimmed.startsWith("wod.")) return trimmed;
  const word = keyWord(trimmed);
  return NAMES[word] ?? titleCase(word);
}

/** The Paths of Enlightenment (V20 core and Road books) by its keys; Humanity is "" here. */
const PATHS: Readonly<Record<string, string>> = {
  humanity: "",
  blood: "Path of Blood",
  caine: "Path of Caine",
  cathari: "Path of Cathari",
  feralheart: "Path of the Feral Heart",
  accord: "Path of Honorable Accord",
  lilith: "Path of Lilith",
  metamorphosis: "Path of Metamorphosis",
  night: "Path of Night",
  paradox: "Path of Paradox",
  typhon: "Path of Typhon",
};

/** The Path's name ("" for Humanity) from its label key, or the custom name. */
export function pathName(label: string, custom: string): string {
  const trimmed = label.trim();
  if (trimmed === "" || /^humanity$/i.test(trimmed)) return "";
  if (trimmed === "custom") return custom.trim();
  if (!trimmed.startsWith("wod.")) return trimmed;
  const word = keyWord(trimmed);
  if (word === "custom") return custom.trim();
  return PATHS[word] ?? `Path of ${titleCase(word)}`;
}

/** Its weapons' concealment codes (P, J, T, NA). */
export function concealmentOf(code: string): Concealment | null {
  const codes: Record<string, Concealment> = { p: "pocket", j: "jacket", t: "trenchcoat", na: "none", n: "none" };
  return codes[code.trim().toLowerCase()] ?? null;
}
