import { SYSTEM_ID, templatePath } from "../../../../constants";
import { itemDisplayDescription, itemDisplayName } from "../../../../data/item/display-name";
import { checkManeuverSource, type ManeuverSource } from "../../data/item/maneuver-source";
import { submitCheckedNumbers } from "../../../../apps/actions/number-input";
import { itemSheetContext, type ItemSheetContext } from "../context/item-context";
import { FoldState } from "../../../../apps/sheets/folds";
import { MANEUVER_LISTS, maneuverChanges, maneuverFromForm, withRowAdded, withRowRemoved, type ManeuverList } from "../context/maneuver-form";

const { HandlebarsApplicationMixin } = foundry.applications.api;
const { ItemSheetV2 } = foundry.applications.sheets;

type RenderContext = foundry.applications.api.DocumentSheetV2.RenderContext<Item.Implementation>;
type Configuration = foundry.applications.api.DocumentSheetV2.Configuration<Item.Implementation>;
type RenderOptions = foundry.applications.api.DocumentSheetV2.RenderOptions;
type PrepareOptions = Parameters<foundry.applications.api.DocumentSheetV2<Item.Implementation, RenderContext, Configuration, RenderOptions>["_prepareContext"]>[0];
type ProcessFormData = foundry.applications.api.DocumentSheetV2<Item.Implementation, RenderContext, Configuration, RenderOptions>["_processFormData"];

const isManeuverList = (value: string | undefined): value is ManeuverList => (MANEUVER_LISTS as readonly string[]).includes(value ?? "");

/** The Handlebars item sheet, generic as the types need (toolchain trap 10). */
abstract class ItemSheetBase<
  Context extends RenderContext = RenderContext,
  Config extends Configuration = Configuration,
  Options extends RenderOptions = RenderOptions,
> extends HandlebarsApplicationMixin(ItemSheetV2)<Context, Config, Options> {
  /** As on the actor sheets (`StorytellerActorSheet#_onSubmitForm`): typed numbers are checked first. */
  protected override async _onSubmitForm(formConfig: foundry.applications.api.ApplicationV2.FormConfiguration, event: Event | SubmitEvent): Promise<void> {
    const form = this.form;
    if (!form) return super._onSubmitForm(formConfig, event);
    event.preventDefault();
    await submitCheckedNumbers(form, () => super._onSubmitForm(formConfig, event), () => this.render());
  }
}

/** One sheet for every item type; the template shows the fields of the item's own type. */
export class StorytellerItemSheet extends ItemSheetBase {
  static override DEFAULT_OPTIONS = {
    classes: [SYSTEM_ID, "stc-sheet", "stc-item-sheet"],
    form: { submitOnChange: true },
    position: { width: 520, height: 640 },
    window: { resizable: true },
    actions: {
      addManeuverRow: StorytellerItemSheet.onAddManeuverRow,
      removeManeuverRow: StorytellerItemSheet.onRemoveManeuverRow,
    },
  };

  static override PARTS = {
    body: { template: templatePath("classic/item/item-sheet.hbs"), scrollable: [""] },
  };

  /** This sheet's open folds, kept across its renders (folds.ts). */
  readonly #folds = new FoldState();

  protected override async _prepareContext(options: PrepareOptions): Promise<RenderContext & ItemSheetContext> {
    // The element still shows the last drawing: its folds are as the user left them.
    if (this.rendered) this.#folds.capture(this.element);
    const item = this.item;
    const system = item.system as { identifier?: string; description?: string };
    const i18n = game.i18n;
    const displayName = i18n
      ? itemDisplayName({ name: item.name, identifier: system.identifier ?? "", sourceName: (item.getFlag(SYSTEM_ID, "sourceName") as string | undefined) ?? null }, i18n)
      : item.name;
    const sourceDescription = item.getFlag(SYSTEM_ID, "sourceDescription") as string | undefined;
    const shownDescription = i18n
      ? itemDisplayDescription({ description: system.description ?? "", identifier: system.identifier ?? "", sourceDescription: sourceDescription ?? null }, i18n)
      : (system.description ?? "");
    const descriptionHTML = await foundry.applications.ux.TextEditor.implementation.enrichHTML(shownDescription, { secrets: item.isOwner, relativeTo: item });
    const context: ItemSheetContext = itemSheetContext({
      id: item.id ?? "",
      name: item.name,
      displayName,
      img: item.img ?? "",
      type: item.type,
      system: item.system,
      editable: this.isEditable,
      descriptionHTML,
      openFolds: this.#folds.open,
    });
    return { ...(await super._prepareContext(options)), ...context };
  }

  /** A maneuver item's system data, as stored. */
  private get maneuverSource(): ManeuverSource | null {
    return this.item.type === "maneuver" ? (this.item.system as unknown as ManeuverSource) : null;
  }

  /**
   * A maneuver's form fields (`maneuver.*`) become one replacement of the parts that changed. A maneuver the
   * rules cannot read is refused here with its translated reason, and nothing of it is written.
   */
  protected override _processFormData(...[event, form, formData]: Parameters<ProcessFormData>): ReturnType<ProcessFormData> {
    const data = super._processFormData(event, form, formData) as Record<string, unknown>;
    const current = this.maneuverSource;
    if (!current || !("maneuver" in data)) return data;
    const { maneuver: submitted, ...rest } = data;
    const next = maneuverFromForm(submitted, current);
    try {
      checkManeuverSource(next);
    } catch (error) {
      ui.notifications?.error(error instanceof Error ? error.message : String(error));
      void this.render();
      return {};
    }
    const system = { ...((rest.system as Record<string, unknown> | undefined) ?? {}), ...maneuverChanges(current, next) };
    return { ...rest, system };
  }

  /** Writes a maneuver the rules can read; otherwise says why and writes nothing. */
  private async writeManeuver(next: ManeuverSource): Promise<void> {
    const current = this.maneuverSource;
    if (!current || !this.isEditable) return;
    try {
      checkManeuverSource(next);
      await this.item.update({ system: maneuverChanges(current, next) });
    } catch (error) {
      ui.notifications?.error(error instanceof Error ? error.message : String(error));
      await this.render();
    }
  }

  static async onAddManeuverRow(this: StorytellerItemSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const current = this.maneuverSource;
    const list = target.dataset.list;
    if (current && isManeuverList(list)) await this.writeManeuver(withRowAdded(current, list));
  }

  static async onRemoveManeuverRow(this: StorytellerItemSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const current = this.maneuverSource;
    const list = target.dataset.list;
    const index = Number(target.dataset.index);
    if (current && isManeuverList(list) && Number.isInteger(index)) await this.writeManeuver(withRowRemoved(current, list, index));
  }
}
