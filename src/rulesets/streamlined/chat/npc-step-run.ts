import { playedByPlayer, standingNpcSteps, writeNpcStepCard } from "../../../chat/npc-step/run";
import { refusalOf, Refusing, type Outcome } from "../../../outcome";
import { StreamlinedNpcStepData, type StreamlinedNpcStepRecord } from "../data/npc-step";
import { streamlinedRoundOf } from "../data/combat/round-data";
import { handleAttackStart } from "../requests/attack-start";
import { planStreamlinedNpcStep, type StreamlinedNpcStepAttack, type StreamlinedNpcStepCombatant } from "../rules/npc-step";
import { chainError, isAttackMessage, type AttackMessage } from "./documents";
import { currentChain, performStep } from "./perform";

/** A message that records a Streamlined NPC step. */
export type StreamlinedNpcStepMessage = ChatMessage.Implementation & { system: StreamlinedNpcStepData };

export function isStreamlinedNpcStepMessage(message: ChatMessage.Implementation | null | undefined): message is StreamlinedNpcStepMessage {
  return message?.system instanceof StreamlinedNpcStepData;
}

/** Every step's card a Storyteller's client wrote and nobody has undone. */
const standingSteps = () => standingNpcSteps(isStreamlinedNpcStepMessage);

/** The standing step of this turn of this fight, if any. */
function standingStepOf(combatId: string, round: number, attackerId: string): StreamlinedNpcStepMessage | undefined {
  return standingSteps().find((message) => message.system.combatId === combatId && message.system.round === round && message.system.attackerId === attackerId);
}

/**
 * The plan of the combat's current turn, from the documents (who a player plays), or null when the turn is not a
 * Storyteller's character's or a standing step has already resolved it.
 */
export function streamlinedNpcStepPlanOf(combat: Combat.Implementation) {
  const state = streamlinedRoundOf(combat);
  if (!state) return null;
  const combatants: StreamlinedNpcStepCombatant[] = combat.combatants.contents.map((combatant) => ({ id: combatant.id ?? "", played: playedByPlayer(combatant.actor), hasCharacter: combatant.actor !== null }));
  const plan = planStreamlinedNpcStep(state, combatants);
  return plan && !standingStepOf(combat.id ?? "", state.round, plan.attackerId) ? plan : null;
}

/** The chains a step is driving on this client: the continuation's hook does not start another drive of them. */
const driving = new Set<string>();
let continuing: Promise<unknown> = Promise.resolve();

/**
 * Takes every step of the chain that is the Storyteller's, as the Storyteller's presses on its card would (the same
 * `performStep`): the Defense roll of a Storyteller's target, the damage, the result. It stops at the Defense roll
 * of a player's target (the card waits for that player), at the end, or at a refusal (the card then waits).
 */
async function driveChain(message: AttackMessage): Promise<void> {
  const storyteller = game.user;
  if (!storyteller?.isGM || !message.id) return;
  driving.add(message.id);
  try {
    // A chain has four steps at most.
    for (let pass = 0; pass < 4; pass += 1) {
      if (message.system.undoneBy) return;
      const next = currentChain(message).next;
      if (next !== "defenceRoll" && next !== "damageRoll") return;
      const target = message.system.target.actorId ? game.actors?.get(message.system.target.actorId) : null;
      if (next === "defenceRoll" && playedByPlayer(target)) return;
      await performStep(message, next, message.system.answerRecords.length, storyteller.id ?? "");
    }
  } finally {
    driving.delete(message.id);
  }
}

/** The standing step an attack card belongs to, if any. */
const stepOfChain = (messageId: string) => standingSteps().find((step) => step.system.records.some((record) => record.messageId === messageId));

/**
 * A player's Defense roll on a chain of a step: the active Storyteller's client carries the chain on (damage and
 * result) as the step would have, so the card waits for that answer only.
 */
export function continueAfterPlayer(message: ChatMessage.Implementation): void {
  if (!isAttackMessage(message) || !message.id || driving.has(message.id)) return;
  if (!game.user?.isGM || game.users?.activeGM?.id !== game.user.id || !stepOfChain(message.id)) return;
  continuing = continuing.then(() => driveChain(message).catch(() => undefined));
}

