import { Refusing, type Outcome } from "../../../outcome";
import { undoCard } from "../../../chat/undo-card";
import { resolveActor } from "../../../chat/records";
import { serialize } from "../../../chat/serialize";
import { say, targetStateOf } from "./documents";
import type { HazardMessage } from "./hazard-card";
import { replayHazard } from "./hazard-deal";
import { targetChanges, writeTarget } from "./target-writes";
import { CHAIN_UNDO_WORDS, sameTargetState } from "./undo";

/**
 * The Storyteller's undo of a hazard: every character it struck gets back the health and statuses it had just
 * before (read again from the card the Storyteller's client wrote), provided each still stands as the hazard left
 * it. When any has changed since, nothing is undone, so a later blow is not lost with the fire.
 */
export function undoHazard(message: HazardMessage): Promise<Outcome> {
  return serialize(() =>
    undoCard(message, { ...CHAIN_UNDO_WORDS, cardName: () => say("STC.Classic.Hazard.TheCard") }, async () => {
      const system = message.system;
      const struck = system.records.map((record) => {
        const actor = resolveActor(record.ref);
        if (!actor) throw new Refusing("STC.Classic.Chain.Error.TargetGone");
        const outcome = replayHazard(system.hazardInput, record, system.classicOptions, system.round);
        if (!sameTargetState(targetStateOf(actor), outcome.after)) throw new Refusing("STC.Classic.Chain.Error.TargetChanged", { name: actor.name });
        return { actor, before: outcome.before, created: new Set(record.created) };
      });
      for (const { actor, before, created } of struck) {
        if (!(await writeTarget(actor, before, targetChanges(actor, before, created)))) throw new Refusing("STC.Classic.Chain.Error.NotWritten", { name: actor.name });
      }
    }),
  );
}
