import type { StandInActor } from "../stand-in/actor";
import { actAs, gm, standIn, standInGame } from "../stand-in/install";
import { sentQueries, StandInUser, USER_ROLES } from "../stand-in/user";
import { worldPlaying } from "../documents/setup";

/** Players beside the stand-in's Storyteller. */
export const players = {
  anna: new StandInUser("playerAnna000001", "Anna's player", USER_ROLES.PLAYER),
  boris: new StandInUser("playerBoris00001", "Boris's player", USER_ROLES.PLAYER),
};

/** A world playing the toy ruleset (test/rulesets/toy/). */
export const setUpToy = worldPlaying("toy", Object.values(players));

/** A clean table before each test: no writes, messages, queries, dice or targets; the Storyteller logged in. */
export function resetTable(): void {
  standIn.database.reset();
  standIn.notifications.clear();
  standIn.dice.reset();
  standInGame.messages.length = 0;
  sentQueries.length = 0;
  for (const user of standInGame.users) user.targets.clear();
  actAs(gm);
}

/** A character (or, with no owner, a Storyteller character) with the toy's Grit, and any other system data given. */
export async function character(name: string, owner: StandInUser | null, grit: number, system: Record<string, unknown> = {}): Promise<StandInActor> {
  const previous = standInGame.user;
  actAs(gm);
  const actorClass = (globalThis as unknown as { CONFIG: { Actor: { documentClass: typeof StandInActor } } }).CONFIG.Actor.documentClass;
  const actor = await actorClass.create({
    name,
    type: owner ? "character" : "npc",
    ownership: { default: 0, ...(owner ? { [owner.id]: 3 } : {}) },
    system: { ...system, toy: { grit } },
  });
  actAs(previous);
  if (!actor) throw new Error(`${name} was not created.`);
  return actor;
}

/** The writes of one kind since the table was reset. */
export function writes(documentName: string, action?: "create" | "update" | "delete") {
  return standIn.database.writes.filter((write) => write.documentName === documentName && (action === undefined || write.action === action));
}

export const ref = (actor: StandInActor, token?: { document: { uuid: string } }) => ({ actorId: actor.id, tokenUuid: token?.document.uuid ?? "" });
