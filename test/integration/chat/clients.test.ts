import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { serialize } from "../../../src/chat/serialize";
import { actAs, gm, standInGame } from "../stand-in/install";
import { asClient } from "../stand-in/user";
import { players, resetTable, setUpChain } from "./fixtures";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const WHO = "storyteller-combat.test.whoAmI";
type Queries = Record<string, (data: unknown) => Promise<unknown>>;

beforeAll(setUpChain);
beforeEach(resetTable);
afterEach(() => {
  Reflect.deleteProperty(CONFIG.queries, WHO);
});

describe("every simulated client is its own user and has its own chain queue", () => {
  it("two users answering queries at once each see themselves as game.user throughout, and the caller stays itself", async () => {
    (CONFIG.queries as unknown as Queries)[WHO] = async () => {
      const seen = [game.user?.id];
      for (const ms of [5, 1, 3]) {
        await pause(ms);
        seen.push(game.user?.id);
      }
      return seen;
    };
    actAs(players.alistair);
    const david = players.david.query(WHO, {});
    const storyteller = gm.query(WHO, {});
    await pause(2);
    expect(game.user?.id).toBe(players.alistair.id);
    const [davidSaw, storytellerSaw] = await Promise.all([david, storyteller]);
    expect(davidSaw).toEqual(Array(4).fill(players.david.id));
    expect(storytellerSaw).toEqual(Array(4).fill(gm.id));
    expect(standInGame.user.id).toBe(players.alistair.id);
  });

  it("one client's chain work does not wait on another's; a client's own pieces still run one at a time", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const order: string[] = [];
    const davidFirst = asClient(players.david, () => serialize(async () => {
      await gate;
      order.push("david 1");
    }));
    const davidSecond = asClient(players.david, () => serialize(async () => {
      order.push("david 2");
    }));
    const storyteller = asClient(gm, () => serialize(async () => {
      order.push(`storyteller as ${game.user?.name ?? ""}`);
    }));
    await expect(Promise.race([storyteller.then(() => "ran"), pause(50).then(() => "waited")])).resolves.toBe("ran");
    expect(order).toEqual(["storyteller as Storyteller"]);
    release();
    await Promise.all([davidFirst, davidSecond]);
    expect(order).toEqual(["storyteller as Storyteller", "david 1", "david 2"]);
  });
});
