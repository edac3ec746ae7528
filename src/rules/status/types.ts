/** The status effects the chain applies and the combat tracker reads (rules map, Status effects). */
export const STATUS_IDS = [
  "stunned", "dazed", "knockedDown", "blinded", "held", "immobilised", "incapacitated", "torpor", "frenzy",
] as const;
export type StatusId = (typeof STATUS_IDS)[number];

/**
 * One status on a character. Durations count in turns (combat rounds); `expiresAfterRound` is the last
 * round the status lasts through, or null while it lasts until something removes it.
 */
export interface StatusEffect {
  id: StatusId;
  /** The round it began in. */
  sinceRound: number;
  expiresAfterRound: number | null;
  /** Who caused it (a combatant id), for holds and grapples. */
  sourceId?: string;
  /** Extra numbers some statuses carry (e.g. blinding's lost dice). */
  value?: number;
}
