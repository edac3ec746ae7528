/**
 * Numbers as the table's language writes them: the odds of a roll as a percentage ("89.9%"; "89,9 %" in
 * Russian, with its decimal comma and the space before the sign), an expected number of successes with two
 * decimals ("2.35"; "2,35"). Every odds and percentage the system shows is formatted here.
 */
const formatters = new Map<string, Intl.NumberFormat>();

/** One formatter per language and shape, made once: a sheet formats dozens of odds each time it is drawn. */
function formatter(lang: string, shape: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${lang}|${shape}`;
  let made = formatters.get(key);
  if (!made) {
    try {
      made = new Intl.NumberFormat(lang, options);
    } catch {
      made = new Intl.NumberFormat("en", options);
    }
    formatters.set(key, made);
  }
  return made;
}

/** A share from 0 to 1 as a percentage with one decimal. */
export function percent(share: number, lang = "en"): string {
  return formatter(lang, "percent", { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(share);
}

/** A number with exactly `digits` decimals. */
export function decimal(value: number, digits: number, lang = "en"): string {
  return formatter(lang, `decimal${digits}`, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false }).format(value);
}

/**
 * A number as a sentence writes it: a whole number as it is ("3", "-1"), a fraction with the language's decimal
 * mark and at most two decimals (half a health level: "1.5"; "1,5" in Russian). Every translator of the system
 * writes its data's numbers through here.
 */
export function numeral(value: number, lang = "en"): string {
  if (Number.isInteger(value) || !Number.isFinite(value)) return String(value);
  return formatter(lang, "numeral", { maximumFractionDigits: 2, useGrouping: false }).format(value);
}

/** A translation's data with its numbers written as the language writes them (`numeral`), the rest as text. */
export function writtenData(data: Readonly<Record<string, unknown>>, lang: string): Record<string, string> {
  return Object.fromEntries(Object.entries(data).map(([name, value]) => [name, typeof value === "number" ? numeral(value, lang) : String(value)]));
}
