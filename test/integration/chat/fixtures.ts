import type { StorytellerActorData } from "../../../src/rulesets/classic/data/actor/base";
import { maneuverSourceOf } from "../../../src/rulesets/classic/data/item/maneuver-source";
import { findManeuver } from "../../../src/rulesets/classic/rules/maneuvers/catalogue";
import type { ChainMessage } from "../../../src/rulesets/classic/chat/documents";
import { activeRoundBridge, FREE_ROUND, setRoundBridgeLookup, type AttackTurn, type DefenceOffer, type DefenceSpent, type RoundBridge } from "../../../src/rulesets/classic/round/bridge";
import { StandInActor } from "../stand-in/actor";
import type { StandInChatMessage } from "../stand-in/chat-message";
import { actAs, gm, standIn, standInGame } from "../stand-in/install";
import { placeToken, type StandInToken } from "../stand-in/token";
import { StandInUser, USER_ROLES } from "../stand-in/user";
import { initSystem } from "../documents/setup";

export type SystemActor = StandInActor & { system: StorytellerActorData };

/** Players beside the stand-in's own: one for each player character of the fights below. */
export const players = {
  david: new StandInUser("playerDavid00001", "David's player", USER_ROLES.PLAYER),
  alistair: new StandInUser("playerAlistair01", "Alistair's player", USER_ROLES.PLAYER),
  michael: new StandInUser("playerMichael001", "Michael's player", USER_ROLES.PLAYER),
};

let ready = false;

/** Loads the system once per file and adds the players. */
export async function setUpChain(): Promise<void> {
  if (ready) return;
  await initSystem();
  for (const user of Object.values(players)) standInGame.users.add(user);
  ready = true;
}

let roundNumber = 0;

/**
 * Dates the chain in round `round` of a fight that has begun. Only the round is read here: what a round costs
 * comes from the scripted round below (or, in round.test.ts, the real tracker).
 */
export function inRound(round: number): void {
  roundNumber = round;
  if (activeRoundBridge() === FREE_ROUND) setRoundBridgeLookup(() => ({ ...FREE_ROUND, round: () => roundNumber }));
}

/** A clean table before each test: no writes, no dice, no messages, no targets, the free round, the GM logged in. */
export function resetTable(): void {
  standIn.database.reset();
  standIn.dice.reset();
  standIn.notifications.clear();
  standInGame.messages.length = 0;
  for (const user of standInGame.users) user.targets.clear();
  for (const user of standInGame.users) user.active = true;
  standInGame.combat = null;
  roundNumber = 0;
  setRoundBridgeLookup(() => null);
  actAs(gm);
}

type Traits = Record<string, number>;

/** A character (or, without an owner, a Storyteller character the GM owns) with the traits given. */
export async function character(
  name: string,
  owner: StandInUser | null,
  sheet: { creature?: string; attributes?: Traits; abilities?: Traits; health?: Record<string, number>; willpower?: number; disciplines?: Traits; garou?: Record<string, unknown> },
  items: Record<string, unknown>[] = [],
): Promise<SystemActor> {
  const attributes = Object.fromEntries(Object.entries(sheet.attributes ?? {}).map(([key, value]) => [key, { value }]));
  const abilities = Object.fromEntries(Object.entries(sheet.abilities ?? {}).map(([key, value]) => [key, { value }]));
  const willpower = sheet.willpower ?? 3;
  const previous = standInGame.user;
  actAs(gm);
  const actor = (await StandInActor.create({
    name,
    type: owner ? "character" : "npc",
    ownership: { default: 0, ...(owner ? { [owner.id]: 3 } : {}) },
    system: {
      creature: sheet.creature ?? "mortal",
      attributes,
      abilities,
      willpower: { permanent: willpower, current: willpower },
      ...(sheet.health ? { health: sheet.health } : {}),
      ...(sheet.disciplines ? { disciplines: sheet.disciplines } : {}),
      ...(sheet.garou ? { garou: sheet.garou } : {}),
    },
    items,
  })) as SystemActor;
  actAs(previous);
  return actor;
}

/** A maneuver item holding the catalogue's maneuver, as the compendium's item does. */
export function maneuverItem(identifier: string, name: string): Record<string, unknown> {
  return { name, type: "maneuver", system: maneuverSourceOf(findManeuver(identifier)) };
}

export function weaponItem(name: string, system: Record<string, unknown>): Record<string, unknown> {
  return { name, type: "weapon", system: { equipped: true, ...system } };
}

/** `user` targets exactly these tokens, as pressing T over each would. */
export function target(user: StandInUser, ...tokens: StandInToken[]): void {
  user.targets.clear();
  for (const token of tokens) user.targets.add(token);
}

export { placeToken };

/** A round that answers as the test says: each attacker's turn, each defender's offer and what spending it gives. */
export function scriptedRound(script: {
  turns?: Record<string, AttackTurn>;
  offers?: Record<string, DefenceOffer>;
  spent?: Record<string, DefenceSpent>;
  /** The opponents each defender faces, as the round counts them; 1 when absent. */
  opponents?: Record<string, number>;
  /** The turn each actor is in, with the Willpower the round recorded them spending; none when absent. */
  willpower?: Record<string, { key: string; spent: number }>;
}): { spent: { defender: string; defence: string; payment: unknown }[] } {
  const log: { defender: string; defence: string; payment: unknown }[] = [];
  const bridge: RoundBridge = {
    round: () => roundNumber,
    attackTurn: (actorId) => script.turns?.[actorId] ?? { kind: "free" },
    defenceOffer: (defender) => script.offers?.[defender] ?? { kind: "free" },
    spendDefence: async (defender, _attacker, defence, payment) => {
      log.push({ defender, defence, payment });
      return script.spent?.[defender] ?? { granted: true, penalty: 0, cap: null };
    },
    opponents: (defender) => script.opponents?.[defender] ?? 1,
    willpowerTurn: (actorId) => script.willpower?.[actorId] ?? null,
  };
  setRoundBridgeLookup(() => bridge);
  return { spent: log };
}

export function chainMessage(message: StandInChatMessage | undefined): ChainMessage {
  if (!message) throw new Error("No chain message was posted.");
  return message as unknown as ChainMessage;
}

/** The writes of one kind since the table was reset. */
export function writes(documentName: string, action?: "create" | "update" | "delete") {
  return standIn.database.writes.filter((write) => write.documentName === documentName && (action === undefined || write.action === action));
}

/** The scripted faces the stand-in's dice will show next. */
export function faces(...values: number[]): void {
  standIn.dice.script(values);
}
