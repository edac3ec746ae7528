import { DataModelValidationError, SchemaField, type DataField } from "./fields";
import { deprecatedUpdateKeys, playsV14, StandInDataFieldOperator, StandInForcedDeletion, StandInForcedReplacement } from "./operators";

type Source = Record<string, unknown>;

function isPlainObject(value: unknown): value is Source {
  return typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof StandInDataFieldOperator);
}

/** A copy of an update value as it lands: deletions gone, replacements unwrapped. */
function landed(value: unknown): unknown {
  if (value instanceof StandInForcedReplacement) return structuredClone(value.value);
  if (!isPlainObject(value)) return structuredClone(value);
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, inner]) => (inner instanceof StandInForcedDeletion || key.startsWith("-=") ? [] : [[key.startsWith("==") ? key.slice(2) : key, landed(inner)]])),
  );
}

/**
 * Applies `changes` onto a copy of `source`, expanding dotted keys as Foundry's updates do. A `-=key` (v13, and
 * v14 deprecated) or a ForcedDeletion value (v14) removes that key, as Foundry's object fields do when they
 * merge an update (`mergeObject` with deletions); a `==key` (v13) or a ForcedReplacement (v14) sets its value whole.
 */
export function mergeChanges(source: Source, changes: Source): Source {
  const deleted = new Set(Object.keys(changes).filter((key) => key.startsWith("-=")).map((key) => key.slice(2)));
  if (playsV14()) for (const key of deleted) deprecatedUpdateKeys.push(`-=${key}`);
  const out: Source = Object.fromEntries(Object.entries(structuredClone(source)).filter(([key]) => !deleted.has(key)));
  for (const [key, value] of Object.entries(changes)) {
    if (key.startsWith("-=")) continue;
    if (key.startsWith("==")) {
      out[key.slice(2)] = structuredClone(value);
      continue;
    }
    const path = key.split(".");
    let cursor: Source = out;
    for (const part of path.slice(0, -1)) {
      if (!isPlainObject(cursor[part])) cursor[part] = {};
      cursor = cursor[part] as Source;
    }
    const last = path[path.length - 1] ?? key;
    if (value instanceof StandInForcedDeletion) Reflect.deleteProperty(cursor, last);
    else cursor[last] = isPlainObject(value) && isPlainObject(cursor[last]) ? mergeChanges(cursor[last] as Source, value) : landed(value);
  }
  return out;
}

/**
 * The stand-in DataModel: cleans source data through its schema, validates it, and on an update either
 * applies every change or, when any field fails, none of them.
 */
export class DataModel {
  static defineSchema(): Record<string, DataField> {
    return {};
  }

  static migrateData(source: Source): Source {
    return source;
  }

  /** Foundry's check of the whole model after each field passed its own: throws an Error to refuse it. */
  static validateJoint(_data: Source): void {}

  private static schemas = new WeakMap<object, SchemaField>();

  static get schema(): SchemaField {
    let schema = DataModel.schemas.get(this);
    if (!schema) {
      schema = new SchemaField(this.defineSchema());
      DataModel.schemas.set(this, schema);
    }
    return schema;
  }

  _source: Source;
  declare readonly parent: unknown;

  /** Whether the data failed a check that Foundry's fallback could not mend (a model built with `strict: false`). */
  declare readonly invalid: boolean;

  /**
   * `strict: false` builds a model whose data fails validation, as Foundry does for `getInvalid`: each field that
   * fails takes its initial value instead (Foundry's fallback), and what still fails, or fails the joint check,
   * leaves the model `invalid`. As in Foundry, `parent` is the model's own read-only member, so a schema field of
   * that name throws when the data is put on the model; and the data is migrated twice on the way in (a
   * document's create migrates it before building it, and building migrates it again), so a migration must leave
   * migrated data as it is.
   */
  constructor(data: Source = {}, options: { parent?: unknown; strict?: boolean } = {}) {
    Object.defineProperty(this, "parent", { value: options.parent ?? null, writable: false, enumerable: false });
    const model = this.constructor as typeof DataModel;
    const migrated = model.migrateData(model.migrateData(structuredClone(data)));
    this._source = model.schema.clean(migrated) as Source;
    let invalid = false;
    if (options.strict !== false) DataModel.check(model, this._source);
    else invalid = !DataModel.fallBack(model, this._source);
    Object.defineProperty(this, "invalid", { value: invalid, writable: false, enumerable: false });
    this.reset();
  }

