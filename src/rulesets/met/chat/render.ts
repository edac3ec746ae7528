import { templatePath } from "../../../constants";
import { cardContentOf, wireCardButtons } from "../../../chat/card-buttons";
import { writtenByStoryteller } from "../../../chat/records";
import { unenriched } from "../../../chat/unenriched";
import { configuredStatusEffects } from "../../../compat";
import { RulesError } from "../../../rules/errors";
import { isOneOf } from "../../../queries/payload-fields";
import type { ChatCard } from "../../module";
import { MET_SIDES, type MetEffect } from "../data/chat";
import { CANCELLABLE_KINDS, RETEST_KINDS } from "../rules/challenge/types";
import { MET_DAMAGE_TYPES } from "../rules/health";
import { MET_THROWS } from "../rules/throws";
import { requestChallengeStep } from "../requests/challenge-step";
import { throwFor } from "../requests/throw";
import { challengeCardContext, type ChallengeCardContext, type ChallengeCardInput } from "./card-context";
import { cardError, isChallengeMessage, say, type ChallengeMessage } from "./documents";
import { replayChallenge } from "./record";
import { answersFor } from "./sides";

export const CHALLENGE_CARD_TEMPLATE = templatePath("met/challenge-card.hbs");

/** The statuses a victory condition may set: the table's own list, with their names. */
export function statusChoices(): { id: string; label: string }[] {
  return configuredStatusEffects().map((entry) => ({ id: entry.id, label: say(entry.name ?? entry.id) }));
}

/** What the card of `message` shows this client's user, read from the message alone. */
export function challengeCardInput(message: ChallengeMessage): ChallengeCardInput {
  const system = message.system;
  const user = game.user;
  let state = null;
  let error: ChallengeCardInput["error"] = null;
  try {
    state = replayChallenge(message);
  } catch (caught) {
    if (caught instanceof RulesError) error = { key: caught.i18nKey, data: { ...caught.data } };
    else if (caught instanceof TypeError) error = { key: cardError("RecordInvalid"), data: { reason: caught.message } };
    else throw caught;
  }
  return {
    kind: system.cardKind,
    state,
    error,
    thrown: { challenger: system.thrown.challenger, defender: system.thrown.defender },
    effects: system.effectsBy,
    applied: system.applied,
    answers: { challenger: user ? answersFor(user, message, "challenger") : false, defender: user ? answersFor(user, message, "defender") : false },
    isGM: user?.isGM === true,
    untrusted: !writtenByStoryteller(message),
    noStoryteller: !game.users?.activeGM,
    statuses: statusChoices(),
    lang: game.i18n?.lang ?? "en",
  };
}

export function challengeCardContextOf(message: ChallengeMessage): ChallengeCardContext {
  return challengeCardContext(challengeCardInput(message), (key, data) => say(key, data ?? {}));
}

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

/** The card's buttons: each asks for what its data names, once per press; the card is drawn again when it changes. */
function wireChallengeCard(element: HTMLElement, message: ChallengeMessage): void {
  wireCardButtons(element, (button) => {
    const { action, side, kind, name } = button.dataset;
    if (action === "metThrow" && isOneOf(side, MET_SIDES)) {
      const thrown = button.dataset.throw;
      if (thrown === "random" || isOneOf(thrown, MET_THROWS)) return throwFor(message, side, thrown);
    }
    if (action === "metBid") {
      const bid = bidFrom(button);
      if (bid) return requestChallengeStep(message, { type: "bid", traits: bid.traits, victoryCondition: bid.victoryCondition }, bid.effect);
    }
    if (action === "metRelent") return requestChallengeStep(message, { type: "relent" });
    if (action === "metPass" && isOneOf(side, MET_SIDES)) return requestChallengeStep(message, { type: "pass", side });
    if (action === "metRetest" && isOneOf(side, MET_SIDES) && isOneOf(kind, RETEST_KINDS) && name) return requestChallengeStep(message, { type: "callRetest", side, kind, name });
    if (action === "metCancel" && isOneOf(side, MET_SIDES) && (isOneOf(kind, CANCELLABLE_KINDS) || kind === "darkness") && name) return requestChallengeStep(message, { type: "cancelRetest", side, kind, name });
    if (action === "metChoose" && button.dataset.of) return requestChallengeStep(message, { type: "chooseVictoryCondition", of: button.dataset.of });
    return null;
  });
}

/** Mind's Eye Theatre's card: a challenge's, drawn from the message's data; null for other messages. */
export async function metChatCard(message: ChatMessage.Implementation): Promise<ChatCard | null> {
  if (!isChallengeMessage(message)) return null;
  const html = unenriched(await foundry.applications.handlebars.renderTemplate(CHALLENGE_CARD_TEMPLATE, { ...challengeCardContextOf(message) }));
  return { html, wire: (drawn) => wireChallengeCard(cardContentOf(drawn), message) };
}
