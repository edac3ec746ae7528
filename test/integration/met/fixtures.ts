import { expect } from "vitest";
import { challengeCardContextOf } from "../../../src/rulesets/met/chat/render";
import type { ChallengeStartPayload } from "../../../src/rulesets/met/requests/challenge-start";
import { throwFor } from "../../../src/rulesets/met/requests/throw";
import type { MetThrow } from "../../../src/rulesets/met/rules/throws";
import { isChallengeMessage, type ChallengeMessage } from "../../../src/rulesets/met/chat/documents";
import type { StandInActor } from "../stand-in/actor";
import { actAs, gm, standIn, standInGame } from "../stand-in/install";
import { placeToken } from "../stand-in/token";
import { sentQueries, StandInUser, USER_ROLES } from "../stand-in/user";
import { worldPlaying } from "../documents/setup";

/** Players beside the stand-in's Storyteller: one for each player character below, and one who only watches. */
export const players = {
  anna: new StandInUser("playerAnna000001", "Anna's player", USER_ROLES.PLAYER),
  boris: new StandInUser("playerBoris00001", "Boris's player", USER_ROLES.PLAYER),
  vera: new StandInUser("playerVera000001", "Vera's player", USER_ROLES.PLAYER),
};

/** A Mind's Eye Theatre world. */
export const setUpMet = worldPlaying("met", Object.values(players));

/** A clean table before each test: no writes, no messages, no queries, no targets, the Storyteller logged in. */
export function resetTable(): void {
  standIn.database.reset();
  standIn.notifications.clear();
  standInGame.messages.length = 0;
  sentQueries.length = 0;
  for (const user of standInGame.users) user.targets.clear();
  for (const user of standInGame.users) user.active = true;
  actAs(gm);
}

type Trait = { name: string; aspect: string; count?: number };

/** A character (or, with no owner, a Storyteller character) with the Mind's Eye Theatre record given. */
export async function character(name: string, owner: StandInUser | null, met: { physical?: Trait[]; social?: Trait[]; mental?: Trait[]; [key: string]: unknown }): Promise<StandInActor> {
  const { physical = [], social = [], mental = [], ...rest } = met;
  const count = (traits: Trait[]) => traits.map((trait) => ({ count: 1, ...trait }));
  const previous = standInGame.user;
  actAs(gm);
  const actorClass = (globalThis as unknown as { CONFIG: { Actor: { documentClass: typeof StandInActor } } }).CONFIG.Actor.documentClass;
  const actor = await actorClass.create({
    name,
    type: owner ? "character" : "npc",
    ownership: { default: 0, ...(owner ? { [owner.id]: 3 } : {}) },
    system: { met: { traits: { physical: count(physical), social: count(social), mental: count(mental) }, ...rest } },
  });
  actAs(previous);
  if (!actor) throw new Error(`${name} was not created.`);
  return actor;
}

export { placeToken };

/** The one challenge card posted last. */
export function lastCard(): ChallengeMessage {
  const message = [...standInGame.messages].reverse().find((entry) => isChallengeMessage(entry as unknown as ChatMessage.Implementation)) as unknown as ChatMessage.Implementation | undefined;
  if (!isChallengeMessage(message)) throw new Error("No challenge card was posted.");
  return message;
}

/** The writes of one kind since the table was reset. */
export function writes(documentName: string, action?: "create" | "update" | "delete") {
  return standIn.database.writes.filter((write) => write.documentName === documentName && (action === undefined || write.action === action));
}

export const ref = (actor: StandInActor, token?: { document: { uuid: string } }) => ({ actorId: actor.id, tokenUuid: token?.document.uuid ?? "" });

/** A contested challenge's start as the dialog sends it, a punch for one level of bashing, with `more` over it. */
export function contested(challenger: StandInActor, defender: StandInActor, token: { document: { uuid: string } }, more: Partial<ChallengeStartPayload> = {}): ChallengeStartPayload {
  return {
    kind: "contested",
    challenger: ref(challenger),
    defender: ref(defender, token),
    difficulty: null,
    needsWin: false,
    surprise: false,
    defenderCategory: null,
    blind: { challenger: false, defender: false },
    moved: { challenger: false, defender: false },
    victoryCondition: "Punch him in the face",
    effect: { kind: "damage", levels: 1, type: "bashing" },
    traits: ["Brawny"],
    lenders: [],
    ...more,
  };
}

/** Each side throws from its own client (the Storyteller's for a side no player owns). */
export async function bothThrow(sides: { challenger: [StandInUser, MetThrow]; defender: [StandInUser, MetThrow] }): Promise<void> {
  for (const side of ["challenger", "defender"] as const) {
    const [user, thrown] = sides[side];
    actAs(user);
    expect(await throwFor(lastCard(), side, thrown)).toMatchObject({ ok: true });
  }
}

/** The labels of the retest, cancel and pass buttons the card shows `user`. */
export function movesFor(user: StandInUser): string[] {
  actAs(user);
  const context = challengeCardContextOf(lastCard());
  return "moves" in context && context.moves ? context.moves.map((move) => move.label) : [];
}
