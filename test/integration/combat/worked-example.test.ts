import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { trackerContext } from "../../../src/rulesets/classic/apps/tracker/tracker-context";
import { trackerInput } from "../../../src/rulesets/classic/apps/tracker/tracker-input";
import { activeRoundBridge } from "../../../src/rulesets/classic/round/bridge";
import { requestAdvance } from "../../../src/rulesets/classic/requests/advance";
import { requestDeclare } from "../../../src/rulesets/classic/requests/declare";
import { plannedPhases, remainingActions } from "../../../src/rulesets/classic/rules/turns/queries";
import { actAs, gm, player, standIn, standInGame } from "../stand-in/install";
import { initSystem } from "../documents/setup";
import { asUser, combatantOf, resetStandIn, seedCombatants, turnNames, type SystemActor, type SystemCombat } from "./fixtures";

beforeAll(initSystem);
beforeEach(resetStandIn);

/** 000 §1.6's rolls, in table order A, T, G, D, M: 6, 5, 5, 9, 2. */
async function begun(): Promise<{ combat: SystemCombat; actors: Record<"A" | "T" | "G" | "D" | "M", SystemActor>; id: (key: "A" | "T" | "G" | "D" | "M") => string }> {
  const { combat, actors } = await seedCombatants();
  standIn.dice.script([6, 5, 5, 9, 2]);
  await combat.startCombat();
  return { combat, actors, id: (key) => combatantOf(combat, actors[key]) };
}

describe("000 §1.6: initiative through the Combat", () => {
  it("rolls Dexterity + Wits + 1d10 with Gordon's wounds: A 12, T 11, G 9, D 15, M 8, one write for the round", async () => {
    const { combat, id } = await begun();
    const state = combat.roundState;
    expect(state?.combatants.map((entry) => [entry.id, entry.initiative.score, entry.initiative.total])).toEqual([
      [id("A"), 6, 12],
      [id("T"), 6, 11],
      [id("G"), 4, 9],
      [id("D"), 6, 15],
      [id("M"), 6, 8],
    ]);
    expect(combat.combatants.get(id("D"))?.initiative).toBe(15);
    expect(standIn.database.writesTo("Combat").filter((write) => write.action === "update")).toHaveLength(1);
    expect(combat.round).toBe(1);
  });

  it("declarations go M>G>T>A>D: Foundry's turn list and current turn follow them", async () => {
    const { combat } = await begun();
    expect(combat.phase).toBe("declaration");
    expect(turnNames(combat)).toEqual(["Michael", "Gordon", "Tony", "Alistair", "David"]);
    expect(combat.combatant?.name).toBe("Michael");
  });

  it("posts the initiative in chat with the dice, fastest first", async () => {
    await begun();
    const card = standInGame.messages.at(-1);
    expect(card?.rolls).toHaveLength(5);
    const names = [...(card?.content ?? "").matchAll(/class="stc-initiative-name">([^<]+)</g)].map((match) => match[1]);
    expect(names).toEqual(["David", "Alistair", "Tony", "Gordon", "Michael"]);
  });
});

type Key = "A" | "T" | "G" | "D" | "M";

/**
 * 000 §2.11's declarations, slowest first, each by its owner: the players for Alistair, Tony and Gordon, the
 * Storyteller for David and Michael. Pools are declared before the multiple-action penalty, as the rules'
 * worked-example test explains (test/unit/turns/worked-example.test.ts).
 */
async function declared() {
  const begun_ = await begun();
  const { combat, id } = begun_;
  const declare = async (key: Key, actions: unknown[]) => {
    actAs(["A", "T", "G"].includes(key) ? player : gm);
    const outcome = await requestDeclare(combat, id(key), { actions });
    expect(outcome, key).toEqual({ ok: true, value: null });
  };
  await declare("M", [{ kind: "defence", defence: "parry", pool: 5 }, { kind: "attack", targetId: id("A"), pool: 5 }]);
  expect(combat.combatant?.name).toBe("Gordon");
  await declare("G", [{ kind: "attack", targetId: id("M"), pool: 2 }]);
  await declare("T", [{ kind: "defence", defence: "dodge", pool: 6 }, { kind: "attack", targetId: id("D"), pool: 5 }]);
  await declare("A", [{ kind: "attack", targetId: id("D"), pool: 6 }]);
  await declare("D", [{ kind: "attack", targetId: id("A"), pool: 7 }, { kind: "defence", defence: "dodge", pool: 6 }, { kind: "defence", defence: "dodge", pool: 6 }]);
  actAs(gm);
  return begun_;
}

