import { describe, expect, it } from "vitest";
import { PLAIN_ATTACK_VALUES } from "../../../src/rulesets/classic/apps/attack-form";
import { readAttackValues, readStartPayload } from "../../../src/rulesets/classic/requests/chain-start";

const values = { ...PLAIN_ATTACK_VALUES, opponents: 2, position: "rear", calledShot: "head", conditions: ["large"], willpower: true } as const;
const honest = {
  attacker: { actorId: "actorDavid000001", tokenUuid: "Scene.scene00000000001.Token.tokenDavid000001" },
  target: { actorId: "actorAlist000001", tokenUuid: "Scene.scene00000000001.Token.tokenAlist000001" },
  itemId: "itemPunch0000001",
  values,
};

describe("a start request from a player's client, read field by field", () => {
  it("takes an honest request as it is", () => {
    expect(readStartPayload(honest)).toEqual({ ok: true, value: honest });
    expect(readStartPayload({ ...honest, itemId: "" })).toMatchObject({ ok: true, value: { itemId: "" } });
  });

  it("refuses what the dialog never sends: a start, options, numbers, a user id", () => {
    expect(readStartPayload({ ...honest, start: {} })).toEqual({ ok: false, field: "start" });
    expect(readStartPayload({ ...honest, options: { stunRule: "never" } })).toEqual({ ok: false, field: "options" });
    expect(readStartPayload({ ...honest, userId: "gm00000000000001" })).toEqual({ ok: false, field: "userId" });
    expect(readStartPayload({ ...honest, attacker: { ...honest.attacker, stats: {} } })).toEqual({ ok: false, field: "attacker" });
    expect(readStartPayload({ ...honest, target: { actorId: "x", tokenUuid: "Actor.x" } })).toEqual({ ok: false, field: "target.tokenUuid" });
    expect(readStartPayload({ ...honest, itemId: { toString: () => "x" } })).toEqual({ ok: false, field: "itemId" });
    expect(readStartPayload("attack")).toEqual({ ok: false, field: "payload" });
  });

  it("refuses a value the dialog never offers, naming it", () => {
    const bad = (change: Record<string, unknown>) => readAttackValues({ ...values, ...change });
    expect(bad({ opponents: 6 })).toEqual({ ok: false, field: "values.opponents" });
    expect(bad({ position: "above" })).toEqual({ ok: false, field: "values.position" });
    expect(bad({ rangeBand: "beyond" })).toEqual({ ok: false, field: "values.rangeBand" });
    expect(bad({ aimRounds: 1.5 })).toEqual({ ok: false, field: "values.aimRounds" });
    expect(bad({ conditions: { length: 5 } })).toEqual({ ok: false, field: "values.conditions" });
    expect(bad({ conditions: ["large", "x".repeat(1000)] })).toEqual({ ok: false, field: "values.conditions" });
    expect(bad({ willpower: "yes" })).toEqual({ ok: false, field: "values.willpower" });
    expect(bad({ storytellerDice: 1e300 })).toEqual({ ok: false, field: "values.storytellerDice" });
    expect(bad({ surprise: true })).toEqual({ ok: false, field: "values.surprise" });
    expect(readAttackValues({ ...values, conditions: ["large", "large"] })).toMatchObject({ ok: true, value: { conditions: ["large"] } });
  });
});
