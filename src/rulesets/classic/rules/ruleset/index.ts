export * from "./options";
export * from "./ruleset";
export * from "./attack-summary";
export * from "../../../../rules/ruleset/check-options";
export * from "./classic";
export * from "./classic-attack-summary";
export * from "./registry";
