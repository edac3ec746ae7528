/**
 * A small stand-in for `foundry.data.fields`: the fields this system uses, cleaning and validating values by the
 * rules Foundry v13's fields follow (test/fixtures/foundry-v13/field-probes.json records Foundry's answers, and
 * test/integration/documents/field-probes.test.ts holds the stand-in to them).
 *
 * Cleaning: `undefined` takes the field's initial value; a value the field accepts as it is (`null` where
 * nullable, `""` where blank) is kept; one it refuses outright (`null` where not nullable, `""` where not blank)
 * takes the initial value too; anything else is cast to the field's type (a string from anything, a number by
 * `Number()`, an object from anything not an object by `{}`, a list by wrapping a single value) and then cleaned
 * by the field's own rules (trimming, rounding, clamping, each element cleaned).
 *
 * Validation runs three checks in turn, each of which may settle it: the special values, the field's type, and
 * the system's `validate` option. A check that returns `true` accepts the value at once (a string that is one of
 * its choices never reaches `validate`); `false` refuses it with `validationError`; a thrown error refuses it with
 * the error's message. Failures are mapped by field path and thrown as a DataModelValidationError, as Foundry does.
 */
import { StandInDataFieldOperator } from "./operators";

type Plain = Record<string, unknown>;
type Failures = Record<string, string>;

/**
 * Foundry's "Object" type: a plain object, of any realm (the integration files run in VM contexts), never an
 * array, a class instance or an update operator.
 */
function isPlain(value: unknown): value is Plain {
  if (typeof value !== "object" || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === null || Object.getPrototypeOf(prototype) === null;
}

/** Foundry's equality of stored values: lists element by element, plain objects key by key, anything else by identity. */
function equal(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => equal(item, b[index]));
  }
  if (isPlain(a) && isPlain(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => key in b && equal(a[key], b[key]));
  }
  return a === b;
}

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
    } else if (!(key in old) || !equal(old[key], value)) out[key] = value;
  }
  return out;
}

export class DataModelValidationError extends Error {
  override readonly name = "DataModelValidationError";
  constructor(readonly failures: Failures) {
    super(Object.entries(failures).map(([path, why]) => (path ? `${path}: ${why}` : why)).join("\n"));
  }
}

/** `true` accepts the value at once, `false` refuses it, anything else lets the next check decide. */
type Validator = (value: unknown) => unknown;

/** What one of a field's own checks concludes: settled either way, failures of inner fields, or undecided. */
type Verdict = boolean | Failures | undefined;

type Choices = readonly unknown[] | Record<string, unknown>;

export interface FieldOptions {
  required?: boolean;
  nullable?: boolean;
  initial?: unknown;
  label?: string;
  hint?: string;
  validate?: Validator;
  validationError?: string;
  choices?: Choices | (() => Choices);
  [option: string]: unknown;
}

export interface CleanOptions {
  /** An update's changes: only the keys present are cleaned, and no missing key takes its initial value. */
  partial?: boolean;
}

export interface ValidateOptions {
  /** An update's difference: only the keys present are checked. */
  partial?: boolean;
}

const numberOption = (value: unknown): number | undefined => (typeof value === "number" && !Number.isNaN(value) ? value : undefined);

export abstract class DataField {
  name = "";
  parent: DataField | null = null;
  /** The options in force: the field class's defaults, overridden by the declared ones. */
  readonly options: FieldOptions;
  /** The options as the system declared them, before the field's defaults (what Foundry keeps as `options`). */
  readonly declaredOptions: FieldOptions;

  constructor(options: FieldOptions = {}) {
    this.declaredOptions = options;
    this.options = { ...this.defaults(), ...options };
  }

  protected defaults(): FieldOptions {
    return { required: false, nullable: false, initial: undefined, validationError: "is not a valid value" };
  }

  get fieldPath(): string {
    const parentPath = this.parent?.fieldPath ?? "";
    return parentPath ? `${parentPath}.${this.name}` : this.name;
  }

  /**
   * The declared initial value (a function's result); without one, `undefined` for a field that is not required,
   * else `null` where nullable. A copy, so that no two sources share an object.
   */
  getInitialValue(): unknown {
    const initial = this.options.initial;
    if (typeof initial === "function") return (initial as () => unknown)();
    if (initial !== undefined) return structuredClone(initial);
    if (!this.options.required) return undefined;
    return this.options.nullable ? null : undefined;
  }

