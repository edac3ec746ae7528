import { GrappleEscapeData } from "../data/chat/grapple-escape";
import { storedEscape, storedStart } from "../data/chat/stored-stats";
import { poolSpecOf } from "../rules/combat/roll-plan";
import { planGrappleEscape, resolveGrappleEscape, type GrappleEscapeInput } from "../rules/maneuvers/grapple";
import { activeStatus } from "../rules/status/active";
import { Refusing } from "../../../outcome";
import { rollFaces } from "./dice";
import { isChainMessage, say, statsOf, targetStateOf, type ChainMessage } from "./documents";
import { plainObject, resolveActor } from "../../../chat/records";
import { beginChain } from "./chain-record";
import { currentChain, runSteps } from "./perform";
import { serialize } from "../../../chat/serialize";
import { readChainSettings } from "./chain-settings";
import { attackTurnOf, currentRound } from "./attack-setup";
import { targetChanges, writeTarget } from "./target-writes";
import { speakerFor } from "../../../documents/speaker";
import { classicRulesFor } from "../record-rules";

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
    if (!holder || !held) throw new Refusing("STC.Chain.Error.ActorGone");
    // The escape is rolled under the grapple's own ruleset: Classic's resisted rolls below are its only escape so far.
    const ruleset = classicRulesFor(grapple.system.ruleset).id;
    const input: GrappleEscapeInput = { holder: statsOf(holder), held: statsOf(held), round: currentRound(holder.id ?? "") };
    const plans = planGrappleEscape(input);
    const escapeeFaces = await rollFaces(poolSpecOf(plans.escapee), say("STC.Chain.EscapeRoll"), null);
    const holderFaces = await rollFaces(poolSpecOf(plans.holder), say("STC.Chain.HoldRoll"), null);
    const result = resolveGrappleEscape(input, escapeeFaces, holderFaces);
    // Each write is checked: one Foundry turned down stops here, and the card says nothing happened that did not.
    if (result.outcome !== "stillHeld") {
      const state = { ...targetStateOf(held), statuses: result.heldStatuses };
      if (!(await writeTarget(held, state, targetChanges(held, state)))) throw new Refusing("STC.Chain.Error.NotWritten", { name: held.name });
    }
    if (result.outcome === "reversed") {
      const state = { ...targetStateOf(holder), statuses: result.holderStatuses };
      if (!(await writeTarget(holder, state, targetChanges(holder, state)))) throw new Refusing("STC.Chain.Error.NotWritten", { name: holder.name });
    }
    const card = await ChatMessage.implementation.create({
      type: "escape",
      speaker: speakerFor(held),
      system: { ruleset, holder: grapple.system.attacker, held: grapple.system.target, start: storedEscape(input), escapeeFaces, holderFaces, roundAction },
    });
    if (!card) throw new Refusing("STC.Chain.Error.NotWritten", { name: say("STC.Chain.TheCard") });
  });
}

export function checkStillHeld(grapple: ChainMessage): { holder: Actor.Implementation; held: Actor.Implementation } {
  const holder = resolveActor(grapple.system.attacker);
  const held = resolveActor(grapple.system.target);
  if (!holder || !held) throw new Refusing("STC.Chain.Error.ActorGone");
  if (!activeStatus(statsOf(held).statuses, "held", currentRound(holder.id ?? ""), holder.id ?? "")) throw new Refusing("STC.Chain.Error.NotHeld", { name: held.name, holder: holder.name });
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
    const roundAction = actionFor(holder);
    const original = currentChain(grapple);
    const start = { holder: statsOf(holder), held: statsOf(held), round: currentRound(holder.id ?? ""), ...(original.plan.damageType ? { damageType: original.plan.damageType.type } : {}) };
    const options = grapple.system.classicOptions;
    const ruleset = grapple.system.ruleset;
    const chain = beginChain({ kind: "clinch", ruleset, start, options, answers: [] });
    const created = await ChatMessage.implementation.create({
      type: "attack",
      speaker: speakerFor(holder),
      system: {
        kind: "clinch",
        ruleset,
        attacker: grapple.system.attacker,
        target: grapple.system.target,
        used: { ...grapple.system.used },
        start: storedStart("clinch", start),
        options: plainObject(options),
        answers: [],
        roundAction,
        startedBy: senderId,
      },
    });
    if (!isChainMessage(created)) throw new Refusing("STC.Chain.Error.NotWritten", { name: say("STC.Chain.TheCard") });
    if (chain.next === "damageRoll") await runSteps(created, { step: "damageRoll", seen: 0 }, senderId, readChainSettings());
}
