/** The status effects the chain applies and the combat tracker reads (rules map, Status effects). */
export const STATUS_IDS = [
  "stunned", "dazed", "knockedDown", "blinded", "held", "immobilised", "incapacitated", "torpor", "frenzy", "woundsIgnored",
] as const;
export type StatusId = (typeof STATUS_IDS)[number];

/**
 * One status on a character. Durations count in turns (combat rounds): `expiresAfterRound` is the last
 * round the status lasts through, or null while it lasts until something removes it (a hold until broken,
 * incapacitation until healed).
 *
 * What the optional fields mean, by status:
 * - knockedDown: `value` is the initiative penalty for the next round (2 when the Dexterity + Athletics roll
 *   succeeded, 000 §2.10); `losesAction` is set when that roll failed (the next action goes to getting up).
 * - blinded: `value` is the dice lost from pools while blinded (2 for the blinding maneuver, 004).
 * - held / immobilised: `sourceId` is the holder; `value` is the Strength dealt each turn by a clinch.
 * - frenzy: `value` is `ROTSCHRECK_STATUS_VALUE` (rules/chronicle/frenzy.ts) when the frenzy is Rötschreck, the Red Fear.
 * - woundsIgnored: a Willpower point spent to set wound penalties aside for the one turn it lasts (000 §5).
 */
export interface StatusEffect {
  id: StatusId;
  /** The round it began in. */
  sinceRound: number;
  expiresAfterRound: number | null;
  /** Who caused it (a combatant id), for holds and grapples. */
  sourceId?: string;
  value?: number;
  losesAction?: boolean;
}