  clean(value: unknown, options: CleanOptions = {}): unknown {
    if (value === undefined) return this.getInitialValue();
    try {
      if (this.validateSpecial(value) === true) return value;
    } catch {
      return this.getInitialValue();
    }
    return this.cleanType(this.cast(value), options);
  }

  /** The value as the field's type. */
  protected cast(value: unknown): unknown {
    return value;
  }

  /** The field's own cleaning of a value already cast. */
  protected cleanType(value: unknown, _options: CleanOptions): unknown {
    return value;
  }

  /** Returns a map of failures by field path; empty when the value is valid. */
  validate(value: unknown, options: ValidateOptions = {}): Failures {
    const checks: ((value: unknown) => unknown)[] = [(v) => this.validateSpecial(v), (v) => this.validateType(v, options)];
    const custom = this.options.validate;
    if (custom) checks.push(custom);
    try {
      for (const check of checks) {
        const verdict = check(value);
        if (verdict === true) return {};
        if (verdict === false) return { [this.fieldPath]: this.options.validationError ?? "is not a valid value" };
        if (isPlain(verdict) && Object.keys(verdict).length) return verdict as Failures;
      }
    } catch (error) {
      return { [this.fieldPath]: error instanceof Error ? error.message : String(error) };
    }
    return {};
  }

  /** Settles `null` and `undefined`: accepted where nullable (or not required), refused with a thrown error otherwise. */
  protected validateSpecial(value: unknown): Verdict {
    if (value === null) {
      if (this.options.nullable) return true;
      throw new Error("may not be null");
    }
    if (value === undefined) {
      if (this.options.required) throw new Error("may not be undefined");
      return true;
    }
    return undefined;
  }

  protected validateType(_value: unknown, _options: ValidateOptions): Verdict {
    return undefined;
  }

  /** The part of an update's value that changes the stored one: the whole value, or nothing when it is the same. */
  differenceFrom(before: unknown, change: unknown): { changed: boolean; value: unknown } {
    return before === change ? { changed: false, value: undefined } : { changed: true, value: change };
  }

  /** Whether `value` is one of the declared choices: an item of a list, or a key of a record. */
  protected isValidChoice(value: unknown): boolean {
    const declared = this.options.choices;
    const choices = typeof declared === "function" ? declared() : declared;
    if (!choices) return true;
    return Array.isArray(choices) ? choices.includes(value) : String(value) in choices;
  }
}

export class StringField extends DataField {
  constructor(options: FieldOptions = {}) {
    super(options);
    // A field with choices is neither nullable nor blank unless it says so.
    if (this.options.choices) {
      this.options.nullable = options.nullable ?? false;
      this.options.blank = options.blank ?? false;
    }
  }
  protected override defaults(): FieldOptions {
    return { ...super.defaults(), blank: true, trim: true, choices: undefined };
  }
  override clean(value: unknown, options: CleanOptions = {}): unknown {
    return super.clean(typeof value === "string" && this.options.trim ? value.trim() : value, options);
  }
  /** A required field that may be blank starts blank rather than null. */
  override getInitialValue(): unknown {
    const initial = super.getInitialValue();
    if (this.options.blank && this.options.required && !initial) return "";
    return initial;
  }
  protected override cast(value: unknown): unknown {
    return String(value);
  }
  protected override validateSpecial(value: unknown): Verdict {
    if (value === "") {
      if (this.options.blank) return true;
      throw new Error("may not be a blank string");
    }
    return super.validateSpecial(value);
  }
  protected override validateType(value: unknown): Verdict {
    if (typeof value !== "string") throw new Error("must be a string");
    if (!this.options.choices) return undefined;
    if (this.isValidChoice(value)) return true;
    throw new Error(`${value} is not a valid choice`);
  }
}

/** HTML is a string like any other: trimmed, and blank unless declared otherwise. */
export class HTMLField extends StringField {
  protected override defaults(): FieldOptions {
    return { ...super.defaults(), required: true, blank: true };
  }
}

/** A document's id: sixteen letters and digits, or null. */
export class DocumentIdField extends StringField {
  protected override defaults(): FieldOptions {
    return { ...super.defaults(), required: true, blank: false, nullable: true, initial: null, readonly: true, validationError: "is not a valid Document ID string" };
  }
  protected override validateType(value: unknown): Verdict {
    if (typeof value !== "string" || !/^[a-zA-Z0-9]{16}$/.test(value)) throw new Error("must be a valid 16-character alphanumeric ID");
    return undefined;
  }
}

