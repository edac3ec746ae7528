import { describe, expect, it } from "vitest";
import { readStepRequest } from "../../../src/rulesets/classic/chat/card-request";
import { readStepPayload } from "../../../src/rulesets/classic/requests/chain-step";

const honest = { messageId: "abcdefABCDEF0123", step: "defenceChoice", seen: 1, defence: { kind: "dodge", opponents: 2 } };

describe("a request from another client, read field by field", () => {
  it("takes an honest request as it is", () => {
    expect(readStepPayload(honest)).toEqual({ ok: true, payload: honest });
    expect(readStepPayload({ ...honest, step: "soakRoll", defence: undefined, soakChoice: 1 })).toMatchObject({ ok: true, payload: { step: "soakRoll", soakChoice: 1 } });
  });

  it("refuses anything else in it, naming the field", () => {
    expect(readStepPayload({ ...honest, faces: [10, 10] })).toEqual({ ok: false, field: "faces" });
    // Who asks is the request's sender: a payload naming a user is no request a card sends.
    expect(readStepPayload({ ...honest, userId: "gm00000000000001" })).toEqual({ ok: false, field: "userId" });
    expect(readStepPayload({ ...honest, messageId: { toString: () => "abcdefABCDEF0123" } })).toEqual({ ok: false, field: "messageId" });
    expect(readStepPayload({ ...honest, seen: "1" })).toEqual({ ok: false, field: "seen" });
    expect(readStepPayload({ ...honest, step: "win" })).toEqual({ ok: false, field: "step" });
    expect(readStepPayload({ ...honest, seen: -1 })).toEqual({ ok: false, field: "seen" });
    expect(readStepPayload({ ...honest, messageId: "../../etc" })).toEqual({ ok: false, field: "messageId" });
    expect(readStepPayload({ ...honest, defence: { kind: "dodge", opponents: 2, bonus: 5 } })).toEqual({ ok: false, field: "defence" });
    expect(readStepPayload({ ...honest, defence: { kind: "teleport", opponents: 2 } })).toEqual({ ok: false, field: "defence.kind" });
    expect(readStepPayload({ ...honest, payment: "gold" })).toEqual({ ok: false, field: "payment" });
    expect(readStepPayload({ ...honest, defence: { kind: "dodge", opponents: 9 } })).toEqual({ ok: false, field: "defence.opponents" });
    expect(readStepPayload({ ...honest, defence: { kind: "dodge", willpower: 1 } })).toEqual({ ok: false, field: "defence.willpower" });
    // A point on the roll against a maneuver's effect rides on the request; on any other step it is a forgery.
    expect(readStepPayload({ ...honest, step: "effectRoll", defence: undefined, willpower: true })).toMatchObject({ ok: true, payload: { step: "effectRoll", willpower: true } });
    expect(readStepPayload({ ...honest, step: "damageRoll", defence: undefined, willpower: true })).toEqual({ ok: false, field: "willpower" });
    expect(readStepPayload({ ...honest, step: "effectRoll", defence: undefined, willpower: "yes" })).toEqual({ ok: false, field: "willpower" });
    expect(readStepPayload(null)).toEqual({ ok: false, field: "payload" });
    expect(readStepPayload([honest])).toEqual({ ok: false, field: "payload" });
  });
});

describe("a card button's request", () => {
  const card = (willpower: { checked: boolean; disabled: boolean } | null) => ({ querySelector: (selector: string) => (selector === "input[name=willpower]" ? willpower : null) }) as unknown as ParentNode;
  it("reads the step, the defence with the opponents the card showed, the Willpower toggle, the payment and the soak", () => {
    expect(readStepRequest({ step: "defenceChoice", defence: "parry", payment: "willpowerPoint", opponents: "3" }, card(null), 2)).toEqual({
      step: "defenceChoice",
      seen: 2,
      defence: { kind: "parry", opponents: 3 },
      payment: "willpowerPoint",
    });
    expect(readStepRequest({ step: "defenceChoice", defence: "dodge", opponents: "1" }, card({ checked: true, disabled: false }), 2)?.defence).toEqual({ kind: "dodge", opponents: 1, willpower: true });
    // A toggle the card drew disabled, or one left off, spends nothing; taking the attack never does.
    expect(readStepRequest({ step: "defenceChoice", defence: "dodge", opponents: "1" }, card({ checked: true, disabled: true }), 2)?.defence).toEqual({ kind: "dodge", opponents: 1 });
    expect(readStepRequest({ step: "defenceChoice", defence: "none" }, card({ checked: true, disabled: false }), 1)?.defence).toEqual({ kind: "none" });
    expect(readStepRequest({ step: "soakRoll", soak: "0" }, card(null), 4)).toEqual({ step: "soakRoll", seen: 4, soakChoice: 0 });
    expect(readStepRequest({ step: "nothing" }, card(null), 0)).toBeNull();
  });
});
