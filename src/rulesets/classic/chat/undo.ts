import type { TargetState } from "../data/chat/attack-chain";
import type { StatusEffect } from "../rules/status/types";
import { Refusing, type Outcome } from "../../../outcome";
import { undoCard, type UndoWords } from "../../../chat/undo-card";
import { say, targetStateOf, type ChainMessage } from "./documents";
import { resolveActor } from "../../../chat/records";
import { currentChain } from "./perform";
import { CHAIN_HOOKS } from "./chain-hooks";
import { serialize } from "../../../chat/serialize";
import { targetChanges, writeTarget, type ItemChange } from "./target-writes";

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
 * The Storyteller's undo of an applied result: the target gets back the health and statuses it had just
 * before (kept on the card the Storyteller's client wrote, so no player can have changed them), provided it still stands as this result left it; when a later attack has
 * changed it since, the undo is refused so that attack is not lost with this one.
 */
export function undoChain(message: ChainMessage): Promise<Outcome> {
  return serialize(async (): Promise<Outcome> => {
    let chain: ReturnType<typeof currentChain> | null = null;
    const answer = await undoCard(message, CHAIN_UNDO_WORDS, async () => {
      chain = currentChain(message);
      const applied = message.system.chainAnswers.find((answer) => answer.step === "apply");
      if (!applied || !chain.result) throw new Refusing("STC.Classic.Chain.Error.NothingToUndo");
      const target = resolveActor(message.system.target);
      if (!target) throw new Refusing("STC.Classic.Chain.Error.TargetGone");
      if (!sameTargetState(targetStateOf(target), chain.result.after)) throw new Refusing("STC.Classic.Chain.Error.TargetChanged", { name: target.name });
      const before = chain.result.before;
      const changes = targetChanges(target, before, new Set(applied.created ?? []));
      const items: ItemChange[] = chain.result.events.flatMap((event) =>
        event.kind === "weaponDropped" && event.who === "target" && target.items.get(event.weaponId) ? [{ _id: event.weaponId, "system.equipped": true }] : [],
      );
      if (!(await writeTarget(target, before, changes, items))) throw new Refusing("STC.Classic.Chain.Error.NotWritten", { name: target.name });
    });
    if (answer.ok && chain) Hooks.callAll(CHAIN_HOOKS.step, message, { step: "undo", chain, answer: null });
    return answer;
  });
}
