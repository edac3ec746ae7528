import { describe, expect, it } from "vitest";
import { batchWrote } from "../../src/compat";

/*
 * Foundry 14's `modifyBatch` resolves one list of documents per operation, and a batch that one of its operations
 * cancelled writes nothing (API14 `functions/foundry.documents.modifyBatch.html`). An empty list is truthy, so the
 * result is read for what it holds.
 */
describe("reading what foundry.documents.modifyBatch resolved", () => {
  it.each([
    ["nothing", undefined],
    ["null", null],
    ["an empty list", []],
    ["operations that each wrote nothing", [[], [], []]],
    ["something that is no list", { 0: [{ _id: "a" }] }],
    ["a list of lists that are not lists", ["ab"]],
  ])("%s is a batch turned down", (_, result) => {
    expect(batchWrote(result)).toBe(false);
  });

  it.each([
    ["one operation's documents", [[{ _id: "a" }]]],
    ["the actor's update, then the effects created", [[{ _id: "a" }], [{ _id: "e1" }, { _id: "e2" }]]],
    ["an operation that wrote nothing beside one that wrote", [[], [{ _id: "e1" }]]],
  ])("%s is a batch written", (_, result) => {
    expect(batchWrote(result)).toBe(true);
  });
});
