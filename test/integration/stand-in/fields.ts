/**
 * A small stand-in for `foundry.data.fields`: the fields this system uses, with Foundry's semantics for
 * cleaning (casting, initial values, integer rounding) and validation (type, choices, custom validators).
 * Failures throw a DataModelValidationError naming the field path, as Foundry does.
 */
import { StandInDataFieldOperator } from "./operators";

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain => typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof StandInDataFieldOperator);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The keys of `change` that differ from `before`, at every depth (Foundry's `diffObject`, with deletion keys). */
function objectDifference(before: unknown, change: Plain): Plain {
  const old = isPlain(before) ? before : {};
  const out: Plain = {};
  for (const [key, value] of Object.entries(change)) {
    if (key.startsWith("-=")) {
      if (key.slice(2) in old) out[key] = value;
    } else if (key.startsWith("==") || value instanceof StandInDataFieldOperator) out[key] = value;
    else if (isPlain(value) && isPlain(old[key])) {
      const inner = objectDifference(old[key], value);
      if (Object.keys(inner).length) out[key] = inner;
    } else if (!(key in old) || !same(old[key], value)) out[key] = value;
  }
  return out;
}

export class DataModelValidationError extends Error {
  override readonly name = "DataModelValidationError";
  constructor(readonly failures: Record<string, string>) {
    super(Object.entries(failures).map(([path, why]) => (path ? `${path}: ${why}` : why)).join("\n"));
  }
}

type Validator = (value: unknown) => boolean | undefined;

export interface FieldOptions {
  required?: boolean;
  nullable?: boolean;
  initial?: unknown;
  label?: string;
  hint?: string;
  validate?: Validator;
  validationError?: string;
  choices?: readonly unknown[] | Record<string, unknown> | (() => readonly unknown[] | Record<string, unknown>);
  [option: string]: unknown;
}

export abstract class DataField {
  name = "";
  parent: DataField | null = null;
  readonly options: FieldOptions;
  /** The options as the system declared them, before the field's defaults (what Foundry keeps as `options`). */
  readonly declaredOptions: FieldOptions;

  constructor(options: FieldOptions = {}) {
    this.declaredOptions = options;
    this.options = { required: false, nullable: false, ...this.defaults(), ...options };
  }

  protected defaults(): FieldOptions {
    return {};
  }

  get fieldPath(): string {
    const parentPath = this.parent?.fieldPath ?? "";
    return parentPath ? `${parentPath}.${this.name}` : this.name;
  }

  getInitialValue(): unknown {
    const initial = this.options.initial;
    return typeof initial === "function" ? (initial as () => unknown)() : structuredClone(initial);
  }

  clean(value: unknown): unknown {
    if (value === undefined) return this.getInitialValue();
    if (value === null) return this.options.nullable ? null : this.getInitialValue();
    return this.cast(value);
  }

  protected cast(value: unknown): unknown {
    return value;
  }

  /** Returns a map of failures by field path; empty when the value is valid. */
  validate(value: unknown): Record<string, string> {
    if (value === undefined) {
      return this.options.required ? { [this.fieldPath]: "may not be undefined" } : {};
    }
    if (value === null) {
      return this.options.nullable ? {} : { [this.fieldPath]: "may not be null" };
    }
    const typeFailure = this.validateType(value);
    if (typeFailure) return typeFailure;
    const choices = this.choiceValues();
    if (choices && !choices.includes(value)) {
      return { [this.fieldPath]: `${JSON.stringify(value)} is not a valid choice` };
    }
    const custom = this.options.validate;
    if (custom) {
      let ok: boolean | undefined;
      try {
        ok = custom(value);
      } catch (error) {
        return { [this.fieldPath]: error instanceof Error ? error.message : String(error) };
      }
      if (ok === false) return { [this.fieldPath]: this.options.validationError ?? "is not valid" };
    }
    return {};
  }

  protected validateType(_value: unknown): Record<string, string> | null {
    return null;
  }

  /** The part of an update's value that changes the stored one: the whole value, or nothing when it is the same. */
  differenceFrom(before: unknown, change: unknown): { changed: boolean; value: unknown } {
    return same(before, change) ? { changed: false, value: undefined } : { changed: true, value: change };
  }

  private choiceValues(): readonly unknown[] | null {
    const raw = typeof this.options.choices === "function" ? this.options.choices() : this.options.choices;
    if (!raw) return null;
    return Array.isArray(raw) ? raw : Object.keys(raw);
  }
}

export class StringField extends DataField {
  protected override defaults(): FieldOptions {
    return { blank: true, trim: true, initial: undefined };
  }
  override getInitialValue(): unknown {
    const initial = super.getInitialValue();
    if (initial !== undefined) return initial;
    if (this.options.nullable) return null;
    return this.options.blank ? "" : undefined;
  }
  protected override cast(value: unknown): unknown {
    const text = String(value);
    return this.options.trim ? text.trim() : text;
  }
  protected override validateType(value: unknown): Record<string, string> | null {
    if (typeof value !== "string") return { [this.fieldPath]: "must be a string" };
    if (!this.options.blank && value === "") return { [this.fieldPath]: "may not be a blank string" };
    return null;
  }
}

export class HTMLField extends StringField {
  protected override defaults(): FieldOptions {
    return { ...super.defaults(), trim: false };
  }
}

export class DocumentIdField extends StringField {}
export class FilePathField extends StringField {}

export class NumberField extends DataField {
  protected override defaults(): FieldOptions {
    return { initial: null, nullable: true };
  }
  protected override cast(value: unknown): unknown {
    if (typeof value === "string" && value.trim() === "") return this.options.nullable ? null : Number.NaN;
    let number = typeof value === "number" ? value : Number(typeof value === "string" ? value.trim() : value);
    if (!Number.isFinite(number)) return number;
    if (this.options.integer) number = Math.round(number);
    // Foundry clamps into min/max while cleaning; this system's fields put ranges in validators instead.
    if (typeof this.options.min === "number" && number < this.options.min) number = this.options.min;
    if (typeof this.options.max === "number" && number > this.options.max) number = this.options.max;
    return number;
  }
  protected override validateType(value: unknown): Record<string, string> | null {
    if (typeof value !== "number" || !Number.isFinite(value)) return { [this.fieldPath]: "must be a finite number" };
    if (this.options.integer && !Number.isInteger(value)) return { [this.fieldPath]: "must be an integer" };
    if (this.options.positive && value <= 0) return { [this.fieldPath]: "must be a positive number" };
    return null;
  }
}

export class BooleanField extends DataField {
  protected override defaults(): FieldOptions {
    return { initial: false, required: true };
  }
  protected override cast(value: unknown): unknown {
    if (typeof value === "string") return value === "true";
    return Boolean(value);
  }
  protected override validateType(value: unknown): Record<string, string> | null {
    return typeof value === "boolean" ? null : { [this.fieldPath]: "must be a boolean" };
  }
}

export class ObjectField extends DataField {
  protected override defaults(): FieldOptions {
    return { initial: () => ({}), required: true };
  }
  /** Foundry's: an object merges into the stored one, so only its keys that change are the difference. */
  override differenceFrom(before: unknown, change: unknown): { changed: boolean; value: unknown } {
    if (!isPlain(change) || !isPlain(before)) return super.differenceFrom(before, change);
    const value = objectDifference(before, change);
    return { changed: Object.keys(value).length > 0, value };
  }
  protected override validateType(value: unknown): Record<string, string> | null {
    return typeof value === "object" && value !== null ? null : { [this.fieldPath]: "must be an object" };
  }
}

export class SchemaField extends DataField {
  readonly fields: Record<string, DataField>;

  constructor(fields: Record<string, DataField>, options: FieldOptions = {}) {
    super({ required: true, nullable: false, ...options });
    this.fields = fields;
    for (const [name, field] of Object.entries(fields)) {
      field.name = name;
      field.parent = this;
    }
  }

  override getInitialValue(): unknown {
    return this.clean({});
  }

  override clean(value: unknown): unknown {
    if (value === null && this.options.nullable) return null;
    const source = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
    const out: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(this.fields)) out[name] = field.clean(source[name]);
    return out;
  }

  /** The field at a path of names below this one, if there is one. */
  fieldAt(path: readonly string[]): DataField | undefined {
    const [first, ...rest] = path;
    const field = first === undefined ? undefined : this.fields[first];
    if (!rest.length || !field) return field;
    return field instanceof SchemaField ? field.fieldAt(rest) : undefined;
  }

  /** Cleans only the keys present, for an update; `-=key` and `==key` (a deletion, a replacement) name their field. */
  cleanPartial(value: Record<string, unknown>): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const [key, change] of Object.entries(value)) {
      const special = key.startsWith("-=") || key.startsWith("==");
      const field = this.fields[special ? key.slice(2) : key];
      if (!field) continue;
      if (change instanceof StandInDataFieldOperator || key.startsWith("-=")) {
        out[key] = change;
        continue;
      }
      out[key] =
        field instanceof SchemaField && !key.startsWith("==") && typeof change === "object" && change !== null
          ? field.cleanPartial(change as Record<string, unknown>)
          : field.clean(change);
    }
    return out;
  }

  /** What an update changes, field by field (Foundry's `_updateDiff`): a replacement or deletion is kept as it is. */
  override differenceFrom(before: unknown, change: unknown): { changed: boolean; value: unknown } {
    if (!isPlain(change)) return super.differenceFrom(before, change);
    const old = isPlain(before) ? before : {};
    const out: Plain = {};
    for (const [key, value] of Object.entries(change)) {
      if (key.startsWith("-=")) {
        if (key.slice(2) in old) out[key] = value;
        continue;
      }
      if (key.startsWith("==") || value instanceof StandInDataFieldOperator) {
        out[key] = value;
        continue;
      }
      const field = this.fields[key];
      if (!field) continue;
      const diff = field.differenceFrom(old[key], value);
      if (diff.changed) out[key] = diff.value;
    }
    return { changed: Object.keys(out).length > 0, value: out };
  }

  /** Foundry validates an update's difference alone, partially: each key present against its field, nothing else. */
  validatePartial(diff: Record<string, unknown>): Record<string, string> {
    const failures: Record<string, string> = {};
    for (const [key, value] of Object.entries(diff)) {
      // A replacement or deletion is not a field's name, and Foundry's field validation passes it by.
      if (key.startsWith("-=") || key.startsWith("==") || value instanceof StandInDataFieldOperator) continue;
      const field = this.fields[key];
      if (!field) continue;
      Object.assign(failures, field instanceof SchemaField && isPlain(value) ? field.validatePartialOwn(value) : field.validate(value));
    }
    return failures;
  }

  private validatePartialOwn(value: Record<string, unknown>): Record<string, string> {
    const base = super.validate(value);
    return Object.keys(base).length ? base : this.validatePartial(value);
  }


  override validate(value: unknown): Record<string, string> {
    const base = super.validate(value);
    if (Object.keys(base).length || value === null || value === undefined) return base;
    const failures: Record<string, string> = {};
    for (const [name, field] of Object.entries(this.fields)) {
      Object.assign(failures, field.validate((value as Record<string, unknown>)[name]));
    }
    return failures;
  }

  protected override validateType(value: unknown): Record<string, string> | null {
    return typeof value === "object" && value !== null ? null : { [this.fieldPath]: "must be an object" };
  }
}

