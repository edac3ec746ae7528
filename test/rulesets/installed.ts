import { installRuleset } from "../../src/rulesets/registry";
import { TOY_MODULE } from "./toy";

/**
 * The rulesets the tests install beside the shipped ones (src/rulesets/installed.ts), each from its folder here,
 * laid out as a shipped ruleset's. This is the one file outside such a folder that names it: adding one is adding
 * its folder and its line here. The integration projects call this at the start of each file (install-rulesets.ts).
 */
export function installTestRulesets(): void {
  installRuleset(TOY_MODULE);
}
