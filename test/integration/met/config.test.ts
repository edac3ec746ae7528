import { beforeAll, describe, expect, it } from "vitest";
import { StorytellerActor } from "../../../src/documents/actor";
import { StorytellerCombatant } from "../../../src/documents/combatant";
import { MetActorSheet } from "../../../src/rulesets/met/apps/sheet";
import { MetCombatTracker } from "../../../src/rulesets/met/apps/tracker/combat-tracker";
import { MetCombat } from "../../../src/rulesets/met/documents/combat";
import { standIn, standInConfig, standInGame } from "../stand-in/install";
import { setUpMet } from "./fixtures";

beforeAll(setUpMet);

describe("what init puts into CONFIG for a Mind's Eye Theatre world", () => {
  it("its Combat and tracker, and the system's own Actor and Combatant where it brings none", () => {
    expect(standInConfig.Combat.documentClass).toBe(MetCombat);
    expect(standInConfig.ui.combat).toBe(MetCombatTracker);
    expect(standInConfig.Combatant.documentClass).toBe(StorytellerCombatant);
    expect(standInConfig.Actor.documentClass).toBe(StorytellerActor);
    expect(standIn.sheets.registrations.map((entry) => entry.sheetClass)).toEqual([MetActorSheet]);
    // Its Health is a track of levels: no token bar is named.
    expect(standInGame.system.primaryTokenAttribute).toBeUndefined();
  });
});
