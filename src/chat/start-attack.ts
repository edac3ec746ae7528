import { activeRoundBridge, type AttackTurn } from "../round/bridge";
import { RulesError } from "../rules/errors";
import { readClassicOptions } from "../settings";
import { attackInputOf, planForm, refusalText, type AttackFormValues, type AttackSetup, type AttackUse } from "./attack-form";
import { ChainRefusal, type StepResult } from "./chain-error";
import { SYSTEM_ID } from "../constants";
import { itemDisplayName } from "../data/item/display-name";
import { storedStart } from "../data/chat/stored-stats";
import { beginChain } from "./chain-record";
import { isChainMessage, plainObject, say, statsOf, type ActorRef, type ChainMessage } from "./documents";
import { heldWeapon, maneuverFromItem, usableWeapons, weaponFromItem, type ChainItem } from "./gather";
import { CHAIN_HOOKS } from "./hooks";
import { requestStep } from "./requests";
import { speakerFor } from "../documents/speaker";

/** A write Foundry turned down: said to whoever pressed, in the table's language, and nothing goes on. */
function notWritten(name: string): { ok: false; key: string; data: Record<string, string> } {
  const data = { name };
  ui.notifications?.warn(say("STC.Chain.Error.NotWritten", data));
  return { ok: false, key: "STC.Chain.Error.NotWritten", data };
}

/**
 * The round a new chain is dated in: that of the fight `actorId` is in (never the encounter the tracker happens
 * to show), else 0 (statuses then count from round 0).
 */
export function currentRound(actorId: string): number {
  return activeRoundBridge().round(actorId);
}

/** The one token this user targets, or the translated reason there is not exactly one. */
export function singleTarget(): { ok: true; token: Token.Implementation; actor: Actor.Implementation } | { ok: false; key: string } {
  const targets = [...(game.user?.targets ?? [])];
  if (targets.length === 0) return { ok: false, key: "STC.Chain.NoTarget" };
  if (targets.length > 1) return { ok: false, key: "STC.Chain.OneTarget" };
  const token = targets[0];
  const actor = token?.actor;
  if (!token || !actor) return { ok: false, key: "STC.Chain.TargetWithoutActor" };
  return { ok: true, token, actor };
}

export function actorRefOf(actor: Actor.Implementation, token?: Token.Implementation | TokenDocument.Implementation | null): ActorRef {
  const document = token instanceof foundry.documents.TokenDocument ? token : (token?.document ?? actor.token ?? null);
  return { actorId: actor.id ?? "", tokenUuid: document?.uuid ?? "" };
}

/** An item as the chain reads it, with the name it shipped with while it keeps it. */
export function chainItemOf(item: Item.Implementation): ChainItem {
  const sourceName = item.getFlag(SYSTEM_ID, "sourceName");
  return { id: item.id, name: item.name, type: item.type, system: item.system, sourceName: typeof sourceName === "string" ? sourceName : null };
}

function itemsOf(actor: Actor.Implementation): ChainItem[] {
  return actor.items.contents.map(chainItemOf);
}

/** An item's name in this table's language (a compendium item that kept its name is translated). */
function shownName(item: ChainItem): string {
  const identifier = (item.system as { identifier?: unknown }).identifier;
  const named = { name: item.name, identifier: typeof identifier === "string" ? identifier : "", sourceName: item.sourceName ?? null };
  return game.i18n ? itemDisplayName(named, game.i18n) : item.name;
}

function useOf(item: ChainItem | null): AttackUse {
  if (!item) {
    const name = say("STC.Attack.Unarmed");
    return { kind: "unarmed", itemId: "", name, stored: { name: "", identifier: "", sourceName: "" } };
  }
  const identifier = (item.system as { identifier?: unknown }).identifier;
  const used = {
    itemId: item.id ?? "",
    name: shownName(item),
    stored: { name: item.name, identifier: typeof identifier === "string" ? identifier : "", sourceName: item.sourceName ?? "" },
  };
  if (item.type === "weapon") return { kind: "weapon", ...used, weapon: weaponFromItem(item) };
  return { kind: "maneuver", ...used, maneuver: maneuverFromItem(item) };
}

/**
 * What the attacker's turn in the round allows, as the round bridge answers, less an action already used: each
 * declared action makes one attack (000 §1.2, §2.2). A chain whose result was undone, or whose card was deleted,
 * gives its action back.
 */
