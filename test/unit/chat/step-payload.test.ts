import { describe, expect, it } from "vitest";
import { readStepRequest } from "../../../src/chat/card-request";
import { snapshotDrift } from "../../../src/chat/snapshot";
import { readStepPayload } from "../../../src/chat/step-payload";
import { fighter } from "../combat/fixtures";

const honest = { messageId: "abcdefABCDEF0123", userId: "user000000000001", targetActorId: "actor00000000001", step: "defenceChoice", seen: 1, defence: { kind: "dodge", opponents: 2 } };

describe("a request from another client, read field by field", () => {
  it("takes an honest request as it is", () => {
    expect(readStepPayload(honest)).toEqual({ ok: true, payload: honest });
    expect(readStepPayload({ ...honest, step: "soakRoll", defence: undefined, soakChoice: 1 })).toMatchObject({ ok: true, payload: { step: "soakRoll", soakChoice: 1 } });
  });

  it("refuses anything else in it, naming the field", () => {
    expect(readStepPayload({ ...honest, faces: [10, 10] })).toEqual({ ok: false, field: "faces" });
    expect(readStepPayload({ ...honest, step: "win" })).toEqual({ ok: false, field: "step" });
    expect(readStepPayload({ ...honest, seen: -1 })).toEqual({ ok: false, field: "seen" });
    expect(readStepPayload({ ...honest, messageId: "../../etc" })).toEqual({ ok: false, field: "messageId" });
    expect(readStepPayload({ ...honest, defence: { kind: "dodge", opponents: 2, bonus: 5 } })).toEqual({ ok: false, field: "defence" });
    expect(readStepPayload({ ...honest, defence: { kind: "teleport", opponents: 2 } })).toEqual({ ok: false, field: "defence.kind" });
    expect(readStepPayload({ ...honest, payment: "gold" })).toEqual({ ok: false, field: "payment" });
    expect(readStepPayload(null)).toEqual({ ok: false, field: "payload" });
    expect(readStepPayload([honest])).toEqual({ ok: false, field: "payload" });
  });
});

describe("a card button's request", () => {
  const card = (value: string) => ({ querySelector: () => ({ value }) }) as unknown as ParentNode;
  it("reads the step, the defence with the card's opponents, the payment and the soak", () => {
    expect(readStepRequest({ step: "defenceChoice", defence: "parry", payment: "willpowerPoint" }, card("3"), 2)).toEqual({
      step: "defenceChoice",
      seen: 2,
      defence: { kind: "parry", opponents: 3 },
      payment: "willpowerPoint",
    });
    expect(readStepRequest({ step: "soakRoll", soak: "0" }, card("1"), 4)).toEqual({ step: "soakRoll", seen: 4, soakChoice: 0 });
    expect(readStepRequest({ step: "defenceChoice", defence: "none" }, card("9"), 1)?.defence).toEqual({ kind: "none", opponents: 1 });
    expect(readStepRequest({ step: "nothing" }, card("1"), 0)).toBeNull();
  });
});

describe("a stored character against the live one", () => {
  it("matches when only health and statuses moved, and names the first trait that did not", () => {
    const recorded = fighter("A", { attributes: { stamina: 3 }, abilities: { brawl: 2 } });
    expect(snapshotDrift(recorded, { ...recorded, health: { bashing: 2, lethal: 0, aggravated: 0 }, statuses: [{ id: "stunned", sinceRound: 1, expiresAfterRound: 2 }] })).toBeNull();
    expect(snapshotDrift(recorded, { ...recorded, attributes: { ...recorded.attributes, stamina: 1 } })).toBe("attributes.stamina");
    expect(snapshotDrift(recorded, { ...recorded, abilities: { ...recorded.abilities, brawl: 5 } })).toBe("abilities.brawl");
    expect(snapshotDrift(recorded, { ...recorded, armour: { rating: 3, dexterityPenalty: 1 } })).toBe("armour.rating");
    expect(snapshotDrift(recorded, { ...recorded, creature: "vampire" })).toBe("creature");
  });
});
