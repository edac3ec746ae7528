import { rollRequest, type RollActor, type RollFormValues, type RollMode, type RollSituation } from "./roll-request";
import { rollMessageOptions } from "../../../compat";
import { readClassicOptions } from "../settings";
import { PoolRoll } from "./pool-roll";
import { ownerRollReporter } from "../../../dice/roll-guard";

/** The actor a sheet rolls for: its prepared system data and what a roll writes back. */
export interface RollingActor {
  name: string;
  isOwner: boolean;
  system: RollActor["system"] & { derived: RollActor["derived"] };
  update(changes: Record<string, unknown>): Promise<unknown>;
}

/**
 * Rolls the pool the roll dialog describes and posts its card, or shows why it cannot: nothing is rolled
 * and nothing is written on bad input or for a user who does not own the character. A Willpower point
 * spent on the roll is taken off the sheet in one update after the roll.
 */
export async function rollTraitPool(
  actor: RollingActor,
  values: RollFormValues,
  rollMode: RollMode,
  speaker: ReturnType<typeof ChatMessage.getSpeaker>,
  situation?: RollSituation,
): Promise<PoolRoll | null> {
  const reporter = ownerRollReporter(actor);
  if (!reporter) return null;
  const { i18n, notifications } = reporter;
  const request = rollRequest({ system: actor.system, derived: actor.system.derived, ...(situation ? { situation } : {}) }, values, readClassicOptions());
  if (!request.ok) {
    notifications.warn(i18n.format(request.key, Object.fromEntries(Object.entries(request.data).map(([key, value]) => [key, String(value)]))));
    return null;
  }
  const label = request.labelKeys.map((key) => i18n.localize(key)).join(" + ");
  const roll = PoolRoll.fromSpec(request.spec, label);
  await roll.evaluate();
  await roll.toMessage({ speaker, flavor: label }, rollMessageOptions(rollMode));
  if (request.spendsWillpower) await actor.update({ "system.willpower.current": actor.system.willpower.current - 1 });
  return roll;
}
