import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openAttack, readAttackForm } from "../../../src/rulesets/classic/apps/attack-dialog";
import { launchAttack } from "../../../src/rulesets/classic/chat/start-attack";
import { actAs, standInGame } from "../stand-in/install";
import { chainOf } from "./attack";
import { chainMessage, character, faces, inRound, placeToken, players, resetTable, setUpChain, target, weaponItem } from "./fixtures";

const SHOOTER = { attributes: { strength: 2, dexterity: 3, stamina: 2, perception: 3 }, abilities: { firearms: 3 } };
const PISTOL = weaponItem("Heavy pistol", { identifier: "heavyPistol", kind: "ranged", damage: { attribute: "", bonus: 5, type: "lethal" }, range: 30, rate: 3, clip: 7, concealment: "jacket" });

beforeAll(setUpChain);
beforeEach(() => {
  resetTable();
  inRound(1);
});

/** The attack roll's pool and difficulty when the dialog's form holds `fields`, rolled through the dialog's own reading. */
async function shot(fields: Record<string, string>): Promise<{ pool: number; difficulty: number }> {
  const david = await character("David", players.david, SHOOTER, [PISTOL]);
  const alistair = await character("Alistair", players.alistair, SHOOTER, []);
  actAs(players.david);
  target(players.david, placeToken(alistair));
  const dialog = await openAttack(david as never, david.items.getName("Heavy pistol") as never);
  if (!dialog) throw new Error("The attack dialog did not open.");
  const form = new FormData();
  for (const [name, value] of Object.entries({ opponents: "1", position: "front", ...fields })) form.set(name, value);
  const values = readAttackForm(form, dialog.values);
  faces(2, 2, 2, 2, 2, 2, 2, 2, 2, 2);
  const before = standInGame.messages.length;
  const result = await launchAttack(dialog.setup, values, dialog.refs);
  if (!result.ok) throw new Error(result.key);
  const chain = chainOf(chainMessage(standInGame.messages[before]));
  return { pool: chain.attack?.roll.pool ?? -1, difficulty: chain.attack?.roll.difficulty ?? -1 };
}

async function fresh(fields: Record<string, string>) {
  resetTable();
  inRound(1);
  return shot(fields);
}

describe("the attack dialog's ranged fields reach the attack roll (through the dialog's form and the chain)", () => {
  it("range, aim and the target's cover each change the roll the chain makes", async () => {
    const base = await fresh({});
    expect(base).toEqual({ pool: 6, difficulty: 6 });
    // Long range: +2 difficulty; two turns of aim: +2 dice; a target in good cover: +1 difficulty.
    expect(await fresh({ rangeBand: "long" })).toEqual({ pool: 6, difficulty: 8 });
    expect(await fresh({ aimRounds: "2" })).toEqual({ pool: 8, difficulty: 6 });
    expect(await fresh({ targetCover: "good" })).toEqual({ pool: 6, difficulty: 7 });
  });
});
