import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DeclarationDialog, problemText } from "../../../src/rulesets/classic/apps/tracker/declaration-dialog";
import { StorytellerCombatTracker } from "../../../src/rulesets/classic/apps/tracker/combat-tracker";
import { requestAdvance } from "../../../src/rulesets/classic/requests/advance";
import { requestDeclare } from "../../../src/rulesets/classic/requests/declare";
import { installRoundBridge } from "../../../src/rulesets/classic/round/combat-bridge";
import { activeRoundBridge } from "../../../src/rulesets/classic/round/bridge";
import { StandInDialogV2 } from "../stand-in/applications";
import { combatApps, trackerOf, type StandInCombatTracker } from "../stand-in/combat-tracker";
import { standInDocument, standInWindow } from "../stand-in/page";
import { renderTemplate } from "../stand-in/handlebars";
import { actAs, gm, player, standIn } from "../stand-in/install";
import { makeActor, makeCombat, repeatWhile, resetStandIn, seedStats, type SystemActor, type SystemCombat } from "../combat/fixtures";
import { attack, chainOf } from "../chat/attack";
import { placeToken, setUpChain } from "../chat/fixtures";

/**
 * The declaration form as a player uses it, through the dialog's own code: it opens filled in, the pools come from
 * the character's sheet, nothing is typed; what it sends is what the Storyteller's client records. Then the turn's
 * Willpower point reaching the attack it was declared for, the per-turn limits, and the confirmation before the
 * next turn.
 */

beforeAll(async () => {
  await setUpChain();
  // The dialog reads its form with the page's FormData, as a browser would.
  Object.assign(globalThis, { FormData: standInWindow.FormData });
});
beforeEach(async () => {
  resetStandIn();
  installRoundBridge();
  StandInDialogV2.reset();
  // The sheet's dodge is Dexterity + Dodge (000 §2.5's "normal Dex+Dodge").
  await standIn.settings.set("storyteller-combat", "classic.dodgeAbility", "dodge");
});
afterEach(() => combatApps.clear());

const TEMPLATES = "systems/storyteller-combat/templates/classic/tracker";
const idOf = (combat: SystemCombat, name: string) => combat.combatants.find((combatant) => combatant.name === name)?.id ?? "";
const inRound = (combat: SystemCombat, name: string) => combat.roundState?.combatants.find((entry) => entry.id === idOf(combat, name));

/** The dialog for a combatant, its parts rendered from the real templates into a form it reads back. */
async function openForm(combat: SystemCombat, name: string): Promise<{ dialog: DeclarationDialog; form: HTMLFormElement }> {
  const dialog = new DeclarationDialog({ combat, combatantId: idOf(combat, name) });
  const form = standInDocument.createElement("form") as HTMLFormElement;
  Object.assign(dialog, { element: form });
  await redraw(dialog);
  return { dialog, form };
}

async function redraw(dialog: DeclarationDialog): Promise<void> {
  const context = dialog.formContext();
  const form = dialog.element as HTMLFormElement;
  form.innerHTML = (await renderTemplate(`${TEMPLATES}/declaration-rows.hbs`, context)) + (await renderTemplate(`${TEMPLATES}/declaration-summary.hbs`, { ...context, problemText: problemText(context) }));
}

async function send(dialog: DeclarationDialog): Promise<void> {
  await DeclarationDialog.onSubmit.call(dialog, new (standInWindow.Event as unknown as typeof Event)("submit"));
}

/** Ada (the player's) is slower than Ben, so she declares first. */
async function adaAndBen(ada: SystemActor, ben: SystemActor, faces = [1, 9]): Promise<SystemCombat> {
  const combat = await makeCombat([ada, ben]);
  standIn.dice.script(faces);
  await combat.startCombat();
  return combat;
}

