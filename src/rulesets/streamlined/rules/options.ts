import type { DeathAfter } from "./health";

/**
 * Streamlined's one option: when a killing blow's aggravated points kill (001 Damage and the Downed says
 * they "can kill" and drive the target "further toward death", with no number). `fullHealth` (default):
 * when the points past 0 reach the target's maximum Health; `anyPoint`: at the first one.
 */
export interface StreamlinedOptions {
  deathAfter: DeathAfter;
}

export const STREAMLINED_DEFAULTS: Readonly<StreamlinedOptions> = Object.freeze({ deathAfter: "fullHealth" });

/** The values each option may take; the first is the default. */
export const STREAMLINED_CHOICES: Readonly<Record<keyof StreamlinedOptions, readonly unknown[]>> = Object.freeze({
  deathAfter: ["fullHealth", "anyPoint"],
});
