import type { CardActions } from "../../../../data/chat/card-data";
import { writtenByStoryteller } from "../../../../chat/records";
import { translate } from "../../../../i18n";
import { ChronicleCardData, type ChronicleAction } from "../../data/chat/chronicle-card";
import { CHRONICLE_CARD_TEMPLATE, type ChronicleMessage } from "../../chronicle/card";
import { chronicleCardContext } from "../../chronicle/card-context";
import { isEmptyState } from "../../chronicle/state";
import { undoChronicle } from "../../chronicle/undo";

/** A chronicle action's card, in this reader's language; one button, the Storyteller's undo. */
export class ChronicleCard extends ChronicleCardData {
  static override readonly TEMPLATE = CHRONICLE_CARD_TEMPLATE;
  static override readonly ACTIONS: CardActions = { chronicleUndo: (message: ChronicleMessage) => undoChronicle(message) };

  override cardContext() {
    const context = chronicleCardContext(
      {
        action: this.action as ChronicleAction,
        name: this.name,
        lines: this.cardLines,
        roll: this.cardRoll,
        undone: Boolean(this.undoneBy),
        viewerIsGM: game.user?.isGM === true,
        untrusted: !writtenByStoryteller(this.parent as ChronicleMessage),
        wroteNothing: isEmptyState(this.afterState),
      },
      translate,
    );
    return { ...context };
  }
}
