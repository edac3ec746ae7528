import type { ActorDerived } from "../data/actor/derived";
import { PoolRoll } from "../dice/pool-roll";
import { ownerRollReporter } from "../dice/roll-guard";
import { poolSpecOf } from "../rules/combat/roll-plan";
import { currentRollMode, rollMessageOptions, type RollMode } from "../compat";
import { attackView } from "./context/combat-view";
import { displayNameOf } from "./item-names";
import { speakerFor } from "../documents/speaker";


/**
 * Rolls the attack pool of one of the actor's attacks — `"unarmed"`, or a weapon or maneuver item's id — as the
 * combat tab shows it (`system.derived.combat`, planned by the rules), and posts its card with the roll's terms
 * in the label, through the pool roll and the chosen roll mode. An attack that cannot be made now, an empty
 * pool, or a user who does not own the actor gets a translated message and rolls nothing.
 *
 * The combat tab's attack buttons call only this; the attack chain in chat takes the same entry point.
 */
export async function rollAttackFromItem(actor: Actor.Implementation, key: string, rollMode: RollMode = currentRollMode()): Promise<PoolRoll | null> {
  const reporter = ownerRollReporter(actor);
  if (!reporter) return null;
  const { i18n, notifications } = reporter;
  const summary = (actor.system as unknown as { derived?: ActorDerived }).derived?.combat;
  const attack = summary?.attacks.find((entry) => entry.key === key);
  if (!summary || !attack) {
    notifications.warn(i18n.format("STC.Error.AttackUnknown", { name: actor.name }));
    return null;
  }
  const item = key === "unarmed" ? undefined : actor.items.get(key);
  const name = item ? displayNameOf(item) : i18n.localize("STC.Sheet.Unarmed");
  const view = attackView(attack, name, key === summary.inHand, i18n);
  if (!attack.roll || view.reason) {
    notifications.warn(view.reason ?? i18n.localize("STC.Error.EmptyPool"));
    return null;
  }
  if (attack.roll.pool < 1 && attack.roll.automaticSuccesses === 0 && !attack.roll.willpower) {
    notifications.warn(i18n.localize("STC.Error.EmptyPool"));
    return null;
  }
  const roll = PoolRoll.fromSpec(poolSpecOf(attack.roll), view.label);
  await roll.evaluate();
  await roll.toMessage({ speaker: speakerFor(actor), flavor: view.label }, rollMessageOptions(rollMode));
  return roll;
}
