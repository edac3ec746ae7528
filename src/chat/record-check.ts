import { ChainRefusal } from "./chain-error";
import { resolveActor, statsOf, type ChainMessage } from "./documents";
import { snapshotDrift } from "./snapshot";

/**
 * Before acting on a message another user wrote, the Storyteller's client checks its record against the
 * characters as they are: a record whose traits were edited after the attack began is refused, not applied.
 */
export function checkRecord(message: ChainMessage): void {
  const system = message.system;
  const pairs =
    system.chainKind === "clinch"
      ? [
          { recorded: system.clinchInput.holder, ref: system.attacker },
          { recorded: system.clinchInput.held, ref: system.target },
        ]
      : [
          { recorded: system.attackInput.attacker, ref: system.attacker },
          { recorded: system.attackInput.target, ref: system.target },
        ];
  for (const { recorded, ref } of pairs) {
    const actor = resolveActor(ref);
    if (!actor) throw new ChainRefusal("STC.Chain.Error.ActorGone");
    const drift = typeof recorded === "object" && recorded !== null ? snapshotDrift(recorded, statsOf(actor)) : "record";
    if (drift) throw new ChainRefusal("STC.Chain.Error.RecordChanged", { name: actor.name, field: drift });
  }
}
