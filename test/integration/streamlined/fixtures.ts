import { isAttackMessage, type AttackMessage } from "../../../src/rulesets/streamlined/chat/documents";
import { healthOf, heldByOf } from "../../../src/rulesets/streamlined/data/read";
import { currentHealth } from "../../../src/rulesets/streamlined/rules/health";
import type { StandInActor } from "../stand-in/actor";
import { actAs, gm, standIn, standInGame } from "../stand-in/install";
import { placeToken, type StandInToken } from "../stand-in/token";
import { StandInUser, USER_ROLES } from "../stand-in/user";
import { worldPlaying } from "../documents/setup";

/** Players beside the stand-in's Storyteller: one for each player character below. */
export const players = {
  anna: new StandInUser("playerAnna000001", "Anna's player", USER_ROLES.PLAYER),
  boris: new StandInUser("playerBoris00001", "Boris's player", USER_ROLES.PLAYER),
};

/** A Streamlined world. */
export const setUpStreamlined = worldPlaying("streamlined", Object.values(players));

/** A clean table before each test: no writes, no dice, no messages, no targets, the Storyteller logged in. */
export function resetTable(): void {
  standIn.database.reset();
  standIn.dice.reset();
  standIn.notifications.clear();
  standInGame.messages.length = 0;
  for (const user of standInGame.users) user.targets.clear();
  for (const user of standInGame.users) user.active = true;
  standInGame.combat = null;
  actAs(gm);
}

type Traits = Record<string, number>;

/** The system's Actor class as the world plays it (Streamlined's, once `init` has run). */
const actorClass = (): typeof StandInActor => (globalThis as unknown as { CONFIG: { Actor: { documentClass: typeof StandInActor } } }).CONFIG.Actor.documentClass;

/** A character (or, with no owner, a Storyteller character) with the traits and Streamlined data given. */
export async function character(
  name: string,
  owner: StandInUser | null,
  sheet: { attributes?: Traits; abilities?: Traits; streamlined?: Record<string, unknown>; system?: Record<string, unknown> },
  items: Record<string, unknown>[] = [],
): Promise<StandInActor> {
  const attributes = Object.fromEntries(Object.entries(sheet.attributes ?? {}).map(([key, value]) => [key, { value }]));
  const abilities = Object.fromEntries(Object.entries(sheet.abilities ?? {}).map(([key, value]) => [key, { value }]));
  const previous = standInGame.user;
  actAs(gm);
  const actor = await actorClass().create({
    name,
    type: owner ? "character" : "npc",
    ownership: { default: 0, ...(owner ? { [owner.id]: 3 } : {}) },
    system: { attributes, abilities, ...(sheet.streamlined ? { streamlined: sheet.streamlined } : {}), ...(sheet.system ?? {}) },
    items,
  });
  actAs(previous);
  if (!actor) throw new Error(`${name} was not created.`);
  return actor;
}

export function weapon(name: string, streamlined: Record<string, unknown>): Record<string, unknown> {
  return { name, type: "weapon", system: { equipped: true, streamlined } };
}

export function armour(name: string, rating: number): Record<string, unknown> {
  return { name, type: "armor", system: { equipped: true, streamlined: { rating } } };
}

export function target(user: StandInUser, ...tokens: StandInToken[]): void {
  user.targets.clear();
  for (const token of tokens) user.targets.add(token);
}

export { placeToken };

export function faces(...values: number[]): void {
  standIn.dice.script(values);
}

/** The writes of one kind since the table was reset. */
export function writes(documentName: string, action?: "create" | "update" | "delete") {
  return standIn.database.writes.filter((write) => write.documentName === documentName && (action === undefined || write.action === action));
}

/** The one Streamlined attack card posted last. */
export function lastCard(): AttackMessage {
  const message = standInGame.messages.at(-1) as unknown as ChatMessage.Implementation | undefined;
  if (!isAttackMessage(message)) throw new Error("No Streamlined attack card was posted.");
  return message;
}

/** Health left and its maximum, as the sheet and the token bar read them. */
export function health(actor: StandInActor): { current: number; max: number; damage: Record<string, number> } {
  const points = healthOf(actor);
  return { current: currentHealth(points), max: points.max, damage: { ...points.damage } };
}

export const heldBy = (actor: StandInActor) => heldByOf(actor);
