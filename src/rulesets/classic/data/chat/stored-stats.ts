import { ABILITIES, type Ability } from "../../../../rules/character/traits";
import type { CharacterStats } from "../../rules/character/stats";
import type { AttackInput } from "../../rules/combat/attack";
import type { ClinchTurnInput } from "../../rules/combat/clinch";
import type { GrappleEscapeInput } from "../../rules/maneuvers/grapple";

/** How the chain began: an attack from the dialog, or a clinch's damage on a later turn (000 §2.8, 004 Grapple). */
export const CHAIN_KINDS = ["attack", "clinch"] as const;
export type ChainKind = (typeof CHAIN_KINDS)[number];

/**
 * A character as a chain message stores it: the same stats with the abilities it does not have (most of the
 * thirty-odd) left out, which keeps a chain's record at about half the size. Reading puts the zeros back, so
 * the rules always get complete stats.
 */
export type StoredStats = Omit<CharacterStats, "abilities"> & { abilities: Partial<Record<Ability, number>> };

export function packStats(stats: CharacterStats): StoredStats {
  const abilities: Partial<Record<Ability, number>> = {};
  for (const ability of ABILITIES) if (stats.abilities[ability]) abilities[ability] = stats.abilities[ability];
  return { ...stats, abilities };
}

export function unpackStats(stored: StoredStats): CharacterStats {
  const abilities = Object.fromEntries(ABILITIES.map((ability) => [ability, stored.abilities?.[ability] ?? 0])) as Record<Ability, number>;
  return { ...stored, abilities };
}

/** Packs or unpacks the named characters of a stored start (an attack's attacker and target, a grapple's two). */
export function mapStats<T extends object>(start: T, keys: readonly string[], change: (stats: never) => unknown): T {
  const out: Record<string, unknown> = { ...(start as Record<string, unknown>) };
  for (const key of keys) if (out[key] && typeof out[key] === "object") out[key] = change(out[key] as never);
  return out as T;
}

const asJson = (value: unknown): Record<string, unknown> => JSON.parse(JSON.stringify(value)) as Record<string, unknown>;

/** An attack's or a clinch turn's start as a message stores it (its characters packed). */
export function storedStart(kind: ChainKind, start: AttackInput | ClinchTurnInput): Record<string, unknown> {
  return asJson(mapStats(start, kind === "clinch" ? ["holder", "held"] : ["attacker", "target"], packStats));
}

/** An escape's characters as its message stores them (packed). */
export function storedEscape(input: GrappleEscapeInput): Record<string, unknown> {
  return asJson(mapStats(input, ["holder", "held"], packStats));
}
