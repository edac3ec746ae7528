/**
 * Just enough of Foundry's ApplicationV2 family for the system's sheet and dialog classes to be defined and
 * registered: rendering happens in the browser layer, with the same context builders and the real templates.
 */
export class StandInApplicationV2 {
  static DEFAULT_OPTIONS: Record<string, unknown> = {};
  options: Record<string, unknown>;
  rendered = 0;

  constructor(options: Record<string, unknown> = {}) {
    this.options = options;
  }

  async render(): Promise<this> {
    this.rendered += 1;
    return this;
  }

  async close(): Promise<this> {
    return this;
  }

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
