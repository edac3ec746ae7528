import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CharacterSheet } from "../../../src/rulesets/classic/apps/sheets/character-sheet";
import type { StorytellerActorData } from "../../../src/rulesets/classic/data/actor/base";
import { StandInActor } from "../stand-in/actor";
import { StandInI18n } from "../stand-in/i18n";
import { standIn } from "../stand-in/install";
import { initSystem } from "./setup";

beforeAll(initSystem);
beforeEach(() => standIn.database.reset());

type SystemActor = StandInActor & { system: StorytellerActorData };
const create = async (system: Record<string, unknown>) => (await StandInActor.create({ type: "character", name: "Mira", system })) as SystemActor;

/** The message a write that the data model refused gave, whether Foundry threw it or reported it. */
async function refusal(write: () => Promise<unknown>): Promise<string> {
  const before = standIn.notifications.messages.length;
  try {
    await write();
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  return standIn.notifications.messages.slice(before).map((entry) => entry.message).join(" ");
}

describe("a character's pools stay within their bounds (V20 / W20 core)", () => {
  it("current Willpower above permanent is refused with the reason, and nothing changes", async () => {
    const actor = await create({ willpower: { permanent: 3, current: 3 } });
    const message = await refusal(() => actor.update({ "system.willpower.current": 7 }));
    expect(message).toContain("Current Willpower (7) cannot be above 3.");
    expect(actor.system.willpower).toEqual({ permanent: 3, current: 3 });
  });

  it("blood above the generation's pool is refused (V20 generation table: 13th holds 10)", async () => {
    const actor = await create({ creature: "vampire", vampire: { generation: 13 }, blood: { current: 10 } });
    const message = await refusal(() => actor.update({ "system.blood.current": 11 }));
    expect(message).toContain("Current Blood pool (11) cannot be above 10.");
    expect(actor.system.blood.current).toBe(10);
  });

  it("Rage above permanent Rage, and a track past seven levels, are refused", async () => {
    const actor = await create({ creature: "garou", garou: { rage: { permanent: 2, current: 2 } } });
    expect(await refusal(() => actor.update({ "system.garou.rage.current": 5 }))).toContain("Current Rage (5) cannot be above 2.");
    expect(await refusal(() => actor.update({ "system.health.bashing": 4, "system.health.lethal": 4 }))).toContain("A health track holds 7 levels");
    expect(actor.system.health).toMatchObject({ bashing: 0, lethal: 0 });
  });

  it("the refusal reads in Russian at a Russian table", async () => {
    const actor = await create({ willpower: { permanent: 3, current: 3 } });
    Object.assign(standIn.i18n, new StandInI18n("ru"));
    try {
      expect(await refusal(() => actor.update({ "system.willpower.current": 7 }))).toContain("Текущее значение «Сила воли» (7) не может быть выше 3.");
    } finally {
      Object.assign(standIn.i18n, new StandInI18n("en"));
    }
  });

  it("lowering permanent Willpower on the sheet's dots brings current down with it, in one write", async () => {
    const actor = await create({ willpower: { permanent: 5, current: 5 } });
    const sheet = new CharacterSheet({ document: actor } as never);
    const writes = standIn.database.writesTo("Actor").length;
    const group = { dataset: { path: "system.willpower.permanent", value: "5", min: "0", max: "10" } };
    const dot = { dataset: { value: "3" }, closest: () => group } as unknown as HTMLElement;
    await CharacterSheet.onSetDots.call(sheet, {} as PointerEvent, dot);
    expect(actor.system.willpower).toEqual({ permanent: 3, current: 3 });
    expect(standIn.database.writesTo("Actor").length - writes).toBe(1);
  });

  it("a character stored before the check loads within its bounds instead of being set aside (current down to permanent, blood to its pool, the mildest damage off the track)", async () => {
    const actor = await create({
      creature: "vampire",
      vampire: { generation: 12 },
      blood: { current: 30 },
      willpower: { permanent: 4, current: 9 },
      garou: { rage: { permanent: 1, current: 3 }, gnosis: { permanent: 2, current: 2 } },
      health: { bashing: 3, lethal: 4, aggravated: 2 },
    });
    expect(actor.system.willpower).toEqual({ permanent: 4, current: 4 });
    expect(actor.system.blood.current).toBe(11);
    expect(actor.system.garou.rage).toEqual({ permanent: 1, current: 1 });
    expect(actor.system.health).toMatchObject({ bashing: 1, lethal: 4, aggravated: 2 });
  });
});
