import { poolOdds } from "../../src/rulesets/classic/rules/dice/odds";
import { medianMicros, micros, type BenchRow } from "./measure";

const difficulties = [2, 3, 4, 5, 6, 7, 8, 9, 10];

export function benchOdds(): BenchRow[] {
  const plain = medianMicros(() => {
    for (const difficulty of difficulties) poolOdds({ pool: 30, difficulty, kind: "action" });
  });
  const specialty = medianMicros(() => {
    for (const difficulty of difficulties) poolOdds({ pool: 30, difficulty, kind: "action", doubleTens: true });
  });
  const damage = medianMicros(() => {
    for (const difficulty of difficulties) poolOdds({ pool: 30, difficulty, kind: "damage" });
  });
  return [
    { measure: "Exact odds, pool 30, difficulties 2-10, action roll (median)", value: micros(plain) },
    { measure: "Exact odds, pool 30, difficulties 2-10, action roll with specialty 10s (median)", value: micros(specialty) },
    { measure: "Exact odds, pool 30, difficulties 2-10, damage roll (median)", value: micros(damage) },
  ];
}
