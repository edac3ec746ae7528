import { oneAtATime } from "../../../work-queue";
import { done, refusalOf, refusalText, Refusing, type Outcome } from "../../../outcome";
import { resolveActor, writtenByStoryteller } from "../../../chat/records";
import type { ChronicleCardData } from "../data/chat/chronicle-card";
import { standsAs, writeState } from "./state";

type UndoableMessage = ChatMessage.Implementation & { system: ChronicleCardData };

/** Chronicle work on the Storyteller's client runs one piece at a time, so no action reads what another is writing. */
export function chronicleQueue<T>(work: () => Promise<T>): Promise<T> {
  return oneAtATime(`chronicle.${game.user?.id ?? ""}`, work);
}

/**
 * The Storyteller's undo of a chronicle action (as the attack chain's undo, chat/undo.ts): the character gets back
 * what the card recorded as `before`, provided it still stands as the action left it; when something has changed it
 * since, the undo is refused so that change is not lost with this one.
 */
export function undoChronicle(message: UndoableMessage): Promise<Outcome> {
  return chronicleQueue(async (): Promise<Outcome> => {
    try {
      if (!game.user?.isGM) throw new Refusing("STC.Chronicle.Error.StorytellerOnly");
      if (!writtenByStoryteller(message)) throw new Refusing("STC.Chronicle.Error.NotStorytellers");
      if (message.system.undoneBy) throw new Refusing("STC.Chronicle.Error.Undone");
      const actor = resolveActor(message.system.actor);
      if (!actor) throw new Refusing("STC.Chronicle.Error.ActorGone");
      if (!standsAs(actor, message.system.afterState)) throw new Refusing("STC.Chronicle.Error.ChangedSince", { name: actor.name });
      const written = await writeState(actor, message.system.beforeState, new Set(message.system.created));
      if (!written.ok) throw new Refusing("STC.Chronicle.Error.NotWritten", { name: actor.name });
      if (!(await message.update({ "system.undoneBy": game.user.id } as ChatMessage.UpdateData))) throw new Refusing("STC.Chronicle.Error.NotWritten", { name: actor.name });
      return done();
    } catch (error) {
      const result = refusalOf(error);
      ui.notifications?.warn(refusalText(result));
      return result;
    }
  });
}
