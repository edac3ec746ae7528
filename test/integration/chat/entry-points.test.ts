import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { AttackDialog } from "../../../src/rulesets/classic/apps/attack-dialog";
import { launchAttack } from "../../../src/rulesets/classic/chat/start-attack";
import { CharacterSheet } from "../../../src/rulesets/classic/apps/sheets/character-sheet";
import { actAs, standIn, standInConfig, standInGame } from "../stand-in/install";
import { StandInUser, USER_ROLES } from "../stand-in/user";
import { attack, chainOf } from "./attack";
import { character, maneuverItem, placeToken, players, resetTable, setUpChain, target, writes } from "./fixtures";

const FIGHTER = { attributes: { strength: 3, dexterity: 3, stamina: 2 }, abilities: { brawl: 3, athletics: 2 } };
type Api = { attack(uuid: string): Promise<void> };

/** A Trusted Player: a new world lets that role, and not a Player, write script macros (MACRO_SCRIPT). */
const trusted = new StandInUser("playerTrusted001", "Nadia's player", USER_ROLES.TRUSTED);

beforeAll(async () => {
  await setUpChain();
  standInGame.users.add(trusted);
});
beforeEach(() => {
  resetTable();
  standInGame.macros.clear();
});

describe("a weapon or maneuver dropped on the hotbar", () => {
  it("becomes one macro that attacks with it, reused when the item is dropped again", async () => {
    const david = await character("David", trusted, FIGHTER, [maneuverItem("w20Punch", "Punch")]);
    const alistair = await character("Alistair", players.alistair, FIGHTER);
    const punch = david.items.getName("Punch");
    if (!punch) throw new Error("no punch");
    actAs(trusted);
    const drop = { type: "Item", uuid: `Actor.${david.id}.Item.${punch.id}` };
    expect(standIn.hooks.call("hotbarDrop", {}, drop, 3)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(standIn.hooks.call("hotbarDrop", {}, drop, 4)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(standInGame.macros.size).toBe(1);
    const macro = standInGame.macros.contents[0];
    expect(macro?.name).toBe("Punch");
    expect(macro?.command).toBe(`await CONFIG.StorytellerCombat.attack(${JSON.stringify(drop.uuid)});`);
    expect(trusted.hotbar.get(4)).toBe(macro?.id);

    // Running the macro opens the attack dialog on the target, as the sheet's button does.
    const api = (standInConfig as unknown as { StorytellerCombat: Api }).StorytellerCombat;
    target(trusted, placeToken(alistair));
    await api.attack(drop.uuid);
    expect(standIn.notifications.messages.filter((entry) => entry.type === "warning")).toEqual([]);
    await api.attack(`Actor.${david.id}.Item.nothing000000001`);
    expect(standIn.notifications.messages.at(-1)?.message).toBe("The item of this macro is gone, or is no longer a weapon or maneuver of a character.");
  });

  it("a Player, whose role may not write script macros, is told so and nothing is written", async () => {
    const david = await character("David", players.david, FIGHTER, [maneuverItem("w20Punch", "Punch")]);
    const punch = david.items.getName("Punch");
    actAs(players.david);
    expect(standIn.hooks.call("hotbarDrop", {}, { type: "Item", uuid: `Actor.${david.id}.Item.${punch?.id ?? ""}` }, 3)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(standIn.notifications.messages.at(-1)?.message).toBe('An attack macro is a script macro, and your role may not create one. The Storyteller can allow it: Configure Permissions, "Use Script Macros".');
    expect(writes("Macro")).toEqual([]);
    expect(players.david.hotbar.size).toBe(0);
  });

  it("other drops are left to Foundry", () => {
    expect(standIn.hooks.call("hotbarDrop", {}, { type: "Actor", uuid: "Actor.x" }, 1)).toBe(true);
    expect(standIn.hooks.call("hotbarDrop", {}, { type: "Item", uuid: "Item.worldItem000001" }, 1)).toBe(true);
    expect(writes("Macro")).toEqual([]);
  });
});

describe("the character sheet's attack buttons", () => {
  it("begin the chain: the dialog opens for the button's item on the target, and Roll posts the card", async () => {
    const david = await character("David", players.david, FIGHTER, [maneuverItem("w20Kick", "Kick")]);
    const alistair = await character("Alistair", players.alistair, FIGHTER);
    const kick = david.items.getName("Kick");
    const opened = vi.spyOn(AttackDialog.prototype, "render");
    try {
      actAs(players.david);
      target(players.david, placeToken(alistair));
      const sheet = new CharacterSheet({ document: david } as never);
      await CharacterSheet.onRollAttack.call(sheet, {} as PointerEvent, { dataset: { attackKey: kick?.id ?? "" } } as unknown as HTMLElement);
      const dialog = opened.mock.contexts[0] as AttackDialog | undefined;
      if (!dialog) throw new Error("The button opened no attack dialog.");
      expect(dialog.setup.use.kind).toBe("maneuver");
      expect(dialog.dialogContext().roll?.difficulty).toBe(7); // 004 Kick: difficulty 7
      standIn.dice.script([8, 8, 2, 2, 2, 2]);
      expect((await launchAttack(dialog.setup, dialog.values, dialog.refs)).ok).toBe(true);
      const message = standInGame.messages[0];
      expect(message?.type).toBe("classicAttack");
      expect(chainOf(message as never).plan.maneuverId).toBe("w20Kick");
      // Bare hands too: the unarmed button.
      await CharacterSheet.onRollAttack.call(sheet, {} as PointerEvent, { dataset: { attackKey: "unarmed" } } as unknown as HTMLElement);
      expect((opened.mock.contexts[1] as AttackDialog | undefined)?.setup.use.kind).toBe("unarmed");
    } finally {
      opened.mockRestore();
    }
  });

  it("shift-click rolls the attack at once on the targeted token, with the values the dialog opens with", async () => {
    const david = await character("David", players.david, FIGHTER, [maneuverItem("w20Kick", "Kick")]);
    const alistair = await character("Alistair", players.alistair, FIGHTER);
    const kick = david.items.getName("Kick");
    const opened = vi.spyOn(AttackDialog.prototype, "render");
    try {
      actAs(players.david);
      target(players.david, placeToken(alistair));
      const sheet = new CharacterSheet({ document: david } as never);
      standIn.dice.script([8, 8, 2, 2, 2, 2]);
      await CharacterSheet.onRollAttack.call(sheet, { shiftKey: true } as PointerEvent, { dataset: { attackKey: kick?.id ?? "" } } as unknown as HTMLElement);
      expect(opened).not.toHaveBeenCalled();
      const message = standInGame.messages[0];
      expect(message?.type).toBe("classicAttack");
      expect(chainOf(message as never).plan.maneuverId).toBe("w20Kick");
      // With no token targeted, whom to attack is still to be chosen: a shift-click changes nothing of that.
      target(players.david);
      await CharacterSheet.onRollAttack.call(sheet, { shiftKey: true } as PointerEvent, { dataset: { attackKey: "unarmed" } } as unknown as HTMLElement);
      expect(standInGame.messages).toHaveLength(1);
    } finally {
      opened.mockRestore();
    }
  });
});

describe("Dice So Nice", () => {
  it("is asked to show each roll to everyone, with the card's message", async () => {
    const shown: { faces: number[]; synchronize: boolean; messageId: string | null }[] = [];
    const dice3d = {
      showForRoll: async (roll: { faces: number[] }, _user: unknown, synchronize: boolean, _whisper: unknown, _blind: boolean, messageId: string | null) => {
        shown.push({ faces: roll.faces, synchronize, messageId });
        return true;
      },
    };
    Object.assign(standInGame, { dice3d });
    try {
      const david = await character("David", players.david, FIGHTER, [maneuverItem("w20Punch", "Punch")]);
      const alistair = await character("Alistair", players.alistair, FIGHTER);
      const message = await attack(players.david, david, "Punch", placeToken(alistair), {}, [8, 8, 2, 2, 2, 2]);
      expect(shown).toEqual([{ faces: [8, 8, 2, 2, 2, 2], synchronize: true, messageId: message.id }]);
    } finally {
      Reflect.deleteProperty(standInGame, "dice3d");
    }
  });
});