describe("000 §2.11: the round through the Combat", () => {
  it("after the declarations, actions go D>A>T>G>M and Foundry's current turn is David's", async () => {
    const { combat } = await declared();
    expect(combat.phase).toBe("action");
    expect(turnNames(combat)).toEqual(["David", "Alistair", "Tony", "Gordon", "Michael"]);
    expect(combat.combatant?.name).toBe("David");
    // Each declaration is one write of the Combat; nobody spent blood or Willpower, so no actor was written.
    expect(standIn.database.writesTo("Combat").filter((write) => write.action === "update")).toHaveLength(6);
    expect(standIn.database.writesTo("Actor").filter((write) => write.action === "update")).toHaveLength(0);
  });

  it("second actions after everyone's first, in initiative order: T then M; no third-action turn (David's third is a dodge)", async () => {
    const { combat, id } = await declared();
    const state = combat.roundState;
    expect(state && plannedPhases(state)).toEqual([[id("D"), id("A"), id("G")], [id("T"), id("M")], []]);
  });

  it("the phases of attacks of 000 §2.11, with David's dodges spent as the attacks come and Michael's abort to dodge", async () => {
    const { combat, actors, id } = await declared();
    const bridge = () => activeRoundBridge();
    const phases: string[][] = [];
    const seen = () => (phases[(combat.roundState?.actionNumber ?? 1) - 1] ??= []);
    const next = async () => expect(await requestAdvance(combat, combat.roundState?.queue[0]?.key ?? null)).toEqual({ ok: true, value: null });

    // D v A: David's kick is his first of three actions, −3 dice. Alistair declared no defence: only the
    // abort is offered, capped at his punch's 6 dice, and he does not take it.
    expect(combat.combatant?.name).toBe("David");
    expect(bridge().attackTurn(actors.D.id)).toEqual({ kind: "action", combatantId: id("D"), actionIndex: 1, penalty: 3, actionKey: `${combat.id}.${combat.roundState?.roundId}.${id("D")}.1`, willpower: false, willpowerSpent: 0 });
    expect(bridge().defenceOffer(actors.A.id, actors.D.id, "dodge")).toEqual({ kind: "abort", penalty: 0, cap: 6 });
    seen().push("D v A");
    await next();

    // A v D: David dodges with his second action, −4 dice: 6 − 4 = 2 dice ("rolling (8,1)").
    expect(combat.combatant?.name).toBe("Alistair");
    expect(bridge().attackTurn(actors.A.id)).toMatchObject({ kind: "action", penalty: 0 });
    expect(bridge().defenceOffer(actors.D.id, actors.A.id, "dodge")).toEqual({ kind: "declared", penalty: 4, cap: null });
    await expect(bridge().spendDefence(actors.D.id, actors.A.id, "dodge", null)).resolves.toEqual({ granted: true, penalty: 4, cap: null });
    seen().push("A v D");
    await next();

    // G v M: Michael's declared parry does not serve against a crossbow; he rolls Willpower, scores with a 7,
    // and dodges with at most the 3 dice of the parry he gives up (000 §2.5, §2.11).
    expect(combat.combatant?.name).toBe("Gordon");
    expect(bridge().defenceOffer(actors.M.id, actors.G.id, "dodge")).toEqual({ kind: "abort", penalty: 0, cap: 3 });
    standIn.dice.script([7, 2, 3, 4, 5]);
    const abort = await bridge().spendDefence(actors.M.id, actors.G.id, "dodge", { by: "willpowerRoll" });
    expect(abort).toEqual({ granted: true, penalty: 0, cap: 3, roll: { faces: [7, 2, 3, 4, 5], successes: 1 } });
    // The Willpower roll is in chat; nothing was taken from Michael's Willpower.
    expect(standInGame.messages.at(-1)?.rolls).toHaveLength(1);
    expect(actors.M.system.willpower.current).toBe(5);
    seen().push("G v M");
    await next();

    // "Michael forfeits all actions for this round": his attack on Alistair is gone from the second phase.
    const state = combat.roundState;
    expect(state?.combatants.find((entry) => entry.id === id("M"))?.aborted).toBe(true);
    expect(state && remainingActions(state, id("M"))).toEqual([expect.objectContaining({ index: 2, body: { kind: "abortDefence", replaced: "attack" }, abortCap: 2 })]);
    expect(bridge().attackTurn(actors.M.id)).toMatchObject({ kind: "refused", reasonKey: "STC.Error.NotActingNow" });
    // The tracker shows it: Michael's marker, his parry spent on the dodge, his attack a defence capped at 2.
    const michael = trackerContext(trackerInput(combat, asUser(gm))).steps.flatMap((step) => step.rows).find((row) => row.name === "Michael");
    expect(michael).toMatchObject({ aborted: true, status: "defending" });
    expect(michael?.actions?.map((action) => [action.kindKey, action.state, action.cap])).toEqual([
      ["STC.Classic.Action.Kind.abortDefence", "spent", 3],
      ["STC.Classic.Action.Kind.abortDefence", "pending", 2],
    ]);

    // T v D: Tony's second action, −3 dice; David's last dodge, −5: 1 die ("David dodges with 1 die").
    expect(combat.phase).toBe("extra");
    expect(combat.combatant?.name).toBe("Tony");
    expect(bridge().attackTurn(actors.T.id)).toEqual({ kind: "action", combatantId: id("T"), actionIndex: 2, penalty: 3, actionKey: `${combat.id}.${combat.roundState?.roundId}.${id("T")}.2`, willpower: false, willpowerSpent: 0 });
    await expect(bridge().spendDefence(actors.D.id, actors.T.id, "dodge", null)).resolves.toEqual({ granted: true, penalty: 5, cap: null });
    seen().push("T v D");
    await next();

    // Round three: no attacks. The round is over.
    expect(phases).toEqual([["D v A", "A v D", "G v M"], ["T v D"]]);
    expect(combat.phase).toBe("ended");
    expect(combat.combatant).toBeUndefined();
    expect(combat.roundState && remainingActions(combat.roundState, id("D"))).toEqual([]);
  });
});
