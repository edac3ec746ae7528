import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { refusalOf, refusalText } from "../../../src/outcome";
import { StorytellerCombatTracker } from "../../../src/rulesets/classic/apps/tracker/combat-tracker";
import { DeclarationDialog } from "../../../src/rulesets/classic/apps/tracker/declaration-dialog";
import { declarerOf, promptDeclarations } from "../../../src/rulesets/classic/apps/tracker/declaration-prompt";
import { trackerContext } from "../../../src/rulesets/classic/apps/tracker/tracker-context";
import { trackerInput } from "../../../src/rulesets/classic/apps/tracker/tracker-input";
import { combatantRoundOf } from "../../../src/rulesets/classic/data/combat/combatant-data";
import { CombatantModel, CombatModel } from "../../../src/data/combat/combat";
import { InitiativeRoll } from "../../../src/rulesets/classic/dice/initiative-roll";
import { ClassicCombat } from "../../../src/rulesets/classic/documents/combat";
import { ClassicCombatant } from "../../../src/rulesets/classic/documents/combatant";
import { activeRoundBridge, FREE_ROUND } from "../../../src/rulesets/classic/round/bridge";
import { requestAdvance } from "../../../src/rulesets/classic/requests/advance";
import { requestDeclare } from "../../../src/rulesets/classic/requests/declare";
import { requestHold } from "../../../src/rulesets/classic/requests/hold";
import { initSystem } from "../documents/setup";
import { actAs, gm, player, standIn, standInConfig, standInGame } from "../stand-in/install";
import { asUser, makeActor, makeCombat, repeatWhile, resetStandIn, seedStats, turnNames, type SystemCombat } from "./fixtures";

beforeAll(initSystem);
beforeEach(async () => {
  resetStandIn();
  await standIn.settings.set("storyteller-combat", "classic.rerollEachRound", true);
  await standIn.settings.set("storyteller-combat", "classic.declarationsVisibleTo", "everyone");
});

const idOf = (combat: SystemCombat, name: string) => combat.combatants.find((combatant) => combatant.name === name)?.id ?? "";
const lastWarning = () => standIn.notifications.messages.at(-1)?.message;

async function pair(): Promise<SystemCombat> {
  return makeCombat([await makeActor("Ada", { owner: player.id }), await makeActor("Ben")]);
}

describe("registration at init", () => {
  it("puts the Combat, Combatant, their data models, the tracker, the initiative roll and the one request query into CONFIG", () => {
    expect(standInConfig.Combat.documentClass).toBe(ClassicCombat);
    expect(standInConfig.Combatant.documentClass).toBe(ClassicCombatant);
    expect(standInConfig.Combat.dataModels.base).toBe(CombatModel);
    expect(standInConfig.Combatant.dataModels.base).toBe(CombatantModel);
    expect(standInConfig.ui.combat).toBe(StorytellerCombatTracker);
    expect(standInConfig.Dice.rolls).toContain(InitiativeRoll);
    // One query carries every request; the round's are among those it takes (the registry's definitions).
    expect(Object.keys(standInConfig.queries).filter((name) => name.startsWith("storyteller-combat."))).toEqual(["storyteller-combat.request"]);
    expect(standIn.settings.settings.get("storyteller-combat.classic.declarationsVisibleTo")).toMatchObject({ scope: "world", config: true, default: "everyone" });
  });

  it("refuses a stored round of the wrong shape and keeps the old one", async () => {
    const combat = await pair();
    standIn.dice.script([9, 1]);
    await combat.startCombat();
    const before = JSON.stringify(combat.roundState);
    await expect(combat.update({ "system.state": { phase: "whenever" } })).resolves.toBeUndefined();
    expect(standIn.notifications.messages.at(-1)?.type).toBe("error");
    expect(JSON.stringify(combat.roundState)).toBe(before);
  });

  it("an update under an empty key changes nothing and is no write at all, as Foundry's expandObject drops the key", async () => {
    const combat = await pair();
    standIn.dice.script([9, 1]);
    await combat.startCombat();
    const before = JSON.stringify(combat.roundState);
    const notices = standIn.notifications.messages.length;
    await expect(combat.update({ "system.state": { "": [] } })).resolves.toBeUndefined();
    expect(standIn.notifications.messages.length).toBe(notices);
    expect(JSON.stringify(combat.roundState)).toBe(before);
  });

  it("an update whose key runs through a value that is no object is refused whole, as Foundry's expandObject throws, even inside a list", async () => {
    const combat = await pair();
    standIn.dice.script([9, 1]);
    await combat.startCombat();
    const before = JSON.stringify(combat.roundState);
    await expect(combat.update({ "system.state": { round: 2, "round.next": 3 } })).rejects.toThrow(TypeError);
    await expect(combat.update({ "system.state": { queue: [{ "7": false, "7.": 0 }] } })).rejects.toThrow(TypeError);
    expect(JSON.stringify(combat.roundState)).toBe(before);
  });
});

