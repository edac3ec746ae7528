import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { StorytellerCombatTracker } from "../../../src/rulesets/classic/apps/tracker/combat-tracker";
import { requestAdvance } from "../../../src/rulesets/classic/requests/advance";
import { requestDeclare } from "../../../src/rulesets/classic/requests/declare";
import { initSystem } from "../documents/setup";
import { combatApps, trackerOf } from "../stand-in/combat-tracker";
import { standIn } from "../stand-in/install";
import { makeActor, makeCombat, resetStandIn, type SystemCombat } from "../combat/fixtures";

beforeAll(initSystem);
beforeEach(async () => {
  resetStandIn();
  standIn.hooks.calls.length = 0;
  await standIn.settings.set("storyteller-combat", "classic.rerollEachRound", true);
});
afterEach(() => combatApps.clear());

const idOf = (combat: SystemCombat, name: string) => combat.combatants.find((combatant) => combatant.name === name)?.id ?? "";
const hookCalls = (hook: string) => standIn.hooks.calls.filter((call) => call.hook === hook);

async function declaredPair(): Promise<SystemCombat> {
  const combat = await makeCombat([await makeActor("Ada"), await makeActor("Ben")]);
  standIn.dice.script([9, 1]);
  await combat.startCombat();
  await requestDeclare(combat, idOf(combat, "Ben"), { actions: [{ kind: "attack", targetId: idOf(combat, "Ada") }] });
  await requestDeclare(combat, idOf(combat, "Ada"), { actions: [{ kind: "attack", targetId: idOf(combat, "Ben") }] });
  return combat;
}

describe("the tracker through Foundry's render life-cycle", () => {
  it("renders its parts and then calls the render hooks of its class chain", async () => {
    const combat = await declaredPair();
    const tracker = trackerOf(StorytellerCombatTracker);
    await tracker.render({ force: true, combat });
    expect(tracker.element?.querySelectorAll("[data-application-part]").length).toBe(3);
    expect(hookCalls("renderCombatTracker")).toHaveLength(1);
    expect(hookCalls("renderStorytellerCombatTracker")).toHaveLength(1);
  });

  it("a turn that moves draws the tracker again, core's _onRender finds the active row, and the hooks run", async () => {
    const combat = await declaredPair();
    const tracker = trackerOf(StorytellerCombatTracker);
    await tracker.render({ force: true, combat });
    const before = hookCalls("renderCombatTracker").length;
    expect(combat.phase).toBe("action");
    await requestAdvance(combat, null);
    await expect(tracker.settled()).resolves.toBeUndefined();
    expect(hookCalls("renderCombatTracker").length).toBeGreaterThan(before);
    // Core scrolls the combatant whose turn it now is into view.
    expect(tracker.scrolled.at(-1)).toBe(combat.combatant?.id);
  });
});
