import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openAttack } from "../../../src/rulesets/classic/apps/attack-dialog";
import { planForm } from "../../../src/rulesets/classic/apps/attack-form";
import { ignoreWoundsThisTurn } from "../../../src/rulesets/classic/chat/ignore-wounds";
import { tickCombatantStatuses } from "../../../src/rulesets/classic/round/statuses";
import { actAs, standIn } from "../stand-in/install";
import { character, inRound, placeToken, players, resetTable, setUpChain, target, writes } from "./fixtures";

beforeAll(setUpChain);
beforeEach(resetTable);

const WOUNDED = { attributes: { dexterity: 3 }, abilities: { brawl: 2 }, health: { bashing: 0, lethal: 4, aggravated: 0 }, willpower: 4 };

async function woundPenaltyOnAttack(attacker: Awaited<ReturnType<typeof character>>, on: ReturnType<typeof placeToken>) {
  actAs(players.david);
  target(players.david, on);
  const dialog = await openAttack(attacker as never, null);
  if (!dialog) throw new Error("no dialog");
  const planned = planForm(dialog.setup, dialog.values);
  if (!planned.ok) throw new Error(planned.key);
  await dialog.close();
  return planned.plan.roll.modifiers.find((modifier) => modifier.id === "woundPenalty")?.dice ?? 0;
}

describe("a Willpower point sets wound penalties aside for the turn", () => {
  it("000 §5: spent from the sheet in turn 2, every roll that turn takes no wound penalty; the round's end takes it off", async () => {
    const david = await character("David", players.david, WOUNDED);
    const hans = await character("Hans", null, {});
    const token = placeToken(hans);
    inRound(2);
    expect(david.system.derived.woundPenalty).toBe(-2);
    expect(await woundPenaltyOnAttack(david, token)).toBe(-2);

    standIn.database.reset();
    actAs(players.david);
    expect(await ignoreWoundsThisTurn(david as never)).toEqual({ ok: true, value: null });
    expect(writes("ActiveEffect", "create")).toHaveLength(1);
    expect(david.system.willpower.current).toBe(3);
    expect(david.system.stats.statuses).toEqual([{ id: "woundsIgnored", sinceRound: 2, expiresAfterRound: 2 }]);
    expect(david.system.stats.ignoresWoundPenalties).toBe(true);
    expect(david.system.derived.woundPenalty).toBe(0);
    expect(await woundPenaltyOnAttack(david, token)).toBe(0);

    // A second point in the same turn buys nothing and is refused.
    actAs(players.david);
    expect(await ignoreWoundsThisTurn(david as never)).toMatchObject({ ok: false, key: "STC.Error.WoundsAlreadyIgnored" });
    expect(david.system.willpower.current).toBe(3);

    // The round's end (the tracker's own tick) takes the status off: the penalty is back for turn 3.
    actAs(players.david);
    await tickCombatantStatuses([{ actor: david } as never], 2);
    inRound(3);
    expect(david.system.stats.statuses).toEqual([]);
    expect(david.system.derived.woundPenalty).toBe(-2);
    expect(await woundPenaltyOnAttack(david, token)).toBe(-2);
  });

  it("000 §5: a character with no Willpower left cannot spend it, and nothing is written", async () => {
    const david = await character("David", players.david, { ...WOUNDED, willpower: 1 });
    await david.update({ "system.willpower.current": 0 });
    standIn.database.reset();
    actAs(players.david);
    expect(await ignoreWoundsThisTurn(david as never)).toMatchObject({ ok: false, key: "STC.Error.NoWillpower" });
    expect(writes("Actor")).toEqual([]);
    expect(writes("ActiveEffect")).toEqual([]);
  });
});
