import type { ActorDerived } from "../../data/actor/derived";
import type { HealthState } from "../../rules/health/state";
import { healthBoxes } from "../actions/health-track";

export interface HealthBoxView {
  index: number;
  levelKey: string;
  /** "−1", "−5", or "" for no penalty and for Incapacitated. */
  penaltyLabel: string;
  state: string;
  stateKey: string;
  half: boolean;
}

export interface HealthView {
  boxes: HealthBoxView[];
  woundLevelKey: string;
  woundPenalty: number;
  incapacitated: boolean;
  value: number;
  max: number;
}

/** A penalty as printed on a track: a true minus sign, nothing for none. */
export const penaltyLabel = (penalty: number | null): string => (penalty ? `−${Math.abs(penalty)}` : "");

export function healthView(health: HealthState, derived: ActorDerived): HealthView {
  return {
    boxes: healthBoxes(health).map((box) => ({
      index: box.index,
      levelKey: `STC.Health.Level.${box.level}`,
      penaltyLabel: penaltyLabel(box.penalty),
      state: box.state,
      stateKey: `STC.Health.Box.${box.state}${box.half ? "Half" : ""}`,
      half: box.half,
    })),
    woundLevelKey: derived.woundLevel ? `STC.Health.Level.${derived.woundLevel}` : "STC.Health.Unhurt",
    woundPenalty: derived.woundPenalty,
    incapacitated: derived.incapacitated,
    value: derived.health.value,
    max: derived.health.max,
  };
}
