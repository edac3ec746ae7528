import type { MetCharacter } from "../character";
import type { MetDamage } from "../health";
import type { MetStanding } from "../tests";
import type { MetThrow } from "../throws";
import type { MetAspect, MetCategory } from "../traits";

/** 003 Types of Tests. */
export type ChallengeKind = "contested" | "static" | "simple";
export type ChallengeSide = "challenger" | "defender";

/**
 * Retests (003 Retests, Miscellaneous Retests). `ability`, `power`, `merit` are the three categories a side may
 * call once each per test and the opponent may cancel with the same category; the rest are miscellaneous and
 * cannot be cancelled. `darkness` is never called: it is forced on a blind winner (003 Darkness), and only
 * cancelled (with Blindfighting).
 */
export const RETEST_KINDS = ["ability", "power", "merit", "overbid", "willpower", "surprise", "darkness"] as const;
export type RetestKind = (typeof RETEST_KINDS)[number];
export const CANCELLABLE_KINDS = ["ability", "power", "merit"] as const;
export type CancellableKind = (typeof CANCELLABLE_KINDS)[number];

/** Where the challenge stands: who must act next. */
export type ChallengePhase =
  /** The challenger declares target, victory condition and first trait. */
  | "declare"
  /** The defender bids (or relents). */
  | "bid"
  /** Both throws, revealed together. */
  | "throws"
  /** After a throw: `awaiting` may call a retest or pass. */
  | "retest"
  /** A retest was called: its opponent may cancel it or pass. */
  | "cancel"
  /** The winner was blind: the forced darkness retest, negated with Blindfighting or thrown. */
  | "darkness"
  /** A mob's champion won: it picks whose victory condition applies. */
  | "choose"
  | "done";

/** One side of a challenge: the character as it stood when the challenge began, and what it has done in it. */
export interface ChallengeParty {
  character: MetCharacter;
  /** Set by the first trait bid (003 Bidding Traits); null until then. */
  category: MetCategory | null;
  aspect: MetAspect | null;
  /** Trait names bid, the first one first. */
  bid: string[];
  /** Traits this side must bid: one, plus extra for negative traits, wounds, or a mob it faces. */
  bidsRequired: number;
  victoryCondition: string | null;
  /** What the victory condition does (damage, a grapple); null: nothing the rules track. */
  effect: VictoryEffect | null;
  /** Traits added to its total for ties and overbids (a mob's helpers, a weapon's bonus). */
  bonusTraits: number;
  /** Traits taken off its total (−1 in physical challenges after moving more than one step). */
  penaltyTraits: number;
  /** Retest categories and miscellaneous retests already used in this test, calling or cancelling. */
  used: RetestKind[];
  /** Ability levels expended in this test, by ability name (one per level). */
  abilitiesSpent: string[];
  willpowerSpent: number;
  /** Traits bid in overbids that failed: lost even if the side later wins (003 Overbid). */
  overbidLost: string[];
  /** Traits bid in overbids: each an extra trait risked. */
  overbids: string[];
  blind: boolean;
  /** Moved (or means to move) more than one step this round: −1 trait in physical challenges (003 Movement). */
  moved: boolean;
}

/** The challenge's setting, from outside the challenge. */
export interface ChallengeSituation {
  /** The challenger may take a surprise retest (003 Surprise and Range; see surprise.ts). */
  surprise: boolean;
  /** The defender has its action left and a way to strike back; otherwise it may only resist passively (003 Test). */
  defenderMayCounter: boolean;
}

/** A retest called, and what became of it. */
export interface RetestRecord {
  side: ChallengeSide;
  kind: RetestKind;
  name: string;
  /** `pending` waits for the opponent's cancel; `thrown` led to a new throw; `cancelled`; `failed` (an overbid short of twice). */
  status: "pending" | "thrown" | "cancelled" | "failed";
  cancelledWith: string | null;
}

/** A pair of throws, revealed together, and whom they favour. */
export interface ThrowRecord {
  challenger: MetThrow;
  defender: MetThrow;
  standing: MetStanding;
  /** The retest this throw answered (index into `retests`), null for the first throw. */
  retest: number | null;
}

/** A mob (003 Mob Challenges): the champion is the challenger; the lenders add a trait each (up to +4). */
export interface MobInfo {
  lenders: { character: MetCharacter; bid: string[]; victoryCondition: string; effect: VictoryEffect | null }[];
  /** The lender whose victory condition the champion chose (its id), or the champion's own. */
  chosen: string | null;
}

/**
 * What a victory condition does when it applies, beyond its words: damage onto the health levels, or a grapple
 * (003 Grappling: "Instead of doing damage … you can choose to grapple"). None: an effect the rules do not track
 * (dodging, pushing past), or a power's, which its own rules apply.
 */
export interface VictoryEffect {
  damage?: MetDamage;
  grapple?: boolean;
}

