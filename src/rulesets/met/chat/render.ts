import { writtenByStoryteller } from "../../../chat/records";
import { configuredStatusEffects } from "../../../compat";
import { replayedForCard } from "../../../chat/replayed";
import { challengeCardContext, type ChallengeCardContext, type ChallengeCardInput } from "./card-context";
import { cardError, say, type ChallengeMessage } from "./documents";
import { replayChallenge } from "./record";
import { answersFor } from "./sides";

/** The statuses a victory condition may set: the table's own list, with their names. */
export function statusChoices(): { id: string; label: string }[] {
  return configuredStatusEffects().map((entry) => ({ id: entry.id, label: say(entry.name ?? entry.id) }));
}

/** What the card of `message` shows this client's user, read from the message alone. */
export function challengeCardInput(message: ChallengeMessage): ChallengeCardInput {
  const system = message.system;
  const user = game.user;
  const { value: state, error } = replayedForCard(() => replayChallenge(message), cardError("RecordInvalid"));
  return {
    kind: system.cardKind,
    state,
    error,
    thrown: { challenger: system.thrown.challenger, defender: system.thrown.defender },
    effects: system.effectsBy,
    applied: system.applied,
    answers: { challenger: user ? answersFor(user, message, "challenger") : false, defender: user ? answersFor(user, message, "defender") : false },
    isGM: user?.isGM === true,
    untrusted: !writtenByStoryteller(message),
    noStoryteller: !game.users?.activeGM,
    statuses: statusChoices(),
    lang: game.i18n?.lang ?? "en",
  };
}

export function challengeCardContextOf(message: ChallengeMessage): ChallengeCardContext {
  return challengeCardContext(challengeCardInput(message), (key, data) => say(key, data ?? {}));
}
