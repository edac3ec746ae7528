import { owns, plainObject, resolveActor, type ActorRef } from "../../../chat/records";
import { speakerFor } from "../../../documents/speaker";
import { answerFor, askShowingRefusal, done, type Outcome, Refusing } from "../../../outcome";
import { accepting, actorRef, flag, oneOf, orNull, readPayload, whole, type Read } from "../../../queries/payload-fields";
import { askActiveGm, defineRequest } from "../../../queries/registry";
import { metCharacterOf } from "../data/character";
import { MET_CARD_KINDS, victoryEffectOf, type MetCardKind, type MetEffect, type MetEventRecord } from "../data/chat";
import { applyChallengeEvent, startChallenge, startMobChallenge } from "../rules/challenge";
import type { ChallengeEvent, ChallengeSide, ChallengeState } from "../rules/challenge/types";
import { isCategory, type MetCategory } from "../rules/traits";
import { MOB_MAX_BONUS } from "../rules/challenge/start";
import { cardError, isChallengeMessage } from "../chat/documents";
import { targetSeenBy } from "../../../chat/targets";
import { isCondition, readEffect, readNames } from "./payload-read";

/** The most traits one bid names: one, and one more for each negative trait called, wounds and a mob of five. */
const MAX_BID = 12;

/** A mob's attacker lending to the champion: who, the traits it bids, its own victory condition and what it does. */
export interface LenderPayload {
  actor: ActorRef;
  traits: string[];
  victoryCondition: string;
  effect: MetEffect;
}

/** What a client asks when it begins a challenge: the challenger's declaration (003 Contested Tests) and the test. */
export interface ChallengeStartPayload {
  kind: MetCardKind;
  challenger: ActorRef;
  /** The target of a contested challenge or a mob; null for a static or simple test. */
  defender: ActorRef | null;
  /** A static test's difficulty in traits, set by the Storyteller; null otherwise. */
  difficulty: number | null;
  /** A simple test that only a win passes. */
  needsWin: boolean;
  /** The Storyteller's call that the target did not see it coming (003 Surprise). */
  surprise: boolean;
  /** A mixed challenge (003 Mixed Challenges): the category the defender bids in; null: the challenger's own. */
  defenderCategory: MetCategory | null;
  /** Who cannot see the other (003 Darkness). */
  blind: PerSide;
  /** Who moves more than one step this turn: −1 trait in a physical challenge (003 Movement). */
  moved: PerSide;
  victoryCondition: string;
  effect: MetEffect;
  /** The traits bid, the first one first (none for a simple test). */
  traits: string[];
  lenders: LenderPayload[];
}

/** One yes or no for each side of the challenge. */
export type PerSide = Record<ChallengeSide, boolean>;

/** One yes or no for each side. */
function readPerSide(value: unknown, field: string): Read<PerSide> {
  const read = readPayload(value, { challenger: flag, defender: flag });
  return read.ok ? read : { ok: false, field };
}

function readLender(value: unknown, field: string): Read<LenderPayload> {
  return readPayload(value, { actor: actorRef, traits: (traits: unknown, name: string) => readNames(traits, name, MAX_BID), victoryCondition, effect: readEffect }, field);
}

/** A victory condition as the card keeps it: a sentence, trimmed. */
function victoryCondition(value: unknown, field: string): Read<string> {
  return isCondition(value) ? { ok: true, value: value.trim() } : { ok: false, field };
}

function readLenders(value: unknown, field: string): Read<LenderPayload[]> {
  if (!Array.isArray(value) || value.length > MOB_MAX_BONUS * 2) return { ok: false, field };
  const lenders: LenderPayload[] = [];
  for (const [index, entry] of value.entries()) {
    const read = readLender(entry, `${field}.${index}`);
    if (!read.ok) return read;
    lenders.push(read.value);
  }
  return { ok: true, value: lenders };
}

export function readChallengeStart(value: unknown): Read<ChallengeStartPayload> {
  return readPayload(value, {
    kind: oneOf(MET_CARD_KINDS),
    challenger: actorRef,
    defender: orNull(actorRef),
    difficulty: orNull(whole(0, 30)),
    needsWin: flag,
    surprise: flag,
    defenderCategory: orNull(accepting(isCategory)),
    blind: readPerSide,
    moved: readPerSide,
    victoryCondition,
    effect: readEffect,
    traits: (traits: unknown, field: string) => readNames(traits, field, MAX_BID),
    lenders: readLenders,
  });
}

export type ChallengeStartAnswer = Outcome<{ messageId: string }>;

function actorOf(ref: ActorRef): Actor.Implementation {
  const actor = resolveActor(ref);
  if (!actor) throw new Refusing(cardError("ActorGone"));
  return actor;
}

/** A player challenges a token they can see; the Storyteller whom they like. */
function checkSeen(ref: ActorRef, sender: User.Implementation): void {
  if (!targetSeenBy(sender, ref)) throw new Refusing(cardError("TargetUnseen"));
}

/**
 * The situation a player may state and the one only the Storyteller may: a player says that their own character
 * cannot see or moves more than one step (it costs them), and may declare a mixed challenge; that the target is
 * blind, moved or surprised is the Storyteller's call (003 Darkness, Movement, Surprise). A static or simple test
 * has no defender to be blind or to have moved.
 */
function checkSituation(payload: ChallengeStartPayload, sender: User.Implementation): void {
  if (payload.surprise && !sender.isGM) throw new Refusing(cardError("SurpriseStoryteller"));
  if (payload.defender === null && (payload.blind.defender || payload.moved.defender)) throw new Refusing(cardError("NoTargetHere"));
  if (!sender.isGM && (payload.blind.defender || payload.moved.defender)) throw new Refusing(cardError("TargetSituationStoryteller"));
}

