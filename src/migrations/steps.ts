/** A stored document as a migration step reads it: plain source data. */
export interface StoredDocument {
  _id?: string | null;
  name?: string;
  type?: string;
  system?: Record<string, unknown>;
}

/**
 * The changes a step makes to one document, as a flat update (`{"system.identifier": "knife"}`), or null. A path
 * written `==system` replaces that field whole, as Foundry's update reads it: a document's type changes only so.
 */
export type DocumentChanges = Record<string, unknown> | null;

/** The kinds of stored document a step may change. */
export type MigratedKind = "actor" | "item" | "message";

export interface MigrationStep {
  /** The schema version this step brings the world to. */
  version: number;
  actor?(source: StoredDocument): DocumentChanges;
  item?(source: StoredDocument): DocumentChanges;
  message?(source: StoredDocument): DocumentChanges;
}

/** The schema version a list of steps brings a world to: its newest step's (1, the first shape, with none). */
export function schemaVersionOf(steps: readonly MigrationStep[]): number {
  return steps.reduce((newest, step) => Math.max(newest, step.version), 1);
}

export function stepsAfter(version: number, steps: readonly MigrationStep[]): MigrationStep[] {
  return steps.filter((step) => step.version > version).sort((a, b) => a.version - b.version);
}

/** The dotted path a change writes: `==system` (a replacement) writes `system`. */
const fieldPath = (path: string): string => (path.startsWith("==") ? path.slice(2) : path);

/** Reads a value at a dotted path of plain data. */
function readPath(source: Record<string, unknown>, path: string): unknown {
  let cursor: unknown = source;
  for (const part of fieldPath(path).split(".")) {
    if (typeof cursor !== "object" || cursor === null) return undefined;
    cursor = (cursor as Record<string, unknown>)[part];
  }
  return cursor;
}

/** Writes a dotted-path change into a copy of plain data, so a later step sees an earlier step's work. */
function writePath(source: StoredDocument, path: string, value: unknown): StoredDocument {
  const out = structuredClone(source) as Record<string, unknown>;
  const parts = fieldPath(path).split(".");
  let cursor = out;
  for (const part of parts.slice(0, -1)) {
    if (typeof cursor[part] !== "object" || cursor[part] === null) cursor[part] = {};
    cursor = cursor[part] as Record<string, unknown>;
  }
  cursor[parts[parts.length - 1] ?? path] = value;
  return out as StoredDocument;
}

/** Runs the steps over one document in order; the merged changes, or null when nothing changes. */
export function migrateDocument(source: StoredDocument, kind: MigratedKind, steps: readonly MigrationStep[]): DocumentChanges {
  let current = source;
  const changes: Record<string, unknown> = {};
  for (const step of steps) {
    const stepChanges = step[kind]?.(current);
    if (!stepChanges) continue;
    for (const [path, value] of Object.entries(stepChanges)) {
      // A value equal to the stored one changes nothing (Foundry would send no write for it): leave it out. A
      // replacement is kept: it goes with a change of type, which Foundry refuses without it.
      if (!path.startsWith("==") && JSON.stringify(readPath(current as Record<string, unknown>, path)) === JSON.stringify(value)) continue;
      changes[path] = value;
      current = writePath(current, path, value);
    }
  }
  return Object.keys(changes).length ? changes : null;
}
