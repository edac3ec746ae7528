export * from "./types";
export * from "./scenario-error";
export * from "./parse";
export * from "./replay";
export * from "./result";
export * from "./expectations";
export * from "./fact-names";

export * from "./transcript";
export * from "./export";