/** Settles once every continuation queued so far has run (the tests wait on it). */
export function streamlinedNpcStepContinuations(): Promise<unknown> {
  return continuing;
}

/** The weapon an NPC attacks with: the first it holds ready (equipped), else bare hands. */
function weaponOfNpc(actor: Actor.Implementation): Item.Implementation | null {
  return actor.items.find((item) => item.type === "weapon" && (item.system as { equipped?: unknown }).equipped === true) ?? null;
}

/** Begins one planned attack through the handler a single attack's request reaches, then drives its chain. */
async function beginAttack(combat: Combat.Implementation, attackerId: string, attack: StreamlinedNpcStepAttack, sender: User.Implementation): Promise<StreamlinedNpcStepRecord> {
  const record: StreamlinedNpcStepRecord = { actionIndex: attack.actionIndex, messageId: "", targetId: attack.targetId, refusal: null };
  const attackerCombatant = combat.combatants.get(attackerId);
  const targetCombatant = combat.combatants.get(attack.targetId);
  const attacker = attackerCombatant?.actor ?? null;
  const target = targetCombatant?.actor ?? null;
  try {
    if (!attacker || !target) throw new Refusing("STC.Streamlined.Chain.Error.ActorGone");
    const started = await handleAttackStart(
      {
        attacker: { actorId: attacker.id ?? "", tokenUuid: attackerCombatant?.token?.uuid ?? "" },
        target: { actorId: target.id ?? "", tokenUuid: targetCombatant?.token?.uuid ?? "" },
        itemId: weaponOfNpc(attacker)?.id ?? "",
        kind: "attack",
        surprised: false,
      },
      sender,
    );
    if (!started.ok) throw new Refusing(started.key, started.data);
    record.messageId = started.value.messageId;
    const message = game.messages?.get(started.value.messageId);
    // A step the drive could not take leaves the card waiting for the Storyteller, who sees why on it.
    if (isAttackMessage(message)) await driveChain(message).catch(() => undefined);
  } catch (error) {
    const refusal = refusalOf(error);
    record.refusal = { key: refusal.key, data: refusal.data };
  }
  return record;
}

/**
 * The step on the Storyteller's client: the turn must be the one the button showed (this round, this combatant's
 * turn), no step may stand for it already, and it must hold a planned attack with a target. Each attack is begun
 * and driven in turn (a later one reads the target as the earlier left it); then one card records them all, the
 * skipped ones too. Answers the card's id.
 */
export async function runStreamlinedNpcStep(combat: Combat.Implementation, round: number, attackerId: string, sender: User.Implementation): Promise<Outcome<string>> {
  if (!sender.isGM) throw new Refusing("STC.Error.StorytellerOnly");
  const state = streamlinedRoundOf(combat);
  if (!state || state.over || state.round !== round || state.current !== attackerId) throw new Refusing("STC.Error.TurnAlreadyMoved");
  if (standingStepOf(combat.id ?? "", round, attackerId)) throw new Refusing("STC.Error.NpcStepResolved");
  const plan = streamlinedNpcStepPlanOf(combat);
  if (!plan?.attacks.length) throw new Refusing("STC.Error.NpcStepNothing");
  const records: StreamlinedNpcStepRecord[] = plan.skipped.map((skip) => ({ actionIndex: skip.actionIndex, messageId: "", targetId: "", refusal: { key: `STC.Streamlined.NpcStep.Skipped.${skip.reason}`, data: {} } }));
  for (const attack of plan.attacks) records.push(await beginAttack(combat, plan.attackerId, attack, sender));
  records.sort((a, b) => a.actionIndex - b.actionIndex);
  const begun = records.filter((record) => record.messageId);
  const refusal = records.find((record) => record.refusal && record.targetId)?.refusal;
  if (refusal && !begun.length) return { ok: false, ...refusal };
  return writeNpcStepCard("streamlinedNpcStep", { combatId: combat.id ?? "", round, attackerId }, records, (record) => ({ actionIndex: record.actionIndex, targetId: record.targetId }), {
    error: chainError,
    cardName: "STC.Streamlined.NpcStep.TheCard",
  });
}
