import type { MetRecord } from "../data/read";
import { MET_HEALTH_LEVELS, type MetDamageType } from "../rules/health";

/**
 * The health track as the sheet draws it: the rules' seven levels in order, the damage marked on them from the
 * first, the worst kind first (as a character sheet marks aggravated before lethal before bashing).
 */
export function healthLevelsOf(record: MetRecord, say: (key: string) => string): { name: string; damage: MetDamageType | null }[] {
  const marks: MetDamageType[] = [
    ...Array.from({ length: record.health.aggravated }, () => "aggravated" as const),
    ...Array.from({ length: record.health.lethal }, () => "lethal" as const),
    ...Array.from({ length: record.health.bashing }, () => "bashing" as const),
  ];
  return MET_HEALTH_LEVELS.map((level, index) => ({ name: say(`STC.Met.Health.${level}`), damage: marks[index] ?? null }));
}
