import fc from "fast-check";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { hasRoundShape } from "../../../src/rulesets/classic/rules/turns/round-shape";
import { initSystem } from "../documents/setup";
import { expandsOnFoundry } from "../stand-in/data-model";
import { forgeRequest } from "../stand-in/requests";
import { actAs, gm, player, standIn } from "../stand-in/install";
import { combatantOf, resetStandIn, seedCombatants, type SystemCombat } from "./fixtures";
import { readLanguage } from "../../../scripts/system-files";

/*
 * The round's requests over whatever a player's client can write, and over whatever round a Combat can hold:
 * each handler answers (never rejects), with a refusal whose key the language file has, and writes nothing.
 */

beforeAll(initSystem);
beforeEach(resetStandIn);

const errorKeys = new Set(
  Object.keys((readLanguage("en") as { STC: { Error: Record<string, string> } }).STC.Error).map((key) => `STC.Error.${key}`),
);

const FIELDS = {
  declare: ["combatantId", "declaration"],
  hold: ["combatantId", "note"],
  stepIn: ["combatantId", "position"],
  advance: ["seenTurn"],
  spendDefence: ["defenderId", "attackerId", "defence", "payment"],
} as const;
type Name = keyof typeof FIELDS;
const NAMES = Object.keys(FIELDS) as Name[];

/** 000 §1.6's five in the declaration phase, Michael (the Storyteller's) to declare first. */
async function declaring() {
  const seeded = await seedCombatants();
  standIn.dice.script([6, 5, 5, 9, 2]);
  await seeded.combat.startCombat();
  const ids = (["A", "T", "G", "D", "M"] as const).map((key) => combatantOf(seeded.combat, seeded.actors[key]));
  return { combat: seeded.combat, ids };
}

/** The Combat's stored round, as its data model keeps it (whatever shape that is). */
const storedState = (combat: SystemCombat): unknown => (combat.system as { state?: unknown }).state;

const isRefusal = (answer: unknown): answer is { ok: false; key: string; data: Record<string, unknown> } =>
  typeof answer === "object" && answer !== null && (answer as { ok?: unknown }).ok === false;

/** A value for one field: anything JSON holds, or something near what the field takes. */
function fieldValue(ids: string[]): fc.Arbitrary<unknown> {
  const near = fc.oneof(
    fc.constantFrom(...ids),
    fc.constantFrom("before", "after", "dodge", "block", "parry", "attack", "moment", "condition", "willpowerRoll", "willpowerPoint"),
    fc.record({ kind: fc.constantFrom("attack", "defence", "move", "other", "moment", "condition"), targetId: fc.constantFrom(...ids), pool: fc.jsonValue(), note: fc.jsonValue() }, { requiredKeys: ["kind"] }),
    fc.record({ actions: fc.array(fc.jsonValue(), { maxLength: 3 }), willpowerSpent: fc.jsonValue(), moves: fc.jsonValue() }, { requiredKeys: [] }),
    fc.record({ by: fc.constantFrom("willpowerRoll", "willpowerPoint"), faces: fc.array(fc.integer({ min: 1, max: 10 })) }, { requiredKeys: ["by"] }),
    fc.record({ toString: fc.jsonValue() }),
    fc.record({ length: fc.nat() }),
  );
  return fc.oneof(fc.jsonValue({ maxDepth: 3 }), near);
}

/** A payload from the request's own field names with arbitrary values, sometimes missing one or carrying another. */
function payloadFor(name: Name, combatId: string, ids: string[]): fc.Arbitrary<unknown> {
  const fields = Object.fromEntries(FIELDS[name].map((field) => [field, fieldValue(ids)]));
  return fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.tuple(fc.record(fields, { requiredKeys: [] }), fc.option(fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 2 }), { nil: undefined })).map(([known, extra]) => ({
      ...extra,
      combatId,
      ...known,
    })),
  );
}

async function expectRefusedWithoutWrites(combat: SystemCombat, name: Name, payload: unknown): Promise<void> {
  const before = JSON.stringify(storedState(combat));
  standIn.database.reset();
  const answer = await forgeRequest(name, payload);
  expect(isRefusal(answer), JSON.stringify(answer)).toBe(true);
  if (!isRefusal(answer)) return;
  expect(errorKeys.has(answer.key), answer.key).toBe(true);
  expect(typeof answer.data).toBe("object");
  expect(standIn.database.writes).toEqual([]);
  expect(JSON.stringify(storedState(combat))).toBe(before);
}

