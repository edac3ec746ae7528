import { RulesError } from "../../../../rules/errors";
import type { Weapon } from "./equipment";
import type { NamedModifier } from "./roll-plan";

/**
 * Automatic fire (V20 core, Chapter Six "Combat", Firearms: three-round burst, full auto, spray). A single shot is
 * the ordinary attack; the other modes are made only with a weapon capable of automatic fire.
 */
export const FIRE_MODES = ["single", "burst", "fullAuto", "spray"] as const;
export type FireMode = (typeof FIRE_MODES)[number];
export type AutomaticMode = Exclude<FireMode, "single">;

export interface FireModeRule {
  /** Dice added to the attack pool. */
  dice: number;
  /** Added to the attack's difficulty. */
  difficulty: number;
  /** Rounds the attack takes from the clip: a number, or "clip" for every round loaded. */
  rounds: number | "clip";
  /** Whether the attack covers several targets and divides its successes among them. */
  spreads: boolean;
}

/**
 * The automatic modes' numbers, one table so a table can change them. `fewerRounds` says what a full-auto or
 * spray attack with fewer rounds than a full clip does: "fullBonus" takes the whole bonus as long as one round is
 * loaded (V20 names no reduction for a part-empty clip: only that the attack empties it); "bonusPerRound" gives at
 * most one die per round fired instead. `sprayRemainder` is the rounding of a spray's division: successes are
 * divided evenly and rounded down, what does not divide is lost. `loneTargetShare` is the share of the successes a
 * spray keeps when only one target is in its arc (V20: "only half the successes", rounded down).
 */
export interface AutofireTable {
  source: string;
  modes: Readonly<Record<AutomaticMode, FireModeRule>>;
  fewerRounds: "fullBonus" | "bonusPerRound";
  sprayRemainder: "lost";
  loneTargetShare: { numerator: number; denominator: number };
  /** The most targets one spray covers (the arc the book allows, counted in characters). */
  sprayMaxTargets: number;
}

export const V20_AUTOFIRE: AutofireTable = Object.freeze({
  source: "V20 core, Chapter Six: Combat, Firearms (Three-Round Burst, Full Auto, Spray)",
  modes: Object.freeze({
    burst: Object.freeze({ dice: 2, difficulty: 1, rounds: 3, spreads: false }),
    fullAuto: Object.freeze({ dice: 10, difficulty: 2, rounds: "clip", spreads: false }),
    spray: Object.freeze({ dice: 10, difficulty: 2, rounds: "clip", spreads: true }),
  }),
  fewerRounds: "fullBonus",
  sprayRemainder: "lost",
  loneTargetShare: Object.freeze({ numerator: 1, denominator: 2 }),
  sprayMaxTargets: 6,
});

/** A weapon's clip as the rules read it: the rounds it holds when full, and those loaded now. */
export interface ClipState {
  capacity: number;
  loaded: number;
}

/** A full clip, with the chambered round of a "7+1" weapon (V20 core, ranged weapons chart). */
export function clipCapacity(weapon: { clip: number; chambered: boolean }): number {
  return weapon.clip + (weapon.chambered ? 1 : 0);
}

/** The modes a weapon offers: a single shot for any, the automatic ones only with `automatic` (V20 core, Firearms). */
export function fireModesOf(weapon: Weapon | null): FireMode[] {
  if (!weapon || weapon.category !== "ranged") return ["single"];
  return weapon.automatic ? [...FIRE_MODES] : ["single"];
}

/** Refuses a mode the weapon does not have. */
export function checkFireMode(weapon: Weapon | null, mode: FireMode): void {
  if (!fireModesOf(weapon).includes(mode)) {
    throw new RulesError("FireModeUnavailable", `The weapon ${weapon?.id ?? "(none)"} cannot fire ${mode}.`, { weapon: weapon?.id ?? "", mode });
  }
}

/**
 * The rounds the mode takes from the clip, or a refusal when there are not enough: a single shot takes one, a
 * burst three, full auto and a spray every round loaded (and need one at least). An empty clip fires nothing.
 */
export function roundsFired(mode: FireMode, clip: ClipState, table: AutofireTable = V20_AUTOFIRE): number {
  const needed = mode === "single" ? 1 : table.modes[mode].rounds;
  const count = needed === "clip" ? clip.loaded : needed;
  if (clip.loaded < 1 || clip.loaded < count) {
    throw new RulesError("ClipTooEmpty", `The clip holds ${String(clip.loaded)} rounds; ${mode} needs ${String(Math.max(1, count))}.`, { mode, loaded: clip.loaded, needed: Math.max(1, count) });
  }
  return count;
}

/** The attack roll's modifiers of the mode: its dice and difficulty, named so the card lists them. */
export function fireModeModifiers(mode: FireMode, clip: ClipState, table: AutofireTable = V20_AUTOFIRE): NamedModifier[] {
  if (mode === "single") return [];
  const rule = table.modes[mode];
  const fired = roundsFired(mode, clip, table);
  const dice = rule.rounds === "clip" && table.fewerRounds === "bonusPerRound" ? Math.min(rule.dice, fired) : rule.dice;
  return [{ id: mode, dice, difficulty: rule.difficulty, data: { rounds: fired } }];
}

/**
 * A spray's successes divided among its targets (V20 core, Firearms, Spray): evenly, rounded down, the remainder
 * lost; a lone target in the arc keeps only its share (half, rounded down). Returns each target's successes.
 */
export function divideSpray(successes: number, targets: number, table: AutofireTable = V20_AUTOFIRE): number[] {
  if (!Number.isInteger(targets) || targets < 1 || targets > table.sprayMaxTargets) {
    throw new RulesError("SprayTargetsInvalid", `A spray covers 1 to ${String(table.sprayMaxTargets)} targets, not ${String(targets)}.`, { count: targets, max: table.sprayMaxTargets });
  }
  const net = Math.max(0, successes);
  if (targets === 1) return [Math.floor((net * table.loneTargetShare.numerator) / table.loneTargetShare.denominator)];
  return Array.from({ length: targets }, () => Math.floor(net / targets));
}
