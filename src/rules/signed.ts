/**
 * The one way a signed number is written for the table: a true minus sign (U+2212, as the books and the health
 * track print it) before a negative number, a plus before a positive one, a bare zero. Sheets, dialogs, chat
 * cards and the transcripts all use it, so "−1" reads the same everywhere.
 */
export const MINUS = "\u2212";

export function signed(value: number): string {
  if (value < 0) return `${MINUS}${Math.abs(value)}`;
  return value > 0 ? `+${value}` : "0";
}

/** A wound penalty as a track prints it: "−1", "−5", nothing for none (a penalty is never a bonus). */
export const penaltyLabel = (penalty: number | null): string => (penalty ? `${MINUS}${Math.abs(penalty)}` : "");
