import type { MetCardKind, MetEffect, MetSide } from "../data/chat";
import { challengeOffers, harmOf, partyTraits } from "../rules/challenge";
import type { ChallengeParty, ChallengeState, RetestOffer } from "../rules/challenge/types";
import { MET_DAMAGE_TYPES } from "../rules/health";
import type { MetThrow } from "../rules/throws";
import { inSentence } from "../../../apps/in-sentence";
import { pluralKey } from "../../../apps/plural";
import { HAND_SIGNS } from "./hand-signs";

export type Say = (key: string, data?: Record<string, string | number>) => string;

const C = "STC.Met.Card";

/** What the card of a message shows this client's user, read from the message alone. */
export interface ChallengeCardInput {
  kind: MetCardKind;
  state: ChallengeState | null;
  error: { key: string; data: Record<string, string | number> } | null;
  /** Who has thrown in the exchange now waiting (never what). */
  thrown: Record<MetSide, boolean>;
  effects: Record<string, MetEffect>;
  applied: boolean;
  /** The sides this client's user answers for. */
  answers: Record<MetSide, boolean>;
  isGM: boolean;
  untrusted: boolean;
  noStoryteller: boolean;
  /** The statuses a victory condition may set, by id, with their names. */
  statuses: { id: string; label: string }[];
  /** The reader's language, for plural forms. */
  lang: string;
}

/** A hand sign as the card draws it: its constant SVG shape (hand-signs.ts). */
const hand = (thrown: MetThrow): string => HAND_SIGNS[thrown];

function effectLabel(say: Say, effect: MetEffect | undefined, statuses: ChallengeCardInput["statuses"]): string {
  if (!effect) return "";
  if (effect.kind === "damage") return say(`${C}.Effect.damageOf`, { levels: effect.levels, type: inSentence(say(`STC.Met.Damage.${effect.type}`)) });
  if (effect.kind === "status") return say(`${C}.Effect.statusOf`, { status: statuses.find((status) => status.id === effect.status)?.label ?? effect.status });
  return say(`${C}.Effect.${effect.kind}`);
}

function partyView(say: Say, input: ChallengeCardInput, side: MetSide, party: ChallengeParty | null, state: ChallengeState) {
  if (!party) {
    const difficulty = state.difficulty === null ? "" : say(pluralKey(`${C}.DifficultyOf`, state.difficulty, input.lang), { count: state.difficulty });
    return { side, name: say(`${C}.Storyteller`), bid: [], traits: difficulty, category: "", condition: "", effect: "", thrown: input.thrown[side] };
  }
  return {
    side,
    name: party.character.name,
    bid: party.bid,
    traits: party.category === null ? "" : say(pluralKey(`${C}.TraitsOf`, partyTraits(party), input.lang), { count: partyTraits(party) }),
    category: party.category ? say(`STC.Met.Category.${party.category}`) : "",
    condition: party.victoryCondition ?? "",
    effect: effectLabel(say, input.effects[party.character.id], input.statuses),
    thrown: input.thrown[side],
  };
}

/** Who the phase waits for, in words. */
function waitingText(say: Say, state: ChallengeState, names: Record<MetSide, string>): string {
  if (state.phase === "done") return "";
  if (state.awaiting === "both") return say(`${C}.Waiting.throws`, { challenger: names.challenger, defender: names.defender });
  const who = state.awaiting ? names[state.awaiting] : "";
  return say(`${C}.Waiting.${state.phase}`, { name: who });
}

function offerButtons(say: Say, side: MetSide, offers: RetestOffer[], action: "metRetest" | "metCancel") {
  return offers.flatMap((offer) => offer.names.map((name) => ({ action, side, kind: offer.kind, name, label: say(`${C}.Retest.${offer.kind}`, { name }) })));
}

/**
 * What the victory condition did, naming whom it befell: the damage with its kind and the health level it reached
 * («Informant: 2 bashing, Injured»), the grapple and who holds, the status the table sets.
 */
function harmLines(say: Say, input: ChallengeCardInput, state: ChallengeState): string[] {
  const result = state.result;
  const lines: string[] = [];
  const harm = harmOf(state);
  if (harm?.damage?.level) {
    const { levels, type, level } = harm.damage;
    const data = { name: harm.name, count: levels, type: inSentence(say(`STC.Met.Damage.${type}`)), level: say(`STC.Met.Health.${level}`) };
    lines.push(say(pluralKey(`${C}.Result.Damage`, levels, input.lang), data));
  }
  if (harm?.grappledBy) lines.push(say(`${C}.Result.Grappled`, { name: harm.name, holder: harm.grappledBy }));
  const effect = result?.victoryConditionOf ? input.effects[result.victoryConditionOf] : undefined;
  const affected = [state.challenger.character, state.defender?.character].find((character) => character && character.id === result?.affected);
  if (effect?.kind === "status" && affected) lines.push(say(`${C}.Result.Status`, { name: affected.name, status: input.statuses.find((status) => status.id === effect.status)?.label ?? effect.status }));
  return lines;
}

