import { templatePath } from "../../../constants";
import { itemDisplayName } from "../../../data/item/display-name";
import { activeRoundBridge, type DefenceOffer } from "../round/bridge";
import { DEFENCE_KINDS, type DefenceKind } from "../rules/combat/defence";
import { RulesError } from "../../../rules/errors";
import { chainCardContext, type ChainCardContext, type ChainCardInput } from "./card-context";
import { replayChain } from "./chain-record";
import { chainRecord, isChainMessage, participantOf, say, statsOf, type ChainMessage } from "./documents";
import { resolveActor, writtenByStoryteller } from "../../../chat/records";
import { willpowerThisTurn } from "./willpower-turn";
import { escapeCardContext } from "./escape-card";
import { isEscapeMessage } from "./grapple-turns";
import { requestEscape } from "../requests/grapple-escape";
import { startClinchDamage } from "../requests/clinch-damage";
import { requestStep } from "../requests/chain-step";
import { readChainSettings } from "./chain-settings";
import { readStepRequest } from "./card-request";
import { undoChain } from "./undo";
import { unenriched } from "../../../chat/unenriched";
import { cardContentOf, wireCardButtons } from "../../../chat/card-buttons";
import { HAZARD_CARD_TEMPLATE, hazardCardContext, isHazardMessage, type HazardMessage } from "./hazard-card";
import { undoHazard } from "./hazard-undo";

export const CHAIN_CARD_TEMPLATE = templatePath("chat/attack-chain.hbs");
export const ESCAPE_CARD_TEMPLATE = templatePath("chat/grapple-escape.hbs");

const translate = (key: string, data?: Record<string, string | number>): string => say(key, data ?? {});

/** The weapon or maneuver the chain is made with, in this reader's language when it is a compendium item. */
function usedName(message: ChainMessage): string {
  const used = message.system.used;
  if (!used.name) return say(message.system.chainKind === "clinch" ? "STC.Chain.ClinchTurn" : "STC.Attack.Unarmed");
  const named = { name: used.name, identifier: used.identifier, sourceName: used.sourceName || null };
  return game.i18n ? itemDisplayName(named, game.i18n) : used.name;
}

/** What the card of `message` shows to this client's user, read from the message alone (and the round's offers). */
export function chainCardInput(message: ChainMessage): ChainCardInput {
  const system = message.system;
  const user = game.user;
  let chain = null;
  let error: ChainCardInput["error"] = null;
  try {
    chain = replayChain(chainRecord(message));
  } catch (caught) {
    if (caught instanceof RulesError) error = { key: caught.i18nKey, data: { ...caught.data } };
    else if (caught instanceof TypeError) error = { key: "STC.Chain.Error.Damaged", data: {} };
    else throw caught;
  }
  const attacker = system.chainKind === "clinch" ? system.clinchInput.holder : system.attackInput.attacker;
  const target = system.chainKind === "clinch" ? system.clinchInput.held : system.attackInput.target;
  const bridge = activeRoundBridge();
  const offers = Object.fromEntries(DEFENCE_KINDS.map((kind) => [kind, bridge.defenceOffer(system.target.actorId, system.attacker.actorId, kind)])) as Record<DefenceKind, DefenceOffer>;
  // The opponents are read only while the card asks for the defence; the defender's Willpower then, and while it
  // asks for the roll against a maneuver's effect, which may take a point too.
  const defending = chain?.next === "defenceChoice";
  const spending = defending || chain?.next === "effectRoll";
  const defender = spending ? resolveActor(system.target) : null;
  const turn = spending ? willpowerThisTurn(message) : null;
  return {
    chain,
    error,
    answers: system.chainAnswers,
    names: { attacker: attacker?.name ?? "", target: target?.name ?? "", used: usedName(message) },
    viewer: user ? participantOf(user, message) : { userId: "", isGM: false, startedIt: false, ownsAttacker: false, ownsTarget: false },
    settings: readChainSettings(),
    noStoryteller: !game.users?.activeGM,
    undone: Boolean(system.undoneBy),
    offers,
    opponents: defending ? bridge.opponents(system.target.actorId, system.attacker.actorId) : 1,
    willpower: { current: defender ? statsOf(defender).willpower.current : 0, spentThisTurn: turn ? turn.spent : null },
    defenderSpecialties: target?.specialties ?? {},
    lang: game.i18n?.lang ?? "en",
    // A card no Storyteller's client wrote is no record: a player may have written anything in it.
    untrusted: !writtenByStoryteller(message),
  };
}

export function chainCardContextOf(message: ChainMessage): ChainCardContext {
  return chainCardContext(chainCardInput(message), translate);
}

/** The card's buttons: each reads what it asks from its own data and the card's fields, then asks for it. */
function wireChainCard(element: HTMLElement, message: ChainMessage): void {
  wireCardButtons(element, (button) => {
    const action = button.dataset.action;
    if (action === "chainStep") {
      const request = readStepRequest(button.dataset, element, message.system.chainAnswers.length);
      return request ? requestStep(message, request) : null;
    }
    if (action === "chainUndo") return undoChain(message);
    if (action === "grappleEscape") return requestEscape(message);
    if (action === "clinchDamage") return startClinchDamage(message);
    return null;
  });
}

/** The HTML of a chain's or an escape's card, drawn from the message's data; null for messages of other kinds. */
export async function chainCardHTML(message: ChatMessage.Implementation): Promise<string | null> {
  if (isChainMessage(message)) return unenriched(await foundry.applications.handlebars.renderTemplate(CHAIN_CARD_TEMPLATE, chainCardContextOf(message)));
  if (isEscapeMessage(message)) {
    const system = message.system;
    const context = escapeCardContext(system.escapeInput, system.escapeeFaces, system.holderFaces, translate);
    return unenriched(await foundry.applications.handlebars.renderTemplate(ESCAPE_CARD_TEMPLATE, context));
  }
  if (isHazardMessage(message)) {
    const context = hazardCardContext(message, { isGM: game.user?.isGM === true }, translate, game.i18n?.lang ?? "en");
    return unenriched(await foundry.applications.handlebars.renderTemplate(HAZARD_CARD_TEMPLATE, context));
  }
  return null;
}

/** Wires a chain card's buttons in a message's drawn HTML; other messages have none. */
export function wireCard(message: ChatMessage.Implementation, html: HTMLElement): void {
  if (isChainMessage(message)) wireChainCard(cardContentOf(html), message);
  else if (isHazardMessage(message)) wireHazardCard(cardContentOf(html), message);
}

/** A hazard's card has one button: the Storyteller's undo. */
function wireHazardCard(element: HTMLElement, message: HazardMessage): void {
  wireCardButtons(element, (button) => (button.dataset.action === "hazardUndo" ? undoHazard(message) : null));
}
