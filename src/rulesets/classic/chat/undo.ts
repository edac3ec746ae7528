import type { TargetState } from "../data/chat/attack-chain";
import type { StatusEffect } from "../rules/status/types";
import { Refusing, type Outcome } from "../../../outcome";
import { undoCard, type UndoWords } from "../../../chat/undo-card";
import { isChainMessage, say, targetStateOf, type ChainMessage } from "./documents";
import { resolveActor, writtenByStoryteller } from "../../../chat/records";
import { currentChain } from "./perform";
import { CHAIN_HOOKS } from "./chain-hooks";
import { serialize } from "../../../chat/serialize";
import { targetChanges, writeTarget, type ItemChange } from "./target-writes";
import type { ClassicAttackChain } from "../rules/combat/chain";
import { clipCapacity } from "../rules/combat/autofire";
import { roundsLoaded } from "./clip";

/** The Classic cards' words for an undo refused (src/chat/undo-card.ts). */
export const CHAIN_UNDO_WORDS: UndoWords = {
  storytellerOnly: "STC.Classic.Chain.Error.StorytellerOnly",
  forged: "STC.Classic.Chain.Error.NotStorytellers",
  undone: "STC.Classic.Chain.Error.Undone",
  notWritten: "STC.Classic.Chain.Error.NotWritten",
  cardName: () => say("STC.Classic.Chain.TheCard"),
};

const statusKey = (status: StatusEffect): string =>
  JSON.stringify([status.id, status.sinceRound, status.expiresAfterRound, status.sourceId ?? null, status.value ?? null, status.losesAction ?? null]);

/** Two states are the same when their levels are and their statuses are, in any order. */
export function sameTargetState(a: TargetState, b: TargetState): boolean {
  const health = a.health.bashing === b.health.bashing && a.health.lethal === b.health.lethal && a.health.aggravated === b.health.aggravated;
  const left = a.statuses.map(statusKey).sort();
  const right = b.statuses.map(statusKey).sort();
  return health && left.length === right.length && left.every((key, index) => key === right[index]);
}

/**
 * The rounds an automatic mode took from the clip, to put back as the card found them (V20 core, Firearms); null
 * for an attack that fired none. Refused when the weapon is gone or its clip changed since (reloaded, fired again),
 * so a later count is not lost.
 */
function clipToRestore(message: ChainMessage, chain: ClassicAttackChain): { item: Item.Implementation; before: number | null } | null {
  const fire = chain.plan.fire;
  if (!fire) return null;
  const weapon = message.system.attackInput.method.kind === "weapon" ? message.system.attackInput.method.weapon : null;
  if (!weapon || weapon.category !== "ranged") return null;
  const attacker = resolveActor(message.system.attacker);
  const item = attacker?.items.get(message.system.used.itemId);
  if (!attacker || !item) throw new Refusing("STC.Classic.Chain.Error.ClipChanged", { name: attacker?.name ?? "" });
  const before = weapon.loaded ?? null;
  if (roundsLoaded(item) !== (before ?? clipCapacity(weapon)) - fire.rounds) throw new Refusing("STC.Classic.Chain.Error.ClipChanged", { name: item.name });
  return { item, before };
}

/**
 * The Storyteller's undo of an applied result: the target gets back the health and statuses it had just
 * before (kept on the card the Storyteller's client wrote, so no player can have changed them), provided it still stands as this result left it; when a later attack has
 * changed it since, the undo is refused so that attack is not lost with this one.
 */
export function undoChain(message: ChainMessage): Promise<Outcome> {
  return serialize(async (): Promise<Outcome> => {
    let chain: ClassicAttackChain | null = null;
    const cards = sprayCards(message);
    const answer = await undoCard(message, CHAIN_UNDO_WORDS, async () => {
      const replayed = currentChain(message);
      chain = replayed;
      // Every check comes before any write: an undo refused changes nothing.
      const clip = clipToRestore(message, replayed);
      const restores = cards.flatMap((card) => {
        const restore = targetRestore(card, card === message ? replayed : currentChain(card));
        return restore ? [restore] : [];
      });
      if (!restores.length && !clip) throw new Refusing("STC.Classic.Chain.Error.NothingToUndo");
      for (const restore of restores) await restore();
      if (clip && !(await clip.item.update({ "system.loaded": clip.before } as Item.UpdateData))) throw new Refusing("STC.Classic.Chain.Error.NotWritten", { name: clip.item.name });
      // A spray's other cards are undone with this one (undoCard marks this one).
      const user = game.user?.id ?? "";
      for (const card of cards) {
        if (card !== message && !(await card.update({ "system.undoneBy": user } as ChatMessage.UpdateData))) throw new Refusing("STC.Classic.Chain.Error.NotWritten", { name: say("STC.Classic.Chain.TheCard") });
      }
    });
    if (answer.ok && chain) Hooks.callAll(CHAIN_HOOKS.step, message, { step: "undo", chain, answer: null });
    return answer;
  });
}

/**
 * The cards one undo takes back: this card, and for a spray every card of it the Storyteller's side wrote and
 * has not undone (V20 core, Firearms, Spray: one roll, one card for each target).
 */
function sprayCards(message: ChainMessage): ChainMessage[] {
  const key = message.system.spray;
  if (!key) return [message];
  const others: ChainMessage[] = [];
  for (const entry of game.messages?.contents ?? []) {
    if (isChainMessage(entry) && entry.id !== message.id && writtenByStoryteller(entry) && entry.system.spray === key && !entry.system.undoneBy) others.push(entry);
  }
  return [message, ...others];
}

/**
 * What puts one card's target back as it stood before the result, checked now: null when the card applied
 * nothing; refused when the target is gone or has changed since, so a later attack is not lost with this one.
 */
function targetRestore(card: ChainMessage, chain: ClassicAttackChain): (() => Promise<void>) | null {
  const applied = card.system.chainAnswers.find((answer) => answer.step === "apply");
  const result = applied ? chain.result : null;
  if (!applied || !result) return null;
  const target = resolveActor(card.system.target);
  if (!target) throw new Refusing("STC.Classic.Chain.Error.TargetGone");
  if (!sameTargetState(targetStateOf(target), result.after)) throw new Refusing("STC.Classic.Chain.Error.TargetChanged", { name: target.name });
  const before = result.before;
  const changes = targetChanges(target, before, new Set(applied.created ?? []));
  const items: ItemChange[] = result.events.flatMap((event) =>
    event.kind === "weaponDropped" && event.who === "target" && target.items.get(event.weaponId) ? [{ _id: event.weaponId, "system.equipped": true }] : [],
  );
  return async () => {
    if (!(await writeTarget(target, before, changes, items))) throw new Refusing("STC.Classic.Chain.Error.NotWritten", { name: target.name });
  };
}
