import { npcSheetContext, type NpcSheetContext } from "../context/actor-context";
import { actorTemplate, StorytellerActorSheet, type SheetOptions } from "./actor-sheet";

type RenderContext = foundry.applications.sheets.ActorSheetV2.RenderContext;
type PrepareOptions = Parameters<foundry.applications.sheets.ActorSheetV2["_prepareContext"]>[0];

/** The Storyteller character's compact stat block: one page, the same rules data. */
export class NpcSheet extends StorytellerActorSheet {
  static override DEFAULT_OPTIONS: SheetOptions = {
    classes: ["stc-npc-sheet"],
    position: { width: 520, height: 640 },
  };

  static override PARTS = {
    block: { template: actorTemplate("npc-block"), scrollable: [""] },
  };

  protected override async _prepareContext(options: PrepareOptions): Promise<RenderContext & NpcSheetContext> {
    return { ...(await super._prepareContext(options)), ...npcSheetContext(await this.sheetInput()), ...this.chronicleContext() };
  }
}
