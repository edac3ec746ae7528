import { objectReplacement } from "../data/fields/object-replacement";
import { identifierFromName } from "../data/item/identifier-from-name";
import { maneuverFormatOf } from "../data/item/maneuver-source";
import { usualDamageSource, WEAPON_KINDS, type WeaponKind } from "../rulesets/classic/rules/combat/weapon-entry";
import { DAMAGE_TYPES, type DamageType } from "../rulesets/classic/rules/health/damage-types";
import { findManeuver, MANEUVERS } from "../rulesets/classic/rules/maneuvers/catalogue";
import { plainManeuver } from "../rulesets/classic/rules/maneuvers/plain";
import type { ManeuverDefinition } from "../rulesets/classic/rules/maneuvers/types";

/** A stored document as a migration step reads it: plain source data. */
export interface StoredDocument {
  _id?: string | null;
  name?: string;
  type?: string;
  system?: Record<string, unknown>;
}

/** The changes a step makes to one document, as a flat update (`{"system.identifier": "knife"}`), or null. */
export type DocumentChanges = Record<string, unknown> | null;

export interface MigrationStep {
  /** The schema version this step brings the world to. */
  version: number;
  actor?(source: StoredDocument): DocumentChanges;
  item?(source: StoredDocument): DocumentChanges;
}

/**
 * Version 2: actors gain the rules data (attributes, abilities, health, creature…) and items their rules
 * fields (damage, rating, dice effect…). New fields take their defaults when the documents load, and the
 * biography and descriptions are kept as they are. What needs writing is each item's identifier, which
 * translates compendium names: a blank one is made from the item's name.
 */
const addRulesData: MigrationStep = {
  version: 2,
  item(source) {
    const identifier = source.system?.identifier;
    if (typeof identifier === "string" && identifier !== "") return null;
    const made = identifierFromName(source.name ?? "");
    return made ? { "system.identifier": made } : null;
  },
};

function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return typeof value === "string" && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** The catalogue's maneuver with this identifier, or the plain bare-handed attack under it. */
function maneuverFor(identifier: string): ManeuverDefinition {
  return MANEUVERS.some((maneuver) => maneuver.id === identifier) ? findManeuver(identifier) : plainManeuver(identifier);
}

/**
 * Version 3: weapons gain what the rules' weapon reads (where the damage comes from, silver, a chambered round,
 * automatic fire) and maneuvers the whole maneuver format. A weapon's damage source follows its kind and type
 * (ranged → ranged, bashing → blunt, lethal or aggravated → edged); the rest start false. A maneuver whose
 * identifier names one of the catalogue's gets its data; any other gets the plain bare-handed attack. The
 * identifier, name and description are kept as they are.
 */
const weaponsAndManeuvers: MigrationStep = {
  version: 3,
  item(source) {
    const system = source.system ?? {};
    if (source.type === "weapon") {
      const kind: WeaponKind = oneOf(system.kind, WEAPON_KINDS, "melee");
      const damage = (typeof system.damage === "object" && system.damage !== null ? system.damage : {}) as Record<string, unknown>;
      const type: DamageType = oneOf(damage.type, DAMAGE_TYPES, "bashing");
      return { "system.damageSource": usualDamageSource(kind, type) };
    }
    if (source.type === "maneuver") {
      const identifier = typeof system.identifier === "string" ? system.identifier : "";
      const format = maneuverFormatOf(maneuverFor(identifier));
      return Object.fromEntries(Object.entries(format).map(([key, value]) => [`system.${key}`, objectReplacement(system[key], value)]));
    }
    return null;
  },
};

/**
 * Every step, oldest first; each later schema change adds one, and the world's schema version follows from it.
 *
 * These steps write documents rather than living in a data model's `migrateData`: step 2 makes the identifier
 * from the document's name, which a system data model never sees, and step 3 fills fields that are missing.
 * Foundry runs `migrateData` on the changes of every update too (client/data/client-backend.mjs), where a
 * missing field is no sign of old data: a weapon update that only names its bonus would have its damage source
 * reset, and a maneuver update that only names its identifier would be overwritten with the catalogue's data.
 * `migrateData` is kept for what holds on any fragment (the actor's pools, src/data/actor/joint.ts).
 */
export const MIGRATION_STEPS: readonly MigrationStep[] = [addRulesData, weaponsAndManeuvers];

/** The schema version a list of steps brings a world to: its newest step's (1, the first shape, with none). */
export function schemaVersionOf(steps: readonly MigrationStep[]): number {
  return steps.reduce((newest, step) => Math.max(newest, step.version), 1);
}

/** The data shape the world is in once every step has run; the migration runner brings older worlds up to it. */
export const CURRENT_SCHEMA_VERSION = schemaVersionOf(MIGRATION_STEPS);

export function stepsAfter(version: number, steps: readonly MigrationStep[] = MIGRATION_STEPS): MigrationStep[] {
  return steps.filter((step) => step.version > version).sort((a, b) => a.version - b.version);
}

/** Reads a value at a dotted path of plain data. */
function readPath(source: Record<string, unknown>, path: string): unknown {
  let cursor: unknown = source;
  for (const part of path.split(".")) {
    if (typeof cursor !== "object" || cursor === null) return undefined;
    cursor = (cursor as Record<string, unknown>)[part];
  }
  return cursor;
}

/** Writes a dotted-path change into a copy of plain data, so a later step sees an earlier step's work. */
function writePath(source: StoredDocument, path: string, value: unknown): StoredDocument {
  const out = structuredClone(source) as Record<string, unknown>;
  const parts = path.split(".");
  let cursor = out;
  for (const part of parts.slice(0, -1)) {
    if (typeof cursor[part] !== "object" || cursor[part] === null) cursor[part] = {};
    cursor = cursor[part] as Record<string, unknown>;
  }
  cursor[parts[parts.length - 1] ?? path] = value;
  return out as StoredDocument;
}

/** Runs the steps over one document in order; the merged changes, or null when nothing changes. */
export function migrateDocument(source: StoredDocument, kind: "actor" | "item", steps: readonly MigrationStep[]): DocumentChanges {
  let current = source;
  const changes: Record<string, unknown> = {};
  for (const step of steps) {
    const stepChanges = step[kind]?.(current);
    if (!stepChanges) continue;
    for (const [path, value] of Object.entries(stepChanges)) {
      // A value equal to the stored one changes nothing (Foundry would send no write for it): leave it out.
      if (JSON.stringify(readPath(current as Record<string, unknown>, path)) === JSON.stringify(value)) continue;
      changes[path] = value;
      current = writePath(current, path, value);
    }
  }
  return Object.keys(changes).length ? changes : null;
}
