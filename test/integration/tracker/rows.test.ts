import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { StorytellerCombatTracker } from "../../../src/rulesets/classic/apps/tracker/combat-tracker";
import { initSystem } from "../documents/setup";
import { combatApps, standInCanvas, trackerOf, type StandInCombatTracker } from "../stand-in/combat-tracker";
import { standInWindow } from "../stand-in/page";
import { actAs, gm, player, standIn, standInGame } from "../stand-in/install";
import { placeToken, type StandInToken } from "../stand-in/token";
import { makeActor, resetStandIn, type SystemCombat } from "../combat/fixtures";
import { requestDeclare } from "../../../src/rulesets/classic/requests/declare";
import type { StandInCombat } from "../stand-in/combat";

beforeAll(initSystem);
beforeEach(() => {
  resetStandIn();
  standInCanvas.reset();
});
afterEach(() => combatApps.clear());

async function table(): Promise<{ combat: SystemCombat; tracker: StandInCombatTracker; tokens: Record<"ada" | "ben", StandInToken>; ids: Record<"ada" | "ben", string> }> {
  const ada = await makeActor("Ada", { owner: player.id });
  const ben = await makeActor("Ben");
  const tokens = { ada: placeToken(ada), ben: placeToken(ben) };
  actAs(gm);
  const Combat = (globalThis as unknown as { CONFIG: { Combat: { documentClass: typeof StandInCombat } } }).CONFIG.Combat.documentClass;
  const combat = (await Combat.create({})) as unknown as SystemCombat;
  standInGame.combat = combat as unknown as typeof standInGame.combat;
  await combat.createEmbeddedDocuments(
    "Combatant",
    [ada, ben].map((actor, index) => ({ actorId: actor.id, tokenId: [tokens.ada, tokens.ben][index]?.id, sceneId: "scene00000000001" })),
  );
  const idOf = (name: string) => combat.combatants.find((combatant) => combatant.name === name)?.id ?? "";
  const tracker = trackerOf(StorytellerCombatTracker);
  await tracker.render({ force: true });
  return { combat, tracker, tokens, ids: { ada: idOf("Ada"), ben: idOf("Ben") } };
}

const row = (tracker: StandInCombatTracker, id: string) => tracker.element?.querySelector<HTMLElement>(`.combatant[data-combatant-id="${id}"]`) ?? null;

function click(element: Element | null | undefined): void {
  if (!element) throw new Error("Nothing to click.");
  element.dispatchEvent(new standInWindow.MouseEvent("click", { bubbles: true }) as unknown as Event);
}

async function settle(tracker: StandInCombatTracker): Promise<void> {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  await tracker.settled();
}

