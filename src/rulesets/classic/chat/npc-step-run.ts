import { defaultAttackValues } from "../apps/attack-form";
import { sheetPoolsOf } from "../apps/tracker/declaration-input";
import { NpcStepData, type NpcStepChainRecord } from "../data/chat/npc-step";
import { handleChainStart } from "../requests/chain-start";
import type { RoundCombat } from "../round/round-combat";
import type { DefenceKind } from "../rules/actions/declaration";
import { declaredAttackKey, planNpcStep, type NpcStepAttack, type NpcStepCombatant } from "../rules/turns/npc-step";
import { isActionPhase } from "../rules/turns/round-internals";
import { readChainSettings } from "../settings";
import { chainItemOf, gatherSetup } from "./attack-setup";
import { stepSide } from "./chain-record";
import { CHAIN_HOOKS } from "./chain-hooks";
import { defenderPlayed, isChainMessage, type ChainMessage } from "./documents";
import { currentChain, runSteps } from "./perform";
import type { StepRequest } from "./step-request";
import { playedByPlayer, standingNpcSteps, writeNpcStepCard } from "../../../chat/npc-step/run";
import { writtenByStoryteller } from "../../../chat/records";
import { done, refusalOf, Refusing, type Outcome } from "../../../outcome";

/** A message that records an NPC step. */
export type NpcStepMessage = ChatMessage.Implementation & { system: NpcStepData };

export function isNpcStepMessage(message: ChatMessage.Implementation | null | undefined): message is NpcStepMessage {
  return message?.system instanceof NpcStepData;
}

/** The key the round bridge gives an action an attack uses (round/combat-bridge.ts `actionKey`). */
function actionKey(combat: RoundCombat, roundKey: string, combatantId: string, actionIndex: number): string {
  return [combat.id ?? "", roundKey, combatantId, actionIndex].join(".");
}

/** The round's name among the combat's rounds, as the bridge writes it into an action's key. */
export function roundKeyOf(combat: RoundCombat): string {
  const state = combat.roundState;
  return state ? String(state.roundId ?? state.round) : "";
}

/** Every step's card a Storyteller's client wrote and nobody has undone. */
const standingStepMessages = () => standingNpcSteps(isNpcStepMessage);

/** The step's cards standing (not undone) for this turn of this fight, written by a Storyteller's client. */
export function standingSteps(combatId: string, roundKey: string, turnKey: string): NpcStepMessage[] {
  return standingStepMessages().filter((message) => message.system.combatId === combatId && message.system.roundKey === roundKey && message.system.turnKey === turnKey);
}

/** The plan of the combat's current turn, from the documents: who a player plays, which actions an attack card already used. */
export function npcStepPlanOf(combat: RoundCombat) {
  const state = combat.roundState;
  if (!state) return null;
  const roundKey = roundKeyOf(combat);
  const combatants: NpcStepCombatant[] = combat.combatants.contents.map((combatant) => ({ id: combatant.id ?? "", played: playedByPlayer(combatant.actor), hasCharacter: combatant.actor !== null }));
  const keys = new Set(
    (game.messages?.contents ?? []).flatMap((message) => (isChainMessage(message) && writtenByStoryteller(message) && !message.system.undoneBy && message.system.roundAction ? [message.system.roundAction] : [])),
  );
  const used = state.combatants.flatMap((combatant) => combatant.actions.filter((action) => keys.has(actionKey(combat, roundKey, combatant.id, action.index))).map((action) => `${combatant.id}.${action.index}`));
  return planNpcStep({ state, combatants, used });
}

/** The chains an NPC step is still driving on this client: their own steps' hooks do not start another drive. */
const driving = new Set<string>();
let continuing: Promise<unknown> = Promise.resolve();

/**
 * Performs every step of the chain the Storyteller owns, as the Storyteller's own presses on its card would (the
 * same `runSteps`, the same rules and records): the attack's rolls, the Storyteller's target's declared defence,
 * its soak and the result. It stops at a step the target's player answers, at the end, or at a refusal (the card
 * then waits for the Storyteller, who sees why on it).
 */
export async function driveChain(message: ChainMessage, defence: DefenceKind | "none" | null): Promise<Outcome> {
  const storyteller = game.user;
  if (!storyteller?.isGM || !message.id) return done();
  driving.add(message.id);
  try {
    // Each pass takes a step or more; a chain has seven steps at most.
    for (let pass = 0; pass < 8; pass += 1) {
      if (message.system.undoneBy) return done();
      const chain = currentChain(message);
      if (chain.next === "done") return done();
      const played = defenderPlayed(message);
      if (played && stepSide(chain.next) === "defender") return done();
      const request: StepRequest = { step: chain.next, seen: message.system.chainAnswers.length };
      if (chain.next === "defenceChoice") {
        if (defence === null) return done();
        request.defence = { kind: defence };
      }
      await runSteps(message, request, storyteller.id ?? "", readChainSettings(played));
    }
    return done();
  } catch (error) {
    return refusalOf(error);
  } finally {
    driving.delete(message.id);
  }
}

