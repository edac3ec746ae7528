export * from "./types";
export * from "./catalogue";
export * from "./check";
export * from "./damage-type";
export * from "./grapple";
export * from "./plain";
export * from "./validate";
export * from "./grapple-turn";
