import { expect } from "vitest";
import { requestAdvance } from "../../../src/rulesets/classic/requests/advance";
import { requestDeclare } from "../../../src/rulesets/classic/requests/declare";
import { installRoundBridge } from "../../../src/rulesets/classic/round/combat-bridge";
import { actAs, gm, player, standIn } from "../stand-in/install";
import { combatantOf, repeatWhile, resetStandIn, seedCombatants } from "../combat/fixtures";
import { attack, press } from "./attack";
import { maneuverItem, placeToken } from "./fixtures";

/** The table's options the played turn below is played under, set afresh on an empty world. */
export async function exportTable(): Promise<void> {
  resetStandIn();
  installRoundBridge();
  await standIn.settings.set("storyteller-combat", "classic.defenceMode", "removeDice");
  await standIn.settings.set("storyteller-combat", "classic.halfLevelDamage", true);
  await standIn.settings.set("storyteller-combat", "classic.dodgeAbility", "dodge");
}

/**
 * A turn played at the table: initiative, declarations, David's kick on Alistair and Alistair's punch on David with
 * a dodge, damage and soak, through the request channel; the round then walked to its end.
 */
export async function playedTurn() {
  const { combat, actors } = await seedCombatants();
  actAs(gm);
  for (const actor of [actors.D, actors.A]) await actor.createEmbeddedDocuments("Item", [maneuverItem("vtmKick", "Kick"), maneuverItem("vtmPunch", "Punch")]);
  const id = (key: keyof typeof actors) => combatantOf(combat, actors[key]);
  standIn.dice.script([6, 5, 5, 9, 2]);
  await combat.startCombat();
  const declare = async (key: keyof typeof actors, actions: unknown[]) => {
    actAs(["A", "T", "G"].includes(key) ? player : gm);
    expect(await requestDeclare(combat, id(key), { actions }), key).toEqual({ ok: true, value: null });
  };
  await declare("M", []);
  await declare("G", []);
  await declare("T", []);
  await declare("A", [{ kind: "attack", targetId: id("D"), pool: 6 }]);
  await declare("D", [{ kind: "attack", targetId: id("A"), pool: 7 }, { kind: "defence", defence: "dodge", pool: 6 }]);
  const tokens = { A: placeToken(actors.A), D: placeToken(actors.D) };

  expect(combat.combatant?.name).toBe("David");
  const kick = await attack(gm, actors.D, "Kick", tokens.A, { opponents: 1 });
  await press(player, kick, { step: "defenceChoice", defence: { kind: "none" } });
  await press(gm, kick, { step: "attackRoll" }, [6, 2, 10, 7]);
  await press(gm, kick, { step: "damageRoll" }, [5, 5, 7, 8, 2, 9]);
  await press(player, kick, { step: "soakRoll" }, [3, 1]);
  actAs(gm);
  expect(await requestAdvance(combat, combat.roundState?.queue[0]?.key ?? null)).toEqual({ ok: true, value: null });

  expect(combat.combatant?.name).toBe("Alistair");
  const punch = await attack(player, actors.A, "Punch", tokens.D);
  await press(gm, punch, { step: "defenceChoice", defence: { kind: "dodge" } }, [8, 1, 4, 3, 2]);
  await press(player, punch, { step: "attackRoll" }, [5, 2, 7, 7, 9, 2]);
  await press(player, punch, { step: "damageRoll" }, [6, 8, 7, 2, 2, 6]);
  await press(gm, punch, { step: "soakRoll" }, [6, 1]);
  actAs(gm);
  await repeatWhile(
    () => combat.roundState?.phase !== "ended",
    () => requestAdvance(combat, combat.roundState?.queue[0]?.key ?? null),
  );
  return { combat, actors, cards: [kick, punch] };
}
