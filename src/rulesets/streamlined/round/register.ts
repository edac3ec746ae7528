import { StreamlinedCombatTracker } from "../apps/tracker/combat-tracker";
import { StreamlinedCombat } from "../documents/combat";
import { StreamlinedCombatant } from "../documents/combatant";

/** Streamlined's round and tracker, put into CONFIG at `init` when the world plays Streamlined. */
export function playStreamlinedRound(): void {
  CONFIG.Combat.documentClass = StreamlinedCombat;
  CONFIG.Combatant.documentClass = StreamlinedCombatant;
  // Assigned into CONFIG.ui: comparing the tracker class with v14's declared one is past tsc's limit (TS2859).
  Object.assign(CONFIG.ui, { combat: StreamlinedCombatTracker });
}
