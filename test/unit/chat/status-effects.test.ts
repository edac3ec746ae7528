import { describe, expect, it } from "vitest";
import { statusEffectChanges, type ExistingEffect } from "../../../src/rulesets/classic/chat/status-effects";
import type { StatusEffect } from "../../../src/rulesets/classic/rules/status/types";

let next = 0;
const make = { newId: () => `new${String(++next).padStart(13, "0")}`, nameOf: (id: string) => `name:${id}`, imgOf: (id: string) => `img:${id}` };
const effect = (id: string, status: StatusEffect, disabled = false): ExistingEffect => {
  const { id: statusId, ...timing } = status;
  return { id, statuses: [statusId], disabled, status: timing };
};
const stunned: StatusEffect = { id: "stunned", sinceRound: 1, expiresAfterRound: 2 };
const held: StatusEffect = { id: "held", sinceRound: 1, expiresAfterRound: null, sourceId: "holder" };

describe("the effect changes that leave an actor with exactly the rules' statuses", () => {
  it("creates what is new, keeps what is the same, writes nothing when nothing changed", () => {
    const changes = statusEffectChanges([effect("e1", held)], [held, stunned], make);
    expect(changes.updates).toEqual([]);
    expect(changes.deletes).toEqual([]);
    expect(changes.creates).toEqual([
      { _id: expect.stringMatching(/^new/), name: "name:stunned", img: "img:stunned", statuses: ["stunned"], disabled: false, flags: { "storyteller-combat": { status: { sinceRound: 1, expiresAfterRound: 2 } } } },
    ]);
    expect(statusEffectChanges([effect("e1", held)], [held], make)).toEqual({ creates: [], updates: [], deletes: [] });
  });

  it("updates a status whose timing changed, and switches a switched-off one back on rather than making another", () => {
    const longer = { ...stunned, expiresAfterRound: 3 };
    expect(statusEffectChanges([effect("e1", stunned)], [longer], make).updates).toEqual([
      { _id: "e1", disabled: false, flags: { "storyteller-combat": { status: { sinceRound: 1, expiresAfterRound: 3 } } } },
    ]);
    const again = statusEffectChanges([effect("off", stunned, true)], [longer], make);
    expect(again.creates).toEqual([]);
    expect(again.updates).toEqual([{ _id: "off", disabled: false, flags: { "storyteller-combat": { status: { sinceRound: 1, expiresAfterRound: 3 } } } }]);
  });

  it("switches off a status no longer wanted, or deletes it when an undo may", () => {
    expect(statusEffectChanges([effect("e1", stunned), effect("e2", held)], [held], make).updates).toEqual([{ _id: "e1", disabled: true }]);
    expect(statusEffectChanges([effect("e1", stunned)], [], make, new Set(["e1"]))).toEqual({ creates: [], updates: [], deletes: ["e1"] });
  });

  it("tells holds apart by their holder, and leaves effects of other statuses alone", () => {
    const other = { ...held, sourceId: "someone" };
    const changes = statusEffectChanges([effect("e1", held), { id: "x", statuses: ["dead"], disabled: false, status: null }], [held, other], make);
    expect(changes.creates.map((created) => created.flags["storyteller-combat"].status.sourceId)).toEqual(["someone"]);
    expect(changes.updates).toEqual([]);
  });

  it("reads a status set from the token HUD (no recorded timing) as round 0, open-ended", () => {
    const hud: ExistingEffect = { id: "hud", statuses: ["blinded"], disabled: false, status: null };
    expect(statusEffectChanges([hud], [{ id: "blinded", sinceRound: 0, expiresAfterRound: null }], make)).toEqual({ creates: [], updates: [], deletes: [] });
  });
});