/** A whole challenge as plain, JSON-safe data. */
export interface ChallengeState {
  kind: ChallengeKind;
  phase: ChallengePhase;
  /** Who the phase waits for: a side, both (throws), or nobody (done). */
  awaiting: ChallengeSide | "both" | null;
  challenger: ChallengeParty;
  /** The resisting character; null for a static or simple test, where the Storyteller throws. */
  defender: ChallengeParty | null;
  /** A static test's difficulty in traits; null otherwise. */
  difficulty: number | null;
  /** A simple test that only a win passes. */
  needsWin: boolean;
  /** Declared by the challenger for a mixed challenge (003 Mixed Challenges): what the defender must bid; null: the challenger's own. */
  defenderCategory: MetCategory | null;
  target: string | null;
  situation: ChallengeSituation;
  mob: MobInfo | null;
  throws: ThrowRecord[];
  retests: RetestRecord[];
  /** Sides that passed since the last throw. */
  passed: ChallengeSide[];
  /** The retest the next throw answers (index into `retests`); null for the first throw. */
  pendingRetest: number | null;
  /** Retests the Storyteller used on a static test's difficulty (only an overbid, 003 Retests). */
  storytellerUsed: RetestKind[];
  /** A last retest (Might) was thrown: no more retests. */
  closed: boolean;
  relented: boolean;
  /** The darkness retest was thrown or negated. */
  darknessDone: boolean;
  result: ChallengeResult | null;
}

/** What a finished challenge did. */
export interface ChallengeResult {
  /** The side whose victory condition happens; null when nobody wins (or a static / simple test fails: `defender`). */
  winner: ChallengeSide | null;
  /** The challenger's victory condition came about (its action succeeded). */
  success: boolean;
  /** The victory condition applied, null when none. */
  victoryCondition: string | null;
  /** Whose victory condition it was (for a mob, a lender's id or the champion's). */
  victoryConditionOf: string | null;
  /** What it does (damage, a grapple), null when nothing the rules track. */
  effect: VictoryEffect | null;
  /** The character the victory condition happens to: the loser (the target, for a mob's win). */
  affected: string | null;
  relented: boolean;
  /** Traits lost for the scene, by character id: the loser's bid, failed overbids. */
  traitsLost: Record<string, string[]>;
  /** Ability levels expended, Willpower spent, by character id. */
  abilitiesSpent: Record<string, string[]>;
  willpowerSpent: Record<string, number>;
  /** The challenger used its action for the turn, even when the target relented (003 Relenting). */
  challengerActionSpent: boolean;
  /** The defender answered with an attack of its own (a victory condition with damage or a grapple): its action for the turn (003 Test). */
  defenderActionSpent: boolean;
  /** A failed mental or social challenge on a target: five minutes before trying it again (003 Mental / Social Challenges). */
  waitBeforeRepeat: boolean;
}

export type ChallengeEvent =
  | { type: "declare"; target?: string; victoryCondition: string; effect?: VictoryEffect; firstTrait?: string; moreTraits?: string[]; defenderCategory?: MetCategory }
  | { type: "bid"; traits: string[]; victoryCondition: string; effect?: VictoryEffect }
  | { type: "relent" }
  | { type: "throws"; challenger: MetThrow; defender: MetThrow }
  | { type: "callRetest"; side: ChallengeSide; kind: RetestKind; name: string }
  | { type: "cancelRetest"; side: ChallengeSide; kind: CancellableKind | "darkness"; name: string }
  | { type: "pass"; side: ChallengeSide }
  | { type: "chooseVictoryCondition"; of: string };

/** A retest or cancel a side may call now: its kind and the names that fit (abilities, powers, merits, traits). */
export interface RetestOffer {
  kind: RetestKind;
  names: string[];
}

/** What the challenge waits for, and exactly what each side may call. */
export interface ChallengeOffers {
  phase: ChallengePhase;
  awaiting: ChallengeSide | "both" | null;
  /** Retests the side may call now (empty unless it is its move in the `retest` phase). */
  retests: Record<ChallengeSide, RetestOffer[]>;
  /** Cancels the side may use now (the `cancel` phase, or Blindfighting in `darkness`). */
  cancels: Record<ChallengeSide, RetestOffer[]>;
  /** The sides that may pass now. */
  mayPass: ChallengeSide[];
  /** The defender may relent (the `bid` phase of a contested challenge). */
  mayRelent: boolean;
  /** Traits the side must bid in `declare` / `bid`. */
  bidsRequired: Record<ChallengeSide, number>;
  /** The trait names the side may bid now (`declare`: the challenger's, any category; `bid`: the defender's, in the category it must bid). */
  biddable: Record<ChallengeSide, string[]>;
  /** Victory conditions a mob's champion may choose, by whose they are. */
  choices: string[];
}
