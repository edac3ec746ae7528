import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { combatView } from "../../../src/rulesets/classic/apps/context/combat-view";
import { openAttack } from "../../../src/rulesets/classic/apps/attack-dialog";
import { planForm } from "../../../src/rulesets/classic/apps/attack-form";
import { actAs } from "../stand-in/install";
import { character, maneuverItem, placeToken, players, resetTable, setUpChain, target, type SystemActor } from "./fixtures";

const FIGHTER = { attributes: { strength: 3, dexterity: 3, stamina: 2 }, abilities: { brawl: 3 } };

async function stunned(timing: { sinceRound: number; expiresAfterRound: number }): Promise<{ david: SystemActor; alistair: SystemActor }> {
  const david = await character("David", players.david, FIGHTER, [maneuverItem("w20Punch", "Punch")]);
  const alistair = await character("Alistair", players.alistair, FIGHTER);
  await david.createEmbeddedDocuments("ActiveEffect", [{ name: "Stunned", statuses: ["stunned"], flags: { "storyteller-combat": { status: timing } } }]);
  return { david, alistair };
}

/** What the sheet says of the punch, and what the attack chain plans of it (the plan its Roll button makes). */
async function bothReaders(david: SystemActor, alistair: SystemActor) {
  // The combat tab's context, as the character sheet builds it from the prepared actor.
  const names = new Map(david.items.contents.map((item) => [item.id, item.name]));
  const punch = combatView(david.system.derived.combat, names, game.i18n as NonNullable<typeof game.i18n>).maneuvers.find((attack) => attack.key === david.items.getName("Punch")?.id);
  actAs(players.david);
  target(players.david, placeToken(alistair));
  const dialog = await openAttack(david as never, david.items.getName("Punch") as never);
  if (!dialog) throw new Error("the attack dialog did not open");
  const planned = planForm(dialog.setup, dialog.values);
  await dialog.close();
  return { sheet: { available: punch?.available, reason: punch?.reason }, chain: planned.ok ? null : planned.key };
}

beforeAll(setUpChain);
beforeEach(resetTable);

describe("one 'now' outside a started combat: the sheet and the attack chain read statuses alike", () => {
  it("a stun dealt outside combat (round 0 to 1) stops the sheet's attack button and the chain's attack both", async () => {
    const { david, alistair } = await stunned({ sinceRound: 0, expiresAfterRound: 1 });
    expect(await bothReaders(david, alistair)).toEqual({ sheet: { available: false, reason: "David cannot act while Stunned." }, chain: "STC.Error.CannotAct" });
  });

  it("a stun dated in a fight's later rounds counts in neither once the fight is over", async () => {
    const { david, alistair } = await stunned({ sinceRound: 2, expiresAfterRound: 3 });
    expect(await bothReaders(david, alistair)).toEqual({ sheet: { available: true, reason: null }, chain: null });
  });
});
