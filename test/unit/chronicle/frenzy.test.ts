import { describe, expect, it } from "vitest";
import { frenzyOf, planEndFrenzy, planFrenzyCheck, readFrenzyCheck, ROTSCHRECK_STATUS_VALUE, type FrenzyCheckInput } from "../../../src/rulesets/classic/rules/chronicle/frenzy";
import { readPool } from "../../../src/rulesets/classic/rules/dice/pool";
import { expectRulesError } from "../errors-helper";

const vampire = (over: Partial<FrenzyCheckInput> = {}): FrenzyCheckInput => ({
  creature: "vampire",
  kind: "frenzy",
  virtues: { selfControl: 3, instinct: 0, courage: 2, usesInstinct: false },
  rage: 0,
  difficulty: 7,
  ...over,
});

describe("V20 Chapter Eight, Frenzy: Self-Control or Instinct against the provocation's difficulty", () => {
  it("rolls Self-Control at the difficulty the Storyteller chose; a failure frenzies from this round on, until it ends", () => {
    const plan = planFrenzyCheck(vampire());
    expect(plan.trait).toBe("selfControl");
    expect(plan.spec).toEqual({ pool: 3, difficulty: 7, kind: "action" });
    const failed = readFrenzyCheck(plan, readPool([2, 5, 6], plan.spec), 3);
    expect(failed).toEqual({ frenzies: true, status: { id: "frenzy", sinceRound: 3, expiresAfterRound: null } });
  });

  it("one success holds the Beast back; a botch frenzies", () => {
    const plan = planFrenzyCheck(vampire());
    expect(readFrenzyCheck(plan, readPool([7, 2, 3], plan.spec), 1)).toEqual({ frenzies: false, status: null });
    expect(readFrenzyCheck(plan, readPool([1, 2, 3], plan.spec), 1).frenzies).toBe(true);
  });

  it("a vampire on a Path with Instinct rolls Instinct", () => {
    const plan = planFrenzyCheck(vampire({ virtues: { selfControl: 0, instinct: 4, courage: 2, usesInstinct: true } }));
    expect(plan.trait).toBe("instinct");
    expect(plan.spec.pool).toBe(4);
  });
});

describe("V20 Chapter Eight, Rötschreck: Courage against fire and sunlight", () => {
  it("rolls Courage; a failure sends the vampire into the Red Fear", () => {
    const plan = planFrenzyCheck(vampire({ kind: "rotschreck", difficulty: 6 }));
    expect(plan.trait).toBe("courage");
    expect(plan.spec.pool).toBe(2);
    const status = readFrenzyCheck(plan, readPool([5, 4], plan.spec), 0).status;
    expect(status).toEqual({ id: "frenzy", sinceRound: 0, expiresAfterRound: null, value: ROTSCHRECK_STATUS_VALUE });
    expect(frenzyOf(status ? [status] : [])).toBe("rotschreck");
  });

  it("no Garou knows it, and a mortal frenzies not at all", () => {
    expectRulesError(() => planFrenzyCheck(vampire({ creature: "garou", kind: "rotschreck" })), "FrenzyKindNotFor");
    expectRulesError(() => planFrenzyCheck(vampire({ creature: "mortal" })), "NoFrenzy");
  });
});

describe("W20 Chapter Six, Frenzy: a Rage roll with four successes or more", () => {
  it("rolls current Rage; three successes keep the Garou in hand, four send them into frenzy", () => {
    const plan = planFrenzyCheck(vampire({ creature: "garou", rage: 6, difficulty: 6 }));
    expect(plan.trait).toBe("rage");
    expect(plan.spec.pool).toBe(6);
    expect(readFrenzyCheck(plan, readPool([6, 7, 8, 2, 3, 4], plan.spec), 2).frenzies).toBe(false);
    expect(readFrenzyCheck(plan, readPool([6, 7, 8, 9, 3, 4], plan.spec), 2).frenzies).toBe(true);
  });
});

describe("V20 Chapter Eight, W20 Chapter Six: the frenzy lasts until the Storyteller ends it", () => {
  it("ending it takes the frenzy off and leaves the other statuses; it names which frenzy it was", () => {
    const stunned = { id: "stunned" as const, sinceRound: 2, expiresAfterRound: 3 };
    expect(planEndFrenzy([stunned, { id: "frenzy", sinceRound: 1, expiresAfterRound: null }])).toEqual({ kind: "frenzy", statuses: [stunned] });
    expect(planEndFrenzy([{ id: "frenzy", sinceRound: 1, expiresAfterRound: null, value: ROTSCHRECK_STATUS_VALUE }]).kind).toBe("rotschreck");
  });

  it("a character not in frenzy has none to end", () => {
    expectRulesError(() => planEndFrenzy([{ id: "stunned", sinceRound: 2, expiresAfterRound: 3 }]), "NotInFrenzy");
  });
});
