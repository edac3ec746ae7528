import type { CharacterStats } from "../rules/character/stats";
import type { Weapon } from "../rules/combat/equipment";
import type { InitiativeEntry } from "../rules/initiative/order";
import { ScenarioError } from "./scenario-error";
import type { ScenarioCombatant } from "./types";

/** A combatant as the replay carries it from event to event: its sheet as it stands now and its gear. */
export interface Fighter {
  path: string;
  tableIndex: number;
  stats: CharacterStats;
  weapons: Weapon[];
  inHand: string | null;
  /** Weapons knocked away or dropped (004 Disarm): no longer usable. */
  dropped: string[];
  /** Still to arrive (a `join` event brings it in), in the fight, or gone (a `leave` event). */
  presence: "arriving" | "present" | "gone";
  previousInitiative: InitiativeEntry | null;
}

export function fightersOf(combatants: readonly ScenarioCombatant[]): Map<string, Fighter> {
  return new Map(
    combatants.map((combatant, tableIndex) => [
      combatant.stats.id,
      {
        path: combatant.path,
        tableIndex,
        stats: structuredClone(combatant.stats),
        weapons: combatant.weapons.map((weapon) => ({ ...weapon })),
        inHand: combatant.inHand,
        dropped: [],
        presence: combatant.arrives ? "arriving" : "present",
        previousInitiative: null,
      },
    ]),
  );
}

export function fighterOf(fighters: ReadonlyMap<string, Fighter>, id: string): Fighter {
  const fighter = fighters.get(id);
  if (!fighter) throw new ScenarioError("ScenarioCombatantUnknown", `No combatant ${id}.`, { path: id, value: id, known: [...fighters.keys()].join(", ") });
  return fighter;
}

export function weaponInHand(fighter: Fighter): Weapon | null {
  return fighter.weapons.find((weapon) => weapon.id === fighter.inHand) ?? null;
}

/** Takes Willpower (or blood) that a roll or declaration spends; a scenario cannot spend what is not there. */
export function spendPoints(fighter: Fighter, what: "willpower" | "blood" | "rage", amount: number, path: string): void {
  if (amount === 0) return;
  const pool = what === "willpower" ? fighter.stats.willpower : what === "blood" ? fighter.stats.blood : (fighter.stats.garou?.rage ?? null);
  if (!pool || pool.current < amount) {
    const key = what === "willpower" ? "ScenarioNotEnoughWillpower" : what === "blood" ? "ScenarioNotEnoughBlood" : "ScenarioNotEnoughRage";
    throw new ScenarioError(key, `${path}: ${fighter.stats.name} would spend ${amount} ${what} with ${pool?.current ?? 0} left.`, {
      path,
      name: fighter.stats.name,
      needed: amount,
      available: pool?.current ?? 0,
    });
  }
  pool.current -= amount;
}