/** The challenge the payload describes, from the documents alone, and the challenger's declaration as its first event. */
function challengeOf(payload: ChallengeStartPayload, sender: User.Implementation): { start: ChallengeState; declare: ChallengeEvent; effects: Record<string, MetEffect> } {
  const challengerActor = actorOf(payload.challenger);
  if (!owns(challengerActor, sender)) throw new Refusing("STC.Error.NotOwner", { name: challengerActor.name });
  checkSituation(payload, sender);
  const contested = payload.kind === "contested" || payload.kind === "mob";
  if (contested !== (payload.defender !== null)) throw new Refusing(cardError(contested ? "NoTarget" : "NoTargetHere"));
  if (payload.kind === "static" && (!sender.isGM || payload.difficulty === null)) throw new Refusing(cardError("StaticByStoryteller"));
  if (payload.kind !== "static" && payload.difficulty !== null) throw new Refusing(cardError("Forged"), { field: "difficulty" });
  if (payload.kind !== "mob" && payload.lenders.length > 0) throw new Refusing(cardError("Forged"), { field: "lenders" });
  const challenger = metCharacterOf(challengerActor);
  const effects: Record<string, MetEffect> = { [challenger.id]: payload.effect };
  const [firstTrait, ...moreTraits] = payload.traits;
  let start: ChallengeState;
  let target: string | undefined;
  if (payload.defender) {
    checkSeen(payload.defender, sender);
    const defender = metCharacterOf(actorOf(payload.defender));
    target = defender.id;
    if (payload.kind === "mob") {
      const lenders = payload.lenders.map((lender) => {
        const actor = actorOf(lender.actor);
        // A lender risks the traits it bids when the champion loses: only its owner (or the Storyteller) lends it.
        if (!owns(actor, sender)) throw new Refusing(cardError("LenderNotOwned"), { name: actor.name });
        const character = metCharacterOf(actor);
        effects[character.id] = lender.effect;
        const effect = victoryEffectOf(lender.effect);
        return { character, traits: lender.traits, victoryCondition: lender.victoryCondition, ...(effect ? { effect } : {}) };
      });
      start = startMobChallenge({ champion: challenger, lenders, target: defender, surprise: payload.surprise, blind: payload.blind, moved: payload.moved });
    } else {
      start = startChallenge({ kind: "contested", challenger, defender, surprise: payload.surprise, blind: payload.blind, moved: payload.moved });
    }
  } else {
    const alone = { blind: { challenger: payload.blind.challenger }, moved: { challenger: payload.moved.challenger } };
    start = startChallenge({ kind: payload.kind === "static" ? "static" : "simple", challenger, ...alone, ...(payload.kind === "static" ? { difficulty: payload.difficulty ?? 0 } : { needsWin: payload.needsWin }) });
  }
  const effect = victoryEffectOf(payload.effect);
  const declare: ChallengeEvent = {
    type: "declare",
    victoryCondition: payload.victoryCondition,
    ...(effect ? { effect } : {}),
    ...(target !== undefined ? { target } : {}),
    ...(payload.defenderCategory !== null ? { defenderCategory: payload.defenderCategory } : {}),
    ...(firstTrait !== undefined ? { firstTrait, moreTraits } : {}),
  };
  // The rules check the declaration before any card exists (a trait not held, a bid too short, a mob not physical).
  applyChallengeEvent(start, declare);
  return { start, declare, effects };
}

async function startCard(payload: unknown, sender: User.Implementation): Promise<ChallengeStartAnswer> {
  const read = readChallengeStart(payload);
  if (!read.ok) throw new Refusing(cardError("Forged"), { field: read.field });
  const { start, declare, effects } = challengeOf(read.value, sender);
  const events: MetEventRecord[] = [{ event: declare, by: sender.id ?? "" }];
  const created = await ChatMessage.implementation.create({
    type: "metChallenge",
    speaker: speakerFor(resolveActor(read.value.challenger)),
    system: {
      kind: read.value.kind,
      challenger: read.value.challenger,
      defender: read.value.defender ?? { actorId: "", tokenUuid: "" },
      lenders: read.value.lenders.map((lender) => lender.actor),
      start: plainObject(start),
      events: events.map((entry) => plainObject(entry)),
      effects: plainObject(effects),
      thrown: { challenger: false, defender: false },
      applied: false,
      startedBy: sender.id ?? "",
    },
  } as ChatMessage.CreateData);
  if (!isChallengeMessage(created) || !created.id) throw new Refusing(cardError("NotWritten"), { name: read.value.victoryCondition });
  return done({ messageId: created.id });
}

/**
 * The Storyteller's side of `metChallengeStart`: the challenge is built here from the documents the payload
 * names and the sender may use, the declaration checked by the rules, and the card written here.
 */
export async function handleChallengeStart(payload: unknown, sender: User.Implementation): Promise<ChallengeStartAnswer> {
  return answerFor(sender, () => startCard(payload, sender));
}

/** Asks the Storyteller's client for the challenge; a refusal is shown to this user, translated. */
export async function requestChallenge(payload: ChallengeStartPayload): Promise<ChallengeStartAnswer> {
  return askShowingRefusal(() => askActiveGm("metChallengeStart", payload));
}

export function defineChallengeStartRequest(): void {
  defineRequest("metChallengeStart", handleChallengeStart);
}
