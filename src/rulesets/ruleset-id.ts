/** Every ruleset a world may choose (rules map); the first is a new world's, and the one a record made before records named their ruleset was played under. */
export const RULESET_IDS = ["classic", "streamlined", "met"] as const;
export type RulesetId = (typeof RULESET_IDS)[number];
