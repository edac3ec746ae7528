import type { CharacterStats } from "../../rules/character/stats";
import { combatSummary, refusedAttack, type AttackSummary, type CombatSummary, type SummaryManeuver, type SummaryWeapon } from "../../rules/combat/combat-summary";
import { RulesError } from "../../../../rules/errors";
import { maneuverOf } from "../item/maneuver-source";
import type { WeaponSource } from "../item/source";
import { weaponOf } from "../item/weapon-of";
import type { CombatWorld } from "./combat-world";
import type { GatheredItem } from "./gather-stats";

type Read<T> = { key: string; value: T } | { key: string; refused: AttackSummary };

function read<T>(key: string, kind: AttackSummary["kind"], convert: () => T): Read<T> {
  try {
    return { key, value: convert() };
  } catch (error) {
    if (error instanceof RulesError) return { key, refused: refusedAttack(key, kind, error) };
    throw error;
  }
}

const itemKey = (item: GatheredItem, index: number): string => item.id ?? `item${index}`;

/**
 * The combat numbers of a character with these items, from the rules' `combatSummary`: every weapon item as a
 * rules weapon (`weaponOf`), every maneuver item as a rules maneuver (`maneuverOf`), the first equipped weapon
 * that the rules can read as the one in hand. A weapon or maneuver the rules cannot read is listed as an attack
 * that cannot be made, with the rules' reason, in its place among the others.
 */
export function deriveCombatSummary(stats: CharacterStats, items: Iterable<GatheredItem>, world: CombatWorld): CombatSummary {
  const weapons: Read<SummaryWeapon["weapon"]>[] = [];
  const maneuvers: Read<SummaryManeuver["maneuver"]>[] = [];
  let inHand: string | null = null;
  let index = 0;
  for (const item of items) {
    const key = itemKey(item, index++);
    if (item.type === "weapon") {
      const system = item.system as WeaponSource;
      const entry = read(key, "weapon", () => weaponOf({ id: key, system }));
      weapons.push(entry);
      if (inHand === null && system.equipped && "value" in entry) inHand = key;
    } else if (item.type === "maneuver") {
      maneuvers.push(read(key, "maneuver", () => maneuverOf({ id: key, name: item.name ?? "", system: item.system })));
    }
  }
  const summary = combatSummary({
    stats,
    options: world.options,
    round: world.round,
    inHand,
    weapons: weapons.flatMap((entry) => ("value" in entry ? [{ key: entry.key, weapon: entry.value }] : [])),
    maneuvers: maneuvers.flatMap((entry) => ("value" in entry ? [{ key: entry.key, maneuver: entry.value }] : [])),
  });
  const planned = new Map(summary.attacks.map((attack) => [attack.key, attack]));
  const inOrder = (entry: Read<unknown>): AttackSummary[] => {
    const attack = "refused" in entry ? entry.refused : planned.get(entry.key);
    return attack ? [attack] : [];
  };
  const unarmed = planned.get("unarmed");
  return { ...summary, attacks: [...(unarmed ? [unarmed] : []), ...weapons.flatMap(inOrder), ...maneuvers.flatMap(inOrder)] };
}