/** The file extensions of each category a FilePathField may name, with their media types (Foundry's CONST). */
const FILE_CATEGORIES: Record<string, Record<string, string>> = {
  IMAGE: { apng: "image/apng", avif: "image/avif", bmp: "image/bmp", gif: "image/gif", jpeg: "image/jpeg", jpg: "image/jpeg", png: "image/png", svg: "image/svg+xml", tiff: "image/tiff", webp: "image/webp" },
  VIDEO: { m4v: "video/mp4", mp4: "video/mp4", ogv: "video/ogg", webm: "video/webm" },
  AUDIO: { aac: "audio/aac", flac: "audio/flac", m4a: "audio/mp4", mid: "audio/midi", mp3: "audio/mpeg", ogg: "audio/ogg", opus: "audio/opus", wav: "audio/wav", webm: "audio/webm" },
};

/**
 * A path to a file of the declared categories: one whose name ends in an extension of them (a query string may
 * follow), or base64 data of one of their media types. Nullable, and not blank, unless declared otherwise.
 */
export class FilePathField extends StringField {
  constructor(options: FieldOptions = {}) {
    super(options);
    const categories = this.categories();
    const unknown = categories.filter((category) => !(category in FILE_CATEGORIES));
    if (!categories.length) throw new Error("The categories of a FilePathField must be keys in CONST.FILE_CATEGORIES");
    if (unknown.length) throw new Error(`The stand-in's FilePathField knows no file category ${unknown.join(", ")}`);
  }
  protected override defaults(): FieldOptions {
    return { ...super.defaults(), categories: [], base64: false, wildcard: false, virtual: false, nullable: true, blank: false, initial: null };
  }
  private categories(): string[] {
    const categories = this.options.categories;
    return Array.isArray(categories) ? categories.filter((category): category is string => typeof category === "string") : [];
  }
  protected override validateType(value: unknown): Verdict {
    const path = String(value);
    if (this.options.virtual && path.startsWith("#") && path.length > 1) return true;
    if (this.options.wildcard && path.includes("*")) return true;
    const valid = this.categories().some((category) => {
      const types = FILE_CATEGORIES[category] ?? {};
      const extensions = Object.keys(types).join("|");
      if (path && new RegExp(`\\.(${extensions})(\\?.*)?$`, "i").test(path)) return true;
      return Object.values(types).some((type) => path.startsWith(`data:${type};base64,`));
    });
    if (!valid) throw new Error(`does not have a valid file extension${this.options.base64 ? " or provide valid base64 data" : ""}`);
    return undefined;
  }
}

/** `value` to the nearest multiple of `step` counted from `base`, without the binary fractions' stray digits. */
function toNearestStep(value: number, step: number, base: number, round: (x: number) => number): number {
  const decimals = (x: number) => (Number.isInteger(x) ? 0 : String(x).length - 2);
  return Number((base + round((value - base) / step) * step).toFixed(Math.max(decimals(base), decimals(step))));
}

