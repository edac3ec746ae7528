import { describe, expect, it } from "vitest";
import { isAutomatic, mayAsk, type Participant } from "../../../src/rulesets/classic/chat/participants";
import { CLASSIC_STEPS } from "../../../src/rulesets/classic/rules/combat/chain";

const nobody: Participant = { userId: "u", isGM: false, startedIt: false, ownsAttacker: false, ownsTarget: false };
const author: Participant = { ...nobody, startedIt: true, ownsAttacker: true };
/** Owns the attacker but did not begin this attack (another of the character's owners did). */
const coOwner: Participant = { ...nobody, ownsAttacker: true };
const defender: Participant = { ...nobody, ownsTarget: true };
const both: Participant = { ...author, ownsTarget: true };
const storyteller: Participant = { ...nobody, isGM: true };
/** A player's character defends (the Storyteller's own roll their soak themselves, below). */
const plain = { autoDefenderRolls: false, approveApplication: false, storytellerRollsItself: true, defenderPlayed: true };

describe("who answers which step of a chain", () => {
  it("the attacker's user rolls the attack and the damage; the defender's owner the rest of its side", () => {
    const asks = (who: Participant) => CLASSIC_STEPS.filter((step) => mayAsk(who, step, plain));
    expect(asks(author)).toEqual(["attackRoll", "damageRoll", "apply"]);
    expect(asks(defender)).toEqual(["defenceChoice", "defenceRoll", "soakRoll", "effectRoll", "apply"]);
    expect(asks(nobody)).toEqual([]);
    expect(asks(storyteller)).toEqual([...CLASSIC_STEPS]);
  });

  it("only the Storyteller applies a result under approval; an automatic soak may be set off by the attacker", () => {
    expect(mayAsk(author, "apply", { ...plain, approveApplication: true })).toBe(false);
    expect(mayAsk(defender, "apply", { ...plain, approveApplication: true })).toBe(false);
    expect(mayAsk(storyteller, "apply", { ...plain, approveApplication: true })).toBe(true);
    expect(mayAsk(author, "soakRoll", { ...plain, autoDefenderRolls: true })).toBe(true);
    expect(mayAsk(author, "defenceChoice", { ...plain, autoDefenderRolls: true })).toBe(false);
  });

  it("the attacker's rolls are asked only by the user who began the attack, and only while they own the attacker", () => {
    expect(mayAsk(coOwner, "attackRoll", plain)).toBe(false);
    expect(mayAsk(coOwner, "damageRoll", plain)).toBe(false);
    expect(mayAsk({ ...author, ownsAttacker: false }, "damageRoll", plain)).toBe(false);
    expect(mayAsk(both, "soakRoll", plain)).toBe(true);
  });

  it("the defence roll follows its choice; soak and the result follow by the settings", () => {
    expect(isAutomatic("defenceRoll", plain)).toBe(true);
    expect(isAutomatic("soakRoll", plain)).toBe(false);
    expect(isAutomatic("soakRoll", { ...plain, autoDefenderRolls: true })).toBe(true);
    expect(isAutomatic("apply", plain)).toBe(true);
    expect(isAutomatic("apply", { ...plain, approveApplication: true })).toBe(false);
    expect(isAutomatic("damageRoll", { ...plain, autoDefenderRolls: true })).toBe(false);
  });

  it("the Storyteller's own characters roll their soak and resistance themselves; their defence is still chosen", () => {
    const npc = { ...plain, defenderPlayed: false };
    expect(isAutomatic("soakRoll", npc)).toBe(true);
    expect(isAutomatic("effectRoll", npc)).toBe(true);
    expect(isAutomatic("defenceChoice", npc)).toBe(false);
    expect(isAutomatic("damageRoll", npc)).toBe(false);
    // The attacker's user may set the soak off, the Storyteller's client rolling it.
    expect(mayAsk(author, "soakRoll", npc)).toBe(true);
    expect(mayAsk(author, "defenceChoice", npc)).toBe(false);
    // A Storyteller who would rather press them (to spend the character's Willpower) turns it off.
    expect(isAutomatic("soakRoll", { ...npc, storytellerRollsItself: false })).toBe(false);
  });
});
