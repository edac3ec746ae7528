import { canAct, requiredExtraBids, type MetCharacter } from "../character";
import { MetError } from "../errors";
import { checkEffect } from "./effect";
import { newParty, withBid } from "./party";
import type { ChallengeKind, ChallengeSide, ChallengeState, VictoryEffect } from "./types";

type PerSide<T> = Partial<Record<ChallengeSide, T>>;

/** Everything a challenge needs from outside it: who, which test, and the situation. */
export interface ChallengeSetup {
  kind: ChallengeKind;
  challenger: MetCharacter;
  /** The target of a contested challenge. */
  defender?: MetCharacter;
  /** A static test's difficulty in traits. */
  difficulty?: number;
  /** A simple test that only a win passes (003 Simple Test). */
  needsWin?: boolean;
  /** The challenger has a surprise retest (see surprise.ts). */
  surprise?: boolean;
  /** The defender has no action left or no way to strike back: it may only resist passively (003 Test). */
  defenderPassiveOnly?: boolean;
  /** Who cannot see the other (003 Darkness). */
  blind?: PerSide<boolean>;
  /** Traits added to a side's total (a weapon's bonus traits). */
  bonusTraits?: PerSide<number>;
  /** Who moved, or means to move, more than one step this round (003 Movement). */
  moved?: PerSide<boolean>;
  /** Negative traits of a side's character the opponent called: one more trait bid each. */
  calledNegativeTraits?: PerSide<string[]>;
  /** More traits a side must bid for other reasons (a weapon's negative traits). */
  extraBids?: PerSide<number>;
}

function count(what: string, value: number | undefined, max: number): number {
  const number = value ?? 0;
  if (!Number.isInteger(number) || number < 0 || number > max) throw new MetError("MetValueInvalid", `${what} must be a whole number from 0 to ${max}, not ${String(value)}.`, { what, value: String(value), max });
  return number;
}

/** A challenge waiting for the challenger's declaration. Refused: an incapacitated challenger, a test without what it needs. */
export function startChallenge(setup: ChallengeSetup): ChallengeState {
  const { kind, challenger, defender } = setup;
  if (!canAct(challenger)) throw new MetError("MetIncapacitated", `${challenger.name} is incapacitated and can take no challenge.`, { who: challenger.name });
  if (kind === "contested" && !defender) throw new MetError("MetChallengeNoDefender", "A contested challenge needs a target.", {});
  if (kind !== "contested" && defender) throw new MetError("MetChallengeDefenderNotContested", `A ${kind} test has no defender; the Storyteller throws.`, { kind });
  if (defender && defender.id === challenger.id) throw new MetError("MetChallengeSelf", `${challenger.name} cannot challenge themselves.`, { who: challenger.name });
  if (kind === "static" && setup.difficulty === undefined) throw new MetError("MetStaticNoDifficulty", "A static test needs a difficulty in traits.", {});
  if (kind !== "static" && setup.difficulty !== undefined) throw new MetError("MetDifficultyNotStatic", "Only a static test has a difficulty.", {});
  const difficulty = kind === "static" ? count("Difficulty", setup.difficulty, 30) : null;
  const bids = (side: ChallengeSide, character: MetCharacter) => 1 + requiredExtraBids(character, setup.calledNegativeTraits?.[side]) + count("Extra bids", setup.extraBids?.[side], 10);
  return {
    kind,
    phase: "declare",
    awaiting: "challenger",
    challenger: newParty(challenger, {
      bidsRequired: kind === "simple" ? 0 : bids("challenger", challenger),
      bonusTraits: count("Bonus traits", setup.bonusTraits?.challenger, 30),
      blind: setup.blind?.challenger ?? false,
      moved: setup.moved?.challenger ?? false,
    }),
    defender: defender
      ? newParty(defender, { bidsRequired: bids("defender", defender), bonusTraits: count("Bonus traits", setup.bonusTraits?.defender, 30), blind: setup.blind?.defender ?? false, moved: setup.moved?.defender ?? false })
      : null,
    difficulty,
    needsWin: kind === "simple" && setup.needsWin === true,
    defenderCategory: null,
    target: null,
    situation: { surprise: kind === "contested" && setup.surprise === true, defenderMayCounter: setup.defenderPassiveOnly !== true },
    mob: null,
    throws: [],
    retests: [],
    passed: [],
    pendingRetest: null,
    storytellerUsed: [],
    closed: false,
    relented: false,
    darknessDone: false,
    result: null,
  };
}

/** One attacker lending to a mob's champion: its bid (a physical trait, plus its extra bids) and victory condition. */
export interface MobLender {
  character: MetCharacter;
  traits: string[];
  victoryCondition: string;
  effect?: VictoryEffect;
  calledNegativeTraits?: string[];
  extraBids?: number;
}

export interface MobSetup extends Omit<ChallengeSetup, "kind" | "challenger" | "defender"> {
  /** The attacker the mob chose to run the challenge (003 Mob Challenges). */
  champion: MetCharacter;
  lenders: MobLender[];
  target: MetCharacter;
}

/** The most a mob's champion gains from lenders, and the most traits its target risks (003 Mob Challenges). */
export const MOB_MAX_BONUS = 4;
export const MOB_MAX_RISK = 5;

/**
 * A physical mob challenge (003 Mob Challenges): the champion is the challenger and gains +1 trait per lender
 * (up to +4); the target must bid one trait per attacker (up to 5). Each lender's bid is checked here: a
 * physical trait first, plus its negative traits' and wounds' bids.
 */
export function startMobChallenge(setup: MobSetup): ChallengeState {
  const { champion, lenders, target, ...rest } = setup;
  if (lenders.length === 0) throw new MetError("MetMobTooSmall", "A mob needs at least two attackers.", {});
  const ids = [champion.id, ...lenders.map((lender) => lender.character.id)];
  if (new Set(ids).size !== ids.length || ids.includes(target.id)) throw new MetError("MetMobDuplicate", "Each attacker joins a mob once, and the target is not one of them.", {});
  const attackers = lenders.length + 1;
  const state = startChallenge({
    ...rest,
    kind: "contested",
    challenger: champion,
    defender: target,
    bonusTraits: { ...rest.bonusTraits, challenger: (rest.bonusTraits?.challenger ?? 0) + Math.min(lenders.length, MOB_MAX_BONUS) },
    extraBids: { ...rest.extraBids, defender: (rest.extraBids?.defender ?? 0) + Math.min(attackers, MOB_MAX_RISK) - 1 },
  });
  const checked = lenders.map((lender) => {
    if (!canAct(lender.character)) throw new MetError("MetIncapacitated", `${lender.character.name} is incapacitated and can take no challenge.`, { who: lender.character.name });
    const bidsRequired = 1 + requiredExtraBids(lender.character, lender.calledNegativeTraits) + count("Extra bids", lender.extraBids, 10);
    const party = withBid(newParty(lender.character, { bidsRequired, bonusTraits: 0, blind: false, moved: false }), lender.traits, "physical", false);
    return { character: lender.character, bid: party.bid, victoryCondition: lender.victoryCondition, effect: lender.effect === undefined ? null : checkEffect(lender.effect) };
  });
  return { ...state, mob: { lenders: checked, chosen: null } };
}
