import { beforeAll, describe, expect, it } from "vitest";
import { carryRenamedSettings } from "../../../src/migrations/renamed-settings";
import { readClassicOptions, readDeclarationVisibility } from "../../../src/rulesets/classic/settings";
import { CLASSIC_DEFAULTS } from "../../../src/rulesets/classic/rules/ruleset/options";
import { initSystem } from "../documents/setup";
import { actAs, gm, standIn } from "../stand-in/install";
import { StandInUser, USER_ROLES } from "../stand-in/user";

/*
 * A world from before each ruleset's settings took its name stored Classic's options under the bare keys
 * (`storyteller-combat.dodgeAbility`). Its Storyteller's first login carries them over to Classic's own
 * (`storyteller-combat.classic.dodgeAbility`), once, and nothing else changes.
 */
beforeAll(async () => {
  standIn.settings.store("storyteller-combat", "dodgeAbility", "dodge");
  standIn.settings.store("storyteller-combat", "halfLevelDamage", true);
  standIn.settings.store("storyteller-combat", "declarationsVisibleTo", "storyteller");
  standIn.settings.store("storyteller-combat", "classic.stunRule", "dazed");
  standIn.settings.store("storyteller-combat", "stunRule", "stun");
  await initSystem();
});

describe("a world's Classic settings under their old keys", () => {
  it("read as the defaults until they are carried over: the new keys are what the system reads", () => {
    expect(readClassicOptions()).toEqual({ ...CLASSIC_DEFAULTS, stunRule: "dazed" });
    expect(readDeclarationVisibility()).toBe("everyone");
  });

  it("a player's client carries nothing over", async () => {
    const player = new StandInUser("player0000000001", "Player", USER_ROLES.PLAYER);
    actAs(player);
    expect(await carryRenamedSettings()).toBe(0);
    expect(readClassicOptions().dodgeAbility).toBe("athletics");
  });

  it("the Storyteller's client carries each stored one over once, and leaves one already under its new key as it is", async () => {
    actAs(gm);
    expect(await carryRenamedSettings()).toBe(3);
    expect(readClassicOptions()).toEqual({ ...CLASSIC_DEFAULTS, dodgeAbility: "dodge", halfLevelDamage: true, stunRule: "dazed" });
    expect(readDeclarationVisibility()).toBe("storyteller");
    expect(await carryRenamedSettings()).toBe(0);
  });
});