/** The standing NPC step a chain card belongs to, if any. */
function stepOf(messageId: string): NpcStepMessage | undefined {
  return standingStepMessages().find((message) => message.system.records.some((record) => record.messageId === messageId));
}

/**
 * After a player answers the defence on a chain of an NPC step, the Storyteller's client carries the chain on
 * (damage, soak, result) as the step would have: the card waits for that answer only. Queued after the step that
 * called the hook, which still holds the chain's queue.
 */
export function registerNpcStepContinuation(): void {
  Hooks.on(CHAIN_HOOKS.step, (message: ChatMessage.Implementation, entry: { step: string }) => {
    if (!isChainMessage(message) || !message.id || driving.has(message.id) || entry.step === "undo" || entry.step === "begin") return;
    if (!game.user?.isGM || !stepOf(message.id)) return;
    continuing = continuing.then(() => driveChain(message, null));
  });
}

/** Settles once every continuation queued so far has run (the tests wait on it). */
export function npcStepContinuations(): Promise<unknown> {
  return continuing;
}

/** Begins one NPC attack through the same handler a player's attack request reaches, then drives its chain. */
async function beginAttack(combat: RoundCombat, attack: NpcStepAttack, sender: User.Implementation): Promise<NpcStepChainRecord> {
  const record: NpcStepChainRecord = { messageId: "", attackerId: attack.attackerId, targetId: attack.targetId, refusal: null };
  const attackerCombatant = combat.combatants.get(attack.attackerId);
  const targetCombatant = combat.combatants.get(attack.targetId);
  const attacker = attackerCombatant?.actor ?? null;
  const target = targetCombatant?.actor ?? null;
  try {
    if (!attacker || !target) throw new Refusing("STC.Classic.Chain.Error.ActorGone");
    const key = declaredAttackKey(attack.pool, sheetPoolsOf(attacker).attacks);
    const item = key && key !== "unarmed" ? (attacker.items.get(key) ?? null) : null;
    const setup = gatherSetup(attacker, item ? chainItemOf(item) : null, target, sender);
    const started = await handleChainStart(
      {
        attacker: { actorId: attacker.id ?? "", tokenUuid: attackerCombatant?.token?.uuid ?? "" },
        target: { actorId: target.id ?? "", tokenUuid: targetCombatant?.token?.uuid ?? "" },
        itemId: item?.id ?? "",
        values: defaultAttackValues(setup),
        combatantId: attack.targetId,
      },
      sender,
    );
    if (!started.ok) throw new Refusing(started.key, started.data);
    record.messageId = started.value;
    const message = game.messages?.get(started.value);
    if (isChainMessage(message)) await driveChain(message, attack.waitsForPlayer ? null : attack.defence);
  } catch (error) {
    const refusal = refusalOf(error);
    record.refusal = { key: refusal.key, data: refusal.data };
  }
  return record;
}

/**
 * The step on the Storyteller's client: the turn must be the one the button showed, no step may stand for it
 * already, and it must hold an NPC attack. Each attack is begun and driven in turn (a later one reads the target
 * as the earlier left it); then one card records them all. Answers the card's id.
 */
export async function runNpcStep(combat: RoundCombat, turnKey: string, sender: User.Implementation): Promise<Outcome<string>> {
  if (!sender.isGM) throw new Refusing("STC.Error.StorytellerOnly");
  const state = combat.roundState;
  if (!state || !isActionPhase(state) || state.queue[0]?.key !== turnKey) throw new Refusing("STC.Error.TurnAlreadyMoved");
  const roundKey = roundKeyOf(combat);
  if (standingSteps(combat.id ?? "", roundKey, turnKey).length) throw new Refusing("STC.Error.NpcStepResolved");
  const plan = npcStepPlanOf(combat);
  if (!plan?.attacks.length) throw new Refusing("STC.Error.NpcStepNothing");
  const records: NpcStepChainRecord[] = [];
  for (const attack of plan.attacks) records.push(await beginAttack(combat, attack, sender));
  const refusal = records.find((record) => record.refusal)?.refusal;
  if (refusal && records.every((record) => !record.messageId)) return { ok: false, ...refusal };
  return writeNpcStepCard("classicNpcStep", { combatId: combat.id ?? "", roundKey, turnKey }, records, (record) => ({ attackerId: record.attackerId, targetId: record.targetId }), {
    error: (name) => `STC.Classic.Chain.Error.${name}`,
    cardName: "STC.Classic.NpcStep.TheCard",
  });
}
