import { defineRuleset } from "../../../src/rulesets/define";
import { TOY_CHAT_MODELS } from "./chat/card";
import { TOY_MODEL_PARTS } from "./data/character";

/**
 * The toy ruleset, installed by the tests alone (test/rulesets/installed.ts): the worked example of a ruleset's
 * folder (src/rulesets/README.md, "Adding a ruleset"). Its pure rules are in ./rules.
 */
export const TOY_MODULE = defineRuleset({
  id: "toy",
  dataModels: { ChatMessage: TOY_CHAT_MODELS },
  modelParts: TOY_MODEL_PARTS,
  loadPlay: async () => (await import("./play")).TOY_PLAY,
});
