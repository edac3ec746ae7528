import { SYSTEM_ID } from "../../../constants";
import { GrappleEscapeData } from "../data/chat/grapple-escape";
import { itemDisplayName } from "../../../data/item/display-name";
import { activeRoundBridge, type AttackTurn } from "../round/bridge";
import { RulesError } from "../../../rules/errors";
import { classicRulesForPlay } from "../record-rules";
import { readClassicOptions } from "../settings";
import type { AttackSetup, AttackUse } from "../apps/attack-form";
import { Refusing } from "../../../outcome";
import { isChainMessage, say, statsOf } from "./documents";
import { owns, writtenByStoryteller } from "../../../chat/records";
import { singleTarget as targetedToken } from "../../../chat/targets";
import { heldWeapon, maneuverFromItem, usableWeapons, weaponFromItem, type ChainItem } from "./chain-items";

/**
 * The round a new chain is dated in: that of the fight `actorId` is in (never the encounter the tracker happens
 * to show), else 0 (statuses then count from round 0).
 */
export function currentRound(actorId: string): number {
  return activeRoundBridge().round(actorId);
}

/** The one token this user targets, or the translated reason there is not exactly one. */
export function singleTarget(): { ok: true; token: Token.Implementation; actor: Actor.Implementation } | { ok: false; key: string } {
  const target = targetedToken();
  if (target.ok) return target;
  const keys = { none: "STC.Classic.Chain.NoTarget", many: "STC.Classic.Chain.OneTarget", noActor: "STC.Classic.Chain.TargetWithoutActor" } as const;
  return { ok: false, key: keys[target.why] };
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
    const name = say("STC.Classic.Attack.Unarmed");
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
 * declared action makes one attack (000 §1.2, §2.2), or one clinch's damage, or one attempt to break free. Only
 * cards the Storyteller's client wrote count: a card a player made up can neither use an action nor give one
 * back. A chain whose result was undone gives its action back.
 */
export function attackTurnOf(attacker: Actor.Implementation): AttackTurn {
  const turn = activeRoundBridge().attackTurn(attacker.id ?? "");
  if (turn.kind !== "action") return turn;
  const used = game.messages?.contents.some((message) => writtenByStoryteller(message) && usesAction(message, turn.actionKey));
  if (!used) return turn;
  return { kind: "refused", reasonKey: "STC.Classic.Chain.ActionUsed", data: { name: attacker.name ?? "" } };
}

function usesAction(message: ChatMessage.Implementation, actionKey: string): boolean {
  if (isChainMessage(message)) return message.system.roundAction === actionKey && !message.system.undoneBy;
  if (message.system instanceof GrappleEscapeData) return message.system.roundAction === actionKey;
  return false;
}

/**
 * Everything the attack dialog needs, gathered from the documents once; a refusal names why it cannot open.
 * `asker` is who attacks: the dialog's user on their own client, the request's sender on the Storyteller's.
 */
export function gatherSetup(attacker: Actor.Implementation, item: ChainItem | null, target: Actor.Implementation, asker: User.Implementation | null = game.user): AttackSetup {
  // An attack begins only under a ruleset whose dialog and cards exist; another is named, never played as Classic.
  try {
    classicRulesForPlay();
  } catch (error) {
    if (error instanceof RulesError) throw new Refusing(error.i18nKey, { ...error.data });
    throw error;
  }
  if (!asker || !owns(attacker, asker)) throw new Refusing("STC.Error.NotOwner", { name: attacker.name });
  if (target.id === attacker.id && target.token?.id === attacker.token?.id) throw new Refusing("STC.Classic.Chain.TargetSelf", { name: attacker.name });
  const turn = attackTurnOf(attacker);
  if (turn.kind === "refused") throw new Refusing(turn.reasonKey, turn.data);
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
    storyteller: asker.isGM,
  };
}

