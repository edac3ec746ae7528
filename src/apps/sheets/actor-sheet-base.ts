import { SYSTEM_ID } from "../../constants";
import { translate } from "../../i18n";

const { HandlebarsApplicationMixin } = foundry.applications.api;
const { ActorSheetV2 } = foundry.applications.sheets;

export type ActorSheetRenderContext = foundry.applications.sheets.ActorSheetV2.RenderContext;
export type ActorSheetConfiguration = foundry.applications.sheets.ActorSheetV2.Configuration;
export type ActorSheetRenderOptions = foundry.applications.sheets.ActorSheetV2.RenderOptions;

/** What a sheet class declares; Foundry merges each class's options over its parent's. */
export type ActorSheetOptions = typeof foundry.applications.sheets.ActorSheetV2.DEFAULT_OPTIONS;

/** `_prepareContext`'s options, spelled once. */
export type ActorSheetPrepareOptions = Parameters<foundry.applications.sheets.ActorSheetV2["_prepareContext"]>[0];

/** `_onRender` takes deep-partial context and options; spelled once here. */
export type ActorSheetRenderArgs<C extends ActorSheetRenderContext, F extends ActorSheetConfiguration, O extends ActorSheetRenderOptions> = Parameters<
  foundry.applications.api.ApplicationV2<C, F, O>["_onRender"]
>;

/**
 * What every ruleset's actor sheet shares: Foundry's Handlebars actor sheet, generic over its context, configuration
 * and options so each subclass names its own (left to their defaults, the mixin's types nest too deep for the
 * checker, TS2589), and the two guards every edit goes through.
 */
export abstract class SystemActorSheet<
  Context extends ActorSheetRenderContext = ActorSheetRenderContext,
  Config extends ActorSheetConfiguration = ActorSheetConfiguration,
  Options extends ActorSheetRenderOptions = ActorSheetRenderOptions,
> extends HandlebarsApplicationMixin(ActorSheetV2)<Context, Config, Options> {
  /** Every ruleset's actor sheet: the system's classes, each change submitted as it is made, a resizable window. */
  static override DEFAULT_OPTIONS: ActorSheetOptions = {
    classes: [SYSTEM_ID, "stc-sheet", "stc-actor-sheet"],
    form: { submitOnChange: true },
    window: { resizable: true },
  };

  /** Refuses an edit from a user who may not change this character, with a message. */
  protected mayEdit(): boolean {
    if (this.isEditable) return true;
    ui.notifications?.warn(translate("STC.Error.NotOwner", { name: this.actor.name }));
    return false;
  }

  /**
   * Hands each change of the fields `selector` finds to `write` instead of Foundry's form submission (which would
   * write the raw value unchecked): for fields the sheet checks before it writes. Called from `_onRender`.
   */
  protected onFieldChange<Field extends HTMLElement>(selector: string, write: (field: Field) => Promise<void>): void {
    for (const field of this.element.querySelectorAll<Field>(selector)) {
      field.addEventListener("change", (event) => {
        event.stopPropagation();
        void write(field);
      });
    }
  }

  /**
   * Writes one change to the actor or one of its items; a change the data model refuses is reported, and the sheet
   * is drawn again so it shows the stored value rather than the refused one.
   */
  protected async writeTo(document: { update(changes: Record<string, unknown>): Promise<unknown> }, changes: Record<string, unknown>): Promise<void> {
    try {
      await document.update(changes);
    } catch (error) {
      ui.notifications?.error(error instanceof Error ? error.message : String(error));
    }
    await this.render();
  }
}