export function attackTurnOf(attacker: Actor.Implementation): AttackTurn {
  const turn = activeRoundBridge().attackTurn(attacker.id ?? "");
  if (turn.kind !== "action") return turn;
  const used = game.messages?.contents.some((message) => isChainMessage(message) && message.system.roundAction === turn.actionKey && !message.system.undoneBy);
  if (!used) return turn;
  return { kind: "refused", reasonKey: "STC.Chain.ActionUsed", data: { name: attacker.name ?? "" } };
}

/** Everything the attack dialog needs, gathered from the documents once; a refusal names why it cannot open. */
export function gatherSetup(attacker: Actor.Implementation, item: ChainItem | null, target: Actor.Implementation): AttackSetup {
  if (!attacker.isOwner) throw new ChainRefusal("STC.Error.NotOwner", { name: attacker.name });
  if (target.id === attacker.id && target.token?.id === attacker.token?.id) throw new ChainRefusal("STC.Chain.TargetSelf", { name: attacker.name });
  const turn = attackTurnOf(attacker);
  if (turn.kind === "refused") throw new ChainRefusal(turn.reasonKey, turn.data);
  const weapons = usableWeapons(itemsOf(attacker)).map((entry) => ({ id: entry.item.id ?? "", name: shownName(entry.item), weapon: entry.weapon }));
  return {
    attacker: statsOf(attacker),
    target: statsOf(target),
    use: useOf(item),
    weapons,
    targetWeapon: heldWeapon(itemsOf(target)),
    round: currentRound(attacker.id ?? ""),
    turn,
    options: readClassicOptions(),
    storyteller: game.user?.isGM === true,
  };
}

export interface ChainRefs {
  attacker: ActorRef;
  target: ActorRef;
  attackerActor: Actor.Implementation;
}

/**
 * Begins the chain the dialog describes: checks the rules accept it (a refusal is shown and nothing is made),
 * lets other modules adjust or cancel it, posts the chain's message, and throws the attack at once when it is
 * the attacker's to throw (under `removeDice` the defender answers first). A Willpower point spent on the
 * attack is taken from the attacker.
 */
export async function launchAttack(opened: AttackSetup, values: AttackFormValues, refs: ChainRefs): Promise<StepResult & { message?: ChainMessage }> {
  // The round may have moved on while the dialog was open: ask it again what this attack costs.
  const setup: AttackSetup = { ...opened, turn: attackTurnOf(refs.attackerActor) };
  const planned = planForm(setup, values);
  if (!planned.ok) {
    ui.notifications?.warn(refusalText(planned, setup, (key, data) => say(key, data ?? {})));
    return planned;
  }
  const input = attackInputOf(setup, values);
  if (Hooks.call(CHAIN_HOOKS.preAttack, input, { actorId: refs.attacker.actorId, itemId: setup.use.itemId, targetActorId: refs.target.actorId }) === false) {
    return { ok: false, key: "STC.Chain.Error.Cancelled", data: {} };
  }
  let chain;
  try {
    chain = beginChain({ kind: "attack", start: input, options: setup.options, answers: [] });
  } catch (error) {
    if (!(error instanceof RulesError)) throw error;
    ui.notifications?.warn(say(error.i18nKey, { ...error.data }));
    return { ok: false, key: error.i18nKey, data: { ...error.data } };
  }
  // The Willpower point is spent before the card exists, so a chain never carries a success nobody paid for.
  const willpower = setup.attacker.willpower.current;
  if (values.willpower && !(await refs.attackerActor.update({ "system.willpower.current": willpower - 1 } as Actor.UpdateData))) {
    return notWritten(refs.attackerActor.name);
  }
  const created = await ChatMessage.implementation.create({
    type: "attack",
    speaker: speakerFor(refs.attackerActor),
    system: {
      kind: "attack",
      attacker: refs.attacker,
      target: refs.target,
      used: { itemId: setup.use.itemId, ...setup.use.stored },
      start: storedStart("attack", input),
      options: plainObject(setup.options),
      answers: [],
      roundAction: setup.turn.kind === "action" ? setup.turn.actionKey : "",
    },
  });
  const message = created ?? null;
  if (!isChainMessage(message)) {
    // No card, no attack: the point goes back.
    if (values.willpower) await refs.attackerActor.update({ "system.willpower.current": willpower } as Actor.UpdateData);
    return notWritten(say("STC.Chain.TheCard"));
  }
  Hooks.callAll(CHAIN_HOOKS.step, message, { step: "begin", chain, answer: null });
  if (chain.next !== "attackRoll") return { ok: true, message };
  const result = await requestStep(message, { step: "attackRoll", seen: 0 });
  return { ...result, message };
}