describe("initiative each round", () => {
  it("rolls again every round by default; the initiative card goes to chat each time", async () => {
    const combat = await pair();
    standIn.dice.script([9, 1]);
    await combat.startCombat();
    await requestDeclare(combat, idOf(combat, "Ben"), { actions: [] });
    await requestDeclare(combat, idOf(combat, "Ada"), { actions: [] });
    expect(combat.phase).toBe("ended");
    standIn.dice.script([1, 9]);
    standInGame.messages.length = 0;
    await combat.nextRound();
    expect(combat.round).toBe(2);
    expect(combat.roundState?.combatants.map((entry) => entry.initiative.total)).toEqual([7, 15]);
    expect(combat.combatant?.name).toBe("Ada");
    expect(standInGame.messages).toHaveLength(1);
    expect(standIn.dice.queue).toEqual([]);
  });

  it("with rerollEachRound off the first die stays, and a wound still moves the character down", async () => {
    await standIn.settings.set("storyteller-combat", "classic.rerollEachRound", false);
    const combat = await pair();
    standIn.dice.script([9, 1]);
    await combat.startCombat();
    await requestDeclare(combat, idOf(combat, "Ben"), { actions: [] });
    await requestDeclare(combat, idOf(combat, "Ada"), { actions: [] });
    const ada = standInGame.actors.getName("Ada");
    await ada?.update({ "system.health.bashing": 2 }); // Hurt: −1
    await combat.nextRound();
    expect(combat.roundState?.combatants.map((entry) => [entry.initiative.faces, entry.initiative.total])).toEqual([
      [[9], 14],
      [[1], 7],
    ]);
  });

  it("before the fight the Storyteller may roll a combatant's die; the first round keeps it", async () => {
    const combat = await pair();
    standIn.dice.script([10]);
    await combat.rollInitiative([idOf(combat, "Ben")]);
    expect(combat.combatants.get(idOf(combat, "Ben"))?.initiative).toBe(16);
    expect(turnNames(combat)).toEqual(["Ben", "Ada"]);
    expect(trackerContext(trackerInput(combat, asUser(gm))).steps[0]?.rows[0]).toMatchObject({ name: "Ben", initiative: { total: 16, score: null } });
    standIn.dice.script([2]); // Ada only
    await combat.startCombat();
    expect(combat.roundState?.combatants.map((entry) => entry.initiative.total)).toEqual([8, 16]);
    expect((combat.combatants.get(idOf(combat, "Ben"))?.system as { initiativeDie?: number | null }).initiativeDie).toBeNull();
  });

  it("players do not roll or start rounds; nobody rolls again mid-round", async () => {
    const combat = await pair();
    actAs(player);
    await combat.rollInitiative([idOf(combat, "Ada")]);
    expect(lastWarning()).toBe("Only the Storyteller may do that.");
    await combat.startCombat();
    expect(combat.roundState).toBeNull();
    actAs(gm);
    standIn.dice.script([9, 1]);
    await combat.startCombat();
    await combat.rollInitiative([idOf(combat, "Ada")]);
    expect(lastWarning()).toBe("Initiative is rolled as each turn begins.");
  });

  it("resetting goes back to before the first round", async () => {
    const combat = await pair();
    standIn.dice.script([9, 1]);
    await combat.startCombat();
    // Resolves to nothing, as Foundry's own does on v13 and v14.
    await expect(combat.resetAll()).resolves.toBeUndefined();
    expect(combat.roundState).toBeNull();
    expect(combat.phase).toBe("initiative");
    expect(combat.combatants.contents.map((combatant) => combatant.initiative)).toEqual([null, null]);
  });
});

