import { SYSTEM_ID, templatePath } from "../../constants";
import { itemDisplayName } from "../../data/item/display-name";
import { readNumberInput } from "../actions/number-input";
import { itemSheetContext, type ItemSheetContext } from "../context/item-context";

const { HandlebarsApplicationMixin } = foundry.applications.api;
const { ItemSheetV2 } = foundry.applications.sheets;

type RenderContext = foundry.applications.api.DocumentSheetV2.RenderContext<Item.Implementation>;
type Configuration = foundry.applications.api.DocumentSheetV2.Configuration<Item.Implementation>;
type RenderOptions = foundry.applications.api.DocumentSheetV2.RenderOptions;
type PrepareOptions = Parameters<foundry.applications.api.DocumentSheetV2<Item.Implementation, RenderContext, Configuration, RenderOptions>["_prepareContext"]>[0];

/** The Handlebars item sheet, generic as the types need (toolchain trap 10). */
abstract class ItemSheetBase<
  Context extends RenderContext = RenderContext,
  Config extends Configuration = Configuration,
  Options extends RenderOptions = RenderOptions,
> extends HandlebarsApplicationMixin(ItemSheetV2)<Context, Config, Options> {
  /** As on the actor sheets: typed numbers are checked first, and a refused value is reported. */
  protected override async _processSubmitData(
    event: SubmitEvent,
    form: HTMLFormElement,
    submitData: foundry.applications.ux.FormDataExtended,
    options?: unknown,
  ): Promise<void> {
    for (const input of form.querySelectorAll<HTMLInputElement>("input[type=number][data-min]")) {
      const checked = readNumberInput(input.value, { min: Number(input.dataset.min), max: Number(input.dataset.max) });
      if (!checked.ok) {
        ui.notifications?.error(game.i18n?.format(checked.key, Object.fromEntries(Object.entries(checked.data).map(([key, value]) => [key, String(value)]))) ?? checked.key);
        await this.render();
        return;
      }
    }
    try {
      await super._processSubmitData(event, form, submitData, options);
    } catch (error) {
      ui.notifications?.error(error instanceof Error ? error.message : String(error));
      await this.render();
    }
  }
}

/** One sheet for every item type; the template shows the fields of the item's own type. */
export class StorytellerItemSheet extends ItemSheetBase {
  static override DEFAULT_OPTIONS = {
    classes: [SYSTEM_ID, "stc-sheet", "stc-item-sheet"],
    form: { submitOnChange: true },
    position: { width: 480, height: 560 },
    window: { resizable: true },
  };

  static override PARTS = {
    body: { template: templatePath("item/item-sheet.hbs"), scrollable: [""] },
  };

  protected override async _prepareContext(options: PrepareOptions): Promise<RenderContext & ItemSheetContext> {
    const item = this.item;
    const system = item.system as { identifier?: string; description?: string };
    const i18n = game.i18n;
    const displayName = i18n
      ? itemDisplayName({ name: item.name, identifier: system.identifier ?? "", sourceName: (item.getFlag(SYSTEM_ID, "sourceName") as string | undefined) ?? null }, i18n)
      : item.name;
    const descriptionHTML = await foundry.applications.ux.TextEditor.implementation.enrichHTML(system.description ?? "", { secrets: item.isOwner, relativeTo: item });
    const context: ItemSheetContext = itemSheetContext({
      id: item.id ?? "",
      name: item.name,
      displayName,
      img: item.img ?? "",
      type: item.type,
      system: item.system,
      editable: this.isEditable,
      descriptionHTML,
    });
    return { ...(await super._prepareContext(options)), ...context };
  }

}
