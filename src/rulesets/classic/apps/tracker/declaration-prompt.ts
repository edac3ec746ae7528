import { ClassicCombat } from "../../documents/combat";
import { owns } from "../../../../chat/records";
import { roundContext } from "../../round/context";
import { roundMachine } from "../../rules/turns/round-machine";
import { DeclarationDialog } from "./declaration-dialog";

/** Declarations already offered on this client: each is offered once. */
const offered = new Set<string>();

/** The user who declares for a combatant: an active player who owns it, else the active Storyteller (000 §1.2). */
export function declarerOf(combatant: Combatant.Implementation, users: Iterable<User.Implementation>, activeGM: User.Implementation | null): User.Implementation | null {
  for (const user of users) {
    if (user.active && !user.isGM && owns(combatant.actor, user)) return user;
  }
  return activeGM;
}

/**
 * When the declarations reach a combatant (slowest first, 000 §1.2, 002 ¶3), or a combatant joins during the
 * action phase with its place still to come, the client of the one who declares for it opens the declaration
 * form; the tracker's button opens it again if it is closed.
 */
export function promptDeclarations(combat: unknown): void {
  if (!(combat instanceof ClassicCombat)) return;
  const state = combat.roundState;
  const me = game.user;
  if (!state || !me || !game.users) return;
  const declaring = state.phase === "declaration" ? (state.queue[0]?.combatantIds ?? []) : state.phase === "action" ? roundMachine(roundContext(state)).arrivalsToDeclare(state) : [];
  for (const id of declaring) {
    const combatant = combat.combatants.get(id);
    const key = `${combat.id}:${state.round}:${id}`;
    if (!combatant || offered.has(key) || declarerOf(combatant, game.users, game.users.activeGM ?? null)?.id !== me.id) continue;
    offered.add(key);
    void new DeclarationDialog({ combat, combatantId: id }).render({ force: true });
  }
}

export function registerDeclarationPrompt(): void {
  Hooks.on("updateCombat", (combat) => promptDeclarations(combat));
}
