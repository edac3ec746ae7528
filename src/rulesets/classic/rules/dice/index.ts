export * from "./pool-spec";
export * from "./pool";
export * from "./odds";
export * from "./defence-odds";
export * from "../../../../rules/dice/random";
export * from "./initiative";
