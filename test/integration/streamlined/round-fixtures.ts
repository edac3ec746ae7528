import type { StreamlinedCombat } from "../../../src/rulesets/streamlined/documents/combat";
import { StandInActor } from "../stand-in/actor";
import type { StandInCombat } from "../stand-in/combat";
import { actAs, gm, player, standIn, standInGame } from "../stand-in/install";

/** The stand-in Combat running Streamlined's Combat class; its combatants typed as Foundry's collection. */
export type StreamlinedTestCombat = StreamlinedCombat & Omit<StandInCombat, "combatants">;

/** A world playing Streamlined: the ruleset setting stored before `init`, as Foundry holds a world's settings. */
export function playStreamlined(): void {
  standIn.settings.store("storyteller-combat", "ruleset", "streamlined");
}

export type TestActor = StandInActor;

/** A character with the traits 001 reads: Dexterity and Awareness (initiative), Stamina (Health = Stamina + 3). */
export async function makeFighter(name: string, traits: { dex: number; awareness: number; stamina?: number; owner?: string }): Promise<TestActor> {
  const ownership: Record<string, number> = { default: 0 };
  if (traits.owner) ownership[traits.owner] = 3;
  return StandInActor.create({
    name,
    type: traits.owner ? "character" : "npc",
    ownership,
    system: {
      attributes: { dexterity: { value: traits.dex }, stamina: { value: traits.stamina ?? 2 }, strength: { value: 2 }, wits: { value: 2 } },
      abilities: { awareness: { value: traits.awareness }, brawl: { value: 2 } },
    },
  }) as Promise<TestActor>;
}

/** Damage on a character, where Streamlined keeps it (`system.streamlined.health`). */
export async function hurt(actor: TestActor, damage: { bashing?: number; lethal?: number; aggravated?: number }): Promise<void> {
  actAs(gm);
  await actor.update({ "system.streamlined": { health: { bashing: damage.bashing ?? 0, lethal: damage.lethal ?? 0, aggravated: damage.aggravated ?? 0, pastZero: 0, dead: false } } });
}

export async function makeStreamlinedCombat(actors: TestActor[]): Promise<StreamlinedTestCombat> {
  actAs(gm);
  const Combat = (globalThis as unknown as { CONFIG: { Combat: { documentClass: typeof StandInCombat } } }).CONFIG.Combat.documentClass;
  const created = await Combat.create({});
  standInGame.combat = created;
  const combat = created as unknown as StreamlinedTestCombat;
  await combat.createEmbeddedDocuments("Combatant", actors.map((actor) => ({ actorId: actor.id })));
  return combat;
}

/**
 * The fight of these tests (001 The Turn): Ana and Vera are the player's, Boris and Gleb the Storyteller's.
 * Initiative pools (Dexterity + Awareness): Ana 3 + 2 = 5, Boris 2 + 1 = 3, Vera 2 + 2 = 4, Gleb 1 + 0 = 1.
 */
export async function seedFight() {
  const actors = {
    ana: await makeFighter("Ana", { dex: 3, awareness: 2, owner: player.id }),
    boris: await makeFighter("Boris", { dex: 2, awareness: 1 }),
    vera: await makeFighter("Vera", { dex: 2, awareness: 2, stamina: 1, owner: player.id }),
    gleb: await makeFighter("Gleb", { dex: 1, awareness: 0 }),
  };
  const combat = await makeStreamlinedCombat([actors.ana, actors.boris, actors.vera, actors.gleb]);
  const id = (key: keyof typeof actors): string => combat.combatants.find((combatant) => combatant.actorId === actors[key].id)?.id ?? "";
  return { combat, actors, id };
}

/**
 * Faces for the fight's start, table order (001: 6-9 one success, 10 two, 1-5 none):
 * Ana 10 7 3 2 1 = 3; Boris 6 8 4 = 2; Vera 9 6 5 1 = 2; Gleb 5 = 0.
 */
export const BEGIN_FACES = [10, 7, 3, 2, 1, 6, 8, 4, 9, 6, 5, 1, 5];

export function resetWorld(): void {
  standIn.database.reset();
  standIn.dice.reset();
  standIn.notifications.clear();
  standInGame.messages.length = 0;
  standInGame.actors.clear();
  standInGame.combats.clear();
  standInGame.combat = null;
  actAs(gm);
}

export const names = (combat: StreamlinedTestCombat): string[] => combat.turns.map((combatant) => combatant.name ?? "");
export const snapshot = (combat: StreamlinedTestCombat): string => JSON.stringify((combat as unknown as StandInCombat).toObject());
