import type { ExperienceEntry } from "../rules/chronicle/experience";
import type { ActorSystemSource } from "../data/actor/source";
import type { UnplacedField } from "./unplaced";

/** The systems a character can be brought from. */
export const IMPORT_SOURCES = ["wod20", "vtm-v20"] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

/** Each source system's id in Foundry (`_stats.systemId` of what it exports). */
export const SOURCE_SYSTEM_IDS: Readonly<Record<ImportSource, string>> = { wod20: "worldofdarkness", "vtm-v20": "vtm-v20" };

/** How each source system is named to a person (its short title, as tables call it). */
export const SOURCE_TITLES: Readonly<Record<ImportSource, string>> = { wod20: "WoD20", "vtm-v20": "VTM-V20" };

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

/** The character's `system` data as the import writes it: what the file gave, the rest left to the model's defaults. */
export type ImportedSystem = DeepPartial<Omit<ActorSystemSource, "biography">> & { experience?: { log: ExperienceEntry[] } };

/** The Classic item subtypes an import creates. */
export type ImportedItemType = "weapon" | "armor" | "maneuver" | "power" | "discipline" | "background" | "merit" | "fetish";

export interface ImportedItem {
  name: string;
  type: ImportedItemType;
  /** The item's own image in the file, when it has one. */
  img?: string;
  system: Record<string, unknown>;
  flags?: Record<string, Record<string, unknown>>;
}

/** A part of the biography: one of the other sheet's text fields, under its heading (a language key). */
export interface NoteSection {
  headingKey: string;
  /** The field's text as the file holds it (HTML, or plain text). */
  html: string;
}

/** What an export becomes: a Classic character and its items, without anything written yet. */
export interface ImportedCharacter {
  name: string;
  img: string | null;
  system: ImportedSystem;
  items: ImportedItem[];
  /** The other sheet's text fields, which the biography gathers. */
  notes: NoteSection[];
  /** The token's look the file carried: image and name, linked or not. */
  token: { name?: string; src?: string; actorLink?: boolean } | null;
}

export interface ImportRefusal {
  key: string;
  data: Record<string, string | number>;
}

/** What a mapper makes of one file. */
export interface MappedCharacter {
  character: ImportedCharacter;
  unplaced: UnplacedField[];
}

export type ImportOutcome =
  | { ok: true; source: ImportSource; sourceVersion: string; character: ImportedCharacter; unplaced: UnplacedField[] }
  | { ok: false; refusal: ImportRefusal };
