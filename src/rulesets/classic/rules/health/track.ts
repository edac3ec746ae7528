import type { CreatureKind } from "../character/vocabulary";
import { RulesError } from "../../../../rules/errors";
import { DAMAGE_TYPES, isDamageType, type DamageType } from "./damage-types";
import { HEALTH_LEVELS, HEALTH_TRACK_LENGTH, type HealthLevelId, type HealthState } from "./state";

/**
 * The track is counted in half levels so whole-level damage and the `halfLevelDamage` strokes of
 * 000 §3.3-4.2 share one arithmetic: a stroke is one half, a filled box is two.
 */
const HALVES_PER_LEVEL = 2;
const TRACK_HALVES = HEALTH_TRACK_LENGTH * HALVES_PER_LEVEL;

type Halves = Record<DamageType, number>;

export interface TrackOptions {
  /** 000 §3.3-4.2: each damage success is one stroke; two strokes fill a level. */
  halfLevelDamage: boolean;
}

/**
 * What damage that found no room does (V20 / W20 core): a mortal, ghoul or Garou dies; a vampire falls into
 * torpor, or meets Final Death when the damage that overflowed was aggravated. `incapacitated` is a full
 * track with nothing past it.
 */
export type TrackConsequence = "none" | "incapacitated" | "torpor" | "death" | "finalDeath";

export interface DamageApplication {
  before: HealthState;
  after: HealthState;
  type: DamageType;
  /** Damage successes left after soak. */
  successes: number;
  /** Strokes marked: one per success under `halfLevelDamage`, two (a whole box) otherwise. */
  strokes: number;
  /** The same damage in health levels (half levels under `halfLevelDamage`). */
  levels: number;
  /** Levels of bashing already on the track that overflowing damage turned into lethal (V20 core). */
  upgradedToLethal: number;
  /** Levels that found no room on the track: never lost in silence, they set the consequence. */
  beyondTrack: number;
  consequence: TrackConsequence;
}

export interface HealthBox {
  index: number;
  level: HealthLevelId;
  /** Dice lost at this level; null for Incapacitated, where no action is possible. */
  penalty: number | null;
  /** Zero, one or two strokes, the more severe first (a half-filled box has one). */
  strokes: DamageType[];
}

function invalid(field: string, value: unknown): RulesError {
  return new RulesError("HealthInvalid", `Health ${field} must be a whole or half number of levels from 0 up, got ${String(value)}.`, {
    field,
    value: String(value),
  });
}

function toHalves(health: HealthState): Halves {
  const out = { aggravated: 0, lethal: 0, bashing: 0 };
  for (const type of DAMAGE_TYPES) {
    const value: unknown = health[type];
    if (typeof value !== "number" || !Number.isFinite(value) || value < 0 || !Number.isInteger(value * HALVES_PER_LEVEL)) throw invalid(type, value);
    out[type] = value * HALVES_PER_LEVEL;
  }
  const total = out.aggravated + out.lethal + out.bashing;
  if (total > TRACK_HALVES) {
    throw new RulesError("HealthOverTrack", `A health track holds ${HEALTH_TRACK_LENGTH} levels, got ${total / HALVES_PER_LEVEL}.`, {
      levels: total / HALVES_PER_LEVEL,
      max: HEALTH_TRACK_LENGTH,
    });
  }
  return out;
}

function fromHalves(halves: Halves): HealthState {
  return {
    bashing: halves.bashing / HALVES_PER_LEVEL,
    lethal: halves.lethal / HALVES_PER_LEVEL,
    aggravated: halves.aggravated / HALVES_PER_LEVEL,
  };
}

/** A validated copy: each amount a whole or half level from 0, seven levels at most in all. */
export function checkHealth(health: HealthState): HealthState {
  return fromHalves(toHalves(health));
}

function checkCount(key: string, what: string, value: unknown): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0) {
    throw new RulesError(key, `${what} must be a whole number from 0 up, got ${String(value)}.`, { value: String(value) });
  }
  return value;
}

function checkType(type: unknown): DamageType {
  if (!isDamageType(type)) throw new RulesError("DamageTypeUnknown", `Unknown damage type ${String(type)}.`, { value: String(type) });
  return type;
}

function consequenceOf(creature: CreatureKind, type: DamageType, beyond: number, halves: Halves): TrackConsequence {
  if (beyond > 0) {
    if (creature !== "vampire") return "death";
    return type === "aggravated" ? "finalDeath" : "torpor";
  }
  return halves.aggravated + halves.lethal + halves.bashing >= TRACK_HALVES ? "incapacitated" : "none";
}

/**
 * Makes room on an overfull track, in place, as V20 core does one stroke of excess at a time: while two
 * bashing strokes remain, one falling off the end turns the other into lethal; what is still too much then
 * goes past the track, the mildest first. Each step takes exactly one stroke off, so both phases are counted
 * at once, however large the damage (the last phase as what the track keeps, most severe first, which stays
 * exact for amounts beyond a number's precision).
 */
function overflow(halves: Halves): { upgraded: number; beyond: number } {
  const excess = halves.aggravated + halves.lethal + halves.bashing - TRACK_HALVES;
  if (excess <= 0) return { upgraded: 0, beyond: 0 };
  const upgraded = Math.min(excess, Math.floor(halves.bashing / 2));
  halves.bashing -= 2 * upgraded;
  halves.lethal += upgraded;
  let room = TRACK_HALVES;
  let beyond = 0;
  for (const type of ["aggravated", "lethal", "bashing"] as const) {
    const kept = Math.min(halves[type], room);
    beyond += halves[type] - kept;
    halves[type] = kept;
    room -= kept;
  }
  return { upgraded, beyond };
}

