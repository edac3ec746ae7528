import { ABILITIES, ATTRIBUTES, type Ability, type Attribute } from "../../../rules/character/traits";
import { ROLLED_RATINGS, type RolledRating } from "../data/actor/chronicle-keys";
import { MAX_EXPERIENCE_ENTRY, type ExperienceEntry } from "../rules/chronicle/experience";
import { HEALTH_TRACK_LENGTH, type HealthState } from "../rules/health/state";
import type { PowerRollTrait } from "../data/item/source";
import type { Placement } from "./placement";

export const isAttribute = (key: string): key is Attribute => (ATTRIBUTES as readonly string[]).includes(key);
export const isAbility = (key: string): key is Ability => (ABILITIES as readonly string[]).includes(key);
const isRolledRating = (key: string): key is RolledRating => (ROLLED_RATINGS as readonly string[]).includes(key);

/** A trait a power's roll may name (an Attribute, an Ability, Willpower, Rage, Gnosis or a Virtue), or null. */
export function rollTraitOf(key: string): PowerRollTrait | null {
  return isAttribute(key) || isAbility(key) || isRolledRating(key) ? key : null;
}

/**
 * Damage on the seven-level track (V20 / W20 core): the most severe first, as the track fills (aggravated, then
 * lethal, then bashing). Damage past the seventh level has no place; it is reported with what the track keeps.
 */
export function fitHealth(damage: HealthState, field: string, placement: Placement): HealthState {
  const aggravated = Math.min(damage.aggravated, HEALTH_TRACK_LENGTH);
  const lethal = Math.min(damage.lethal, HEALTH_TRACK_LENGTH - aggravated);
  const bashing = Math.min(damage.bashing, HEALTH_TRACK_LENGTH - aggravated - lethal);
  const kept = { bashing, lethal, aggravated };
  if (bashing !== damage.bashing || lethal !== damage.lethal || aggravated !== damage.aggravated) {
    placement.unplaced.push({ field, value: JSON.stringify(damage), reason: "outOfRange", placed: JSON.stringify(kept) });
  }
  return kept;
}

/** A pool's current points within its permanent rating (the character's joint check), the original reported. */
export function currentWithin(current: number | undefined, permanent: number | undefined, field: string, placement: Placement): number | undefined {
  if (current === undefined || permanent === undefined || current <= permanent) return current;
  placement.unplaced.push({ field, value: String(current), reason: "outOfRange", placed: String(permanent) });
  return permanent;
}

/** One entry of the experience log, within what one entry may hold. */
export function experienceEntry(kind: ExperienceEntry["kind"], amount: number, note: string): ExperienceEntry {
  return { kind, amount: Math.min(MAX_EXPERIENCE_ENTRY, Math.max(-MAX_EXPERIENCE_ENTRY, Math.round(amount))), note };
}

/** Text as the biography and item descriptions hold it: HTML stays as it is, plain text is escaped into a paragraph. */
export function asHtml(text: string): string {
  if (/<[a-z][\s\S]*>/i.test(text)) return text;
  return text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`)
    .join("");
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/** Descriptions joined into one, the empty ones left out. */
export function joinedHtml(...parts: string[]): string {
  return parts
    .filter((part) => part.trim() !== "")
    .map(asHtml)
    .join("");
}

/** A word as a name shows it when the file keeps only a key (`blackfuries` → `Blackfuries`). */
export function titleCase(word: string): string {
  return word
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(" ");
}
