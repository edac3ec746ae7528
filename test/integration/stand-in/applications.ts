/**
 * Just enough of Foundry's ApplicationV2 family for the system's sheet and dialog classes to be defined and
 * registered: rendering happens in the browser layer, with the same context builders and the real templates.
 */
type Options = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Options => typeof value === "object" && value !== null && (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/** Foundry's deepClone: arrays and plain objects copied, anything else (a document, a function) kept as it is. */
function cloned(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(cloned);
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, cloned(inner)]));
  return value;
}

/** Foundry's merge of one class's options into those gathered so far: arrays joined, inner objects merged, the rest replaced. */
function mergeOptions(into: Options, from: Options): void {
  for (const [key, value] of Object.entries(from)) {
    const copy = cloned(value);
    const present = into[key];
    if (Array.isArray(present) && Array.isArray(copy)) present.push(...(copy as unknown[]));
    else if (isPlainObject(present) && isPlainObject(copy)) mergeOptions(present, copy);
    else into[key] = copy;
  }
}

export class StandInApplicationV2 {
  static DEFAULT_OPTIONS: Options = {};
  options: Options;
  rendered = 0;

  /**
   * As Foundry's `_initializeApplicationOptions`: each class's own DEFAULT_OPTIONS along the inheritance chain, the
   * furthest first, then the options given, merged; the classes without repeats.
   */
  constructor(options: Options = {}) {
    const order: Options[] = [options];
    let cls = this.constructor as typeof StandInApplicationV2;
    for (;;) {
      if (Object.hasOwn(cls, "DEFAULT_OPTIONS")) order.unshift(cls.DEFAULT_OPTIONS);
      if (cls === StandInApplicationV2) break;
      cls = Object.getPrototypeOf(cls) as typeof StandInApplicationV2;
    }
    const merged: Options = {};
    for (const layer of order) mergeOptions(merged, layer);
    if (Array.isArray(merged.classes)) merged.classes = [...new Set(merged.classes)];
    this.options = merged;
  }

  async render(): Promise<this> {
    this.rendered += 1;
    return this;
  }

  /** As Foundry's: the window's own close steps (`_onClose`) run as it closes. */
  async close(options: Options = {}): Promise<this> {
    this._onClose(options);
    return this;
  }

  /** Foundry's hook for a subclass's steps on closing; its own does nothing. */
  protected _onClose(_options: Options): void {}

  /** Foundry's hook for listeners on the window's element, called once it is first drawn; its own adds none here. */
  protected _attachFrameListeners(): void {}

  /** The application's form element (a sheet's element is its form); set by a test. */
  form: HTMLFormElement | null = null;

  /** As Foundry's (v13 and v14 alike): no default submission, the form's handler called, its error reported. */
  async _onSubmitForm(formConfig: { handler?: (event: Event, form: HTMLFormElement | null, data: unknown) => unknown }, event: Event): Promise<void> {
    event.preventDefault();
    try {
      await formConfig.handler?.call(this, event, this.form, {});
    } catch (error) {
      (globalThis as unknown as { ui: { notifications: { error(message: string): void } } }).ui.notifications.error(String(error));
    }
  }
}

/** Foundry's mixin adds Handlebars rendering, which the browser layer covers; here the base class is enough. */
export function HandlebarsApplicationMixin<T extends typeof StandInApplicationV2>(Base: T): T {
  return Base;
}

export class StandInDocumentSheetV2 extends StandInApplicationV2 {
  get document(): unknown {
    return this.options.document;
  }
  get isEditable(): boolean {
    return (this.options.document as { isOwner?: boolean } | undefined)?.isOwner === true;
  }
}

export class StandInActorSheetV2 extends StandInDocumentSheetV2 {
  get actor(): unknown {
    return this.document;
  }
}
export class StandInItemSheetV2 extends StandInDocumentSheetV2 {
  get item(): unknown {
    return this.document;
  }
}

export interface SheetRegistration {
  documentClass: unknown;
  scope: string;
  sheetClass: unknown;
  options: { types?: string[]; makeDefault?: boolean; label?: string };
}

/** Foundry's DocumentSheetConfig.registerSheet, recorded. */
export const StandInDocumentSheetConfig = {
  registrations: [] as SheetRegistration[],
  registerSheet(documentClass: unknown, scope: string, sheetClass: unknown, options: SheetRegistration["options"] = {}): void {
    this.registrations.push({ documentClass, scope, sheetClass, options });
  },
  unregisterSheet(): void {},
};

/** One confirmation the system asked for: its title and content, as Foundry's DialogV2.confirm would show them. */
export interface AskedConfirmation {
  title: string;
  content: string;
}

/**
 * Foundry's DialogV2, for its `confirm`: each call is recorded and answered with what the test set as the user's
 * click (`answer`: true for yes, false for no, null for closing the window).
 */
export const StandInDialogV2 = {
  asked: [] as AskedConfirmation[],
  answer: true as boolean | null,
  confirm(config: { window?: { title?: string }; content?: string } = {}): Promise<boolean | null> {
    this.asked.push({ title: config.window?.title ?? "", content: config.content ?? "" });
    return Promise.resolve(this.answer);
  },
  reset(): void {
    this.asked.length = 0;
    this.answer = true;
  },
};
