import { CLASSIC_MODULE } from "./classic";
import { MET_MODULE } from "./met";
import { installRuleset } from "./registry";
import { STREAMLINED_MODULE } from "./streamlined";

/**
 * The rulesets this build carries, each from its own folder. This is the one file outside a ruleset's folder that
 * names it: adding a ruleset is adding its folder and its line here.
 */
export function installRulesets(): void {
  installRuleset(CLASSIC_MODULE);
  installRuleset(STREAMLINED_MODULE);
  installRuleset(MET_MODULE);
}
