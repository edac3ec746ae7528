import { describe, expect, it } from "vitest";
import { inSentence } from "../../../src/apps/in-sentence";

describe("a label put into a sentence starts lowercase (apps/in-sentence.ts)", () => {
  it("lowers the first letter of a word, and leaves an abbreviation, a number or a lowercase word as it is", () => {
    expect(inSentence("Ударные")).toBe("ударные");
    expect(inSentence("A Bunsen burner")).toBe("a Bunsen burner");
    expect(inSentence("SMG")).toBe("SMG");
    expect(inSentence("V20 core")).toBe("V20 core");
    expect(inSentence("3 dice")).toBe("3 dice");
    expect(inSentence("летальные")).toBe("летальные");
    expect(inSentence("")).toBe("");
  });

});
