export * from "./apply";
export * from "./offers";
export * from "./result";
export * from "./start";
export * from "./types";
export { partyTraits } from "./party";
