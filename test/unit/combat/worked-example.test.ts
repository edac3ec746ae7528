import { describe, expect, it } from "vitest";
import type { CharacterStats } from "../../../src/rulesets/classic/rules/character/stats";
import { planAttack, type AttackInput } from "../../../src/rulesets/classic/rules/combat/attack";
import { beginAttack, chooseDefence, rollAttack, rollDefence } from "../../../src/rulesets/classic/rules/combat/chain";
import { findWeapon } from "../../../src/rulesets/classic/rules/combat/equipment";
import { resolveAttack } from "../../../src/rulesets/classic/rules/combat/resolve";
import { transcriptLines } from "../../../src/rulesets/classic/rules/combat/transcript";
import { RulesError } from "../../../src/rules/errors";
import { trackBoxes } from "../../../src/rulesets/classic/rules/health/track";
import { woundPenalty } from "../../../src/rulesets/classic/rules/health/wounds";
import { findManeuver } from "../../../src/rulesets/classic/rules/maneuvers/catalogue";
import { fighter, options } from "./fixtures";

/**
 * The fight of 000 §1.6, §2.11, §3.5 and §4.2, every number checked.
 *
 * Readings where the seed contradicts itself:
 * - §1.6 gives everyone Dexterity 3; §2.11 computes David's kick with Dexterity 4 ("4+3-3-1+1") but the kick
 *   is then rolled with three dice (6,2,10), which is Dexterity 3. We read Dexterity 3: pool 3.
 * - §1.6 calls the swordsman "William" once and "Michael" everywhere else: one character, Michael.
 * - §2.11 computes Tony's punch as Dexterity + Melee (2 dice) although a punch is Dexterity + Brawl (3 dice
 *   after the −3 multiple-action penalty), and the seed rolls two dice (5,9). We check the rules' 3 and
 *   replay the seed's two faces with a Storyteller's −1 die standing for the slip.
 * - §2.11 takes a die off Gordon's pool for cover, which neither §2.4 nor §2.9 does (they move difficulty);
 *   half of good cover (+1) rounded down is +0 difficulty (§2.9), which matches the seed's difficulty 6, and
 *   the die is replayed as a Storyteller's −1.
 * - §4.2 says "David puts '\' and '/'" for the kick David dealt to Alistair: it is Alistair's sheet.
 * - §2.11 gives no difficulty for Michael's dodge of Gordon's bolt; we use 7 (his two melee opponents, as
 *   for his parry), and (8,4,7) is two successes at 6 or 7 alike.
 * The seed runs as 000 plays: `defenceMode: "removeDice"`, `halfLevelDamage`, `dodgeAbility: "dodge"` (its
 * characters have Dodge), and its own `stunRule: "dazed"`. Its "rounds one to three" are the passes of one
 * turn (000 §1.5), so everything happens in combat round 1.
 */
const SHEET = {
  creature: "vampire" as const,
  attributes: { strength: 4, dexterity: 3, stamina: 2, wits: 3 },
  abilities: { brawl: 3, firearms: 2, melee: 2, dodge: 3 },
};
const DODGE_000 = options({ defenceMode: "removeDice", halfLevelDamage: true, dodgeAbility: "dodge", stunRule: "dazed" });

function cast(translateDodge = false) {
  // The default options dodge with Athletics: the same sheets with Revised Dodge read as V20 Athletics.
  const abilities = translateDodge ? { ...SHEET.abilities, dodge: 0, athletics: 3 } : SHEET.abilities;
  const sheet = { ...SHEET, abilities };
  return {
    david: fighter("David", sheet),
    alistair: fighter("Alistair", sheet),
    tony: fighter("Tony", sheet),
    michael: fighter("Michael", sheet),
    // Gordon is "Wounded" (§1.6: −2): four lethal levels.
    gordon: fighter("Gordon", { ...sheet, health: { bashing: 0, lethal: 4, aggravated: 0 } }),
  };
}

const kick = findManeuver("vtmKick");
const punch = findManeuver("vtmPunch");
const crossbow = findWeapon("crossbow");

