import { describe, expect, it } from "vitest";
import { oneAtATime } from "../../src/work-queue";

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe("work queued one at a time", () => {
  it("runs the work of one key in the order it came, each after the last has settled, a failure included", async () => {
    const log: string[] = [];
    const combat = {};
    const slow = oneAtATime(combat, async () => {
      await tick();
      log.push("first");
      throw new Error("refused");
    });
    const second = oneAtATime(combat, async () => {
      log.push("second");
      return 2;
    });
    await expect(slow).rejects.toThrow("refused");
    await expect(second).resolves.toBe(2);
    expect(log).toEqual(["first", "second"]);
  });

  it("keeps keys apart: a name's work does not wait on another's, nor on a document's", async () => {
    const log: string[] = [];
    const waiting = oneAtATime("chain.userA", async () => {
      await tick();
      await tick();
      log.push("A");
    });
    await oneAtATime("chain.userB", async () => {
      log.push("B");
    });
    await oneAtATime({}, async () => {
      log.push("document");
    });
    await waiting;
    expect(log).toEqual(["B", "document", "A"]);
  });
});
