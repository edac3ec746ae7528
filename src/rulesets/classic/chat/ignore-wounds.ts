import { writeActor } from "../../../compat";
import { RulesError } from "../../../rules/errors";
import { spendWillpowerOnWounds } from "../rules/health/ignore-wounds";
import { refused, done, type Outcome, type Refused } from "../../../outcome";
import { currentRound } from "./attack-setup";
import { say, statsOf, targetStateOf } from "./documents";
import { targetChanges } from "./target-writes";

/**
 * A Willpower point spent to set wound penalties aside for this turn (000 §5), from the character's own sheet: the
 * point comes off and the turn's status goes on in one write of the actor its owner may already change by hand. Every
 * roll the character makes this turn reads it through its gathered stats (`ignoresWoundPenalties`), and the round's
 * end takes it off with the other expired statuses.
 */
export async function ignoreWoundsThisTurn(actor: Actor.Implementation): Promise<Outcome> {
  if (!actor.isOwner) return warn(refused("STC.Error.NotOwner", { name: actor.name }));
  const stats = statsOf(actor);
  let spend;
  try {
    spend = spendWillpowerOnWounds({ name: stats.name, willpower: stats.willpower, statuses: stats.statuses, round: currentRound(actor.id ?? "") });
  } catch (error) {
    if (error instanceof RulesError) return warn(refused(error.i18nKey, { ...error.data }));
    throw error;
  }
  const state = targetStateOf(actor);
  const changes = targetChanges(actor, { ...state, statuses: [...state.statuses, spend.status] });
  const written = await writeActor(actor, {
    update: { "system.willpower.current": spend.willpower },
    createEffects: changes.creates.map((effect) => ({ ...effect })),
  });
  return written ? done() : warn(refused("STC.Classic.Chain.Error.NotWritten", { name: actor.name }));
}

function warn(result: Refused): Outcome {
  ui.notifications?.warn(say(result.key, result.data));
  return result;
}
