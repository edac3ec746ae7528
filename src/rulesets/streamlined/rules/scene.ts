import { currentHealth, type HealthPoints } from "./health";

/** One fighter as step 4 of the round sees it (001 The Round, In Four Steps: "Check the scene"). */
export interface SceneFighter {
  id: string;
  /** Fighters on the same side do not fight each other; without sides everyone is their own. */
  side?: string;
  health: HealthPoints;
  fled: boolean;
  /** Surrendered and not refused. */
  surrendered: boolean;
}

export interface SceneCheck {
  down: string[];
  dead: string[];
  fled: string[];
  surrendered: string[];
  fighting: string[];
  /** "If anyone is still standing and still fighting, go back to step 2": someone on two sides or more. */
  continues: boolean;
}

export function checkScene(fighters: readonly SceneFighter[]): SceneCheck {
  const out: SceneCheck = { down: [], dead: [], fled: [], surrendered: [], fighting: [], continues: false };
  for (const fighter of fighters) {
    if (fighter.health.dead) out.dead.push(fighter.id);
    else if (currentHealth(fighter.health) === 0) out.down.push(fighter.id);
    else if (fighter.fled) out.fled.push(fighter.id);
    else if (fighter.surrendered) out.surrendered.push(fighter.id);
    else out.fighting.push(fighter.id);
  }
  const sides = new Set(fighters.filter((fighter) => out.fighting.includes(fighter.id)).map((fighter) => fighter.side ?? fighter.id));
  out.continues = sides.size >= 2;
  return out;
}
