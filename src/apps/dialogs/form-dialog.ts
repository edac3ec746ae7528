import { templatePath } from "../../constants";
import { SystemWindow, type WindowOptions } from "./system-window";

/** The form configuration `_onChangeForm` is called with, spelled once. */
export type DialogFormConfig = foundry.applications.api.ApplicationV2.FormConfiguration;

/** A dialog's own options: its classes, its window's title (a translation key) and icon, and its width. */
export interface DialogLook {
  classes: string[];
  title: string;
  icon: string;
  width: number;
}

/** The options a dialog declares over the base's, from its look: what every dialog has its own of. */
export function dialogOptions({ classes, title, icon, width }: DialogLook): WindowOptions {
  return { classes, window: { title, icon }, position: { width } };
}

/** A dialog's parts, each drawn by one template of the system's (named as `templatePath` takes it). */
export function dialogParts(templates: Record<string, string>): Record<string, { template: string }> {
  return Object.fromEntries(Object.entries(templates).map(([part, template]) => [part, { template: templatePath(template) }]));
}

/**
 * How a dialog settles its promise. A method rather than a function-typed field, so that any dialog is a
 * `FormDialog<object, unknown>` to the shared form handler whatever value it settles with.
 */
interface Settling<Value> {
  settle(value: Value | null): void;
}

/**
 * What every dialog of the system shares: a window of the system's (system-window.ts) that is a form, submitted
 * through one handler and settled once.
 *
 * A dialog brings its template (`PARTS`), its title, `dialogContext` and `sendForm`, which reads the form, sends what it
 * asks for and calls `finish` with the chosen value when that was accepted; a refusal leaves the dialog open.
 * `settled` resolves with that value, or with null when the dialog is closed without it.
 *
 * The keyboard is Foundry's dialogs' (DialogV2): Enter in a field submits through the form's submit button, which
 * every dialog template has (the browser's implicit submission); Escape closes the dialog, caught on its element
 * because Foundry's own dismiss key is not heard while a field has the focus.
 */
export abstract class FormDialog<Context extends object, Value> extends SystemWindow<Context> {
  static override DEFAULT_OPTIONS: WindowOptions = {
    tag: "form",
    form: { handler: FormDialog.onSubmit, closeOnSubmit: false, submitOnChange: false },
  };

  /** The chosen value once the dialog was submitted and accepted; null when it was closed without. */
  readonly settled: Promise<Value | null>;
  readonly #settling: Settling<Value>;

  constructor(options: { id?: string } = {}) {
    super(options);
    let settle: (value: Value | null) => void = () => undefined;
    this.settled = new Promise((resolve) => (settle = resolve));
    this.#settling = { settle };
  }

  /** What the dialog's parts draw, read afresh at each render. */
  protected abstract dialogContext(): Context | Promise<Context>;

  /** Reads `form`, sends what it asks for, and calls `finish` once that was accepted. */
  protected abstract sendForm(form: HTMLFormElement): Promise<void>;

  /** Settles the dialog with the value it was submitted with, and closes it. */
  protected async finish(value: Value): Promise<void> {
    this.#settling.settle(value);
    await this.close();
  }

  protected windowContext(): Context | Promise<Context> {
    return this.dialogContext();
  }

  protected override _attachFrameListeners(): void {
    super._attachFrameListeners();
    this.element.addEventListener("keydown", (event) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      event.stopPropagation();
      void this.close();
    });
  }

  protected override _onClose(options: Parameters<foundry.applications.api.ApplicationV2["_onClose"]>[0]): void {
    super._onClose(options);
    // Settling twice changes nothing: a dialog finished with a value keeps it.
    this.#settling.settle(null);
  }

  /**
   * The form's handler, as Foundry calls it (the event and the form); without a form it reads the dialog's element,
   * which is its form (`tag: "form"`).
   */
  static async onSubmit(this: FormDialog<object, unknown>, event: SubmitEvent | Event, form?: HTMLFormElement | null): Promise<void> {
    event.preventDefault();
    await this.sendForm(form ?? (this.element as HTMLFormElement));
  }
}
