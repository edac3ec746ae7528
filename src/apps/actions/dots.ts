export interface DotRange {
  min: number;
  max: number;
}

/**
 * The rating a click on dot `clicked` (1-based) sets: that many dots, except that clicking the last filled
 * dot clears it, so a trait can go back down to its minimum by clicking.
 */
export function dotValueFromClick(current: number, clicked: number, range: DotRange): number {
  const wanted = clicked === current ? clicked - 1 : clicked;
  return Math.min(range.max, Math.max(range.min, wanted));
}

/**
 * The rating a key sets on a focused dot group (an ARIA slider): arrows step by one, Home and End go to the
 * ends, a digit sets that rating (0 means 10). Null for a key the group does not handle.
 */
export function dotValueFromKey(current: number, key: string, range: DotRange): number | null {
  let wanted: number;
  switch (key) {
    case "ArrowRight":
    case "ArrowUp":
      wanted = current + 1;
      break;
    case "ArrowLeft":
    case "ArrowDown":
      wanted = current - 1;
      break;
    case "Home":
      wanted = range.min;
      break;
    case "End":
      wanted = range.max;
      break;
    default:
      if (!/^[0-9]$/.test(key)) return null;
      wanted = key === "0" ? 10 : Number(key);
  }
  return Math.min(range.max, Math.max(range.min, wanted));
}

export interface DotView {
  n: number;
  filled: boolean;
}

export function dotViews(value: number, max: number): DotView[] {
  return Array.from({ length: max }, (_, index) => ({ n: index + 1, filled: index < value }));
}
