import { StandInActor } from "../stand-in/actor";
import { actAs, gm, standIn, standInGame } from "../stand-in/install";
import type { StandInUser } from "../stand-in/user";
import type { SystemActor } from "../chat/fixtures";
import type { ChronicleMessage } from "../../../src/rulesets/classic/chronicle/card";

export { players, resetTable, setUpChain as setUpChronicle, faces, writes, placeToken } from "../chat/fixtures";

/** A character of the chronicle with the system data given (merged over the defaults), and its items. */
export async function chronicleCharacter(name: string, owner: StandInUser | null, system: Record<string, unknown>, items: Record<string, unknown>[] = []): Promise<SystemActor> {
  const previous = standInGame.user;
  actAs(gm);
  const actor = (await StandInActor.create({
    name,
    type: owner ? "character" : "npc",
    ownership: { default: 0, ...(owner ? { [owner.id]: 3 } : {}) },
    system,
    items,
  })) as SystemActor;
  actAs(previous);
  return actor;
}

/** Experience granted in the log, as the Storyteller's grant writes it. */
export const granted = (amount: number) => ({ experience: { log: [{ kind: "grant", amount, note: "" }] } });

/** The chronicle cards posted since the table was reset, oldest first. */
export function chronicleCards(): ChronicleMessage[] {
  return standInGame.messages.filter((message) => message.type === "classicChronicle") as unknown as ChronicleMessage[];
}

export function lastCard(): ChronicleMessage {
  const card = chronicleCards().at(-1);
  if (!card) throw new Error("No chronicle card was posted.");
  return card;
}

/** The warnings shown since the table was reset. */
export function warnings(): string[] {
  return standIn.notifications.messages.filter((note) => note.type === "warning").map((note) => note.message);
}