describe("Foundry's turn controls follow the round", () => {
  it("next turn is refused during the declarations; going back is refused; after the round it starts the next", async () => {
    const combat = await pair();
    standIn.dice.script([9, 1]);
    await combat.startCombat();
    await combat.nextTurn();
    expect(lastWarning()).toBe("Everyone declares first; the actions begin after the declarations.");
    await combat.previousTurn();
    expect(lastWarning()).toBe("A turn cannot be taken back: what was spent and rolled stays.");
    await requestDeclare(combat, idOf(combat, "Ben"), { actions: [{ kind: "attack", targetId: idOf(combat, "Ada") }] });
    await requestDeclare(combat, idOf(combat, "Ada"), { actions: [{ kind: "attack", targetId: idOf(combat, "Ben") }] });
    expect(combat.combatant?.name).toBe("Ada");
    await combat.nextTurn();
    expect(combat.combatant?.name).toBe("Ben");
    // Foundry's turn records follow: the previous turn was Ada's.
    expect(combat.previous?.combatantId).toBe(idOf(combat, "Ada"));
    expect(combat.current.combatantId).toBe(idOf(combat, "Ben"));
    await combat.nextTurn();
    expect(combat.phase).toBe("ended");
    standIn.dice.script([5, 5]);
    await combat.nextTurn();
    expect(combat.round).toBe(2);
    expect(combat.phase).toBe("declaration");
  });

  it("a second 'next' meant for a turn already over does not end the next one", async () => {
    const combat = await pair();
    standIn.dice.script([9, 1]);
    await combat.startCombat();
    await requestDeclare(combat, idOf(combat, "Ben"), { actions: [{ kind: "attack", targetId: idOf(combat, "Ada") }] });
    await requestDeclare(combat, idOf(combat, "Ada"), { actions: [{ kind: "attack", targetId: idOf(combat, "Ben") }] });
    const seen = combat.roundState?.queue[0]?.key ?? null;
    await requestAdvance(combat, seen);
    expect(await requestAdvance(combat, seen)).toMatchObject({ ok: false, key: "STC.Error.TurnAlreadyMoved" });
    expect(combat.combatant?.name).toBe("Ben");
  });
});

describe("the tracker's view of the combat and the attack chain's bridge", () => {
  it("with no round running, the bridge counts nothing", async () => {
    expect(activeRoundBridge()).toBe(FREE_ROUND);
    const combat = await pair();
    expect(activeRoundBridge()).toBe(FREE_ROUND);
    standIn.dice.script([9, 1]);
    await combat.startCombat();
    expect(activeRoundBridge()).not.toBe(FREE_ROUND);
    // An actor outside the combat attacks freely.
    const stranger = await makeActor("Stranger");
    expect(activeRoundBridge().attackTurn(stranger.id)).toEqual({ kind: "free" });
  });

  it("the tracker's context for a player: own declaration visible, others hidden when the setting says so", async () => {
    await standIn.settings.set("storyteller-combat", "classic.declarationsVisibleTo", "storyteller");
    const combat = await makeCombat([await makeActor("Ada", { owner: player.id }), await makeActor("Ben", { system: seedStats() })]);
    standIn.dice.script([9, 1]);
    await combat.startCombat();
    await requestDeclare(combat, idOf(combat, "Ben"), { actions: [{ kind: "attack", targetId: idOf(combat, "Ada") }] });
    actAs(player);
    await requestDeclare(combat, idOf(combat, "Ada"), { actions: [{ kind: "attack", targetId: idOf(combat, "Ben") }] });
    const context = trackerContext(trackerInput(combat, asUser(player)));
    const rows = context.steps.flatMap((step) => step.rows);
    expect(rows.map((row) => [row.name, row.actions?.length ?? null, row.declarationHidden])).toEqual([
      ["Ada", 1, false],
      ["Ben", null, true],
    ]);
    expect(context.canEndTurn).toBe(true);
    expect(rows[0]).toMatchObject({ current: true, canHold: true });
    const gmView = trackerContext(trackerInput(combat, asUser(gm)));
    expect(gmView.steps.flatMap((step) => step.rows).map((row) => row.actions?.length)).toEqual([1, 1]);
  });
});

describe("the declarations prompt whoever declares next (000 §1.2)", () => {
  it("the Storyteller's client opens the form for his characters, a player's for theirs, each once", async () => {
    const render = vi.spyOn(DeclarationDialog.prototype, "render");
    const combat = await pair(); // Ada (the player's), Ben (the Storyteller's)
    standIn.dice.script([9, 1]);
    await combat.startCombat(); // Ben (7) declares first
    const opened = () => render.mock.contexts.map((dialog) => (dialog as DeclarationDialog).combatantId);
    expect(opened()).toEqual([idOf(combat, "Ben")]);
    // The player's client is not the one for Ben; Ada's turn to declare opens the player's form.
    actAs(player);
    promptDeclarations(combat);
    expect(opened()).toEqual([idOf(combat, "Ben")]);
    actAs(gm);
    await requestDeclare(combat, idOf(combat, "Ben"), { actions: [] });
    actAs(player);
    promptDeclarations(combat);
    promptDeclarations(combat);
    expect(opened()).toEqual([idOf(combat, "Ben"), idOf(combat, "Ada")]);
    render.mockRestore();
  });

  it("with the player away, the Storyteller declares for the player's character", async () => {
    const combat = await pair();
    player.active = false;
    try {
      expect(declarerOf(asCombatant(combat, "Ada"), [asUser(gm), asUser(player)], asUser(gm))?.id).toBe(gm.id);
    } finally {
      player.active = true;
    }
    expect(declarerOf(asCombatant(combat, "Ada"), [asUser(gm), asUser(player)], asUser(gm))?.id).toBe(player.id);
  });
});

