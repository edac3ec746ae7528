import { AFTER_COMBAT_ROUND } from "../../rules/combat/combat-summary";
import { CLASSIC_DEFAULTS, type ClassicOptions } from "../../rules/ruleset/options";
import { readClassicOptions } from "../../settings";

/** What the world adds to a character's combat numbers: the ruleset's options and the round statuses are read at. */
export interface CombatWorld {
  options: ClassicOptions;
  round: number;
}

interface WorldGlobals {
  combat?: { started?: boolean; round?: number } | null;
}

/**
 * The world's Classic options and the running combat's round. Actors are prepared early (a compendium's even
 * before the settings exist), so a setting that cannot be read yet gives the options' defaults; outside a
 * started combat statuses are read as after every round (`AFTER_COMBAT_ROUND`).
 */
export function readCombatWorld(): CombatWorld {
  let options: ClassicOptions = { ...CLASSIC_DEFAULTS };
  try {
    options = readClassicOptions();
  } catch {
    // Not registered yet: the defaults stand until the world's settings load.
  }
  const combat = (globalThis as { game?: WorldGlobals }).game?.combat;
  const round = combat?.started === true && typeof combat.round === "number" ? combat.round : AFTER_COMBAT_ROUND;
  return { options, round };
}