describe("declaring without typing a number (000 §1.2-1.4, 002 ¶3)", () => {
  it("the form opens as a single attack on the one other combatant, its pool the sheet's: sent as it stands", async () => {
    const ada = await makeActor("Ada", { owner: player.id });
    const ben = await makeActor("Ben");
    const combat = await adaAndBen(ada, ben);
    actAs(player);
    const { dialog, form } = await openForm(combat, "Ada");
    // No number field anywhere: the pool is shown, not typed.
    expect(form.querySelectorAll('input[type="text"][inputmode="numeric"]').length).toBe(0);
    expect(form.querySelector<HTMLSelectElement>('select[name="kind-0"]')?.value).toBe("attack");
    expect(form.querySelector<HTMLSelectElement>('select[name="target-0"]')?.value).toBe(idOf(combat, "Ben"));
    // The sheet's bare-handed attack: Dexterity 3 + Brawl 3.
    expect(form.querySelector(".stc-action-pool")?.textContent?.trim()).toBe("6 dice");
    // One control for moving.
    expect(form.querySelectorAll('[name="moves"]').length).toBe(1);
    expect([...(form.querySelector<HTMLSelectElement>('select[name="kind-0"]')?.options ?? [])].map((option) => option.value)).toEqual(["attack", "defence", "other"]);
    await send(dialog);
    const entry = inRound(combat, "Ada");
    expect(entry?.declaration?.actions).toEqual([{ kind: "attack", targetId: idOf(combat, "Ben"), pool: 6, note: null }]);
    expect(entry?.actions[0]).toMatchObject({ basePool: 6, penalty: 0 });
  });

  it("a dodge chosen by its select takes the sheet's dodge pool; two actions show N + i − 1 (000 §2.2)", async () => {
    const ada = await makeActor("Ada", { owner: player.id });
    const ben = await makeActor("Ben");
    const combat = await adaAndBen(ada, ben);
    actAs(player);
    const { dialog, form } = await openForm(combat, "Ada");
    await DeclarationDialog.onAddRow.call(dialog, new standInWindow.PointerEvent("click") as unknown as PointerEvent, standInDocument.createElement("button") as unknown as HTMLElement);
    await redraw(dialog);
    const kind = form.querySelector<HTMLSelectElement>('select[name="kind-1"]');
    if (!kind) throw new Error("No second row.");
    kind.value = "defence";
    dialog.values = (await import("../../../src/rulesets/classic/apps/tracker/declaration-form")).declarationValuesFromForm((name) => {
      const value = new FormData(form).get(name);
      return typeof value === "string" ? value : null;
    }, 2);
    await redraw(dialog);
    const pools = [...form.querySelectorAll(".stc-action-pool")].map((element) => element.textContent?.trim());
    // Attack (Dexterity 3 + Brawl 3) 6 − 2 = 4; dodge (Dexterity 3 + Dodge 3) 6 − 3 = 3.
    expect(pools).toEqual(["6 − 2 = 4 dice", "6 − 3 = 3 dice"]);
    await send(dialog);
    expect(inRound(combat, "Ada")?.declaration?.actions).toEqual([
      { kind: "attack", targetId: idOf(combat, "Ben"), pool: 6, note: null },
      { kind: "defence", defence: "dodge", pool: 6 },
    ]);
  });

  it("next turn the form opens with last turn's declaration, and the tracker's Same as last turn declares it in one click", async () => {
    const ada = await makeActor("Ada", { owner: player.id });
    const ben = await makeActor("Ben");
    const combat = await adaAndBen(ada, ben);
    actAs(player);
    await requestDeclare(combat, idOf(combat, "Ada"), { actions: [{ kind: "attack", targetId: idOf(combat, "Ben"), pool: 6 }, { kind: "defence", defence: "dodge", pool: 6 }] });
    actAs(gm);
    await requestDeclare(combat, idOf(combat, "Ben"), { actions: [{ kind: "attack", targetId: idOf(combat, "Ada") }] });
    await repeatWhile(() => combat.roundState?.phase !== "ended", () => requestAdvance(combat, combat.roundState?.queue[0]?.key ?? null));
    standIn.dice.script([1, 9]);
    await combat.nextRound();
    expect(inRound(combat, "Ada")?.lastDeclaration?.actions).toHaveLength(2);
    actAs(player);
    const { form } = await openForm(combat, "Ada");
    expect(form.querySelector<HTMLSelectElement>('select[name="kind-1"]')?.value).toBe("defence");
    expect(form.querySelector('[data-action="sameAsLast"]')).not.toBeNull();
    const tracker: StandInCombatTracker = trackerOf(StorytellerCombatTracker);
    await tracker.render({ force: true });
    const button = tracker.element?.querySelector<HTMLElement>(`[data-combatant-id="${idOf(combat, "Ada")}"] [data-action="stcSameAsLast"]`);
    expect(button).not.toBeNull();
    button?.dispatchEvent(new standInWindow.MouseEvent("click", { bubbles: true }) as unknown as Event);
    for (let tries = 0; tries < 100 && !inRound(combat, "Ada")?.declaration; tries++) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(inRound(combat, "Ada")?.declaration?.actions).toEqual([
      { kind: "attack", targetId: idOf(combat, "Ben"), pool: 6, note: null },
      { kind: "defence", defence: "dodge", pool: 6 },
    ]);
  });
});

