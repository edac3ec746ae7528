import { MET_CATEGORIES } from "../traits";
import { blindfightingNames, possibleCancels, possibleRetests } from "./options";
import { traitsToPutUp } from "./party";
import type { ChallengeOffers, ChallengeSide, ChallengeState, RetestOffer } from "./types";

const none = (): Record<ChallengeSide, RetestOffer[]> => ({ challenger: [], defender: [] });

/**
 * Who the challenge waits for and exactly what each side may call now: the retests of the side whose move it
 * is, the cancels of the side a retest was called against (or Blindfighting against the darkness retest), who
 * may pass or relent, how many traits each must bid, and a mob champion's choices.
 */
export function challengeOffers(state: ChallengeState): ChallengeOffers {
  const retests = none();
  const cancels = none();
  const mayPass: ChallengeSide[] = [];
  const side = state.awaiting === "challenger" || state.awaiting === "defender" ? state.awaiting : null;
  if (side && state.phase === "retest") {
    retests[side] = possibleRetests(state, side);
    mayPass.push(side);
  }
  if (side && state.phase === "cancel") {
    const pending = state.retests.at(-1);
    if (pending && (pending.kind === "ability" || pending.kind === "power" || pending.kind === "merit")) cancels[side] = possibleCancels(state, side, pending.kind);
    mayPass.push(side);
  }
  if (side && state.phase === "darkness") {
    cancels[side] = [{ kind: "darkness", names: blindfightingNames(state, side) }];
    mayPass.push(side);
  }
  const biddable: Record<ChallengeSide, string[]> = { challenger: [], defender: [] };
  if (state.phase === "declare" && state.kind !== "simple") biddable.challenger = MET_CATEGORIES.flatMap((category) => traitsToPutUp(state.challenger, category));
  const must = state.defenderCategory ?? state.challenger.category;
  if (state.phase === "bid" && state.defender && must) biddable.defender = traitsToPutUp(state.defender, must);
  const choices = state.phase === "choose" && state.mob ? [state.challenger.character.id, ...state.mob.lenders.map((lender) => lender.character.id)] : [];
  return {
    phase: state.phase,
    awaiting: state.awaiting,
    retests,
    cancels,
    mayPass,
    mayRelent: state.phase === "bid" && state.kind === "contested",
    bidsRequired: { challenger: state.challenger.bidsRequired, defender: state.defender?.bidsRequired ?? 0 },
    biddable,
    choices,
  };
}
