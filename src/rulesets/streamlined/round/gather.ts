import type { HealthPoints } from "../rules/health";
import { initiativePool } from "../rules/initiative";
import type { RoundEntrant } from "../rules/round/begin";
import type { HealthById } from "../rules/round/turn";
import type { StreamlinedRoundState } from "../rules/round/state";
import { streamlinedCharacter } from "../rules/stats";
import { storedSideOf } from "../data/combat/round-data";
import { healthOf } from "../data/read";

/** What the round reads of a Combatant: its id, its character, who owns it, its stored side. */
export interface RoundCombatantDoc {
  id: string | null;
  actor: { system?: unknown; testUserPermission(user: User.Implementation, permission: "OWNER"): boolean } | null;
  system?: unknown;
}

function traitValue(system: unknown, group: "attributes" | "abilities", name: string): number | undefined {
  const value = ((system as Record<string, Record<string, { value?: unknown }> | undefined> | undefined)?.[group]?.[name])?.value;
  return typeof value === "number" ? value : undefined;
}

/** Dice of Dexterity + Awareness (001 The Turn) for a combatant's character; none without one. */
export function initiativePoolOf(combatant: RoundCombatantDoc): number {
  const system = combatant.actor?.system;
  if (!system) return 0;
  const dexterity = traitValue(system, "attributes", "dexterity");
  const awareness = traitValue(system, "abilities", "awareness");
  const character = streamlinedCharacter({ id: combatant.id ?? "", attributes: dexterity === undefined ? {} : { dexterity }, skills: awareness === undefined ? {} : { awareness } });
  return initiativePool(character);
}

/**
 * The side a combatant fights on: the one the Storyteller stored for it, else the players' side for a character
 * a player owns and the Storyteller's for the rest.
 */
export function sideOf(combatant: RoundCombatantDoc): string {
  const actor = combatant.actor;
  const playerOwned = actor !== null && (game.users?.contents ?? []).some((user) => !user.isGM && actor.testUserPermission(user, "OWNER"));
  return storedSideOf(combatant) ?? (playerOwned ? "players" : "storyteller");
}

/** The combatant as the round machine takes it at the fight's start or on arrival. */
export function entrantOf(combatant: RoundCombatantDoc, tableIndex: number): RoundEntrant {
  return { id: combatant.id ?? "", tableIndex, pool: initiativePoolOf(combatant), side: sideOf(combatant) };
}

/** Every combatant of the round (in the order, or gone) with its Health now; one no longer on the tracker counts as unhurt. */
export function healthById(state: StreamlinedRoundState, combatants: readonly RoundCombatantDoc[]): HealthById {
  const byId = new Map(combatants.map((combatant) => [combatant.id ?? "", combatant]));
  const out: Record<string, HealthPoints> = {};
  for (const { id } of [...state.order, ...state.left]) out[id] = healthOf(byId.get(id)?.actor);
  return out;
}
