import { beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ID } from "../../../src/constants";
import { StorytellerActor } from "../../../src/documents/actor";
import { StorytellerCombat } from "../../../src/documents/combat";
import { MetActorSheet } from "../../../src/rulesets/met/apps/sheet";
import { MetCombatTracker } from "../../../src/rulesets/met/apps/tracker/combat-tracker";
import { MetCombat } from "../../../src/rulesets/met/documents/combat";
import { rulesetPlayed } from "../../../src/rulesets/playing";
import { standIn, standInConfig, standInGame } from "../stand-in/install";

/** What CONFIG held for the world's documents and UI at one moment. */
interface Seen {
  combat: unknown;
  tracker: unknown;
  sheets: unknown[];
}
const seen = (): Seen => ({ combat: standInConfig.Combat.documentClass, tracker: standInConfig.ui.combat, sheets: standIn.sheets.registrations.map((entry) => entry.sheetClass) });

/*
 * Foundry runs the `init` hook without awaiting it, then `game.setupGame()`, which makes the world's documents from
 * CONFIG's classes and its UI from CONFIG.ui (client/game.mjs, `initialize()` and `setupGame()`). The world's
 * ruleset's play is a chunk loaded at `init`: Foundry's own setup must not start before it is in.
 */
describe("a world's ruleset's play, loaded apart, is in before Foundry sets the game up", () => {
  const atInit: Seen[] = [];
  const atSetup: Seen[] = [];

  beforeAll(async () => {
    standIn.settings.store(SYSTEM_ID, "ruleset", "met");
    // Foundry's setupGame as this test sees it: it notes what CONFIG holds the moment it starts making documents.
    standInGame.setupGame = async () => {
      atSetup.push(seen());
      await Promise.resolve();
    };
    await import("../../../src/index");
    standIn.hooks.callAll("init");
    atInit.push(seen());
    await standInGame.setupGame();
  });

  it("at the end of init the chunk is still loading: CONFIG holds the system's own classes, no tracker or sheet", () => {
    expect(atInit).toEqual([{ combat: StorytellerCombat, tracker: undefined, sheets: [] }]);
    expect(standInConfig.Actor.documentClass).toBe(StorytellerActor);
  });

  it("Foundry's setup runs once, after Mind's Eye Theatre's Combat, tracker and sheet are in", async () => {
    expect(atSetup).toEqual([{ combat: MetCombat, tracker: MetCombatTracker, sheets: [MetActorSheet] }]);
    await expect(rulesetPlayed()).resolves.toBeUndefined();
    // And the rest of its play: the Storyteller's panel of challenges among the settings' menus.
    expect(standIn.settings.menus.has(`${SYSTEM_ID}.met.challenges`)).toBe(true);
  });
});
