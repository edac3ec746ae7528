import { MetCombatTracker } from "../apps/tracker/combat-tracker";
import { MetCombat } from "../documents/combat";

/** Mind's Eye Theatre's round and tracker, put into CONFIG at `init` when the world plays it. */
export function playMetRound(): void {
  CONFIG.Combat.documentClass = MetCombat;
  // Assigned into CONFIG.ui: comparing the tracker class with v14's declared one is past tsc's limit (TS2859).
  Object.assign(CONFIG.ui, { combat: MetCombatTracker });
}