function asCombatant(combat: SystemCombat, name: string): Combatant.Implementation {
  return combat.combatants.get(idOf(combat, name)) as unknown as Combatant.Implementation;
}

describe("the bridge finds the combatant the attack chain means", () => {
  it("by actor, token or combatant id; two tokens of one actor are told apart by who is acting, else the chain is asked to name the token", async () => {
    const thug = await makeActor("Thug", { type: "npc" });
    const ada = await makeActor("Ada");
    const combat = await makeCombat([thug, thug, ada]);
    const [first, second] = combat.combatants.contents.filter((combatant) => combatant.actorId === thug.id).map((combatant) => combatant.id ?? "");
    standIn.dice.script([9, 1, 5]);
    await combat.startCombat();
    await repeatWhile(
      () => combat.phase === "declaration",
      async () => {
        const id = combat.roundState?.queue[0]?.combatantIds[0] ?? "";
        await requestDeclare(combat, id, { actions: [{ kind: "attack", targetId: id === idOf(combat, "Ada") ? (first ?? "") : idOf(combat, "Ada") }] });
      },
    );
    // The first thug (15) acts now: the actor's id means him.
    expect(activeRoundBridge().attackTurn(thug.id)).toMatchObject({ kind: "action", combatantId: first });
    expect(activeRoundBridge().attackTurn(second ?? "")).toMatchObject({ kind: "refused", reasonKey: "STC.Error.NotActingNow" });
    // As a defender, the actor alone is ambiguous; the combatant's id is exact.
    expect(activeRoundBridge().defenceOffer(thug.id, ada.id, "dodge")).toEqual({ kind: "none", reasonKey: "STC.Error.CombatantAmbiguous", data: { name: "Thug" } });
    const refusal = await activeRoundBridge().spendDefence(thug.id, ada.id, "dodge", null).then(() => null, (error: unknown) => refusalOf(error));
    expect(refusal).toMatchObject({ key: "STC.Error.CombatantAmbiguous", data: { name: "Thug" } });
    expect(refusal && refusalText(refusal)).toBe("Thug has several tokens in this fight: name the token.");
    // Its attack was declared without a pool: the abort is capped by the most its sheet attacks with, Strength 4 + Brawl 3 (000 §2.5).
    expect(activeRoundBridge().defenceOffer(second ?? "", ada.id, "dodge")).toEqual({ kind: "abort", penalty: 0, cap: 7 });
  });
});

describe("a combatant's part of the round, read from the Combat", () => {
  it("its declaration, actions, held actions, extra actions left and abort", async () => {
    const combat = await pair();
    standIn.dice.script([9, 1]);
    await combat.startCombat();
    const ada = () => combatantRoundOf(combat.combatants.get(idOf(combat, "Ada")) ?? {});
    const attack = { kind: "attack", targetId: idOf(combat, "Ben"), pool: 6 };
    expect(ada().declaration).toBeNull();
    await requestDeclare(combat, idOf(combat, "Ben"), { actions: [{ kind: "attack", targetId: idOf(combat, "Ada") }] });
    await requestDeclare(combat, idOf(combat, "Ada"), { actions: [attack, attack, { kind: "defence", defence: "dodge" }] });
    expect(ada().declaration?.actions).toHaveLength(3);
    expect(ada().actions.map((action) => action.penalty)).toEqual([3, 4, 5]);
    expect(ada().extraActionsLeft).toBe(2);
    actAs(player);
    expect(await requestHold(combat, idOf(combat, "Ada"), { kind: "condition", text: "if Ben moves" })).toEqual({ ok: true, value: null });
    expect(ada().heldActions).toEqual([expect.objectContaining({ actionIndex: 1, note: { kind: "condition", text: "if Ben moves" } })]);
    expect(ada().actionsLeft.map((action) => action.state)).toEqual(["held", "pending", "pending"]);
    expect(ada().aborted).toBe(false);
    expect(ada().inRound?.id).toBe(idOf(combat, "Ada"));
  });
});