export class NumberField extends DataField {
  constructor(options: FieldOptions = {}) {
    super(options);
    // A field with choices is not nullable unless it says so.
    if (this.options.choices) this.options.nullable = options.nullable ?? false;
    const min = numberOption(this.options.min);
    const max = numberOption(this.options.max);
    if (min !== undefined && max !== undefined && min > max) throw new Error("NumberField minimum constraint cannot exceed its maximum constraint");
  }
  protected override defaults(): FieldOptions {
    return { ...super.defaults(), nullable: true, min: undefined, max: undefined, step: undefined, integer: false, positive: false, choices: undefined };
  }
  /** `Number()` of anything: "" is 0 where the field is not nullable, and a word is NaN, which validation refuses. */
  protected override cast(value: unknown): unknown {
    return this.options.nullable && value === "" ? null : Number(value);
  }
  /** Integers rounded, then clamped into min and max (onto the step's grid where there is one). */
  protected override cleanType(value: unknown): unknown {
    if (typeof value !== "number") return value;
    let number = this.options.integer ? Math.round(value) : value;
    const min = numberOption(this.options.min);
    const max = numberOption(this.options.max);
    const step = numberOption(this.options.step);
    if (step !== undefined && Number.isFinite(step)) {
      const base = min !== undefined && Number.isFinite(min) ? min : 0;
      if (min !== undefined && Number.isFinite(min)) number = Math.max(number, min);
      number = toNearestStep(number, step, base, Math.round);
      if (max !== undefined && Number.isFinite(max)) number = Math.min(number, toNearestStep(max, step, base, (x) => Math.floor(x + 1e-8)));
    } else {
      if (min !== undefined && Number.isFinite(min)) number = Math.max(number, min);
      if (max !== undefined && Number.isFinite(max)) number = Math.min(number, max);
    }
    return number;
  }
  protected override validateType(value: unknown): Verdict {
    if (typeof value !== "number") throw new Error("must be a number");
    const min = numberOption(this.options.min);
    const max = numberOption(this.options.max);
    const step = numberOption(this.options.step);
    if (this.options.positive && value <= 0) throw new Error("must be a positive number");
    if (min !== undefined && Number.isFinite(min) && value < min) throw new Error(`must be at least ${min}`);
    if (max !== undefined && Number.isFinite(max) && value > max) throw new Error(`must be at most ${max}`);
    if (step !== undefined && Number.isFinite(step)) {
      const base = min !== undefined && Number.isFinite(min) ? min : 0;
      if (toNearestStep(value, step, base, Math.round) !== value) throw new Error(base !== 0 ? `must be an increment of ${step} after subtracting ${base}` : `must be an increment of ${step}`);
    }
    if (this.options.choices && !this.isValidChoice(value)) throw new Error(`${value} is not a valid choice`);
    if (this.options.integer) {
      if (!Number.isInteger(value)) throw new Error("must be an integer");
    } else if (!Number.isFinite(value)) throw new Error("must be a finite number");
    return undefined;
  }
}

export class BooleanField extends DataField {
  protected override defaults(): FieldOptions {
    return { ...super.defaults(), required: true, nullable: false, initial: false };
  }
  /** "true" alone is true among strings; any object, a list included, is false. */
  protected override cast(value: unknown): unknown {
    if (typeof value === "string") return value === "true";
    if (typeof value === "object") return false;
    return Boolean(value);
  }
  protected override validateType(value: unknown): Verdict {
    if (typeof value !== "boolean") throw new Error("must be a boolean");
    return undefined;
  }
}

export class ObjectField extends DataField {
  protected override defaults(): FieldOptions {
    return { ...super.defaults(), required: true, nullable: false };
  }
  override getInitialValue(): unknown {
    const initial = super.getInitialValue();
    return this.options.required && initial === undefined ? {} : initial;
  }
  /** A model gives its source; anything else that is not a plain object becomes an empty one. */
  protected override cast(value: unknown): unknown {
    const object = typeof value === "object" && value !== null && "toObject" in value && typeof value.toObject === "function" ? (value.toObject as () => unknown)() : value;
    return isPlain(object) ? object : {};
  }
  /**
   * Foundry's: an object merges into the stored one, so only its keys that change are the difference (an empty
   * object changes nothing, even where the stored value is null); any other value replaces it.
   */
  override differenceFrom(before: unknown, change: unknown): { changed: boolean; value: unknown } {
    if (!isPlain(change)) return super.differenceFrom(before, change);
    const value = objectDifference(before, change);
    return { changed: Object.keys(value).length > 0, value };
  }
  protected override validateType(value: unknown): Verdict {
    if (!isPlain(value)) throw new Error("must be an object");
    return undefined;
  }
}

export class SchemaField extends DataField {
  readonly fields: Record<string, DataField>;

  constructor(fields: Record<string, DataField>, options: FieldOptions = {}) {
    super(options);
    this.fields = fields;
    for (const [name, field] of Object.entries(fields)) {
      field.name = name;
      field.parent = this;
    }
  }

  protected override defaults(): FieldOptions {
    return { ...super.defaults(), required: true, nullable: false };
  }

  override getInitialValue(): unknown {
    const initial = super.getInitialValue();
    return this.options.required && initial === undefined ? this.cleanType({}, {}) : initial;
  }

  protected override cast(value: unknown): unknown {
    return isPlain(value) ? value : {};
  }

