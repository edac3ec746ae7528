import { describe, expect, it } from "vitest";
import { pluralKey } from "../../src/apps/plural";

describe("plural forms of the tracker's counts", () => {
  it("English one / other; Russian one / few / many", () => {
    expect([1, 2, 5].map((count) => pluralKey("K", count, "en"))).toEqual(["K.one", "K.other", "K.other"]);
    expect([1, 2, 3, 5, 11, 21, 22, 0].map((count) => pluralKey("K", count, "ru"))).toEqual(["K.one", "K.few", "K.few", "K.many", "K.many", "K.one", "K.few", "K.many"]);
  });
});