  /** Foundry's fallback: every failing field takes its initial value; whether the source then passes every check. */
  private static fallBack(model: typeof DataModel, source: Source): boolean {
    for (const path of Object.keys(model.schema.validate(source))) {
      const field = model.schema.fieldAt(path.split("."));
      const parts = path.split(".");
      const holder = parts.slice(0, -1).reduce<Source | undefined>((cursor, key) => (isPlainObject(cursor?.[key]) ? (cursor[key] as Source) : undefined), source);
      const last = parts.at(-1);
      if (field && holder && last !== undefined) holder[last] = field.getInitialValue();
    }
    try {
      DataModel.check(model, source);
      return true;
    } catch {
      return false;
    }
  }

  /** Each field first; when they all pass, the model's joint check (Foundry's `validate` with `joint`). */
  private static check(model: typeof DataModel, source: Source): void {
    const failures = model.schema.validate(source);
    if (Object.keys(failures).length) throw new DataModelValidationError(failures);
    DataModel.checkJoint(model, source);
  }

  /** Foundry's joint validation of a whole source (`validateJoint`). */
  private static checkJoint(model: typeof DataModel, source: Source): void {
    try {
      model.validateJoint(source);
    } catch (error) {
      throw new DataModelValidationError({ "": error instanceof Error ? error.message : String(error) });
    }
  }

  /** Copies the source onto the instance, as Foundry does before preparing derived data. */
  reset(): void {
    for (const key of Object.keys((this.constructor as typeof DataModel).schema.fields)) {
      (this as unknown as Source)[key] = structuredClone(this._source[key]);
    }
  }

  /**
   * Foundry's update of a model's source (DataModel#updateSource): the changes are expanded and cleaned, reduced to
   * what differs from the source, and only that difference is validated field by field (an object field's check
   * sees the keys that changed, not the whole value); the merged result then passes the model's `validateJoint`.
   * Returns the difference, or throws and keeps the old source. A change that alters nothing returns `{}` and is
   * not validated.
   */
  updateSource(changes: Source): Source {
    const model = this.constructor as typeof DataModel;
    const cleanedChanges = model.schema.cleanPartial(expandDots(changes));
    const diff = model.schema.differenceFrom(this._source, cleanedChanges).value as Source;
    if (!Object.keys(diff).length) return {};
    const failures = model.schema.validatePartial(diff);
    if (Object.keys(failures).length) throw new DataModelValidationError(failures);
    const next = mergeChanges(this._source, diff);
    DataModel.checkJoint(model, next);
    this._source = next;
    this.reset();
    return diff;
  }

  toObject(): Source {
    return structuredClone(this._source);
  }
}

/**
 * Foundry's `expandObject`, as the client applies it to an update: every dotted key becomes nested objects, at any
 * depth and inside lists too. A key that is empty sets nothing (Foundry's `setProperty` refuses an empty path), and a
 * path that runs through a value that is no object (`{ "a": false, "a.b": 1 }`) throws a TypeError, as Foundry's
 * `in` test on that value does: the write is refused whole.
 */
export function expandDots(changes: Source): Source {
  return expandValue(changes, 0) as Source;
}

/** Whether Foundry's expansion takes `value` (a fuzz test's payload): a client cannot even send one it throws on. */
export function expandsOnFoundry(value: unknown): boolean {
  try {
    expandValue(value, 0);
    return true;
  } catch {
    return false;
  }
}

function expandValue(value: unknown, depth: number): unknown {
  if (depth > 32) throw new Error("Maximum object expansion depth exceeded");
  if (Array.isArray(value)) return value.map((entry) => expandValue(entry, depth + 1));
  // As Foundry's `getType(value) === "Object"`: only a plain record is expanded; a class's instance (a Roll) is kept.
  // By the constructor's name, since a test's records may come from another realm (the page's) than this module's.
  if (!isPlainObject(value) || (value.constructor !== undefined && value.constructor.name !== "Object")) return value;
  const out: Source = {};
  for (const [key, entry] of Object.entries(value)) placeAt(out, key, expandValue(entry, depth + 1));
  return out;
}

const isObjectLike = (value: unknown): value is Source => (typeof value === "object" && value !== null) || typeof value === "function";

function placeAt(target: Source, key: string, value: unknown): void {
  if (!key) return;
  const path = key.split(".");
  const last = path.pop() ?? key;
  let cursor: unknown = target;
  for (const part of path) {
    if (!isObjectLike(cursor)) throw new TypeError(`Cannot use 'in' operator to search for '${part}' in ${String(cursor)}`);
    if (!(part in cursor)) cursor[part] = {};
    cursor = cursor[part];
  }
  if (!isObjectLike(cursor)) throw new TypeError(`Cannot use 'in' operator to search for '${last}' in ${String(cursor)}`);
  cursor[last] = value;
}

/** Type data lives under a document's `system` and prepares its derived values in two passes. */
export class TypeDataModel extends DataModel {
  prepareBaseData(): void {}
  prepareDerivedData(): void {}
}
