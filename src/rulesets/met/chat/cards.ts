import type { CardActions, CardPress } from "../../../data/chat/card-data";
import { templatePath } from "../../../constants";
import { isOneOf } from "../../../queries/payload-fields";
import { MET_SIDES, MetChallengeData, type MetEffect } from "../data/chat";
import { requestChallengeStep } from "../requests/challenge-step";
import { throwFor } from "../requests/throw";
import { CANCELLABLE_KINDS, RETEST_KINDS } from "../rules/challenge/types";
import { MET_DAMAGE_TYPES } from "../rules/health";
import { MET_THROWS } from "../rules/throws";
import type { ChallengeMessage } from "./documents";
import { challengeCardContextOf } from "./render";

export const CHALLENGE_CARD_TEMPLATE = templatePath("met/challenge-card.hbs");

/** The defender's bid as the card's form holds it: the traits chosen in order, the victory condition, what it does. */
function bidFrom(button: HTMLElement): { traits: string[]; victoryCondition: string; effect: MetEffect } | null {
  const form = button.closest<HTMLElement>(".stc-met-bid");
  if (!form) return null;
  const value = (name: string) => form.querySelector<HTMLInputElement | HTMLSelectElement>(`[data-met-bid="${name}"]`)?.value.trim() ?? "";
  const traits = [...form.querySelectorAll<HTMLSelectElement>("select[data-met-bid-trait]")].map((select) => select.value);
  const kind = value("effectKind");
  let effect: MetEffect = { kind: "narrative" };
  const type = value("damageType");
  if (kind === "damage" && isOneOf(type, MET_DAMAGE_TYPES)) effect = { kind: "damage", levels: Number(value("levels")), type };
  else if (kind === "grapple") effect = { kind: "grapple" };
  else if (kind === "status") effect = { kind: "status", status: value("status") };
  return { traits, victoryCondition: value("condition"), effect };
}

const sideOf = ({ button }: CardPress) => button.dataset.side;

/** The card's buttons: each asks for what its data names, once per press; the card is drawn again when it changes. */
const CHALLENGE_ACTIONS: CardActions<ChallengeMessage> = {
  metThrow: (message, press) => {
    const side = sideOf(press);
    const thrown = press.button.dataset.throw;
    return isOneOf(side, MET_SIDES) && (thrown === "random" || isOneOf(thrown, MET_THROWS)) ? throwFor(message, side, thrown) : null;
  },
  metBid: (message, { button }) => {
    const bid = bidFrom(button);
    return bid ? requestChallengeStep(message, { type: "bid", traits: bid.traits, victoryCondition: bid.victoryCondition }, bid.effect) : null;
  },
  metRelent: (message) => requestChallengeStep(message, { type: "relent" }),
  metPass: (message, press) => {
    const side = sideOf(press);
    return isOneOf(side, MET_SIDES) ? requestChallengeStep(message, { type: "pass", side }) : null;
  },
  metRetest: (message, press) => {
    const { side, kind, name } = press.button.dataset;
    return isOneOf(side, MET_SIDES) && isOneOf(kind, RETEST_KINDS) && name ? requestChallengeStep(message, { type: "callRetest", side, kind, name }) : null;
  },
  metCancel: (message, press) => {
    const { side, kind, name } = press.button.dataset;
    return isOneOf(side, MET_SIDES) && (isOneOf(kind, CANCELLABLE_KINDS) || kind === "darkness") && name ? requestChallengeStep(message, { type: "cancelRetest", side, kind, name }) : null;
  },
  metChoose: (message, { button }) => (button.dataset.of ? requestChallengeStep(message, { type: "chooseVictoryCondition", of: button.dataset.of }) : null),
};

/** A Mind's Eye Theatre challenge's card, drawn from its start and events. */
export class MetChallengeCard extends MetChallengeData {
  static override readonly TEMPLATE = CHALLENGE_CARD_TEMPLATE;
  static override readonly ACTIONS: CardActions = CHALLENGE_ACTIONS;

  override cardContext() {
    return { ...challengeCardContextOf(this.parent as ChallengeMessage) };
  }
}

/** Mind's Eye Theatre's ChatMessage subtypes, each with the model that stores it and draws its card. */
export const MET_CHAT_MODELS = { metChallenge: MetChallengeCard } as const;
