import { expect } from "vitest";
import { requestDeclare } from "../../../src/rulesets/classic/requests/declare";
import { isNpcStepMessage, type NpcStepMessage } from "../../../src/rulesets/classic/chat/npc-step-run";
import { NpcStepCard } from "../../../src/rulesets/classic/chat/cards/npc-step";
import { requestNpcStep } from "../../../src/rulesets/classic/requests/npc-step";
import { installRoundBridge } from "../../../src/rulesets/classic/round/combat-bridge";
import { StandInI18n } from "../stand-in/i18n";
import { isChainMessage, type ChainMessage } from "../../../src/rulesets/classic/chat/documents";
import { actAs, gm, player, standIn, standInGame } from "../stand-in/install";
import { combatantOf, makeActor, makeCombat, resetStandIn, seedStats, type SystemActor, type SystemCombat } from "../combat/fixtures";

/**
 * The fight of the Storyteller's NPC step: David and Michael (the Storyteller's) act in one step; David attacks
 * Alistair (a player's), Michael attacks Xavier (the Storyteller's, who declared a dodge).
 */
export type Key = "A" | "D" | "M" | "X";

export async function fight(): Promise<{ combat: SystemCombat; actors: Record<Key, SystemActor>; id: (key: Key) => string; turnKey: string }> {
  const actors = {
    A: await makeActor("Alistair", { owner: player.id }),
    D: await makeActor("David", { type: "npc" }),
    M: await makeActor("Michael", { type: "npc" }),
    X: await makeActor("Xavier", { type: "npc", system: seedStats() }),
  };
  const combat = await makeCombat([actors.A, actors.D, actors.M, actors.X]);
  const id = (key: Key) => combatantOf(combat, actors[key]);
  // Dexterity 3 + Wits 3 and a die each: Alistair 11, David and Michael 15 (one step, 002 ¶2), Xavier 8.
  standIn.dice.script([5, 9, 9, 2]);
  await combat.startCombat();
  for (const [key, actions] of [
    ["X", [{ kind: "defence", defence: "dodge", pool: 6 }]],
    ["A", [{ kind: "defence", defence: "dodge", pool: 6 }]],
    ["D", [{ kind: "attack", targetId: id("A"), pool: 6 }]],
    ["M", [{ kind: "attack", targetId: id("X"), pool: 6 }]],
  ] as const) {
    actAs(key === "A" ? player : gm);
    expect(await requestDeclare(combat, id(key), { actions: [...actions] }), key).toEqual({ ok: true, value: null });
  }
  actAs(gm);
  const state = combat.roundState;
  expect(state?.phase).toBe("action");
  expect(state?.queue[0]?.combatantIds.sort()).toEqual([id("D"), id("M")].sort());
  return { combat, actors, id, turnKey: state?.queue[0]?.key ?? "" };
}

export const health = (actor: SystemActor) => {
  const { bashing, lethal, aggravated } = actor.system.health as unknown as { bashing: number; lethal: number; aggravated: number };
  return { bashing, lethal, aggravated };
};
export const stepCards = (): NpcStepMessage[] => standInGame.messages.filter((message) => isNpcStepMessage(message as never)) as unknown as NpcStepMessage[];
export const chainCard = (id: string): ChainMessage => {
  const message = standInGame.messages.find((entry) => entry.id === id);
  if (!isChainMessage(message as never)) throw new Error(`No chain card ${id}.`);
  return message as unknown as ChainMessage;
};

/**
 * The dice of the step, in the order it rolls them: David's 6 punch dice (3 successes: a hit, then Alistair's player
 * is asked); Michael's 6 (4 successes); Xavier's declared dodge, 6 dice (1 success); Michael's damage, Strength 4 + 2
 * extra successes (2 successes); Xavier's soak, Stamina 2 (none): 2 bashing levels on Xavier.
 */
export const STEP_DICE = [8, 8, 8, 2, 2, 2, 8, 8, 8, 8, 2, 2, 8, 2, 2, 2, 2, 2, 8, 8, 2, 2, 2];


/**
 * A step run from a clean table, and its card's context as the Storyteller's client builds it in `lang`: David's
 * chain waits for Alistair's player, Michael's is done (2 bashing levels on Xavier).
 */
export async function stepCardContext(lang: "en" | "ru"): Promise<Record<string, unknown>> {
  resetStandIn();
  installRoundBridge();
  await standIn.settings.set("storyteller-combat", "classic.storytellerRollsItself", true);
  Object.assign(standIn.i18n, new StandInI18n(lang));
  try {
    const { combat, turnKey } = await fight();
    standIn.dice.script(STEP_DICE);
    expect((await requestNpcStep(combat.id ?? "", turnKey)).ok).toBe(true);
    const [step] = stepCards();
    if (!(step?.system instanceof NpcStepCard)) throw new Error("No step card.");
    actAs(gm);
    return step.system.cardContext();
  } finally {
    Object.assign(standIn.i18n, new StandInI18n("en"));
  }
}
