/** The rulesets this build ships (rules map); the first is a new world's, and the one a record made before records named their ruleset was played under. */
export const RULESET_IDS = ["classic", "streamlined", "met"] as const;
type ShippedRulesetId = (typeof RULESET_IDS)[number];

/**
 * The ids a ruleset may take, as keys: the shipped ones, and any another ruleset installed beside them declares by
 * merging its id in from its folder's `globals.d.ts` (a ruleset the tests alone install). A world chooses among the
 * installed rulesets (src/rulesets/registry.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- each ruleset outside the shipped list merges its id in
export interface RulesetIds extends Record<ShippedRulesetId, true> {}
export type RulesetId = keyof RulesetIds;