function davidKicksAlistair(c: ReturnType<typeof cast>): AttackInput {
  // David declared N = 3: kick, dodge, dodge; the kick is i = 1: −(N + i − 1) = −3 (000 §2.2).
  return { attacker: c.david, target: c.alistair, method: { kind: "maneuver", maneuver: kick }, situation: { round: 1, multipleActionPenalty: -3, opponents: 2 } };
}
function alistairPunchesDavid(c: ReturnType<typeof cast>, alistair: CharacterStats): AttackInput {
  return { attacker: alistair, target: c.david, method: { kind: "maneuver", maneuver: punch }, situation: { round: 1, opponents: 2 } };
}
function gordonShootsMichael(c: ReturnType<typeof cast>): AttackInput {
  return {
    attacker: c.gordon,
    target: c.michael,
    method: { kind: "weapon", weapon: crossbow },
    situation: { round: 1, firingFromCover: "good", storyteller: { dice: -1 } },
  };
}
function tonyPunchesDavid(c: ReturnType<typeof cast>, david: CharacterStats, seedSlip: boolean): AttackInput {
  // Tony declared N = 2: dodge, punch; the punch is i = 2: −(2 + 2 − 1) = −3.
  return {
    attacker: c.tony,
    target: david,
    method: { kind: "maneuver", maneuver: punch },
    situation: { round: 1, multipleActionPenalty: -3, opponents: 2, ...(seedSlip ? { storyteller: { dice: -1 } } : {}) },
  };
}

