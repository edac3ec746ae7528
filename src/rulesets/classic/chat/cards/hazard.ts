import type { CardActions } from "../../../../data/chat/card-data";
import { HazardData } from "../../data/chat/hazard";
import { say } from "../documents";
import { HAZARD_CARD_TEMPLATE, hazardCardContext, type HazardMessage } from "../hazard-card";
import { undoHazard } from "../hazard-undo";

/** A hazard's card: what it dealt to each character, read again from the record; one button, the Storyteller's undo. */
export class HazardCard extends HazardData {
  static override readonly TEMPLATE = HAZARD_CARD_TEMPLATE;
  static override readonly ACTIONS: CardActions = { hazardUndo: (message: HazardMessage) => undoHazard(message) };

  override cardContext() {
    return { ...hazardCardContext(this.parent as HazardMessage, { isGM: game.user?.isGM === true }, (key, data) => say(key, data ?? {}), game.i18n?.lang ?? "en") };
  }
}
