import type { TargetState } from "../data/chat/attack-chain";
import type { StatusEffect } from "../rules/status/types";
import { done, Refusing, refusalOf, type Outcome } from "../../../outcome";
import { say, targetStateOf, type ChainMessage } from "./documents";
import { resolveActor, writtenByStoryteller } from "../../../chat/records";
import { currentChain } from "./perform";
import { CHAIN_HOOKS } from "./chain-hooks";
import { serialize } from "../../../chat/serialize";
import { targetChanges, writeTarget, type ItemChange } from "./target-writes";

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
    try {
      if (!game.user?.isGM) throw new Refusing("STC.Chain.Error.StorytellerOnly");
      if (!writtenByStoryteller(message)) throw new Refusing("STC.Chain.Error.NotStorytellers");
      if (message.system.undoneBy) throw new Refusing("STC.Chain.Error.Undone");
      const chain = currentChain(message);
      const applied = message.system.chainAnswers.find((answer) => answer.step === "apply");
      if (!applied || !chain.result) throw new Refusing("STC.Chain.Error.NothingToUndo");
      const target = resolveActor(message.system.target);
      if (!target) throw new Refusing("STC.Chain.Error.TargetGone");
      if (!sameTargetState(targetStateOf(target), chain.result.after)) throw new Refusing("STC.Chain.Error.TargetChanged", { name: target.name });
      const before = chain.result.before;
      const changes = targetChanges(target, before, new Set(applied.created ?? []));
      const items: ItemChange[] = chain.result.events.flatMap((event) =>
        event.kind === "weaponDropped" && event.who === "target" && target.items.get(event.weaponId) ? [{ _id: event.weaponId, "system.equipped": true }] : [],
      );
      if (!(await writeTarget(target, before, changes, items))) throw new Refusing("STC.Chain.Error.NotWritten", { name: target.name });
      if (!(await message.update({ "system.undoneBy": game.user.id } as ChatMessage.UpdateData))) throw new Refusing("STC.Chain.Error.NotWritten", { name: say("STC.Chain.TheCard") });
      Hooks.callAll(CHAIN_HOOKS.step, message, { step: "undo", chain, answer: null });
      return done();
    } catch (error) {
      const result = refusalOf(error);
      ui.notifications?.warn(say(result.key, result.data));
      return result;
    }
  });
}