describe("the turn's Willpower point (V20 core: one a turn; 000 §1.2)", () => {
  it("declared for the attack's roll, it is taken once at declaration and the attack rolls with it without paying again", async () => {
    const ada = await makeActor("Ada", { owner: player.id });
    const ben = await makeActor("Ben");
    // Ada is faster this time: Ben declares first, then Ada, who acts first.
    const combat = await adaAndBen(ada, ben, [9, 1]);
    await requestDeclare(combat, idOf(combat, "Ben"), { actions: [{ kind: "attack", targetId: idOf(combat, "Ada") }] });
    actAs(player);
    const { dialog, form } = await openForm(combat, "Ada");
    const willpower = form.querySelector<HTMLSelectElement>('select[name="willpower"]');
    expect([...(willpower?.options ?? [])].map((option) => option.value)).toEqual(["", "row-0", "other"]);
    if (willpower) willpower.value = "row-0";
    await send(dialog);
    expect(ada.system.willpower.current).toBe(4);
    expect(inRound(combat, "Ada")?.actions[0]?.body).toMatchObject({ kind: "attack", willpower: true });
    expect(activeRoundBridge().attackTurn(ada.id)).toMatchObject({ kind: "action", willpower: true, willpowerSpent: 1 });
    // The attack dialog left as it opens (its Willpower box unticked): the roll still carries the declared success.
    const tokens = { ada: placeToken(ada), ben: placeToken(ben) };
    const card = await attack(player, ada, null, tokens.ben, {}, [8, 8, 8, 8, 8, 8]);
    expect(chainOf(card).plan.roll.willpower).toBe(true);
    expect(ada.system.willpower.current).toBe(4);
  });

  it("ticking Willpower in the attack dialog as well pays nothing more", async () => {
    const ada = await makeActor("Ada", { owner: player.id });
    const ben = await makeActor("Ben");
    const combat = await adaAndBen(ada, ben, [9, 1]);
    await requestDeclare(combat, idOf(combat, "Ben"), { actions: [{ kind: "attack", targetId: idOf(combat, "Ada") }] });
    actAs(player);
    await requestDeclare(combat, idOf(combat, "Ada"), { actions: [{ kind: "attack", targetId: idOf(combat, "Ben"), willpower: true }], willpowerSpent: 1 });
    expect(ada.system.willpower.current).toBe(4);
    const card = await attack(player, ada, null, placeToken(ben), { willpower: true }, [8, 8, 8, 8, 8, 8]);
    expect(chainOf(card).plan.roll.willpower).toBe(true);
    expect(ada.system.willpower.current).toBe(4);
  });

  it("a point declared for something else: the attack dialog may not spend a second one this turn", async () => {
    const ada = await makeActor("Ada", { owner: player.id });
    const ben = await makeActor("Ben");
    const combat = await adaAndBen(ada, ben, [9, 1]);
    await requestDeclare(combat, idOf(combat, "Ben"), { actions: [{ kind: "attack", targetId: idOf(combat, "Ada") }] });
    actAs(player);
    await requestDeclare(combat, idOf(combat, "Ada"), { actions: [{ kind: "attack", targetId: idOf(combat, "Ben") }], willpowerSpent: 1 });
    await expect(attack(player, ada, null, placeToken(ben), { willpower: true }, [8, 8, 8, 8, 8, 8])).rejects.toThrow("STC.Error.WillpowerOverTurnLimit");
    expect(ada.system.willpower.current).toBe(4);
  });

  it("two points in one declaration are refused on the Storyteller's client, and nothing is spent", async () => {
    const ada = await makeActor("Ada", { owner: player.id });
    const ben = await makeActor("Ben");
    const combat = await adaAndBen(ada, ben);
    actAs(player);
    standIn.database.reset();
    const outcome = await requestDeclare(combat, idOf(combat, "Ada"), { actions: [{ kind: "attack", targetId: idOf(combat, "Ben") }], willpowerSpent: 2 });
    expect(outcome).toMatchObject({ ok: false, key: "STC.Error.WillpowerOverTurnLimit", data: { needed: 2, max: 1 } });
    expect(standIn.database.writesTo("Actor")).toHaveLength(0);
    expect(standIn.database.writesTo("Combat")).toHaveLength(0);
    expect(standIn.notifications.messages.at(-1)?.message).toBe("Ada can spend only one Willpower point a turn; this would make 2.");
  });
});

