export * from "./pool-spec";
export * from "./pool";
export * from "./odds";
export * from "./random";
export * from "./initiative";