describe("000 §2.11 / §3.5 / §4.2 worked example, as 000 plays it (removeDice, halfLevelDamage)", () => {
  const c = cast();

  it("D v A (000 §2.11, §3.5, §4.2): kick 3 dice at 8 → 1 success; damage 5 dice → 2; soak 2 dice → 0; Alistair marks '\\' '/', one level", () => {
    const chain = resolveAttack(davidKicksAlistair(c), DODGE_000, [6, 2, 10, 5, 5, 7, 8, 2, 3, 1], { defence: { kind: "none" } });
    expect(chain.plan.roll.pool).toBe(3);
    expect(chain.plan.roll.difficulty).toBe(8);
    expect(chain.plan.roll.modifiers.map((m) => [m.id, m.dice ?? 0, m.difficulty ?? 0])).toEqual([
      ["maneuverDifficulty", 0, 1],
      ["multipleActions", -3, 0],
      ["multipleOpponents", 0, 1],
    ]);
    expect(chain.defenceChoice?.kind).toBe("none"); // Alistair will not abort his punch to dodge
    expect(chain.attack?.result.net).toBe(1);
    expect(chain.damage?.roll.pool).toBe(5);
    expect(chain.damage?.roll.parts).toEqual([{ id: "strength", dice: 4 }, { id: "maneuver", dice: 1 }]);
    expect(chain.damage?.result.net).toBe(2);
    expect(chain.soak?.roll?.pool).toBe(2);
    expect(chain.soak?.soaked).toBe(0);
    expect(chain.result?.damage?.strokes).toBe(2);
    expect(chain.result?.after.health).toEqual({ bashing: 1, lethal: 0, aggravated: 0 });
    expect(trackBoxes(chain.result?.after.health ?? { bashing: 0, lethal: 0, aggravated: 0 })[0]?.strokes).toEqual(["bashing", "bashing"]);
    expect(chain.result?.after.statuses).toEqual([]); // 1 level is not more than Stamina 2: not dazed
    expect(chain.outcome).toBe("damaged");
  });

  it("A v D (000 §2.11, §3.5, §4.2): David's dodge (8,1) removes nothing; punch 6 dice at 7 → 3; damage 6 dice → 4; soak (6,1) → 1; David '\\' '/' '\\'", () => {
    const chain = resolveAttack(alistairPunchesDavid(c, c.alistair), DODGE_000, [8, 1, 5, 2, 7, 7, 9, 2, 6, 8, 7, 2, 2, 6, 6, 1], {
      // David's second declared action (i = 2 of N = 3): −4 dice; Dexterity 3 + Dodge 3 − 4 = 2 dice at 7.
      defence: { kind: "dodge", multipleActionPenalty: -4, opponents: 2 },
    });
    expect(chain.history.slice(0, 3)).toEqual(["defenceChoice", "defenceRoll", "attackRoll"]); // the defender rolls first
    expect(chain.defence?.roll.pool).toBe(2);
    expect(chain.defence?.roll.difficulty).toBe(7);
    expect(chain.defence?.result.net).toBe(0);
    expect(chain.removedDice).toBe(0);
    expect(chain.attack?.roll.pool).toBe(6);
    expect(chain.attack?.roll.difficulty).toBe(7);
    expect(chain.attack?.result.net).toBe(3);
    expect(chain.damage?.roll.pool).toBe(6); // 4 + (3 − 1)
    expect(chain.damage?.result.net).toBe(4);
    expect(chain.soak?.roll?.pool).toBe(2);
    expect(chain.soak?.soaked).toBe(1);
    expect(chain.soak?.left).toBe(3);
    expect(chain.result?.after.health).toEqual({ bashing: 1.5, lethal: 0, aggravated: 0 });
    const boxes = trackBoxes(chain.result?.after.health ?? { bashing: 0, lethal: 0, aggravated: 0 });
    expect(boxes.slice(0, 2).map((box) => box.strokes.length)).toEqual([2, 1]); // "halfway for the second"
    expect(chain.result?.after.statuses).toEqual([]); // 1.5 levels is not more than 2
  });

  it("G v M (000 §2.11): Gordon 2 dice at 6; Michael's capped dodge (8,4,7) removes both, and Gordon misses with no dice left", () => {
    const chain = resolveAttack(gordonShootsMichael(c), DODGE_000, [8, 4, 7], {
      // Michael aborts to dodge (his Willpower roll of 7 is the action economy's): Dex 3 + Dodge 3 = 6, capped at 3.
      defence: { kind: "dodge", poolCap: 3, opponents: 2 },
    });
    expect(chain.plan.roll.pool).toBe(2);
    expect(chain.plan.roll.difficulty).toBe(6);
    expect(chain.plan.roll.modifiers.map((m) => [m.id, m.dice ?? 0, m.difficulty ?? 0])).toEqual([
      ["woundPenalty", -2, 0],
      ["storyteller", -1, 0],
    ]);
    expect(woundPenalty(c.gordon.health)).toBe(-2);
    expect(chain.defence?.roll.pool).toBe(3);
    expect(chain.defence?.roll.modifiers.find((m) => m.id === "poolCap")?.dice).toBe(-3);
    expect(chain.defence?.result.net).toBe(2);
    expect(chain.removedDice).toBe(2);
    expect(chain.attack).toBeNull();
    expect(chain.outcome).toBe("defended");
    expect(chain.result?.after.health).toEqual(c.michael.health);
  });

  it("T v D (000 §2.11, §3.5, §4.2): the rules give Tony 3 dice, the seed's slip 2; (5,9) → 1; damage 4 dice (2,1,10,10) → 2; soak (1,1) → 0", () => {
    expect(planAttack(tonyPunchesDavid(c, c.david, false), DODGE_000).roll.pool).toBe(3);
    const afterAlistair = { ...c.david, health: { bashing: 1.5, lethal: 0, aggravated: 0 } };
    const chain = resolveAttack(tonyPunchesDavid(c, afterAlistair, true), DODGE_000, [3, 5, 9, 2, 1, 10, 10, 1, 1], {
      // David's third action (i = 3 of N = 3): −5 dice; 3 + 3 − 5 = 1 die; one filled level is no wound penalty yet.
      defence: { kind: "dodge", multipleActionPenalty: -5, opponents: 2 },
    });
    expect(chain.defence?.roll.pool).toBe(1);
    expect(chain.defence?.result.net).toBe(0);
    expect(chain.attack?.roll.pool).toBe(2);
    expect(chain.attack?.result.net).toBe(1);
    expect(chain.damage?.roll.pool).toBe(4);
    expect(chain.damage?.result.net).toBe(2);
    expect(chain.soak?.soaked).toBe(0);
    // "His second health level is now lost, as he puts '/', and he also puts one '\' for the third."
    expect(chain.result?.after.health).toEqual({ bashing: 2.5, lethal: 0, aggravated: 0 });
    const boxes = trackBoxes(chain.result?.after.health ?? { bashing: 0, lethal: 0, aggravated: 0 });
    expect(boxes.slice(0, 4).map((box) => box.strokes.length)).toEqual([2, 2, 1, 0]);
    expect(woundPenalty(chain.result?.after.health ?? afterAlistair.health)).toBe(-1); // two filled levels: Hurt
  });

  it("the transcript names every number of a step (A v D)", () => {
    const chain = resolveAttack(alistairPunchesDavid(c, c.alistair), DODGE_000, [8, 1, 5, 2, 7, 7, 9, 2, 6, 8, 7, 2, 2, 6, 6, 1], {
      defence: { kind: "dodge", multipleActionPenalty: -4, opponents: 2 },
    });
    expect(transcriptLines(chain)).toEqual([
      "1. Defence choice (David): dodge",
      "2. Defence (David, dodge): pool 2 = dexterity 3 + dodge 3 + multipleActions −4; difficulty 7 = 6 multipleOpponents +1; faces 8,1; 1 rolled, 1 cancelled by 1s, net 0; removes 0 attack dice",
      "3. Attack (Alistair on David, vtmPunch): pool 6 = dexterity 3 + brawl 3; difficulty 7 = 6 multipleOpponents +1; faces 5,2,7,7,9,2; 3 rolled, net 3",
      "4. Damage (bashing): pool 6 = strength 4 + maneuver 0 + extraSuccesses +2; difficulty 6; faces 6,8,7,2,2,6; 4 rolled, net 4",
      "5. Soak: pool 2 = stamina 2 + fortitude 0 + armour 0; difficulty 6; faces 6,1; 1 rolled, net 1; soaks 1, 3 left",
      "6. Applied to David: 3 bashing = 1.5 levels; health aggravated 0, lethal 0, bashing 1.5; statuses none",
      "Outcome: damaged",
    ]);
  });
});