  /**
   * Each field's value cleaned (in an update, only those present: `==key`, a replacement, is cleaned whole, and
   * `-=key`, a deletion, or an update operator is kept as it is); keys that name no field are dropped.
   */
  protected override cleanType(value: unknown, options: CleanOptions): unknown {
    const source = isPlain(value) ? value : {};
    const out: Plain = {};
    for (const [name, field] of Object.entries(this.fields)) {
      if (options.partial) {
        if (`-=${name}` in source) out[`-=${name}`] = source[`-=${name}`];
        if (`==${name}` in source) {
          const replacement = source[`==${name}`];
          out[`==${name}`] = replacement instanceof StandInDataFieldOperator ? replacement : field.clean(replacement);
        }
        if (!(name in source)) continue;
        const change = source[name];
        out[name] = change instanceof StandInDataFieldOperator ? change : field.clean(change, options);
      } else out[name] = field.clean(source[name]);
    }
    return out;
  }

  /** The field at a path of names below this one, if there is one. */
  fieldAt(path: readonly string[]): DataField | undefined {
    const [first, ...rest] = path;
    const field = first === undefined ? undefined : this.fields[first];
    if (!rest.length || !field) return field;
    return field instanceof SchemaField ? field.fieldAt(rest) : undefined;
  }

  /** Cleans only the keys present, for an update. */
  cleanPartial(value: Plain): Plain {
    return this.clean(value, { partial: true }) as Plain;
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
  validatePartial(diff: Plain): Failures {
    return this.validate(diff, { partial: true });
  }

  /**
   * Each field's value checked; in an update's difference, only the keys present. A replacement (`==key`) is
   * checked as the field's value, a deletion (`-=key`, whose value must be null) as the field left undefined, so a
   * required field cannot be deleted. An update operator is the stand-in's to apply and is not checked here.
   */
  protected override validateType(value: unknown, options: ValidateOptions): Verdict {
    if (typeof value !== "object" || value === null) throw new Error("must be an object");
    const source = value as Plain;
    const failures: Failures = {};
    for (const [name, field] of Object.entries(this.fields)) {
      for (const prefix of ["", "-=", "=="]) {
        const key = prefix + name;
        if ((prefix || options.partial) && !(key in source)) continue;
        let inner = source[key];
        if (inner instanceof StandInDataFieldOperator) continue;
        if (prefix === "-=") {
          if (inner !== null) throw new Error("Removing a key using the -= deletion syntax requires the value of that deletion key to be null, for example {-=key: null}");
          inner = undefined;
        }
        Object.assign(failures, field.validate(inner, options));
      }
    }
    return failures;
  }
}

export class ArrayField extends DataField {
  constructor(
    readonly element: DataField,
    options: FieldOptions = {},
  ) {
    super(options);
    element.name ||= "element";
    element.parent = this;
    if ((numberOption(this.options.min) ?? 0) > (numberOption(this.options.max) ?? Infinity)) throw new Error("ArrayField minimum length cannot exceed maximum length");
  }
  protected override defaults(): FieldOptions {
    return { ...super.defaults(), required: true, nullable: false, empty: true, exact: undefined, min: 0, max: Infinity };
  }
  override getInitialValue(): unknown {
    const initial = super.getInitialValue();
    return this.options.required && initial === undefined ? [] : initial;
  }
  /**
   * A list from anything: a plain object's whole-number keys become indices (so an object without any is an empty
   * list), a set its members, and any single value a list of itself.
   */
  protected override cast(value: unknown): unknown {
    if (isPlain(value)) {
      const list: unknown[] = [];
      for (const [key, item] of Object.entries(value)) {
        const index = Number(key);
        if (Number.isInteger(index) && index >= 0) list[index] = item;
      }
      return list;
    }
    if (value instanceof Set) return [...(value as Set<unknown>)];
    return Array.isArray(value) ? value : [value];
  }
  /** Every element cleaned whole: a list is replaced whole by an update, never merged. */
  protected override cleanType(value: unknown): unknown {
    return (value as unknown[]).map((item) => this.element.clean(item));
  }
  protected override validateType(value: unknown): Verdict {
    if (!Array.isArray(value)) throw new Error("must be an Array");
    const min = numberOption(this.options.min) ?? 0;
    const max = numberOption(this.options.max) ?? Infinity;
    if (value.length < min) throw new Error(`cannot have fewer than ${min} elements`);
    if (value.length > max) throw new Error(`cannot have more than ${max} elements`);
    const failures: Failures = {};
    const name = this.element.name;
    value.forEach((item, index) => {
      this.element.name = String(index);
      Object.assign(failures, this.element.validate(item));
    });
    this.element.name = name;
    return failures;
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
