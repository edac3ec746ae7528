import { GrappleEscapeData } from "../data/chat/grapple-escape";
import { storedEscape, storedStart } from "../data/chat/stored-stats";
import { poolSpecOf } from "../rules/combat/roll-plan";
import { CHAIN_REVISION } from "../rules/combat/chain";
import { planGrappleEscape, resolveGrappleEscape, type GrappleEscapeInput } from "../rules/maneuvers/grapple";
import { activeStatus } from "../rules/status/active";
import { Refusing } from "../../../outcome";
import { rollFaces } from "../dice/chain-faces";
import { defenderPlayed, isChainMessage, say, statsOf, targetStateOf, type ChainMessage } from "./documents";
import { plainObject, resolveActor } from "../../../chat/records";
import { beginChain } from "./chain-record";
import { currentChain, runSteps } from "./perform";
import { serialize } from "../../../chat/serialize";
import { readChainSettings } from "../settings";
import { attackTurnOf, currentRound } from "./attack-setup";
import { targetChanges, writeTarget } from "./target-writes";
import { speakerFor } from "../../../documents/speaker";
import { classicRulesFor } from "../record-rules";
import { checkGrappleTry, grappleTurn, type GrappleTry, type GrappleTryKind } from "../rules/maneuvers/grapple-turn";
import { RulesError } from "../../../rules/errors";
import { writtenByStoryteller } from "../../../chat/records";

/** A chat message that records a grapple escape. */
export type EscapeMessage = ChatMessage.Implementation & { system: GrappleEscapeData };

export function isEscapeMessage(message: ChatMessage.Implementation | null | undefined): message is EscapeMessage {
  return message?.system instanceof GrappleEscapeData;
}

/**
 * Rolls the resisted Strength + Brawl of the held character against its holder (004 Grapple), writes each
 * side's statuses once when they change (free: the hold is gone; reversed: the holder is now held), and posts
 * the roll's card. Runs on a client that may write both characters.
 */
export function performEscape(grapple: ChainMessage, roundAction: string): Promise<void> {
  return serialize(async () => {
    const holder = resolveActor(grapple.system.attacker);
    const held = resolveActor(grapple.system.target);
    if (!holder || !held) throw new Refusing("STC.Classic.Chain.Error.ActorGone");
    // The escape is rolled under the grapple's own ruleset: Classic's resisted rolls below are its only escape so far.
    const ruleset = classicRulesFor(grapple.system.ruleset).id;
    const input: GrappleEscapeInput = { holder: statsOf(holder), held: statsOf(held), round: currentRound(holder.id ?? "") };
    checkOncePerTurn("escape", holder, held, roundAction, input.round);
    const plans = planGrappleEscape(input);
    const escapeeFaces = await rollFaces(poolSpecOf(plans.escapee), say("STC.Classic.Chain.EscapeRoll"), null);
    const holderFaces = await rollFaces(poolSpecOf(plans.holder), say("STC.Classic.Chain.HoldRoll"), null);
    const result = resolveGrappleEscape(input, escapeeFaces, holderFaces);
    // Each write is checked: one Foundry turned down stops here, and the card says nothing happened that did not.
    if (result.outcome !== "stillHeld") {
      const state = { ...targetStateOf(held), statuses: result.heldStatuses };
      if (!(await writeTarget(held, state, targetChanges(held, state)))) throw new Refusing("STC.Classic.Chain.Error.NotWritten", { name: held.name });
    }
    if (result.outcome === "reversed") {
      const state = { ...targetStateOf(holder), statuses: result.holderStatuses };
      if (!(await writeTarget(holder, state, targetChanges(holder, state)))) throw new Refusing("STC.Classic.Chain.Error.NotWritten", { name: holder.name });
    }
    const card = await ChatMessage.implementation.create({
      type: "classicEscape",
      speaker: speakerFor(held),
      system: { ruleset, holder: grapple.system.attacker, held: grapple.system.target, start: storedEscape(input), escapeeFaces, holderFaces, roundAction },
    });
    if (!card) throw new Refusing("STC.Classic.Chain.Error.NotWritten", { name: say("STC.Classic.Chain.TheCard") });
  });
}

