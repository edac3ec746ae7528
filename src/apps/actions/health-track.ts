import { HEALTH_LEVELS, HEALTH_TRACK_LENGTH, type HealthLevelId, type HealthState } from "../../rules/health/state";

export type BoxState = "none" | "bashing" | "lethal" | "aggravated";
const CYCLE: readonly BoxState[] = ["none", "bashing", "lethal", "aggravated"];
const MARKED = ["aggravated", "lethal", "bashing"] as const;

export interface HealthBox {
  index: number;
  level: HealthLevelId;
  penalty: number | null;
  state: BoxState;
  /** Half filled, under the halfLevelDamage option (000 §4.2). */
  half: boolean;
}

/**
 * The track as boxes from the top: aggravated first, then lethal, then bashing (V20 core), so the worst
 * damage always sits at the top of the track; a half level shows as a half-marked box after its whole ones.
 */
export function healthBoxes(health: HealthState): HealthBox[] {
  const boxes: { state: BoxState; half: boolean }[] = [];
  for (const type of MARKED) {
    const amount = health[type];
    for (let whole = 0; whole < Math.floor(amount); whole++) boxes.push({ state: type, half: false });
    if (amount % 1 !== 0) boxes.push({ state: type, half: true });
  }
  return HEALTH_LEVELS.map((level, index) => ({
    index,
    level: level.id,
    penalty: level.penalty,
    state: boxes[index]?.state ?? "none",
    half: boxes[index]?.half ?? false,
  }));
}

/**
 * The health after a click on box `index`: that box moves to the next state (none → bashing → lethal →
 * aggravated → none) as a whole level, every other box keeps its own, and the boxes are counted again.
 * A player marking the track by hand; damage from an attack is applied by the rules, not by this.
 */
export function cycleHealthBox(health: HealthState, index: number): HealthState {
  if (!Number.isInteger(index) || index < 0 || index >= HEALTH_TRACK_LENGTH) throw new RangeError(`No health box ${index}.`);
  const out: HealthState = { bashing: 0, lethal: 0, aggravated: 0 };
  for (const box of healthBoxes(health)) {
    if (box.index === index) {
      const next = CYCLE[(CYCLE.indexOf(box.state) + 1) % CYCLE.length] ?? "none";
      if (next !== "none") out[next] += 1;
    } else if (box.state !== "none") {
      out[box.state] += box.half ? 0.5 : 1;
    }
  }
  return out;
}
