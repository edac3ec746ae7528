import type { CardActions } from "../../../data/chat/card-data";
import { templatePath } from "../../../constants";
import { isOneOf } from "../../../queries/payload-fields";
import { RulesError } from "../../../rules/errors";
import { StreamlinedAttackData, StreamlinedEscapeData } from "../data/chat";
import { requestStep, STEP_NAMES } from "../requests/attack-step";
import { say, type AttackMessage, type EscapeMessage } from "./documents";
import { attackCardContextOf, escapeCardContextOf } from "./render";
import { undoAttack } from "./undo";
import { StreamlinedNpcStepCard } from "./npc-step-models";

export const ATTACK_CARD_TEMPLATE = templatePath("streamlined/attack-card.hbs");
export const ESCAPE_CARD_TEMPLATE = templatePath("streamlined/escape-card.hbs");

/** A Streamlined attack card's buttons: each asks for what its data names, once per press. */
const STREAMLINED_ATTACK_ACTIONS: CardActions<AttackMessage> = {
  streamlinedStep: (message, { button }) => {
    const step = button.dataset.step;
    return isOneOf(step, STEP_NAMES) ? requestStep(message, step) : null;
  },
  streamlinedUndo: (message) => undoAttack(message),
};

/** A Streamlined attack chain's card; each button asks for what its data names, once per press. */
export class StreamlinedAttackCard extends StreamlinedAttackData {
  static override readonly TEMPLATE = ATTACK_CARD_TEMPLATE;
  static override readonly ACTIONS: CardActions = STREAMLINED_ATTACK_ACTIONS;

  override cardContext() {
    return { ...attackCardContextOf(this.parent as AttackMessage) };
  }
}


/** A Streamlined escape's card (001 Grapples): both rolls, read again. It has nothing to press. */
export class StreamlinedEscapeCard extends StreamlinedEscapeData {
  static override readonly TEMPLATE = ESCAPE_CARD_TEMPLATE;

  override cardContext() {
    try {
      return { ...escapeCardContextOf(this.parent as EscapeMessage) };
    } catch (error) {
      // A damaged record (faces that do not fit its pool) draws as its refusal, never as a broken chat log.
      if (!(error instanceof RulesError)) throw error;
      return { title: "", outcome: null, lines: [], warning: null, error: say(error.i18nKey, { ...error.data }) };
    }
  }
}

/** Streamlined's ChatMessage subtypes, each with the model that stores it and draws its card. */
export const STREAMLINED_CHAT_MODELS = { streamlinedAttack: StreamlinedAttackCard, streamlinedEscape: StreamlinedEscapeCard, streamlinedNpcStep: StreamlinedNpcStepCard } as const;
