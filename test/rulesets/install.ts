/**
 * A setup file of the integration projects (vitest.config.ts), run after the stand-in's globals are in: installs
 * the shipped rulesets, in their order, then the ones the tests alone install, so every file's world can play any
 * of them and keeps every one's data. `init` installs the shipped ones again, which changes nothing.
 */
import { installRulesets } from "../../src/rulesets/installed";
import { installTestRulesets } from "./installed";

installRulesets();
installTestRulesets();
