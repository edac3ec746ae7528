/**
 * Numbers as the table's language writes them: the odds of a roll as a percentage ("89.9%"; "89,9 %" in
 * Russian, with its decimal comma and the space before the sign), an expected number of successes with two
 * decimals ("2.35"; "2,35"). Every odds and percentage the system shows is formatted here.
 */
function formatter(lang: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  try {
    return new Intl.NumberFormat(lang, options);
  } catch {
    return new Intl.NumberFormat("en", options);
  }
}

/** A share from 0 to 1 as a percentage with one decimal. */
export function percent(share: number, lang = "en"): string {
  return formatter(lang, { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(share);
}

/** A number with exactly `digits` decimals. */
export function decimal(value: number, digits: number, lang = "en"): string {
  return formatter(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false }).format(value);
}
