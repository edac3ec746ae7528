import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { RollDialog, rollSituationOf } from "../../../src/rulesets/classic/apps/roll-dialog";
import { rollTraitPool } from "../../../src/rulesets/classic/dice/roll-trait";
import type { StorytellerActorData } from "../../../src/rulesets/classic/data/actor/base";
import type { PoolRoll } from "../../../src/rulesets/classic/dice/pool-roll";
import { actAs, standInGame } from "../stand-in/install";
import { StandInChatMessage } from "../stand-in/chat-message";
import { character, faces, inRound, players, resetTable, scriptedRound, setUpChain } from "./fixtures";

beforeAll(setUpChain);
beforeEach(resetTable);

const ATHLETE = { attributes: { dexterity: 3, wits: 3 }, abilities: { athletics: 3, alertness: 2 } };

/** The sheet's roll dialog for two traits, as a press on the sheet opens it, and what its summary plans. */
function dialogFor(actor: Awaited<ReturnType<typeof character>>, first: "dexterity" | "wits", second: "athletics" | "alertness") {
  return new RollDialog({ actor: actor as never, first, second });
}

describe("sheet rolls of other actions in a round", () => {
  it("000 §2.2: a sheet roll made on the character's turn, with the second of two declared actions, loses that action's dice", async () => {
    const david = await character("David", players.david, ATHLETE);
    scriptedRound({ turns: { [david.id]: { kind: "action", combatantId: "c1", actionIndex: 1, penalty: 3, actionKey: "combat.r1.c1.1" } } });
    actAs(players.david);
    const dialog = dialogFor(david, "dexterity", "athletics");
    expect(dialog.dialogContext()).toMatchObject({ pool: 3, difficulty: "6" });
    faces(7, 7, 2);
    expect((await submit(dialog)).spec).toMatchObject({ pool: 3, difficulty: 6 });
  });

  it("000 §2.10: blinded, a physical sheet roll is 2 harder and loses the blinding's dice; a mental one loses only the dice", async () => {
    const david = await character("David", players.david, ATHLETE);
    inRound(2);
    await david.createEmbeddedDocuments("ActiveEffect", [{ name: "Blinded", statuses: ["blinded"], flags: { "storyteller-combat": { status: { sinceRound: 2, expiresAfterRound: 3, value: 2 } } } }]);
    actAs(players.david);
    expect(dialogFor(david, "dexterity", "athletics").dialogContext()).toMatchObject({ pool: 4, difficulty: "6" });
    faces(8, 8, 8, 2);
    const physical = dialogFor(david, "dexterity", "athletics");
    expect((await submit(physical)).spec).toMatchObject({ pool: 4, difficulty: 8 });
    faces(8, 8, 8);
    const mental = dialogFor(david, "wits", "alertness");
    expect((await submit(mental)).spec).toMatchObject({ pool: 3, difficulty: 6 });
  });
});

/** What the dialog's Roll button does with its values: the sheet roll, in the situation the dialog reads. */
async function submit(dialog: RollDialog): Promise<PoolRoll> {
  const actor = dialog.actor;
  await rollTraitPool(actor as never, dialog.values, "publicroll", StandInChatMessage.getSpeaker({ actor } as never), rollSituationOf(actor, actor.system as unknown as StorytellerActorData));
  return standInGame.messages.at(-1)?.rolls[0] as unknown as PoolRoll;
}
