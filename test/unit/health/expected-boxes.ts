/**
 * The seven boxes of two strokes each, worked out from the amounts alone: stroke p (box ⌊p/2⌋) is
 * aggravated while p < 2 × aggravated, then lethal, then bashing, then empty (V20 core, 000 §4.2).
 */
export function expectedBoxes(health: { bashing: number; lethal: number; aggravated: number }): string[][] {
  const aggravated = 2 * health.aggravated;
  const lethal = aggravated + 2 * health.lethal;
  const bashing = lethal + 2 * health.bashing;
  return Array.from({ length: 7 }, (_box, index) =>
    [2 * index, 2 * index + 1].flatMap((p) => (p < aggravated ? ["aggravated"] : p < lethal ? ["lethal"] : p < bashing ? ["bashing"] : [])),
  );
}
