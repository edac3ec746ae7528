import { actorSheetContext, type ActorSheetContext } from "../context/actor-context";
import { actorTemplate, StorytellerActorSheet, type SheetOptions } from "./actor-sheet";

type RenderContext = foundry.applications.sheets.ActorSheetV2.RenderContext;
type PrepareOptions = Parameters<foundry.applications.sheets.ActorSheetV2["_prepareContext"]>[0];

/** The full character sheet: traits, combat, powers and biography on tabs. */
export class CharacterSheet extends StorytellerActorSheet {
  static override DEFAULT_OPTIONS: SheetOptions = {
    classes: ["stc-character-sheet"],
    position: { width: 720, height: 760 },
  };

  static override PARTS = {
    header: { template: actorTemplate("header") },
    tabs: { template: actorTemplate("tabs") },
    traits: { template: actorTemplate("traits"), scrollable: [""] },
    combat: { template: actorTemplate("combat"), scrollable: [""] },
    powers: { template: actorTemplate("powers"), scrollable: [""] },
    biography: { template: actorTemplate("biography") },
  };

  protected override async _prepareContext(options: PrepareOptions): Promise<RenderContext & ActorSheetContext> {
    return { ...(await super._prepareContext(options)), ...actorSheetContext(await this.sheetInput()), ...this.chronicleContext() };
  }
}
