import { describe, expect, it } from "vitest";
import { counter } from "../../../src/rulesets/classic/chat/roll-view";
import { resultView } from "../../../src/rulesets/classic/chat/result-view";
import type { CharacterStats } from "../../../src/rulesets/classic/rules/character/stats";
import { applyAttack, beginAttack, chooseDefence, rollAttack, rollDamage, rollEffect, type ClassicAttackChain } from "../../../src/rulesets/classic/rules/combat/chain";
import { findWeapon } from "../../../src/rulesets/classic/rules/combat/equipment";
import { classicAttackRules } from "../../../src/rulesets/classic/rules/combat/attack-rules";
import { answersOf, replayAnswers } from "../../../src/rulesets/classic/rules/combat/replay";
import { findManeuver } from "../../../src/rulesets/classic/rules/maneuvers/catalogue";
import { fighter, options } from "../combat/fixtures";
import { translator } from "../lang-translator";

// Dexterity 3 + Brawl 3, Strength 3; a mortal target soaks lethal with nothing, so no soak roll.
const attacker = fighter("A", { attributes: { strength: 3, dexterity: 3 }, abilities: { brawl: 3 } });

const whipInput = (target: CharacterStats) => ({
  attacker,
  target,
  method: { kind: "maneuver" as const, maneuver: findManeuver("w20PistolWhip"), weapon: findWeapon("heavyPistol") },
  situation: { round: 2 },
});

/** One attack success, taken undefended. */
function hitWith(chain: ClassicAttackChain): ClassicAttackChain {
  const rolled = rollAttack(chain, [7, ...Array<number>(chain.plan.roll.pool - 1).fill(2)]);
  return chooseDefence(rolled, { kind: "none" });
}

function whip(target: CharacterStats, revision?: number): ClassicAttackChain {
  const start = beginAttack(whipInput(target), options());
  return hitWith(revision === undefined ? start : { ...start, revision });
}

/** The whip's five damage dice (Strength 3 + 2), `hits` of them 7s. */
const damage = (hits: number) => [...Array<number>(hits).fill(7), ...Array<number>(5 - hits).fill(2)];

function view(chain: ClassicAttackChain, language: "en" | "ru" = "en") {
  const t = translator(language);
  return resultView(chain, t, counter(t, language));
}

describe("the Classic chain's result says each thing once (rules map: Incapacitated, no action; 000 §2.11: no dice left)", () => {
  it("a pistol whip that leaves the target incapacitated asks no Stamina roll and starts no stun", () => {
    // Stamina 3, four lethal levels already: three more fill the track. The damage alone (3 ≥ Stamina) would stun too.
    const target = fighter("T", { attributes: { stamina: 3 }, health: { bashing: 0, lethal: 4, aggravated: 0 } });
    const hit = rollDamage(whip(target), damage(3));
    expect(hit.next).toBe("apply");
    expect(hit.effectRoll?.skipped).toBe("incapacitated");
    expect(classicAttackRules.pending(hit)).toEqual({ kind: "apply", step: "apply" });
    const done = applyAttack(hit);
    expect(done.result?.started).toEqual([]);
    expect(done.result?.after.statuses.map((status) => status.id)).toEqual(["incapacitated"]);
    const card = view(done);
    expect(card?.statuses).toEqual([]);
    expect(card?.woundLevel).toBe("");
    expect(card?.consequence).toBe("Incapacitated until healed; no actions; attacks against them hit automatically");
    expect(card?.notes).toEqual(["No roll against the effect: an incapacitated character cannot act."]);
    const ru = view(done, "ru");
    expect(ru?.consequence).toBe("Недееспособность до исцеления; никаких действий; атаки против персонажа попадают автоматически");
    expect([ru?.woundLevel, ...(ru?.statuses ?? [])].join(" ")).not.toContain("Недееспособен");
    // Replayed from its answers, the passed-over roll is passed over again: the same chain.
    expect(replayAnswers(classicAttackRules, beginAttack(whipInput(target), options()), answersOf(done))).toEqual(done);
  });

  it("a card made before the revision still asks for the roll and stuns as it did", () => {
    const target = fighter("T", { attributes: { stamina: 3 }, health: { bashing: 0, lethal: 4, aggravated: 0 } });
    const hit = rollDamage(whip(target, 0), damage(3));
    expect(hit.next).toBe("effectRoll");
    const done = applyAttack(rollEffect(hit, []));
    expect(done.result?.started.map((status) => status.id)).toEqual(["stunned", "stunned"]);
    // Two stuns from one blow are one status: one line, the longer.
    expect(view(done)?.statuses).toEqual(["Stunned until the end of next turn; no actions; attacks against them −2 difficulty"]);
  });

  it("a Stamina roll of no dice is not asked for: it fails, and the stun it would resist is started", () => {
    // Five lethal levels and one more: Crippled, −5 dice against Stamina 2.
    const target = fighter("T", { attributes: { stamina: 2 }, health: { bashing: 0, lethal: 5, aggravated: 0 } });
    const hit = rollDamage(whip(target), damage(1));
    expect(hit.next).toBe("apply");
    expect(hit.effectRoll?.skipped).toBe("noDice");
    expect(hit.effectRoll?.result.outcome).toBe("failure");
    const done = applyAttack(hit);
    expect(done.result?.after.statuses).toEqual([{ id: "stunned", sinceRound: 2, expiresAfterRound: 3 }]);
    const card = view(done, "ru");
    expect(card?.statuses).toEqual(["Оглушение до конца следующего хода; никаких действий; сложность атак против персонажа −2"]);
    expect(card?.notes).toEqual(["Броска против эффекта нет: в запасе не осталось кубиков, и это провал."]);
  });

  it("bashing beyond Incapacitated is said to turn lethal, in both languages", () => {
    const target = fighter("T", { attributes: { stamina: 1 }, health: { bashing: 6, lethal: 0, aggravated: 0 } });
    const start = beginAttack({ attacker, target, method: { kind: "maneuver", maneuver: findManeuver("w20Punch") }, situation: { round: 2 } }, options());
    // One attack success; Strength 3 damage dice, two 7s; Stamina 1 soak, a 2.
    const soaked = classicAttackRules.advance(rollDamage(hitWith(start), [7, 7, 2]), { kind: "faces", faces: [2] });
    const done = applyAttack(soaked);
    expect(done.result?.damage?.upgradedToLethal).toBe(1);
    expect(done.result?.after.health).toEqual({ bashing: 6, lethal: 1, aggravated: 0 });
    expect(view(done)?.notes).toEqual(["Bashing beyond Incapacitated becomes lethal: 1 bashing level turned lethal."]);
    expect(view(done, "ru")?.notes).toEqual(["Ударные повреждения сверх уровня «Недееспособен» становятся летальными: летальным стал 1\u00a0уровень."]);
  });
});
