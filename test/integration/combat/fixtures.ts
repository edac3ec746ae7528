import type { StorytellerActorData } from "../../../src/rulesets/classic/data/actor/base";
import type { ClassicCombat } from "../../../src/rulesets/classic/documents/combat";
import { StandInActor } from "../stand-in/actor";
import type { StandInCombat } from "../stand-in/combat";
import { actAs, gm, player, standIn, standInGame } from "../stand-in/install";
import type { StandInUser } from "../stand-in/user";

export type SystemActor = StandInActor & { system: StorytellerActorData };
/**
 * The stand-in Combat running the system's Combat class, as Foundry would construct it. Its combatants are typed
 * as Foundry's collection: v14's declarations and the stand-in's collection have no intersection.
 */
export type SystemCombat = ClassicCombat & Omit<StandInCombat, "combatants">;

/** 000 §1.6: "everyone's stats are" Str 4, Dex 3, Sta 2, Wits 3; Brawl 3, RangeWeapons 2, Melee 2, Dodge 3; Willpower 5. */
export function seedStats(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    attributes: { strength: { value: 4 }, dexterity: { value: 3 }, stamina: { value: 2 }, wits: { value: 3 } },
    abilities: { brawl: { value: 3 }, firearms: { value: 2 }, melee: { value: 2 }, dodge: { value: 3 } },
    willpower: { permanent: 5, current: 5 },
    ...extra,
  };
}

export async function makeActor(name: string, options: { owner?: string; type?: "character" | "npc"; system?: Record<string, unknown> } = {}): Promise<SystemActor> {
  const ownership: Record<string, number> = { default: 0 };
  if (options.owner) ownership[options.owner] = 3;
  return (await StandInActor.create({ name, type: options.type ?? "character", ownership, system: options.system ?? seedStats() })) as SystemActor;
}

/** A new combat (the system's class, as CONFIG.Combat.documentClass), with combatants for the actors in table order. */
export async function makeCombat(actors: SystemActor[]): Promise<SystemCombat> {
  actAs(gm);
  const Combat = (globalThis as unknown as { CONFIG: { Combat: { documentClass: typeof StandInCombat } } }).CONFIG.Combat.documentClass;
  const created = await Combat.create({});
  standInGame.combat = created;
  const combat = created as unknown as SystemCombat;
  await combat.createEmbeddedDocuments("Combatant", actors.map((actor) => ({ actorId: actor.id })));
  return combat;
}

/** The five of 000 §1.6: Alistair, Tony and Gordon (the players'), David and Michael (the Storyteller's). */
export async function seedCombatants(): Promise<{ combat: SystemCombat; actors: Record<"A" | "T" | "G" | "D" | "M", SystemActor> }> {
  const actors = {
    A: await makeActor("Alistair", { owner: player.id }),
    T: await makeActor("Tony", { owner: player.id }),
    // "Gordon is wounded": four health levels filled is Wounded, −2 (000 §1.6, §5).
    G: await makeActor("Gordon", { owner: player.id, system: seedStats({ health: { bashing: 4 } }) }),
    D: await makeActor("David", { type: "npc" }),
    M: await makeActor("Michael", { type: "npc" }),
  };
  const combat = await makeCombat([actors.A, actors.T, actors.G, actors.D, actors.M]);
  return { combat, actors };
}

/** The stand-in user where a function takes Foundry's User (it reads `isGM` and permission tests only). */
export function asUser(user: StandInUser): User.Implementation {
  return user as unknown as User.Implementation;
}

export function resetStandIn(): void {
  standIn.database.reset();
  standIn.dice.reset();
  standIn.notifications.clear();
  standInGame.messages.length = 0;
  standInGame.actors.clear();
  standInGame.combats.clear();
  standInGame.combat = null;
  actAs(gm);
}

/** The combatant id of an actor in a combat. */
export function combatantOf(combat: SystemCombat, actor: SystemActor): string {
  return combat.combatants.find((combatant) => combatant.actorId === actor.id)?.id ?? "";
}

/** The names of Foundry's turn list, in order. */
export function turnNames(combat: SystemCombat): string[] {
  return combat.turns.map((combatant) => combatant.name ?? "");
}

/**
 * Repeats `step` while `going` holds, at most `limit` times: a round that stops moving (a write turned down, a
 * refusal) fails the test instead of looping for ever.
 */
export async function repeatWhile(going: () => boolean, step: () => Promise<unknown>, limit = 60): Promise<void> {
  for (let count = 0; going(); count += 1) {
    if (count >= limit) throw new Error(`Still going after ${limit} steps: the round stopped moving.`);
    await step();
  }
}