/** The grapple tries the Storyteller's client has recorded: each escape's card, and each clinch turn's card not undone. */
export function recordedGrappleTries(): GrappleTry[] {
  const tries: GrappleTry[] = [];
  for (const message of game.messages?.contents ?? []) {
    if (!writtenByStoryteller(message)) continue;
    if (isEscapeMessage(message)) {
      const system = message.system;
      const round = (system.start as { round?: unknown }).round;
      tries.push({ kind: "escape", holderId: system.holder.actorId, heldId: system.held.actorId, turn: grappleTurn(system.roundAction, typeof round === "number" ? round : 0) });
    } else if (isChainMessage(message) && message.system.chainKind === "clinch" && !message.system.undoneBy) {
      const system = message.system;
      const round = (system.start as { round?: unknown }).round;
      tries.push({ kind: "clinchDamage", holderId: system.attacker.actorId, heldId: system.target.actorId, turn: grappleTurn(system.roundAction, typeof round === "number" ? round : 0) });
    }
  }
  return tries;
}

/**
 * Refuses a second attempt to break free, or a second clinch's damage, by the same pair in one turn (004 Grapple),
 * from the cards already written; outside a fight each press is a try of its own.
 */
export function checkOncePerTurn(kind: GrappleTryKind, holder: Actor.Implementation, held: Actor.Implementation, roundAction: string, round: number): void {
  const next: GrappleTry = { kind, holderId: holder.id ?? "", heldId: held.id ?? "", holderName: holder.name, heldName: held.name, turn: grappleTurn(roundAction, round) };
  try {
    checkGrappleTry(recordedGrappleTries(), next);
  } catch (error) {
    if (error instanceof RulesError) throw new Refusing(error.i18nKey, { ...error.data });
    throw error;
  }
}

export function checkStillHeld(grapple: ChainMessage): { holder: Actor.Implementation; held: Actor.Implementation } {
  const holder = resolveActor(grapple.system.attacker);
  const held = resolveActor(grapple.system.target);
  if (!holder || !held) throw new Refusing("STC.Classic.Chain.Error.ActorGone");
  if (!activeStatus(statsOf(held).statuses, "held", currentRound(holder.id ?? ""), holder.id ?? "")) throw new Refusing("STC.Classic.Chain.Error.NotHeld", { name: held.name, holder: holder.name });
  return { holder, held };
}

/**
 * The round action `actor` spends now: an attempt to break free and a clinch's damage each take one (004
 * Grapple), checked as an attack's is, so neither can be made twice in one action. Blank outside a round.
 */
export function actionFor(actor: Actor.Implementation): string {
  const turn = attackTurnOf(actor);
  if (turn.kind === "refused") throw new Refusing(turn.reasonKey, turn.data);
  return turn.kind === "action" ? turn.actionKey : "";
}

/**
 * A clinch's later turn (000 §2.8, 004 Grapple): a new chain for this turn's damage, which starts at the damage
 * roll and runs on through soak like any attack, written by the Storyteller's client.
 */
export async function beginClinchTurn(grapple: ChainMessage, holder: Actor.Implementation, held: Actor.Implementation, senderId: string): Promise<void> {
  // The check and the card that records the try are one piece of work, so two quick presses make one turn's damage.
  const created = await serialize(() => writeClinchTurn(grapple, holder, held, senderId));
  if (currentChain(created).next === "damageRoll") await runSteps(created, { step: "damageRoll", seen: 0 }, senderId, readChainSettings(defenderPlayed(created)));
}

async function writeClinchTurn(grapple: ChainMessage, holder: Actor.Implementation, held: Actor.Implementation, senderId: string): Promise<ChainMessage> {
  const roundAction = actionFor(holder);
  const round = currentRound(holder.id ?? "");
  checkOncePerTurn("clinchDamage", holder, held, roundAction, round);
  const original = currentChain(grapple);
  const start = { holder: statsOf(holder), held: statsOf(held), round, ...(original.plan.damageType ? { damageType: original.plan.damageType.type } : {}) };
  const options = grapple.system.classicOptions;
  const ruleset = grapple.system.ruleset;
  beginChain({ kind: "clinch", ruleset, start, options, answers: [] });
  const created = await ChatMessage.implementation.create({
    type: "classicAttack",
    speaker: speakerFor(holder),
    system: {
      kind: "clinch",
      ruleset,
      attacker: grapple.system.attacker,
      target: grapple.system.target,
      used: { ...grapple.system.used },
      start: storedStart("clinch", start),
      options: plainObject(options),
      revision: CHAIN_REVISION,
      answers: [],
      roundAction,
      startedBy: senderId,
    },
  });
  if (!isChainMessage(created)) throw new Refusing("STC.Classic.Chain.Error.NotWritten", { name: say("STC.Classic.Chain.TheCard") });
  return created;
}
