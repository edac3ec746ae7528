import { oneAtATime } from "../../../work-queue";
import { Refusing, type Outcome } from "../../../outcome";
import { undoCard } from "../../../chat/undo-card";
import { resolveActor } from "../../../chat/records";
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
  let name = "";
  const words = { storytellerOnly: "STC.Classic.Chronicle.Error.StorytellerOnly", forged: "STC.Classic.Chronicle.Error.NotStorytellers", undone: "STC.Classic.Chronicle.Error.Undone", notWritten: "STC.Classic.Chronicle.Error.NotWritten", cardName: () => name };
  return chronicleQueue(() =>
    undoCard(message, words, async () => {
      const actor = resolveActor(message.system.actor);
      if (!actor) throw new Refusing("STC.Classic.Chronicle.Error.ActorGone");
      if (!standsAs(actor, message.system.afterState)) throw new Refusing("STC.Classic.Chronicle.Error.ChangedSince", { name: actor.name });
      const written = await writeState(actor, message.system.beforeState, new Set(message.system.created));
      if (!written.ok) throw new Refusing("STC.Classic.Chronicle.Error.NotWritten", { name: actor.name });
      // A card whose mark fails is named by its character, as the chronicle's refusals name it.
      name = actor.name;
    }),
  );
}
