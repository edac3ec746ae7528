import { Refusing, type Outcome } from "../../../outcome";
import type { PowerRollTrait, PowerSource } from "../data/item/source";
import { planPowerUse, POWER_COSTS } from "../rules/chronicle/power-use";
import type { PoolPart } from "../rules/combat/roll-plan";
import { poolSpecOf } from "../rules/combat/roll-plan";
import type { CardLine } from "../data/chat/chronicle-card";
import { readClassicOptions } from "../settings";
import { isAbility, isAttribute } from "../dice/roll-request";
import { chronicleActorOf, performChronicle, rollForCard, type ChronicleActor } from "./perform";
import { bloodSpentThisTurn } from "./blood-turn";

const COST_PATHS = { blood: "system.blood.current", willpower: "system.willpower.current", rage: "system.garou.rage.current", gnosis: "system.garou.gnosis.current" } as const;
const COST_NAMES = { blood: "STC.Classic.Sheet.BloodPool", willpower: "STC.Classic.Sheet.Willpower", rage: "STC.Classic.Sheet.Rage", gnosis: "STC.Classic.Sheet.Gnosis" } as const;

/** A power's rolled trait: its dice as the character stands (form and armour applied) and the key that names it. */
export function powerTraitDice(who: ChronicleActor, trait: PowerRollTrait): { dice: number; nameKey: string } {
  if (isAttribute(trait)) return { dice: who.derived.attributes[trait], nameKey: `STC.Trait.${trait}` };
  if (isAbility(trait)) return { dice: who.source.abilities[trait].value, nameKey: `STC.Trait.${trait}` };
  switch (trait) {
    case "willpower":
      return { dice: who.source.willpower.permanent, nameKey: "STC.Classic.Sheet.Willpower" };
    case "rage":
      return { dice: who.source.garou.rage.permanent, nameKey: "STC.Classic.Sheet.Rage" };
    case "gnosis":
      return { dice: who.source.garou.gnosis.permanent, nameKey: "STC.Classic.Sheet.Gnosis" };
    case "conscience":
      return { dice: who.source.virtues.conscience, nameKey: `STC.Classic.Chronicle.Trait.${who.source.virtues.conscienceKind}` };
    case "selfControl":
      return { dice: who.source.virtues.selfControl, nameKey: `STC.Classic.Chronicle.Trait.${who.source.virtues.selfControlKind}` };
    case "courage":
      return { dice: who.source.virtues.courage, nameKey: "STC.Classic.Chronicle.Trait.courage" };
  }
}

/**
 * A Discipline power or a Gift used from the sheet, on the Storyteller's client (V20 Chapter Four, W20 Chapter Four):
 * the item on the character says what it rolls and what it spends; the rules check each cost is there and a
 * vampire's blood within the generation's turn; the dice are rolled here and the costs taken off in one write.
 */
export async function usePower(actor: Actor.Implementation, itemId: string, choices: { extraDice: number; willpower: boolean }): Promise<Outcome> {
  const item = actor.items.get(itemId);
  if (!item || item.type !== "power") throw new Refusing("STC.Classic.Chronicle.Error.NoSuchPower", { name: actor.name });
  const power = item.system as unknown as PowerSource;
  const who = chronicleActorOf(actor);
  const traits: (PoolPart & { nameKey: string })[] = [power.roll.first, power.roll.second]
    .filter((trait): trait is PowerRollTrait => trait !== "")
    .map((trait) => ({ id: trait, ...powerTraitDice(who, trait) }));
  const { stats, derived } = who;
  const plan = planPowerUse(
    {
      power: { traits: traits.map(({ id, dice }) => ({ id, dice })), difficulty: power.roll.difficulty, costs: { ...power.cost } },
      user: {
        blood: stats.blood,
        bloodPerTurn: derived.blood?.perTurn ?? null,
        bloodSpentThisTurn: bloodSpentThisTurn(actor),
        willpower: stats.willpower,
        rage: stats.garou?.rage ?? null,
        gnosis: stats.garou?.gnosis ?? null,
        woundPenalty: derived.woundPenalty,
        incapacitated: derived.incapacitated,
      },
      extraDice: choices.extraDice,
      willpower: choices.willpower,
      specialty: false,
    },
    readClassicOptions(),
  );
  const rolled = plan.roll ? await rollForCard(poolSpecOf(plan.roll), traits.map((trait) => trait.nameKey)) : null;
  const current = { blood: stats.blood?.current ?? 0, willpower: stats.willpower.current, rage: stats.garou?.rage.current ?? 0, gnosis: stats.garou?.gnosis.current ?? 0 };
  const spent = POWER_COSTS.filter((cost) => plan.spends[cost] > 0);
  const lines: CardLine[] = [
    { key: "STC.Classic.Chronicle.Line.PowerUsed", data: { power: item.name } },
    ...spent.map((cost) => ({ key: "STC.Classic.Chronicle.Line.Spent", data: { amount: plan.spends[cost] }, named: { pool: COST_NAMES[cost] } })),
  ];
  const after = { actor: Object.fromEntries(spent.map((cost) => [COST_PATHS[cost], current[cost] - plan.spends[cost]])), items: {}, statuses: null, textures: {} };
  return performChronicle(actor, { action: "power", lines, roll: rolled?.roll ?? null, after });
}
