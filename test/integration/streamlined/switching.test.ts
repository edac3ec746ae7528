import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { launchAttack } from "../../../src/rulesets/streamlined/requests/attack-start";
import { requestStep } from "../../../src/rulesets/streamlined/requests/attack-step";
import type { StandInActor } from "../stand-in/actor";
import { actAs } from "../stand-in/install";
import { character, faces, health, lastCard, placeToken, players, resetTable, setUpStreamlined, target } from "./fixtures";

beforeAll(setUpStreamlined);
beforeEach(resetTable);

/** Everything stored on a character but Streamlined's own key. */
function withoutStreamlined(actor: StandInActor): Record<string, unknown> {
  const system = structuredClone(actor.toObject().system) as Record<string, unknown>;
  Reflect.deleteProperty(system, "streamlined");
  return system;
}

describe("one character, both rulesets' data (the extension is in the character's own schema)", () => {
  it("a vampire made for the other ruleset keeps every one of its fields after Streamlined writes its Health", async () => {
    const kasia = await character("Kasia", players.anna, { attributes: { strength: 3, stamina: 2 }, abilities: { brawl: 3 } });
    const lucita = await character("Lucita", players.boris, {
      attributes: { dexterity: 2, stamina: 3, wits: 2 },
      abilities: { athletics: 1, melee: 4 },
      system: {
        creature: "vampire",
        willpower: { permanent: 6, current: 5 },
        health: { bashing: 1, lethal: 1, aggravated: 0 },
        disciplines: { celerity: 3, fortitude: 2 },
        vampire: { generation: 8 },
        blood: { current: 12 },
        biography: "<p>Archbishop of Madrid.</p>",
      },
    });
    const before = withoutStreamlined(lucita);
    actAs(players.anna);
    target(players.anna, placeToken(lucita));
    faces(8, 8, 8, 8, 1, 1);
    await launchAttack(kasia as never, { itemId: "", kind: "attack", surprised: false });
    actAs(players.boris);
    // Defense pool: Dexterity 2 + Athletics 1 = 3 = Wits 2 + Awareness 0... the better, 3 dice, 1 success.
    faces(6, 1, 1);
    await requestStep(lastCard(), "defenceRoll");
    actAs(players.anna);
    // Margin 3: 3 dice, 2 successes. Health 3 + 3 = 6 → 4.
    faces(7, 7, 1);
    await requestStep(lastCard(), "damageRoll");
    expect(health(lucita)).toEqual({ current: 4, max: 6, damage: { bashing: 2, lethal: 0, aggravated: 0 } });
    expect(withoutStreamlined(lucita)).toEqual(before);
    expect(before).toMatchObject({ creature: "vampire", willpower: { permanent: 6, current: 5 }, health: { bashing: 1, lethal: 1 }, blood: { current: 12 } });
  });
});
