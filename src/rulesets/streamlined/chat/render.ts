import { templatePath } from "../../../constants";
import { resolveActor, writtenByStoryteller } from "../../../chat/records";
import { unenriched } from "../../../chat/unenriched";
import { RulesError } from "../../../rules/errors";
import type { ChatCard } from "../../module";
import { escapeResult } from "../rules/grapple";
import { readPool } from "../rules/pool";
import { attackCardContext, escapeCardContext, type AttackCardContext, type AttackCardInput } from "./card-context";
import { chainError, isAttackMessage, isEscapeMessage, say, type AttackMessage, type EscapeMessage } from "./documents";
import { replayRecord } from "./record";
import { isOneOf } from "../../../queries/payload-fields";
import { STEP_NAMES } from "../requests/attack-step";
import { requestStep } from "../requests/attack-step";
import { undoAttack } from "./undo";
import { owns } from "./refs";
import { cardContentOf, wireCardButtons } from "../../../chat/card-buttons";

export const ATTACK_CARD_TEMPLATE = templatePath("streamlined/attack-card.hbs");
export const ESCAPE_CARD_TEMPLATE = templatePath("streamlined/escape-card.hbs");

const translate = (key: string, data?: Record<string, string | number>): string => say(key, data ?? {});

/** What the card of `message` shows this client's user, read from the message alone. */
export function attackCardInput(message: AttackMessage): AttackCardInput {
  const system = message.system;
  const user = game.user;
  let chain = null;
  let error: AttackCardInput["error"] = null;
  try {
    chain = replayRecord(message);
  } catch (caught) {
    if (caught instanceof RulesError) error = { key: caught.i18nKey, data: { ...caught.data } };
    else if (caught instanceof TypeError) error = { key: chainError("RecordInvalid"), data: { reason: caught.message } };
    else throw caught;
  }
  const start = system.attackInput as Partial<AttackMessage["system"]["attackInput"]> | null;
  return {
    kind: system.attackKind,
    names: { attacker: start?.attacker?.name ?? "", target: start?.target?.name ?? "", weapon: system.used.name || say("STC.Streamlined.Attack.Unarmed") },
    chain,
    error,
    viewer: {
      isGM: user?.isGM === true,
      ownsAttacker: user ? owns(resolveActor(system.attacker), user) : false,
      ownsTarget: user ? owns(resolveActor(system.target), user) : false,
    },
    undone: Boolean(system.undoneBy),
    untrusted: !writtenByStoryteller(message),
    noStoryteller: !game.users?.activeGM,
  };
}

export function attackCardContextOf(message: AttackMessage): AttackCardContext {
  return attackCardContext(attackCardInput(message), translate);
}

export function escapeCardContextOf(message: EscapeMessage): ReturnType<typeof escapeCardContext> {
  const system = message.system;
  const held = resolveActor(system.held);
  const holder = resolveActor(system.holder);
  const escape = readPool(system.escapePool, system.escapeFaces);
  const grip = readPool(system.gripPool, system.gripFaces);
  const freed = escapeResult({ holderId: system.holder.actorId, heldId: system.held.actorId }, escape.successes, grip.successes).freed;
  return escapeCardContext({ names: { held: held?.name ?? "", holder: holder?.name ?? "" }, escape, grip, freed, untrusted: !writtenByStoryteller(message) }, translate);
}

/** The card's buttons: each asks for what its data names, once per press; the card is drawn again when it changes. */
function wireAttackCard(element: HTMLElement, message: AttackMessage): void {
  wireCardButtons(element, (button) => {
    const action = button.dataset.action;
    const step = button.dataset.step;
    if (action === "streamlinedStep" && isOneOf(step, STEP_NAMES)) return requestStep(message, step);
    if (action === "streamlinedUndo") return undoAttack(message);
    return null;
  });
}

async function render(template: string, context: Record<string, unknown>): Promise<string> {
  return unenriched(await foundry.applications.handlebars.renderTemplate(template, context));
}

/** Streamlined's cards: an attack chain's or an escape's, drawn from the message's data; null for other messages. */
export async function streamlinedChatCard(message: ChatMessage.Implementation): Promise<ChatCard | null> {
  if (isAttackMessage(message)) {
    const html = await render(ATTACK_CARD_TEMPLATE, { ...attackCardContextOf(message) });
    return { html, wire: (drawn) => wireAttackCard(cardContentOf(drawn), message) };
  }
  if (isEscapeMessage(message)) {
    let context: Record<string, unknown>;
    try {
      context = { ...escapeCardContextOf(message) };
    } catch (error) {
      // A damaged record (faces that do not fit its pool) draws as its refusal, never as a broken chat log.
      if (!(error instanceof RulesError)) throw error;
      context = { title: "", outcome: null, lines: [], warning: null, error: say(error.i18nKey, { ...error.data }) };
    }
    return { html: await render(ESCAPE_CARD_TEMPLATE, context), wire: () => undefined };
  }
  return null;
}