describe("the tracker's rows keep Foundry's own behaviour", () => {
  it("a click on a row controls the combatant's token and pans to it; a click on a row's button does not", async () => {
    const { tracker, tokens, ids } = await table();
    click(row(tracker, ids.ben)?.querySelector(".stc-combatant-name"));
    expect(tokens.ben.controlled).toBe(true);
    expect(tokens.ada.controlled).toBe(false);
    expect(standInCanvas.pans).toEqual([tokens.ben.center]);
    click(row(tracker, ids.ada)?.querySelector('[data-action="toggleHidden"]'));
    expect(tokens.ada.controlled).toBe(false);
  });

  it("the Storyteller's hide and defeated controls write the combatant (and the defeated marker on its character)", async () => {
    const { combat, tracker, ids } = await table();
    click(row(tracker, ids.ben)?.querySelector('[data-action="toggleHidden"]'));
    await settle(tracker);
    expect(combat.combatants.get(ids.ben)?.hidden).toBe(true);
    click(row(tracker, ids.ada)?.querySelector('[data-action="toggleDefeated"]'));
    await settle(tracker);
    await settle(tracker);
    expect(combat.combatants.get(ids.ada)?.defeated).toBe(true);
    expect(combat.combatants.get(ids.ada)?.actor?.statuses).toContain("dead");
  });

  it("ping finds the token on the scene; hover highlights the token and leaves it on the way out", async () => {
    const { tracker, tokens, ids } = await table();
    click(row(tracker, ids.ada)?.querySelector('[data-action="pingCombatant"]'));
    await settle(tracker);
    expect(standInCanvas.pings).toEqual([tokens.ada.center]);
    const name = row(tracker, ids.ada)?.querySelector(".stc-combatant-name");
    name?.dispatchEvent(new standInWindow.PointerEvent("pointerover", { bubbles: true }) as unknown as Event);
    expect(tokens.ada.hovered).toBe(true);
    name?.dispatchEvent(new standInWindow.PointerEvent("pointerout", { bubbles: true }) as unknown as Event);
    expect(tokens.ada.hovered).toBe(false);
    tracker.hoverCombatant({ id: ids.ben }, true);
    expect(row(tracker, ids.ben)?.classList.contains("hover")).toBe(true);
  });

  it("a player gets pan, not hide or defeated", async () => {
    const { tracker, tokens, ids } = await table();
    actAs(player);
    await tracker.render({});
    expect(row(tracker, ids.ada)?.querySelector('[data-action="toggleHidden"]')).toBeNull();
    click(row(tracker, ids.ada)?.querySelector('[data-action="panToCombatant"]'));
    await settle(tracker);
    expect(standInCanvas.pans).toEqual([tokens.ada.center]);
    expect(standIn.notifications.messages).toEqual([]);
  });

  it("a player targets a combatant's token from its row and releases it again; the row shows it", async () => {
    const { tracker, tokens, ids } = await table();
    actAs(player);
    await tracker.render({});
    const button = () => row(tracker, ids.ben)?.querySelector<HTMLElement>('[data-action="stcTarget"]');
    expect(button()?.getAttribute("aria-pressed")).toBe("false");
    click(button());
    await settle(tracker);
    expect([...player.targets]).toEqual([tokens.ben]);
    expect(button()?.getAttribute("aria-pressed")).toBe("true");
    // Targeting Ada instead releases Ben, as a click on the canvas does.
    click(row(tracker, ids.ada)?.querySelector('[data-action="stcTarget"]'));
    await settle(tracker);
    expect([...player.targets]).toEqual([tokens.ada]);
    click(row(tracker, ids.ada)?.querySelector('[data-action="stcTarget"]'));
    await settle(tracker);
    expect([...player.targets]).toEqual([]);
  });

  it("the acting combatant's own row has its attack, which targets the token its declared attack names", async () => {
    const { combat, tracker, tokens, ids } = await table();
    standIn.dice.script([9, 1]);
    await combat.startCombat();
    await requestDeclare(combat, ids.ben, { actions: [{ kind: "attack", targetId: ids.ada }] });
    actAs(player);
    await requestDeclare(combat, ids.ada, { actions: [{ kind: "attack", targetId: ids.ben }] });
    await tracker.render({});
    expect(row(tracker, ids.ben)?.querySelector('[data-action="stcAttack"]')).toBeNull();
    click(row(tracker, ids.ada)?.querySelector('[data-action="stcAttack"]'));
    await settle(tracker);
    expect([...player.targets]).toEqual([tokens.ben]);
  });
});

describe("the tracker's Export as scenario", () => {
  it("is the Storyteller's: a player's tracker has no such button; pressed before the fight, it says why nothing is saved", async () => {
    const { tracker } = await table();
    const button = () => tracker.element?.querySelector('[data-action="stcExportScenario"]') ?? null;
    expect(button()?.textContent?.trim()).toBe("Export as scenario");
    click(button());
    await settle(tracker);
    expect(standIn.notifications.messages.at(-1)).toMatchObject({ type: "warning", message: "There is no turn to export: the fight has not begun." });
    actAs(player);
    await tracker.render({ force: true });
    expect(button()).toBeNull();
  });
});
