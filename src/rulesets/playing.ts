import { StorytellerActor } from "../documents/actor";
import { StorytellerCombat } from "../documents/combat";
import { StorytellerCombatant } from "../documents/combatant";
import type { RulesetModule, RulesetPlay } from "./module";

let played: Promise<void> = Promise.resolve();

/** Puts what the world's ruleset plays into CONFIG; the system's own document classes where it brings none. */
function putIn(play: RulesetPlay | null): void {
  CONFIG.Actor.documentClass = play?.documentClasses.Actor ?? StorytellerActor;
  CONFIG.Combat.documentClass = play?.documentClasses.Combat ?? StorytellerCombat;
  CONFIG.Combatant.documentClass = play?.documentClasses.Combatant ?? StorytellerCombatant;
  // Assigned into CONFIG.ui: comparing the tracker class with v14's declared one is past tsc's limit (TS2859).
  if (play?.combatTracker) Object.assign(CONFIG.ui, { combat: play.combatTracker });
  play?.play();
}

/**
 * Loads what `module` plays (its own chunk of the build) and puts it in; the returned promise, kept for
 * `rulesetPlayed()`, settles once it is in. Started at `init`, which Foundry does not await: Foundry's setup waits
 * for it (src/hold-setup.ts) before it makes the world's documents and UI from CONFIG. Until then CONFIG holds the
 * system's own document classes. A chunk that fails to load is logged and the world opens with the system's own
 * classes, as a failing `init` hook leaves it, so a Storyteller can still reach the settings.
 */
export function startPlaying(module: RulesetModule | null): Promise<void> {
  putIn(null);
  const play = module ? module.loadPlay() : Promise.resolve(null);
  played = play.then(putIn).catch((error: unknown) => {
    console.error(`storyteller-combat | The ${module?.id ?? ""} ruleset's play could not be loaded:`, error);
  });
  return played;
}

/** Settles once what the world's ruleset plays is in CONFIG (at once before `init`). */
export function rulesetPlayed(): Promise<void> {
  return played;
}
