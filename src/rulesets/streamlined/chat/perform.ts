import { resolveActor, writtenByStoryteller } from "../../../chat/records";
import { Refusing } from "../../../outcome";
import { oneAtATime } from "../../../work-queue";
import type { StreamlinedAnswerRecord } from "../data/chat";
import { actorRefOf } from "../../../chat/records";
import { healthOf, healthUpdate } from "../data/read";
import { advanceStreamlined, pendingStreamlined, type StreamlinedChain, type StreamlinedStep } from "../rules/chain";
import { RulesError } from "../../../rules/errors";
import { rollD10s } from "../../../dice/foundry-dice";
import { chainError, say, type AttackMessage } from "./documents";
import { answerOf, replayRecord } from "./record";

/** Work on one card runs one piece at a time on the Storyteller's client: a second press reads what the first wrote. */
export function onCard<T>(message: ChatMessage.Implementation, work: () => Promise<T>): Promise<T> {
  return oneAtATime(`streamlined.card.${message.id ?? ""}`, work);
}

/** The chain as the card's answers leave it; a record that does not replay is refused. */
export function currentChain(message: AttackMessage): StreamlinedChain {
  try {
    return replayRecord(message);
  } catch (error) {
    if (error instanceof RulesError) throw new Refusing(chainError("RecordInvalid"), { reason: error.message });
    throw new Refusing(chainError("RecordInvalid"), { reason: error instanceof Error ? error.message : String(error) });
  }
}

export const stepName = (step: StreamlinedStep): string => say(`STC.Streamlined.Chain.Step.${step}`);

/** The update the applied result makes to the target: its Health, or the hold on it, in one write. */
export function resultUpdate(chain: StreamlinedChain, holder: Actor.Implementation): Record<string, unknown> | null {
  const result = chain.result;
  if (!result) return null;
  if (result.change) return healthUpdate(result.change.after);
  if (result.hold) {
    const ref = actorRefOf(holder);
    return { "system.streamlined.heldBy.actorId": ref.actorId, "system.streamlined.heldBy.tokenUuid": ref.tokenUuid };
  }
  return null;
}

/**
 * Performs `step` for `askedBy` and, when the chain comes to it, the Storyteller's apply: rolls the step's pool
 * here, writes the target at most once (its Health or the hold on it) and then the card. Runs on the active
 * Storyteller's client only, on a card that client's side wrote, with the step the stored answers lead to.
 */
export function performStep(message: AttackMessage, step: StreamlinedStep, seen: number, askedBy: string): Promise<void> {
  return onCard(message, async () => {
    const user = game.user;
    if (!user?.isGM) throw new Refusing(chainError("StorytellerOnly"));
    if (!writtenByStoryteller(message)) throw new Refusing(chainError("NotStorytellers"));
    if (message.system.undoneBy) throw new Refusing(chainError("Undone"));
    const attacker = resolveActor(message.system.attacker);
    const target = resolveActor(message.system.target);
    if (!attacker || !target) throw new Refusing(chainError("ActorGone"));
    let chain = currentChain(message);
    const stored = message.system.answerRecords;
    if (stored.length !== seen || chain.next !== step) throw new Refusing(chainError("Stale"), { step: stepName(step) });
    const answers: StreamlinedAnswerRecord[] = [...stored];
    const pending = pendingStreamlined(chain);
    if (pending?.kind !== "roll") throw new Refusing(chainError("Stale"), { step: stepName(step) });
    const faces = await rollD10s(pending.pool, message);
    const rolled: StreamlinedAnswerRecord = { step: pending.step, kind: "faces", faces, by: askedBy };
    chain = advanceStreamlined(chain, answerOf(rolled));
    answers.push(rolled);
    let write: Record<string, unknown> | null = null;
    if (chain.next === "apply") {
      // The Storyteller's client applies at once: the target as it stands now takes the result.
      const current = healthOf(target);
      const applied: StreamlinedAnswerRecord = { step: "apply", kind: "apply", current, by: user.id ?? "" };
      chain = advanceStreamlined(chain, answerOf(applied));
      answers.push(applied);
      write = resultUpdate(chain, attacker);
    }
    // A write Foundry turned down resolves undefined: the card then records nothing, so no result stands applied.
    if (write && !(await target.update(write as Actor.UpdateData))) throw new Refusing(chainError("NotWritten"), { name: target.name });
    if (!(await message.update({ "system.answers": answers } as ChatMessage.UpdateData))) throw new Refusing(chainError("NotWritten"), { name: say("STC.Streamlined.Chain.TheCard") });
  });
}
