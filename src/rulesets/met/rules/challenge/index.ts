export * from "./apply";
export * from "./effect";
export * from "./offers";
export * from "./plan";
export * from "./result";
export * from "./start";
export * from "./types";
export { partyTraits } from "./party";
