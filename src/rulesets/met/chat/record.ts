import { applyChallengeEvent } from "../rules/challenge";
import type { ChallengeState } from "../rules/challenge/types";
import type { ChallengeMessage } from "./documents";

/** The challenge as a card's events leave it; throws when a stored event does not fit (a damaged record). */
export function replayChallenge(message: ChallengeMessage): ChallengeState {
  let state = message.system.startState;
  for (const record of message.system.eventRecords) state = applyChallengeEvent(state, record.event);
  return state;
}