/**
 * Marks one attack's damage in one step. The track keeps aggravated before lethal before bashing; when it
 * overflows, the mildest damage falls off the end, and bashing that falls off turns one bashing already on
 * the track into lethal (V20 core). Damage with no bashing left to upgrade goes past the track and is
 * reported in `beyondTrack` with its consequence.
 */
export function applyDamage(
  health: HealthState,
  damage: { type: DamageType; successes: number },
  options: TrackOptions & { creature: CreatureKind },
): DamageApplication {
  const type = checkType(damage.type);
  const successes = checkCount("DamageSuccessesInvalid", "Damage successes", damage.successes);
  const halves = toHalves(health);
  const before = fromHalves(halves);
  const strokes = options.halfLevelDamage ? successes : successes * HALVES_PER_LEVEL;
  halves[type] += strokes;
  const { upgraded, beyond } = overflow(halves);
  return {
    before,
    after: fromHalves(halves),
    type,
    successes,
    strokes,
    levels: strokes / HALVES_PER_LEVEL,
    upgradedToLethal: upgraded / HALVES_PER_LEVEL,
    beyondTrack: beyond / HALVES_PER_LEVEL,
    consequence: consequenceOf(options.creature, type, beyond, halves),
  };
}

/** Removes healed damage of one type (whole or half levels); healing more than is marked is refused. */
export function healDamage(health: HealthState, type: DamageType, levels: number): HealthState {
  const checkedType = checkType(type);
  if (typeof levels !== "number" || !Number.isFinite(levels) || levels <= 0 || !Number.isInteger(levels * HALVES_PER_LEVEL)) {
    throw new RulesError("HealAmountInvalid", `Healing must be a whole or half number of levels above 0, got ${String(levels)}.`, {
      value: String(levels),
    });
  }
  const halves = toHalves(health);
  const wanted = levels * HALVES_PER_LEVEL;
  if (wanted > halves[checkedType]) {
    throw new RulesError("HealTooMuch", `Cannot heal ${levels} ${checkedType} levels: only ${halves[checkedType] / HALVES_PER_LEVEL} are marked.`, {
      type: checkedType,
      levels,
      marked: halves[checkedType] / HALVES_PER_LEVEL,
    });
  }
  halves[checkedType] -= wanted;
  return fromHalves(halves);
}

/** The seven boxes as a sheet draws them: aggravated strokes first, then lethal, then bashing. */
export function trackBoxes(health: HealthState): HealthBox[] {
  const halves = toHalves(health);
  const strokes: DamageType[] = DAMAGE_TYPES.flatMap((type) => Array<DamageType>(halves[type]).fill(type));
  return HEALTH_LEVELS.map((level, index) => ({
    index,
    level: level.id,
    penalty: level.penalty,
    strokes: strokes.slice(index * HALVES_PER_LEVEL, (index + 1) * HALVES_PER_LEVEL),
  }));
}

export const BOX_MARKS = ["empty", ...DAMAGE_TYPES] as const;
export type BoxMark = (typeof BOX_MARKS)[number];

/**
 * Sets one box by hand (the sheet's clickable track): the box becomes empty or one whole level of a type,
 * and the track is then read back in its fixed order, so a lethal box set below a bashing one moves up.
 */
export function setHealthBox(health: HealthState, index: number, mark: BoxMark): HealthState {
  if (typeof index !== "number" || !Number.isInteger(index) || index < 0 || index >= HEALTH_TRACK_LENGTH) {
    throw new RulesError("HealthBoxInvalid", `A health box is numbered 0 to ${HEALTH_TRACK_LENGTH - 1}, got ${String(index)}.`, {
      value: String(index),
      max: HEALTH_TRACK_LENGTH - 1,
    });
  }
  if (!(BOX_MARKS as readonly string[]).includes(mark)) {
    throw new RulesError("HealthMarkInvalid", `A health box is empty, bashing, lethal or aggravated, got ${String(mark)}.`, { value: String(mark) });
  }
  const halves: Halves = { aggravated: 0, lethal: 0, bashing: 0 };
  for (const box of trackBoxes(health)) {
    const strokes: DamageType[] = box.index !== index ? box.strokes : mark === "empty" ? [] : [mark, mark];
    for (const stroke of strokes) halves[stroke] += 1;
  }
  return fromHalves(halves);
}

/** The order a clicked box steps through (V20 core's marks: none, / bashing, X lethal, * aggravated). */
export const BOX_CYCLE: readonly BoxMark[] = ["empty", "bashing", "lethal", "aggravated"];

/** What a box shows: its most severe stroke, or empty. A box half filled under `halfLevelDamage` shows its one stroke. */
export function boxMark(box: HealthBox): BoxMark {
  return box.strokes[0] ?? "empty";
}

/**
 * A click on a box of the sheet's track: the box steps to the next mark of `BOX_CYCLE` as one whole level
 * (a half-filled box steps from the mark it shows), and the track is read back in its order (`setHealthBox`).
 * A player marking the track by hand; damage from an attack goes through `applyDamage`.
 */
export function cycleHealthBox(health: HealthState, index: number): HealthState {
  const box = Number.isInteger(index) ? trackBoxes(health)[index] : undefined;
  const current = box ? boxMark(box) : "empty";
  const next = BOX_CYCLE[(BOX_CYCLE.indexOf(current) + 1) % BOX_CYCLE.length] ?? "empty";
  return setHealthBox(health, index, next);
}
