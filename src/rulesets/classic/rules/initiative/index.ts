export * from "./order";
export * from "./classic-order";
export * from "./roll-round";
export * from "./score";
