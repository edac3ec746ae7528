export * from "./challenge";
export * from "./character";
export * from "./errors";
export * from "./health";
export * from "./ruleset";
export * from "./tests";
export * from "./throws";
export * from "./traits";