describe("blood a turn by generation (V20 core, generation table)", () => {
  it("a tenth-generation vampire spends one blood point a turn: a second Celerity action is refused, one is taken", async () => {
    const lucita = await makeActor("Lucita", { owner: player.id, system: seedStats({ creature: "vampire", vampire: { generation: 10 }, disciplines: { celerity: 3 }, blood: { current: 10 } }) });
    const hans = await makeActor("Hans");
    const combat = await adaAndBen(lucita, hans);
    actAs(player);
    standIn.database.reset();
    const attack = { kind: "attack", targetId: idOf(combat, "Hans") };
    expect(await requestDeclare(combat, idOf(combat, "Lucita"), { actions: [attack], celerityActions: [attack, attack] })).toMatchObject({
      ok: false,
      key: "STC.Error.BloodOverTurnLimit",
      data: { needed: 2, max: 1 },
    });
    expect(standIn.database.writesTo("Actor")).toHaveLength(0);
    expect(inRound(combat, "Lucita")?.resources.bloodPerTurn).toBe(1);
    expect(await requestDeclare(combat, idOf(combat, "Lucita"), { actions: [attack], celerityActions: [attack] })).toMatchObject({ ok: true });
    expect(lucita.system.blood.current).toBe(9);
  });
});

describe("an abort capped with no pool declared (000 §2.5)", () => {
  it("the Storyteller declares Ben's two attacks without pools: his abort to dodge is still capped by the first one's", async () => {
    const ada = await makeActor("Ada", { owner: player.id });
    const ben = await makeActor("Ben");
    const combat = await adaAndBen(ada, ben, [9, 1]);
    const onAda = { kind: "attack", targetId: idOf(combat, "Ada") };
    await requestDeclare(combat, idOf(combat, "Ben"), { actions: [onAda, onAda] });
    expect(inRound(combat, "Ben")?.actions[0]?.basePool).toBeNull();
    await requestDeclare(combat, idOf(combat, "Ada"), { actions: [{ kind: "attack", targetId: idOf(combat, "Ben"), pool: 6 }] });
    // His sheet's most for an attack is Strength 4 + Brawl 3 = 7; the first of two loses 2 (000 §2.2): at most 5 dice,
    // below his dodge of Dexterity 3 + Dodge 3 = 6 with no penalty.
    expect(activeRoundBridge().defenceOffer(ben.id, ada.id, "dodge")).toEqual({ kind: "abort", penalty: 0, cap: 5 });
    const spent = await activeRoundBridge().spendDefence(ben.id, ada.id, "dodge", { by: "willpowerPoint" });
    expect(spent).toMatchObject({ granted: true, cap: 5, penalty: 0 });
    expect(ben.system.willpower.current).toBe(4);
  });
});

describe("the next turn is confirmed while this one has actions left (a turn cannot be taken back)", () => {
  async function tracked(): Promise<{ combat: SystemCombat; tracker: StandInCombatTracker; click: () => Promise<void> }> {
    const ada = await makeActor("Ada", { owner: player.id });
    const ben = await makeActor("Ben");
    const combat = await adaAndBen(ada, ben);
    actAs(gm);
    const tracker = trackerOf(StorytellerCombatTracker);
    await tracker.render({ force: true });
    const click = async () => {
      tracker.element?.querySelector('[data-action="stcNextRound"]')?.dispatchEvent(new standInWindow.MouseEvent("click", { bubbles: true }) as unknown as Event);
      for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
    };
    return { combat, tracker, click };
  }

  it("asked with the counts in real plural forms; No keeps the turn", async () => {
    const { combat, click } = await tracked();
    await requestDeclare(combat, idOf(combat, "Ada"), { actions: [{ kind: "attack", targetId: idOf(combat, "Ben") }] });
    StandInDialogV2.answer = false;
    await click();
    expect(StandInDialogV2.asked).toEqual([
      { title: "Begin the next turn?", content: "<p>1 character has not declared yet.</p><p>1 action of this turn has not been taken.</p><p>They are lost: a turn cannot be taken back.</p>" },
    ]);
    expect(combat.round).toBe(1);
    StandInDialogV2.answer = true;
    standIn.dice.script([1, 9]);
    await click();
    expect(combat.round).toBe(2);
  });

  it("a turn with nothing left begins the next without asking", async () => {
    const { combat, click } = await tracked();
    await requestDeclare(combat, idOf(combat, "Ada"), { actions: [] });
    await requestDeclare(combat, idOf(combat, "Ben"), { actions: [] });
    expect(combat.roundState?.phase).toBe("ended");
    standIn.dice.script([1, 9]);
    await click();
    expect(StandInDialogV2.asked).toEqual([]);
    expect(combat.round).toBe(2);
  });
});
