import { Refusing, type Outcome } from "../../../outcome";
import type { DamageType } from "../rules/health/damage-types";
import type { HealthState } from "../rules/health/state";
import { planBloodHealing, planRegeneration, readRegeneration } from "../rules/chronicle/healing";
import { healthStatuses } from "../rules/status/apply";
import { statusRoundNow } from "../rules/status/now";
import type { StatusEffect } from "../rules/status/types";
import type { CardLine, ChronicleState } from "../data/chat/chronicle-card";
import { chronicleActorOf, performChronicle, rollForCard } from "./perform";
import { nothingWritten, statusesOf } from "./state";
import { bloodSpentThisTurn } from "./blood-turn";

const healthFields = (health: HealthState): Record<string, number> => ({
  "system.health.bashing": health.bashing,
  "system.health.lethal": health.lethal,
  "system.health.aggravated": health.aggravated,
});

/** The statuses after healing, or null when healing left them as they were (a freed level ends Incapacitated). */
function statusesAfterHealing(actor: Actor.Implementation, health: HealthState): StatusEffect[] | null {
  const now = statusesOf(actor);
  const after = healthStatuses(now, health, "none", statusRoundNow(game.combat));
  return after.length === now.length ? null : after;
}

/** A vampire mends wounds with blood (V20 Chapter Eight, "Healing"), on the Storyteller's client. */
export async function healWithBlood(actor: Actor.Implementation, type: DamageType, levels: number): Promise<Outcome> {
  const { stats, derived } = chronicleActorOf(actor);
  if (stats.creature !== "vampire" || !stats.blood || !derived.blood?.perTurn) throw new Refusing("STC.Classic.Chronicle.Error.NotAVampire", { name: actor.name });
  const plan = planBloodHealing({ health: stats.health, blood: stats.blood, bloodPerTurn: derived.blood.perTurn, bloodSpentThisTurn: bloodSpentThisTurn(actor), willpower: stats.willpower, type, levels });
  const after: ChronicleState = {
    actor: {
      ...healthFields(plan.health),
      "system.blood.current": stats.blood.current - plan.blood,
      ...(plan.willpower > 0 ? { "system.willpower.current": stats.willpower.current - plan.willpower } : {}),
    },
    items: {},
    statuses: statusesAfterHealing(actor, plan.health),
    textures: {},
  };
  const lines: CardLine[] = [
    { key: "STC.Classic.Chronicle.Line.Healed", data: { levels }, named: { type: `STC.Classic.Damage.Type.${type}` } },
    { key: "STC.Classic.Chronicle.Line.Spent", data: { amount: plan.blood }, named: { pool: "STC.Classic.Sheet.BloodPool" } },
    ...(plan.willpower > 0 ? [{ key: "STC.Classic.Chronicle.Line.Spent", data: { amount: plan.willpower }, named: { pool: "STC.Classic.Sheet.Willpower" } }] : []),
  ];
  return performChronicle(actor, { action: "heal", lines, roll: null, after });
}

/** A Garou regenerates one level this turn (W20 Chapter Six, "Regeneration"), rolling Stamina in the breed form. */
export async function regenerate(actor: Actor.Implementation, type: DamageType): Promise<Outcome> {
  const { stats, derived } = chronicleActorOf(actor);
  if (!stats.garou) throw new Refusing("STC.Classic.Chronicle.Error.NotAGarou", { name: actor.name });
  const plan = planRegeneration({ breed: stats.garou.breed, form: stats.garou.form, stamina: derived.attributes.stamina, health: stats.health, type });
  const rolled = plan.roll ? await rollForCard(plan.roll, ["STC.Trait.stamina"]) : null;
  const mended = readRegeneration(stats.health, plan, rolled?.result ?? null);
  const lines: CardLine[] = mended.mended
    ? [{ key: "STC.Classic.Chronicle.Line.Healed", data: { levels: 1 }, named: { type: `STC.Classic.Damage.Type.${plan.type}` } }]
    : [{ key: "STC.Classic.Chronicle.Line.NotRegenerated", data: {} }];
  const after: ChronicleState = mended.mended
    ? { actor: healthFields(mended.health), items: {}, statuses: statusesAfterHealing(actor, mended.health), textures: {} }
    : nothingWritten();
  return performChronicle(actor, { action: "regenerate", lines, roll: rolled?.roll ?? null, after });
}
