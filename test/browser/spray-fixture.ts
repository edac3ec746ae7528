import { openAttack } from "../../src/rulesets/classic/apps/attack-dialog";
import { launchAttack } from "../../src/rulesets/classic/chat/start-attack";
import type { ChainMessage } from "../../src/rulesets/classic/chat/documents";
import { press } from "../integration/chat/attack";
import { chainMessage, character, faces, placeToken, players, resetTable, target, weaponItem } from "../integration/chat/fixtures";
import { actAs, gm, standInGame } from "../integration/stand-in/install";

const SHOOTER = { attributes: { dexterity: 3, stamina: 2, perception: 2 }, abilities: { firearms: 2, dodge: 1 } };

/** A small SMG (V20 core, ranged weapons chart): 30 rounds and one chambered, automatic fire. */
export function smgItem(name: string): Record<string, unknown> {
  return weaponItem(name, { identifier: "smallSmg", kind: "ranged", damage: { attribute: "", bonus: 4, type: "lethal" }, damageSource: "ranged", range: 25, rate: 3, clip: 30, chambered: true, automatic: true, concealment: "jacket" });
}

/** David with an SMG and three targeted tokens: Alistair, Michael (a vampire, who soaks lethal) and a thug. */
export async function sprayTable(smgName: string) {
  resetTable();
  const david = await character("David", players.david, SHOOTER, [smgItem(smgName)]);
  const alistair = await character("Alistair", players.alistair, SHOOTER);
  const michael = await character("Michael", players.michael, { ...SHOOTER, creature: "vampire" });
  const thug = await character("Thug", null, SHOOTER);
  const tokens = [placeToken(alistair), placeToken(michael), placeToken(thug)];
  actAs(players.david);
  target(players.david, ...tokens);
  const dialog = await openAttack(david as never, david.items.getName(smgName) as never);
  if (!dialog) throw new Error("The attack dialog did not open.");
  return { david, alistair, michael, thug, dialog };
}

/**
 * The spray played to its end: seven successes of fifteen dice at 8, two for each target; Alistair dodges one away,
 * Michael soaks one, the thug takes his two.
 */
export async function finishedSpray(smgName: string): Promise<ChainMessage[]> {
  const table = await sprayTable(smgName);
  faces(9, 9, 9, 9, 9, 9, 9, 2, 2, 2, 2, 2, 2, 2, 2);
  const result = await launchAttack(table.dialog.setup, table.dialog.values, table.dialog.refs);
  if (!result.ok) throw new Error(`The spray was refused: ${result.key}`);
  const cards = standInGame.messages.filter((message) => message.type === "classicAttack").map((message) => chainMessage(message));
  const [onAlistair, onMichael, onThug] = cards;
  if (!onAlistair || !onMichael || !onThug) throw new Error("Three cards were expected.");
  await press(players.alistair, onAlistair, { step: "defenceChoice", defence: { kind: "dodge", opponents: 1 } }, [9, 2, 2, 2]);
  await press(players.michael, onMichael, { step: "defenceChoice", defence: { kind: "none", opponents: 1 } });
  await press(gm as never, onThug, { step: "defenceChoice", defence: { kind: "none", opponents: 1 } });
  await press(players.david, onAlistair, { step: "damageRoll" }, [7, 2, 2, 2]);
  await press(players.david, onMichael, { step: "damageRoll" }, [7, 7, 2, 2, 2]);
  await press(players.michael, onMichael, { step: "soakRoll" }, [8, 2]);
  await press(players.david, onThug, { step: "damageRoll" }, [7, 7, 2, 2, 2]);
  actAs(gm);
  return cards;
}