export class ArrayField extends DataField {
  constructor(
    readonly element: DataField,
    options: FieldOptions = {},
  ) {
    super({ required: true, initial: () => [], ...options });
    element.parent = this;
  }
  protected override cast(value: unknown): unknown {
    const list = Array.isArray(value) ? value : value instanceof Set ? [...value] : [value];
    return list.map((item) => this.element.clean(item));
  }
  override validate(value: unknown): Record<string, string> {
    const base = super.validate(value);
    if (Object.keys(base).length || !Array.isArray(value)) return base;
    const failures: Record<string, string> = {};
    value.forEach((item, index) => {
      this.element.name = String(index);
      Object.assign(failures, this.element.validate(item));
    });
    this.element.name = "";
    return failures;
  }
  protected override validateType(value: unknown): Record<string, string> | null {
    return Array.isArray(value) ? null : { [this.fieldPath]: "must be an array" };
  }
}

export class SetField extends ArrayField {}

export class EmbeddedDataField extends SchemaField {
  constructor(
    readonly model: { defineSchema(): Record<string, DataField> },
    options: FieldOptions = {},
  ) {
    super(model.defineSchema(), options);
  }
}

export const fields = {
  DataField,
  StringField,
  HTMLField,
  DocumentIdField,
  FilePathField,
  NumberField,
  BooleanField,
  ObjectField,
  SchemaField,
  ArrayField,
  SetField,
  EmbeddedDataField,
};