function resultView(say: Say, input: ChallengeCardInput, state: ChallengeState, names: Record<MetSide, string>) {
  const applied = input.applied;
  const result = state.result;
  if (!result) return null;
  let headline: string;
  if (result.relented) headline = say(`${C}.Result.relented`, { name: names.defender });
  else if (state.kind !== "contested") headline = say(result.success ? `${C}.Result.success` : `${C}.Result.failure`, { name: names.challenger });
  else if (result.winner) headline = say(`${C}.Result.wins`, { name: names[result.winner] });
  else headline = say(`${C}.Result.nobody`);
  const characterNames = new Map<string, string>([[state.challenger.character.id, state.challenger.character.name], ...(state.defender ? ([[state.defender.character.id, state.defender.character.name]] as const) : []), ...(state.mob?.lenders ?? []).map((lender) => [lender.character.id, lender.character.name] as const)]);
  return {
    headline,
    condition: result.victoryCondition ?? "",
    harm: harmLines(say, input, state),
    lost: Object.entries(result.traitsLost).map(([id, traits]) => say(`${C}.Result.lost`, { name: characterNames.get(id) ?? id, traits: traits.join(", ") })),
    applied: applied ? say(`${C}.Result.applied`) : "",
  };
}

/** The challenge card: the declaration, the bids, the throws as hand signs, the retests, and what this user may do now. */
export function challengeCardContext(input: ChallengeCardInput, say: Say) {
  const state = input.state;
  if (!state) return { title: say(`${C}.Title.${input.kind}`), error: input.error ? say(input.error.key, input.error.data) : say(`${C}.Error.RecordInvalid`, { reason: "" }), warning: null };
  const names: Record<MetSide, string> = { challenger: state.challenger.character.name, defender: state.defender?.character.name ?? say(`${C}.Storyteller`) };
  const offers = challengeOffers(state);
  const acting = !input.untrusted && !input.applied && !input.noStoryteller;
  const mine = (side: MetSide) => acting && input.answers[side];
  const throwsFor = state.phase === "throws" ? (["challenger", "defender"] as const).filter((side) => mine(side) && !input.thrown[side]) : [];
  const defender = state.defender;
  const bidCategory = state.defenderCategory ?? state.challenger.category;
  const bidding = state.phase === "bid" && defender && bidCategory && mine("defender");
  const last = state.throws.length - 1;
  return {
    title: say(`${C}.Title.${input.kind}`),
    headline:
      state.kind === "contested" ? say(`${C}.Against`, { challenger: names.challenger, defender: names.defender }) : state.kind === "static" ? say(`${C}.StaticOf`, { name: names.challenger, difficulty: state.difficulty ?? 0 }) : say(`${C}.SimpleOf`, { name: names.challenger }),
    mob: state.mob ? state.mob.lenders.map((lender) => say(`${C}.Lends`, { name: lender.character.name, traits: lender.bid.join(", "), condition: lender.victoryCondition })) : [],
    parties: [partyView(say, input, "challenger", state.challenger, state), ...(state.kind === "simple" ? [] : [partyView(say, input, "defender", state.defender, state)])],
    waiting: waitingText(say, state, names),
    throws: state.throws.map((pair, index) => ({
      challenger: { value: pair.challenger, hand: hand(pair.challenger), label: say(`${C}.Throw.${pair.challenger}`) },
      defender: { value: pair.defender, hand: hand(pair.defender), label: say(`${C}.Throw.${pair.defender}`) },
      standing: pair.standing === "nobody" ? say(`${C}.Standing.nobody`) : say(`${C}.Standing.favours`, { name: names[pair.standing] }),
      retest: pair.retest === null ? say(`${C}.FirstThrow`) : say(`${C}.RetestThrow`, { name: state.retests[pair.retest]?.name ?? "" }),
      latest: index === last,
    })),
    retests: state.retests.map((retest) => ({
      text: say(`${C}.RetestLog.${retest.status}`, { name: names[retest.side], retest: retest.name, with: retest.cancelledWith ?? "" }),
    })),
    throwButtons: throwsFor.map((side) => ({
      side,
      label: say(`${C}.ThrowFor`, { name: names[side] }),
      signs: (["rock", "paper", "scissors"] as const).map((sign) => ({ value: sign, hand: hand(sign), label: say(`${C}.Throw.${sign}`) })),
      random: input.isGM,
    })),
    bid: bidding
      ? {
          title: say(pluralKey(`${C}.BidAs`, defender.bidsRequired, input.lang), { name: defender.character.name, category: say(`STC.Met.Category.${bidCategory}`), count: defender.bidsRequired }),
          slots: Array.from({ length: defender.bidsRequired }, (_, index) => ({ label: say(`${C}.BidTrait`, { n: index + 1 }) })),
          traits: offers.biddable.defender,
          mayRelent: offers.mayRelent,
          effectKinds: ["damage", "grapple", "status", "narrative"].map((kind) => ({ value: kind, label: say(`${C}.EffectKind.${kind}`) })),
          damageTypes: MET_DAMAGE_TYPES.map((type) => ({ value: type, label: say(`STC.Met.Damage.${type}`) })),
          statuses: input.statuses,
        }
      : null,
    moves: (["challenger", "defender"] as const).flatMap((side) =>
      mine(side) ? [...offerButtons(say, side, offers.retests[side], "metRetest"), ...offerButtons(say, side, offers.cancels[side], "metCancel"), ...(offers.mayPass.includes(side) ? [{ action: "metPass", side, kind: "", name: "", label: say(`${C}.Pass`, { name: names[side] }) }] : [])] : [],
    ),
    choices: mine("challenger") ? offers.choices.map((id) => ({ of: id, label: say(`${C}.Choose`, { name: id === state.challenger.character.id ? state.challenger.character.name : (state.mob?.lenders.find((lender) => lender.character.id === id)?.character.name ?? id) }) })) : [],
    result: resultView(say, input, state, names),
    warning: input.untrusted ? say(`${C}.Untrusted`) : input.noStoryteller && state.phase !== "done" ? say(`${C}.NoStoryteller`) : null,
    error: null,
  };
}

export type ChallengeCardContext = ReturnType<typeof challengeCardContext>;
