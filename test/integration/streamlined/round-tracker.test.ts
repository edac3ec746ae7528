import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { StreamlinedCombatTracker } from "../../../src/rulesets/streamlined/apps/tracker/combat-tracker";
import { initSystem } from "../documents/setup";
import { combatApps, trackerOf } from "../stand-in/combat-tracker";
import { standInWindow } from "../stand-in/page";
import { actAs, gm, player, standIn } from "../stand-in/install";
import { BEGIN_FACES, names, playStreamlined, resetWorld, seedFight } from "./round-fixtures";

playStreamlined();
beforeAll(initSystem);
beforeEach(resetWorld);
afterEach(() => combatApps.clear());

async function begunWithTracker() {
  const fight = await seedFight();
  standIn.dice.script(BEGIN_FACES);
  await fight.combat.startCombat();
  const tracker = trackerOf(StreamlinedCombatTracker);
  await tracker.render({ force: true, combat: fight.combat });
  return { ...fight, tracker };
}

function click(element: Element | null | undefined): void {
  if (!element) throw new Error("nothing to click");
  element.dispatchEvent(new standInWindow.MouseEvent("click", { bubbles: true }) as unknown as Event);
}

/** The click's request and the renders it started, all settled. */
async function settle(tracker: { settled(): Promise<void> }): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 20));
  await tracker.settled();
}

describe("Streamlined's tracker through Foundry's render life-cycle (001 The Turn)", () => {
  it("is the tracker Streamlined plays, with a row per combatant in acting order, the successes and the tie marked", async () => {
    const { tracker, combat } = await begunWithTracker();
    expect((globalThis as unknown as { CONFIG: { ui: { combat: unknown } } }).CONFIG.ui.combat).toBe(StreamlinedCombatTracker);
    // The system's classes, which its styles hang on, and Streamlined's own.
    expect(tracker.element?.className.split(" ")).toEqual(expect.arrayContaining(["storyteller-combat", "stc-tracker", "stc-streamlined-tracker"]));
    const rows = [...(tracker.element?.querySelectorAll<HTMLElement>(".stc-combatant") ?? [])];
    expect(rows.map((row) => row.querySelector(".stc-combatant-name")?.textContent)).toEqual(["Ana", "Boris", "Vera", "Gleb"]);
    expect(rows.map((row) => row.querySelector(".stc-initiative")?.textContent)).toEqual(["3", "2", "2", "0"]);
    expect(rows.map((row) => row.classList.contains("stc-tied"))).toEqual([false, true, true, false]);
    expect(tracker.element?.querySelector(".combatant.active .stc-combatant-name")?.textContent).toBe("Ana");
    expect(tracker.element?.textContent).not.toMatch(/declar/i);
    expect(combat.round).toBe(1);
  });

  it("a combat on view that is not Streamlined's (one another ruleset's world left) shows none of Streamlined's rows", async () => {
    const { tracker, combat } = await begunWithTracker();
    // The same fighters, held by a combat of no Streamlined class: the tracker must not read it as its own.
    const foreign = { id: combat.id, round: combat.round, turn: combat.turn, turns: combat.turns, combatants: combat.combatants, combatant: combat.combatant, started: true };
    await tracker.render({ force: true, combat: foreign as never });
    expect(tracker.element?.querySelectorAll(".stc-combatant")).toHaveLength(0);
  });

  it("the Storyteller's move button orders the tie; the row's plan form plans two actions at −2 each; end turn moves on", async () => {
    const { tracker, combat, id } = await begunWithTracker();
    click(tracker.element?.querySelector(`[data-combatant-id="${id("vera")}"] [data-action="stcTieUp"]`));
    await settle(tracker);
    expect(names(combat)).toEqual(["Ana", "Vera", "Boris", "Gleb"]);
    const selects = [...(tracker.element?.querySelectorAll<HTMLSelectElement>(`[data-combatant-id="${id("ana")}"] select.stc-plan-action`) ?? [])];
    expect(selects).toHaveLength(3);
    const [first, second] = selects;
    if (!first || !second) throw new Error("no plan form");
    first.value = "attack";
    second.value = "grapple";
    click(tracker.element?.querySelector(`[data-combatant-id="${id("ana")}"] [data-action="stcPlan"]`));
    await settle(tracker);
    expect(tracker.element?.querySelector(`[data-combatant-id="${id("ana")}"] .stc-plan-penalty`)?.textContent?.trim()).toBe("2 actions · −2 each");
    click(tracker.element?.querySelector('[data-action="stcNext"]'));
    await settle(tracker);
    expect(combat.combatant?.name).toBe("Vera");
    expect(tracker.scrolled.at(-1)).toBe(id("vera"));
  });

  it("the Storyteller drags Vera's row onto Boris's: the tie is ordered Vera first", async () => {
    const { tracker, combat, id } = await begunWithTracker();
    const row = (key: "boris" | "vera") => tracker.element?.querySelector<HTMLElement>(`[data-combatant-id="${id(key)}"]`);
    expect(row("vera")?.draggable).toBe(true);
    expect(row("boris")?.dataset.tieGroup).toBe(`${id("boris")},${id("vera")}`);
    // The page's DragEvent does not take a DataTransfer when made, so the browser's one is put on each event.
    const transfer = new standInWindow.DataTransfer();
    const drag = (type: string) => Object.defineProperty(new standInWindow.DragEvent(type, { bubbles: true, cancelable: true }), "dataTransfer", { value: transfer }) as unknown as Event;
    row("vera")?.dispatchEvent(drag("dragstart"));
    row("boris")?.dispatchEvent(drag("drop"));
    await settle(tracker);
    expect(names(combat)).toEqual(["Ana", "Vera", "Boris", "Gleb"]);
    expect(combat.streamlinedRound?.tieOrder).toEqual([id("vera"), id("boris")]);
  });

  it("a player sees the plan form and end turn for its own combatant only, and no tie controls", async () => {
    const { combat, id } = await begunWithTracker();
    actAs(player);
    const tracker = trackerOf(StreamlinedCombatTracker);
    await tracker.render({ force: true, combat });
    expect(tracker.element?.querySelectorAll('[data-action="stcTieUp"], [data-action="stcTieDown"], .stc-tie-handle').length).toBe(0);
    expect(tracker.element?.querySelector(`[data-combatant-id="${id("ana")}"] [data-action="stcPlan"]`)).not.toBeNull();
    expect(tracker.element?.querySelector('[data-action="stcNext"]')).not.toBeNull();
    actAs(gm);
    await combat.nextTurn();
    actAs(player);
    await tracker.render({ combat });
    expect(combat.combatant?.name).toBe("Boris");
    expect(tracker.element?.querySelector('[data-action="stcPlan"]')).toBeNull();
    expect(tracker.element?.querySelector('[data-action="stcNext"]')).toBeNull();
  });
});