describe("the round's requests over arbitrary payloads from a player", { timeout: 60_000 }, () => {
  it("every handler answers a refusal it can say, and writes nothing", async () => {
    const { combat, ids } = await declaring();
    actAs(player);
    const request = fc.constantFrom(...NAMES).chain((name) => fc.tuple(fc.constant(name), payloadFor(name, combat.id ?? "", ids)));
    await fc.assert(
      fc.asyncProperty(request, async ([name, payload]) => {
        fc.pre(expandsOnFoundry(payload));
        await expectRefusedWithoutWrites(combat, name, payload);
      }),
      { numRuns: 300 },
    );
  });
});

/** A stored round: anything JSON holds, or the round's own top-level fields with arbitrary parts. */
const storedRound = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.record({
    ruleset: fc.oneof(fc.constant("classic"), fc.string()),
    round: fc.integer({ min: 1, max: 5 }),
    phase: fc.constantFrom("declaration", "action", "extra", "ended"),
    actionNumber: fc.integer({ min: 0, max: 3 }),
    nextKey: fc.integer({ min: 0, max: 20 }),
    order: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
    combatants: fc.array(fc.jsonValue({ maxDepth: 3 }), { minLength: 1, maxLength: 3 }),
    queue: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
    held: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 2 }),
    events: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 2 }),
    passed: fc.jsonValue({ maxDepth: 2 }),
  }),
).filter((value) => !hasUpdateOperator(value));

/**
 * Whether a value holds a key Foundry reads as an update operator (`-=key`, `==key`): such a key is an instruction
 * to Foundry's diff, not stored data, and what Foundry makes of one depends on what is stored beside it, so the
 * stored rounds here hold none.
 */
function hasUpdateOperator(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasUpdateOperator);
  if (typeof value !== "object" || value === null) return false;
  return Object.entries(value).some(([key, inner]) => key.startsWith("-=") || key.startsWith("==") || hasUpdateOperator(inner));
}

/** An answer a handler may give: done, or a refusal whose key the language file has. */
function expectOutcome(answer: unknown): void {
  if (isRefusal(answer)) expect(errorKeys.has(answer.key), answer.key).toBe(true);
  else expect(answer).toMatchObject({ ok: true });
}

describe("the round's requests over whatever round a Combat holds", { timeout: 60_000 }, () => {
  it("the Combat's data model stores a round only whole, whatever a write brings", async () => {
    const { combat } = await declaring();
    await fc.assert(
      fc.asyncProperty(storedRound, async (state) => {
        // Foundry refuses some writes whole before any check of ours (a key whose path runs through a value that is
        // no object throws in its expandObject); the stored round must be whole whether the write went or not.
        await combat.update({ "system.state": state }).catch((error: unknown) => {
          if (!(error instanceof TypeError)) throw error;
        });
        const held: unknown = storedState(combat);
        expect(held === null || hasRoundShape(held), JSON.stringify(held)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it("on any whole round the model stores, however its parts disagree, every handler answers and never throws", async () => {
    const { combat, ids } = await declaring();
    const [alistair = "", , , david = "", michael = ""] = ids;
    const sound = structuredClone(combat.roundState);
    if (!sound) throw new Error("The fight did not begin.");
    // Requests that go through on some round: each meets every stored round below.
    const honest: Record<Name, unknown> = {
      declare: { combatId: combat.id, combatantId: michael, declaration: { actions: [] } },
      hold: { combatId: combat.id, combatantId: david, note: { kind: "condition", text: "wait" } },
      stepIn: { combatId: combat.id, combatantId: alistair, position: "after" },
      advance: { combatId: combat.id, seenTurn: null },
      spendDefence: { combatId: combat.id, defenderId: alistair, attackerId: david, defence: "dodge", payment: { by: "willpowerPoint" } },
    };
    // The sound round's own parts, recombined: whole in shape, but with combatants missing from the turns that
    // name them, turns of another phase, held actions of no one.
    const recombined = fc.record({
      phase: fc.constantFrom("declaration", "action", "extra", "ended"),
      actionNumber: fc.integer({ min: 0, max: 3 }),
      combatants: fc.subarray(sound.combatants),
      queue: fc.shuffledSubarray(sound.queue),
      held: fc.array(fc.record({ combatantId: fc.constantFrom(...ids, "gone"), actionIndex: fc.integer({ min: 0, max: 3 }), note: fc.constant({ kind: "condition", text: "wait" }), heldInPhase: fc.integer({ min: 0, max: 3 }) }), { maxLength: 2 }),
    }).map((parts) => ({ ...structuredClone(sound), ...parts }));
    await fc.assert(
      fc.asyncProperty(recombined, fc.constantFrom(...NAMES), fc.constantFrom("gm", "player"), async (state, name, who) => {
        actAs(gm);
        await combat.update({ "system.state": state });
        expect(JSON.stringify(storedState(combat))).toBe(JSON.stringify(state));
        actAs(who === "gm" ? gm : player);
        const answer = await forgeRequest(name, honest[name]);
        expectOutcome(answer);
      }),
      { numRuns: 150 },
    );
  });
});
