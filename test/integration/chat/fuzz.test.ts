import fc from "fast-check";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { chainCardContextOf } from "../../../src/rulesets/classic/chat/render";
import { undoChain } from "../../../src/rulesets/classic/chat/undo";
import { CLASSIC_STEPS } from "../../../src/rulesets/classic/rules/combat/chain";
import { StandInChatMessage } from "../stand-in/chat-message";
import { actAs, gm, standIn, standInGame } from "../stand-in/install";
import { expandsOnFoundry } from "../stand-in/data-model";
import { forgeRequest } from "../stand-in/requests";
import { attack } from "./attack";
import { character, chainMessage, maneuverItem, placeToken, players, resetTable, setUpChain } from "./fixtures";
import { readLanguage } from "../../../scripts/system-files";

/*
 * The Storyteller's side of the chain's requests, over payloads and stored records no honest client makes:
 * every answer is a refusal in the table's language, nothing throws, and nothing in the world is written.
 */

type Tree = { [key: string]: Tree | string };
const english = readLanguage("en") as Tree;
const keyExists = (key: string): boolean => {
  let node: Tree | string | undefined = english;
  for (const part of key.split(".")) node = typeof node === "object" ? node[part] : undefined;
  return typeof node === "string";
};

const FIGHTER = { attributes: { strength: 3, dexterity: 3, stamina: 2 }, abilities: { brawl: 3 } };
const CHAIN_REQUESTS = ["classicChainStart", "classicChainStep", "classicGrappleEscape", "classicClinchDamage"] as const;

async function table() {
  const david = await character("David", players.david, FIGHTER, [maneuverItem("w20Punch", "Punch")]);
  const alistair = await character("Alistair", players.alistair, FIGHTER);
  const token = placeToken(alistair);
  const honest = await attack(players.david, david, "Punch", token, {}, [8, 9, 2, 2, 2, 2]);
  return { david, alistair, token, honest };
}

/** Payloads shaped like the real ones, with any value in any field, beside any JSON at all. */
function payloads(messageId: string) {
  const anything = fc.jsonValue({ maxDepth: 3 });
  const stepLike = fc.record(
    { messageId: fc.oneof(fc.constant(messageId), anything), step: fc.oneof(fc.constantFrom(...CLASSIC_STEPS), anything), seen: fc.oneof(fc.integer({ min: -2, max: 8 }), anything), defence: anything, payment: anything, soakChoice: anything },
    { requiredKeys: [] },
  );
  const startLike = fc.record({ attacker: anything, target: anything, itemId: anything, values: fc.oneof(anything, fc.dictionary(fc.string(), anything)) }, { requiredKeys: [] });
  return fc.oneof(anything, stepLike, startLike);
}

/** A refusal with a key the table can read: a chain's full key, or the channel's own under `STC.Error`. */
function answerIsRefusal(answer: unknown): void {
  expect(answer).toMatchObject({ ok: false });
  const { key, channel } = answer as { key?: unknown; channel?: unknown };
  const full = channel === true ? `STC.Error.${String(key)}` : String(key);
  expect(typeof key === "string" && keyExists(full), `untranslated refusal ${full}`).toBe(true);
}

beforeAll(setUpChain);
beforeEach(resetTable);

describe("the Storyteller's chain handlers, over arbitrary payloads", { timeout: 60_000 }, () => {
  it("refuse whatever a player's client sends, in the table's language, never throwing and never writing", async () => {
    const { honest } = await table();
    standIn.database.reset();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...CHAIN_REQUESTS), payloads(honest.id ?? ""), fc.constantFrom(players.david, players.alistair, players.michael), async (name, payload, who) => {
        actAs(who);
        fc.pre(expandsOnFoundry(payload));
        const answer = await forgeRequest(name, payload);
        actAs(gm);
        // An honest defence from Alistair's owner could be drawn (it is taken, and writes); anything else is refused.
        if ((answer as { ok?: unknown }).ok === true) {
          standIn.database.reset();
          return;
        }
        answerIsRefusal(answer);
        expect(standIn.database.writes).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });
});

describe("the Storyteller's chain handlers, over arbitrary stored records", { timeout: 60_000 }, () => {
  it("a card the Storyteller's client holds, whatever its record, is refused, drawn and undone without a throw or a write", async () => {
    const { david, alistair, token } = await table();
    const ref = (actor: { id: string }, uuid = "") => ({ actorId: actor.id, tokenUuid: uuid });
    const json = fc.jsonValue({ maxDepth: 3 });
    const record = fc.record({
      start: fc.dictionary(fc.string(), json),
      options: fc.dictionary(fc.string(), json),
      answers: fc.array(fc.dictionary(fc.constantFrom("step", "kind", "faces", "choice", "current", "soakChoice", "soakTraits", "by", "created", "x"), json), { maxLength: 8 }),
      kind: fc.constantFrom("attack", "clinch"),
    });
    await fc.assert(
      fc.asyncProperty(record, fc.constantFrom(...CLASSIC_STEPS), fc.integer({ min: 0, max: 8 }), async (stored, step, seen) => {
        actAs(gm);
        const made = await StandInChatMessage.implementation.create({
          type: "classicAttack",
          system: { kind: stored.kind, attacker: ref(david), target: ref(alistair, token.document.uuid), start: stored.start, options: stored.options, answers: stored.answers, startedBy: players.david.id },
        }).catch((error: unknown) => {
          // Foundry's expansion of the data's keys throws on a path through a value that is no object.
          if (error instanceof TypeError) return undefined;
          throw error;
        });
        if (!made) return; // the data model or Foundry refused it: no such card can be stored
        const message = chainMessage(made);
        standIn.database.reset();
        for (const who of [players.david, players.alistair]) {
          actAs(who);
          expect(() => chainCardContextOf(message)).not.toThrow();
          const answer = await forgeRequest("classicChainStep", { messageId: message.id, step, seen });
          answerIsRefusal(answer);
          answerIsRefusal(await forgeRequest("classicGrappleEscape", { messageId: message.id }));
          answerIsRefusal(await forgeRequest("classicClinchDamage", { messageId: message.id }));
        }
        actAs(gm);
        answerIsRefusal(await undoChain(message));
        expect(standIn.database.writes).toEqual([]);
        standInGame.messages.splice(standInGame.messages.indexOf(made), 1);
      }),
      { numRuns: 120 },
    );
  });
});
