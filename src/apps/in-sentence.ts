/**
 * A label put into the middle of a sentence: a damage type, a hazard's row, a condition, which the language files
 * write capitalized for a list or a menu ("Bashing", «Ударные»). Inside a sentence it starts lowercase ("3 dice,
 * bashing"; «3 кубика, ударные»), unless its first word keeps its capital anyway: an abbreviation or a name
 * written in capitals ("SMG", "V20").
 */
export function inSentence(label: string): string {
  const [first = "", second = ""] = label;
  if (!/\p{Lu}/u.test(first) || /[\p{Lu}\d]/u.test(second)) return label;
  return first.toLocaleLowerCase() + label.slice(1);
}
