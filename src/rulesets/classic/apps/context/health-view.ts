import type { ActorDerived } from "../../data/actor/derived";
import type { HealthState } from "../../rules/health/state";
import { penaltyLabel } from "../../../../rules/signed";
import { boxMark, trackBoxes } from "../../rules/health/track";

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
  /** The level the character is at, null when unhurt; shown as a state through STC.Classic.Health.State, so it agrees with nobody. */
  woundLevelKey: string | null;
  woundPenalty: number;
  /** The wound penalty as the track prints it ("−1"), for the header. */
  woundPenaltyLabel: string;
  incapacitated: boolean;
  value: number;
  max: number;
}

export function healthView(health: HealthState, derived: ActorDerived): HealthView {
  return {
    boxes: trackBoxes(health).map((box) => {
      const mark = boxMark(box);
      const state = mark === "empty" ? "none" : mark;
      // Under halfLevelDamage a box may hold one stroke: it shows half marked (000 §4.2).
      const half = box.strokes.length === 1;
      return {
        index: box.index,
        levelKey: `STC.Classic.Health.Level.${box.level}`,
        penaltyLabel: penaltyLabel(box.penalty),
        state,
        stateKey: `STC.Classic.Health.Box.${state}${half ? "Half" : ""}`,
        half,
      };
    }),
    woundLevelKey: derived.woundLevel ? `STC.Classic.Health.Level.${derived.woundLevel}` : null,
    woundPenalty: derived.woundPenalty,
    woundPenaltyLabel: penaltyLabel(derived.woundPenalty),
    incapacitated: derived.incapacitated,
    value: derived.health.value,
    max: derived.health.max,
  };
}
