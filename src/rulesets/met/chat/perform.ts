import { writtenByStoryteller } from "../../../chat/records";
import { Refusing } from "../../../outcome";
import { RulesError } from "../../../rules/errors";
import { oneAtATime } from "../../../work-queue";
import type { MetEffect, MetEventRecord, MetSide, MetThrow } from "../data/chat";
import { applyChallengeEvent } from "../rules/challenge";
import type { ChallengeEvent, ChallengeState } from "../rules/challenge/types";
import { cardError, say, type ChallengeMessage } from "./documents";
import { replayChallenge } from "./record";
import { resultWrites, writeResult } from "./result";
import { forgetThrows, heldThrows, holdThrow } from "./secret-throws";

/** Work on one card runs one piece at a time on the Storyteller's client: a second answer reads what the first wrote. */
export function onCard<T>(message: ChallengeMessage, work: () => Promise<T>): Promise<T> {
  return oneAtATime(`met.card.${message.id ?? ""}`, work);
}

/** The challenge as the card's events leave it; a record that does not replay is refused. */
export function currentChallenge(message: ChallengeMessage): ChallengeState {
  try {
    return replayChallenge(message);
  } catch (error) {
    throw new Refusing(cardError("RecordInvalid"), { reason: error instanceof Error ? error.message : String(error) });
  }
}

/** The checks every answer to a card passes on the Storyteller's client: this client, a card it wrote, not over, as seen. */
export function checkCard(message: ChallengeMessage, seen: number): ChallengeState {
  if (!game.user?.isGM) throw new Refusing(cardError("StorytellerOnly"));
  if (!writtenByStoryteller(message)) throw new Refusing(cardError("NotStorytellers"));
  const state = currentChallenge(message);
  if (message.system.applied || state.phase === "done") throw new Refusing(cardError("Over"));
  if (message.system.eventRecords.length !== seen) throw new Refusing(cardError("Stale"));
  return state;
}

/** The rules' answer to one event: the new state, or the rule's refusal (out of turn, a retest not offered). */
function advance(state: ChallengeState, event: ChallengeEvent): ChallengeState {
  try {
    return applyChallengeEvent(state, event);
  } catch (error) {
    if (error instanceof RulesError) throw error;
    throw new Refusing(cardError("RecordInvalid"), { reason: error instanceof Error ? error.message : String(error) });
  }
}

const NO_MARKS = { challenger: false, defender: false };

/**
 * Records `event` on the card for `by`: the rules take it first; when the challenge ends with it, its result is
 * written to the characters (each in one write) before the card, and the card only once they stand. Runs on the
 * active Storyteller's client, inside onCard.
 */
async function record(message: ChallengeMessage, state: ChallengeState, event: ChallengeEvent, by: string, effect?: MetEffect): Promise<ChallengeState> {
  const next = advance(state, event);
  const events: MetEventRecord[] = [...message.system.eventRecords, { event, by }];
  const update: Record<string, unknown> = { "system.events": events, "system.thrown": NO_MARKS };
  // The defender's bid names what its own victory condition does, kept beside the challenger's.
  if (effect && state.defender) update["system.effects"] = { ...message.system.effectsBy, [state.defender.character.id]: effect };
  if (next.phase === "done") {
    await writeResult(resultWrites(message, next));
    update["system.applied"] = true;
  }
  // A new exchange of throws starts with no one thrown and nothing held from an earlier one.
  forgetThrows(message.id ?? "");
  if (!(await message.update(update as ChatMessage.UpdateData))) throw new Refusing(cardError("NotWritten"), { name: say("STC.Met.Card.TheCard") });
  return next;
}

/** One declared event from a side (a bid, a relent, a retest, a cancel, a pass, a mob's choice), `seen` as the card was. */
export function performEvent(message: ChallengeMessage, event: ChallengeEvent, seen: number, by: string, effect?: MetEffect): Promise<ChallengeState> {
  return onCard(message, async () => {
    const state = checkCard(message, seen);
    if (event.type === "throws") throw new Refusing(cardError("ThrowsSecret"));
    return record(message, state, event, by, event.type === "bid" ? effect : undefined);
  });
}

/**
 * A side's throw arrives at the Storyteller's client (from its player's client alone, or thrown here). It is held
 * in this client's memory; the card learns only that the side has thrown. With both in, they are written together
 * as the one `throws` event: the reveal.
 */
export function receiveThrow(message: ChallengeMessage, side: MetSide, thrown: MetThrow, seen: number, by: string): Promise<ChallengeState> {
  return onCard(message, async () => {
    const state = checkCard(message, seen);
    if (state.phase !== "throws") throw new Refusing(cardError("NoThrowNow"));
    const id = message.id ?? "";
    const marks = message.system.thrown;
    const before = heldThrows(id);
    // A mark with no throw behind it: this client was reloaded since and lost it; that side throws again.
    const stillHeld = { challenger: marks.challenger && before.challenger !== undefined, defender: marks.defender && before.defender !== undefined };
    if (stillHeld[side]) throw new Refusing(cardError("AlreadyThrown"));
    const throws = holdThrow(id, side, thrown);
    if (throws.challenger !== undefined && throws.defender !== undefined && stillHeld[side === "challenger" ? "defender" : "challenger"]) {
      return record(message, state, { type: "throws", challenger: throws.challenger, defender: throws.defender }, by);
    }
    const update = { "system.thrown": { ...stillHeld, [side]: true } };
    if (!(await message.update(update as ChatMessage.UpdateData))) throw new Refusing(cardError("NotWritten"), { name: say("STC.Met.Card.TheCard") });
    return state;
  });
}