describe("the same fight under the default options (subtractSuccesses, whole levels, 004 stun, Athletics)", () => {
  const c = cast(true);
  const DEFAULTS = options();

  it("D v A: the same faces, but two successes are two whole levels, and 2 levels ≥ Stamina 2 stuns Alistair (004 Stun)", () => {
    const chain = resolveAttack(davidKicksAlistair(c), DEFAULTS, [6, 2, 10, 5, 5, 7, 8, 2, 3, 1], { defence: { kind: "none" } });
    expect(chain.history).toEqual(["attackRoll", "defenceChoice", "damageRoll", "soakRoll", "apply"]); // the attacker rolls first
    expect(chain.result?.after.health).toEqual({ bashing: 2, lethal: 0, aggravated: 0 });
    expect(chain.result?.after.statuses).toEqual([{ id: "stunned", sinceRound: 1, expiresAfterRound: 2 }]);
  });

  it("A v D: the stunned Alistair cannot throw his punch at all (004 Stun: no actions until the end of the next turn)", () => {
    const stunned = { ...c.alistair, health: { bashing: 2, lethal: 0, aggravated: 0 }, statuses: [{ id: "stunned" as const, sinceRound: 1, expiresAfterRound: 2 }] };
    expect(() => planAttack(alistairPunchesDavid(c, stunned), DEFAULTS)).toThrow(RulesError);
    try {
      planAttack(alistairPunchesDavid(c, stunned), DEFAULTS);
    } catch (error) {
      expect((error as RulesError).key).toBe("CannotAct");
    }
  });

  it("A v D as 000 played it, had Alistair not been stunned: the attack rolls first, David's dodge then cancels successes, not dice", () => {
    const chain = resolveAttack(alistairPunchesDavid(c, c.alistair), DEFAULTS, [5, 2, 7, 7, 9, 2, 8, 1, 6, 8, 7, 2, 2, 6, 6, 1], {
      defence: { kind: "dodge", multipleActionPenalty: -4, opponents: 2 },
    });
    expect(chain.history.slice(0, 3)).toEqual(["attackRoll", "defenceChoice", "defenceRoll"]);
    expect(chain.defence?.roll.parts).toEqual([{ id: "dexterity", dice: 3 }, { id: "athletics", dice: 3 }]);
    expect(chain.hit).toEqual({ attack: 3, cancelled: 0, net: 3, automatic: false });
    expect(chain.result?.after.health).toEqual({ bashing: 3, lethal: 0, aggravated: 0 }); // three whole levels, not 1.5
    expect(chain.result?.after.statuses.map((s) => s.id)).toEqual(["stunned"]);
  });

  it("G v M: Gordon now rolls his two dice first; whatever they show, Michael's two dodge successes leave him nothing (all 100 face pairs)", () => {
    for (let a = 1; a <= 10; a++) {
      for (let b = 1; b <= 10; b++) {
        let chain = rollAttack(beginAttack(gordonShootsMichael(c), DEFAULTS), [a, b]);
        if (chain.next === "defenceChoice") chain = rollDefence(chooseDefence(chain, { kind: "dodge", poolCap: 3, opponents: 2 }), [8, 4, 7]);
        expect(["botch", "miss", "defended"]).toContain(chain.outcome);
        expect(chain.result?.after.health).toEqual(c.michael.health);
      }
    }
  });

  it("T v D: with David unhurt and unstunned, Tony's single success lands; two damage successes are two levels and stun David (2 ≥ Stamina 2)", () => {
    const chain = resolveAttack(tonyPunchesDavid(c, c.david, true), DEFAULTS, [5, 9, 3, 2, 1, 10, 10, 1, 1], {
      defence: { kind: "dodge", multipleActionPenalty: -5, opponents: 2 },
    });
    expect(chain.hit?.net).toBe(1);
    expect(chain.result?.after.health).toEqual({ bashing: 2, lethal: 0, aggravated: 0 });
    expect(chain.result?.after.statuses.map((s) => s.id)).toEqual(["stunned"]);
  });
});
