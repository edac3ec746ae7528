import { AttackChainData } from "../../data/chat/attack-chain";
import type { CardActions } from "../../../../data/chat/card-data";
import { templatePath } from "../../../../constants";
import { startClinchDamage } from "../../requests/clinch-damage";
import { requestStep } from "../../requests/chain-step";
import { requestEscape } from "../../requests/grapple-escape";
import type { ButtonView } from "../chain-card-views";
import { readStepRequest } from "../card-request";
import type { ChainMessage } from "../documents";
import { chainCardContextOf } from "../render";
import { undoChain } from "../undo";

export const CHAIN_CARD_TEMPLATE = templatePath("classic/chat/attack-chain.hbs");

/**
 * The card's buttons, one per kind of button the card's context draws (`ButtonView.action`): each reads what it
 * asks from its own data and the card's fields, then asks for it.
 */
const CHAIN_ACTIONS = {
  chainStep: (message, { button, card }) => {
    const request = readStepRequest(button.dataset, card, message.system.chainAnswers.length);
    return request ? requestStep(message, request) : null;
  },
  chainUndo: (message) => undoChain(message),
  grappleEscape: (message) => requestEscape(message),
  clinchDamage: (message) => startClinchDamage(message),
} as const satisfies Record<ButtonView["action"], CardActions<ChainMessage>[string]>;

/** An attack chain's or a clinch turn's card (rules map, Attack to Status effects), drawn again from its record. */
export class AttackChainCard extends AttackChainData {
  static override readonly TEMPLATE = CHAIN_CARD_TEMPLATE;
  static override readonly ACTIONS: CardActions = CHAIN_ACTIONS;

  override cardContext() {
    return { ...chainCardContextOf(this.parent as ChainMessage) };
  }
}
