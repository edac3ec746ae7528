/**
 * The Foundry generation the stand-in plays: 13 unless `STC_FOUNDRY_GENERATION` says 14 (the integration
 * layer runs once under each). Where the two generations differ, the stand-in follows this.
 */
export const standInGeneration: 13 | 14 = process.env.STC_FOUNDRY_GENERATION === "14" ? 14 : 13;
