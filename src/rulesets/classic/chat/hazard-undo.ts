import { done, Refusing, refusalOf, type Outcome } from "../../../outcome";
import { resolveActor, writtenByStoryteller } from "../../../chat/records";
import { serialize } from "../../../chat/serialize";
import { say, targetStateOf } from "./documents";
import type { HazardMessage } from "./hazard-card";
import { replayHazard } from "./hazard-deal";
import { targetChanges, writeTarget } from "./target-writes";
import { sameTargetState } from "./undo";

/**
 * The Storyteller's undo of a hazard: every character it struck gets back the health and statuses it had just
 * before (read again from the card the Storyteller's client wrote), provided each still stands as the hazard left
 * it. When any has changed since, nothing is undone, so a later blow is not lost with the fire.
 */
export function undoHazard(message: HazardMessage): Promise<Outcome> {
  return serialize(async (): Promise<Outcome> => {
    try {
      if (!game.user?.isGM) throw new Refusing("STC.Chain.Error.StorytellerOnly");
      if (!writtenByStoryteller(message)) throw new Refusing("STC.Chain.Error.NotStorytellers");
      if (message.system.undoneBy) throw new Refusing("STC.Chain.Error.Undone");
      const system = message.system;
      const struck = system.records.map((record) => {
        const actor = resolveActor(record.ref);
        if (!actor) throw new Refusing("STC.Chain.Error.TargetGone");
        const outcome = replayHazard(system.hazardInput, record, system.classicOptions, system.round);
        if (!sameTargetState(targetStateOf(actor), outcome.after)) throw new Refusing("STC.Chain.Error.TargetChanged", { name: actor.name });
        return { actor, before: outcome.before, created: new Set(record.created) };
      });
      for (const { actor, before, created } of struck) {
        if (!(await writeTarget(actor, before, targetChanges(actor, before, created)))) throw new Refusing("STC.Chain.Error.NotWritten", { name: actor.name });
      }
      if (!(await message.update({ "system.undoneBy": game.user.id } as ChatMessage.UpdateData))) throw new Refusing("STC.Chain.Error.NotWritten", { name: say("STC.Hazard.TheCard") });
      return done();
    } catch (error) {
      const result = refusalOf(error);
      ui.notifications?.warn(say(result.key, result.data));
      return result;
    }
  });
}
