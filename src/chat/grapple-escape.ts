import { GrappleEscapeData } from "../data/chat/grapple-escape";
import { storedEscape, storedStart } from "../data/chat/stored-stats";
import { askActiveGm, NoActiveGmError } from "../queries/registry";
import { poolSpecOf } from "../rules/combat/roll-plan";
import { RulesError } from "../rules/errors";
import { planGrappleEscape, resolveGrappleEscape, type GrappleEscapeInput } from "../rules/maneuvers/grapple";
import { activeStatus } from "../rules/status/active";
import { ChainRefusal, type StepResult } from "./chain-error";
import { replayChain } from "./chain-record";
import { rollFaces } from "./dice";
import { chainRecord, isChainMessage, participantOf, plainObject, resolveActor, say, statsOf, targetStateOf, type ChainMessage } from "./documents";
import { beginChain } from "./chain-record";
import { requestStep } from "./requests";
import { serialize } from "./serialize";
import { currentRound } from "./start-attack";
import { targetChanges, writeTarget } from "./target-writes";
import { speakerFor } from "../documents/speaker";

/** A held character's request to break free, sent to the Storyteller's client: the grapple's message and who asks. */
export interface EscapePayload {
  messageId: string;
  userId: string;
}

/** A chat message that records a grapple escape. */
export type EscapeMessage = ChatMessage.Implementation & { system: GrappleEscapeData };

export function isEscapeMessage(message: ChatMessage.Implementation | null | undefined): message is EscapeMessage {
  return message?.system instanceof GrappleEscapeData;
}

function refusal(error: unknown): StepResult {
  if (error instanceof ChainRefusal) return { ok: false, key: error.key, data: error.data };
  if (error instanceof RulesError) return { ok: false, key: error.i18nKey, data: { ...error.data } };
  if (error instanceof NoActiveGmError) return { ok: false, key: "STC.Chain.NoStoryteller", data: {} };
  return { ok: false, key: "STC.Chain.Error.Failed", data: { reason: error instanceof Error ? error.message : String(error) } };
}

/**
 * Rolls the resisted Strength + Brawl of the held character against its holder (004 Grapple), writes each
 * side's statuses once when they change (free: the hold is gone; reversed: the holder is now held), and posts
 * the roll's card. Runs on a client that may write both characters.
 */
function performEscape(grapple: ChainMessage): Promise<void> {
  return serialize(async () => {
    const holder = resolveActor(grapple.system.attacker);
    const held = resolveActor(grapple.system.target);
    if (!holder || !held) throw new ChainRefusal("STC.Chain.Error.ActorGone");
    const input: GrappleEscapeInput = { holder: statsOf(holder), held: statsOf(held), round: currentRound(holder.id ?? "") };
    const plans = planGrappleEscape(input);
    const escapeeFaces = await rollFaces(poolSpecOf(plans.escapee), say("STC.Chain.EscapeRoll"), null);
    const holderFaces = await rollFaces(poolSpecOf(plans.holder), say("STC.Chain.HoldRoll"), null);
    const result = resolveGrappleEscape(input, escapeeFaces, holderFaces);
    // Each write is checked: one Foundry turned down stops here, and the card says nothing happened that did not.
    if (result.outcome !== "stillHeld") {
      const state = { ...targetStateOf(held), statuses: result.heldStatuses };
      if (!(await writeTarget(held, state, targetChanges(held, state)))) throw new ChainRefusal("STC.Chain.Error.NotWritten", { name: held.name });
    }
    if (result.outcome === "reversed") {
      const state = { ...targetStateOf(holder), statuses: result.holderStatuses };
      if (!(await writeTarget(holder, state, targetChanges(holder, state)))) throw new ChainRefusal("STC.Chain.Error.NotWritten", { name: holder.name });
    }
    const card = await ChatMessage.implementation.create({
      type: "escape",
      speaker: speakerFor(held),
      system: { holder: grapple.system.attacker, held: grapple.system.target, start: storedEscape(input), escapeeFaces, holderFaces },
    });
    if (!card) throw new ChainRefusal("STC.Chain.Error.NotWritten", { name: say("STC.Chain.TheCard") });
  });
}

