import { CLASSIC_DEFAULTS, type ClassicOptions } from "../../rules/ruleset/options";
import { statusRoundNow, type CombatClock } from "../../rules/status/now";

/** What the world adds to a character's combat numbers: the ruleset's options and the round statuses are read at. */
export interface CombatWorld {
  options: ClassicOptions;
  round: number;
}

interface WorldGlobals {
  combat?: CombatClock | null;
}

/**
 * The Classic options actors are prepared with. Data preparation never reads settings: actors are prepared
 * early (a compendium's even before the settings exist) and often, so the settings layer hands the options in
 * once they are registered and again when one changes (src/settings.ts); until then the defaults stand.
 */
let worldOptions: ClassicOptions = { ...CLASSIC_DEFAULTS };

/** Called by the settings layer with the options as the world stores them. */
export function setCombatWorldOptions(options: ClassicOptions): void {
  worldOptions = { ...options };
}

/** The options handed in last and the round statuses are read at now (rules/status/now.ts). */
export function readCombatWorld(): CombatWorld {
  const combat = (globalThis as { game?: WorldGlobals }).game?.combat;
  return { options: { ...worldOptions }, round: statusRoundNow(combat) };
}
