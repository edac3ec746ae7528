import { isRoundCombat } from "./round-combat";
import { roundContext } from "./context";
import { writeRound } from "./operations";
import { oneAtATime } from "../../../work-queue";
import { roundAfterConditionChange } from "./statuses";

/**
 * When a character's health or statuses change while a round runs (the attack chain applies damage, a
 * Storyteller marks a status), the active Storyteller's client brings the round up to date: a stunned or
 * incapacitated combatant loses what is left of its round, a knocked-down one its next action.
 */
export function syncRoundsWith(actor: Actor.Implementation): void {
  // A temporary actor has no uuid (v14's declarations say so) and fights in no combat.
  const uuid = actor.uuid;
  if (!game.user?.isActiveGM || !uuid) return;
  for (const combat of game.combats ?? []) {
    if (!(isRoundCombat(combat)) || !combat.roundState) continue;
    if (!combat.combatants.contents.some((combatant) => combatant.actor?.uuid === uuid)) continue;
    void oneAtATime(combat, async () => {
      const state = combat.roundState;
      const next = state ? roundAfterConditionChange(roundContext(state), state, combat.combatants.contents, uuid) : null;
      if (next) await writeRound(combat, next);
    });
  }
}

function actorOf(effect: { parent?: unknown }): Actor.Implementation | null {
  return effect.parent instanceof Actor ? (effect.parent as Actor.Implementation) : null;
}

export function registerRoundHooks(): void {
  Hooks.on("updateActor", (actor) => syncRoundsWith(actor));
  // Marked defeated or back in the fight on the tracker (`outOfFight`).
  Hooks.on("updateCombatant", (combatant, changes) => {
    if ("defeated" in changes && combatant.actor) syncRoundsWith(combatant.actor);
  });
  for (const hook of ["createActiveEffect", "updateActiveEffect", "deleteActiveEffect"] as const) {
    Hooks.on(hook, (effect: { parent?: unknown }) => {
      const actor = actorOf(effect);
      if (actor) syncRoundsWith(actor);
    });
  }
}