function checkStillHeld(grapple: ChainMessage): void {
  const holder = resolveActor(grapple.system.attacker);
  const held = resolveActor(grapple.system.target);
  if (!holder || !held) throw new ChainRefusal("STC.Chain.Error.ActorGone");
  if (!activeStatus(statsOf(held).statuses, "held", currentRound(holder.id ?? ""), holder.id ?? "")) throw new ChainRefusal("STC.Chain.Error.NotHeld", { name: held.name, holder: holder.name });
}

/** The held character's button on a grapple's card: rolled here when this client may write both, else by the Storyteller's. */
export async function requestEscape(grapple: ChainMessage): Promise<StepResult> {
  const user = game.user;
  let result: StepResult;
  try {
    if (!user?.id || !grapple.id) throw new ChainRefusal("STC.Chain.Error.Failed", { reason: "no user or message" });
    const who = participantOf(user, grapple);
    if (!who.isGM && !who.ownsTarget) throw new ChainRefusal("STC.Chain.Error.NotYours", { step: say("STC.Chain.BreakFreeStep") });
    checkStillHeld(grapple);
    if (who.isGM || (who.ownsTarget && who.ownsAttacker)) {
      await performEscape(grapple);
      result = { ok: true };
    } else result = await askActiveGm("storyteller-combat.grappleEscape", { messageId: grapple.id, userId: user.id });
  } catch (error) {
    result = refusal(error);
  }
  if (!result.ok) ui.notifications?.warn(say(result.key, result.data));
  return result;
}

/** The Storyteller's side of `storyteller-combat.grappleEscape`: only the held character's owner may ask. */
export async function handleEscape(data: unknown): Promise<StepResult> {
  const payload = typeof data === "object" && data !== null ? (data as Record<string, unknown>) : {};
  const keys = Object.keys(payload);
  const caller = typeof payload.userId === "string" ? game.users?.get(payload.userId) : undefined;
  const name = caller?.name ?? say("STC.Chain.UnknownUser");
  let result: StepResult;
  try {
    if (keys.length !== 2 || typeof payload.messageId !== "string" || !caller) throw new ChainRefusal("STC.Chain.Error.Forged", { field: keys.join(", ") });
    const grapple = game.messages?.get(payload.messageId);
    if (!isChainMessage(grapple)) throw new ChainRefusal("STC.Chain.Error.UnknownMessage");
    const who = participantOf(caller, grapple);
    if (!who.isGM && !who.ownsTarget) throw new ChainRefusal("STC.Chain.Error.NotYours", { step: say("STC.Chain.BreakFreeStep") });
    checkStillHeld(grapple);
    await performEscape(grapple);
    result = { ok: true };
  } catch (error) {
    result = refusal(error);
  }
  if (!result.ok) ui.notifications?.warn(say("STC.Chain.Refused", { user: name, reason: say(result.key, result.data) }));
  return result;
}

/**
 * The holder's button on a clinch's card: a new chain for this turn's damage (000 §2.8, 004 Grapple), which
 * starts at the damage roll and runs on through soak like any attack.
 */
export async function startClinchDamage(grapple: ChainMessage): Promise<StepResult> {
  let result: StepResult;
  try {
    const holder = resolveActor(grapple.system.attacker);
    const held = resolveActor(grapple.system.target);
    if (!holder || !held) throw new ChainRefusal("STC.Chain.Error.ActorGone");
    if (!holder.isOwner) throw new ChainRefusal("STC.Error.NotOwner", { name: holder.name });
    const original = replayChain(chainRecord(grapple));
    const start = { holder: statsOf(holder), held: statsOf(held), round: currentRound(holder.id ?? ""), ...(original.plan.damageType ? { damageType: original.plan.damageType.type } : {}) };
    const options = grapple.system.classicOptions;
    const chain = beginChain({ kind: "clinch", start, options, answers: [] });
    const created = await ChatMessage.implementation.create({
      type: "attack",
      speaker: speakerFor(holder),
      system: { kind: "clinch", attacker: grapple.system.attacker, target: grapple.system.target, used: { ...grapple.system.used }, start: storedStart("clinch", start), options: plainObject(options), answers: [] },
    });
    if (!isChainMessage(created)) throw new ChainRefusal("STC.Chain.Error.Failed", { reason: "message" });
    // The roll's own refusal is shown by requestStep.
    if (chain.next === "damageRoll") return await requestStep(created, { step: "damageRoll", seen: 0 });
    result = { ok: true };
  } catch (error) {
    result = refusal(error);
  }
  if (!result.ok) ui.notifications?.warn(say(result.key, result.data));
  return result;
}
