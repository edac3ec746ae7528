import type { ChainAnswer, DefenceCost } from "../data/chat/attack-chain";
import { activeRoundBridge, type AbortPayment } from "../round/bridge";
import { ABORT_WILLPOWER_DIFFICULTY } from "../rules/actions/abort";
import { classicAttackRules } from "../rules/combat/attack-rules";
import type { ClassicAttackChain, ClassicStep } from "../rules/combat/chain";
import type { DefenceChoice } from "../rules/combat/defence";
import { pendingRoll } from "../rules/combat/resolve";
import { poolSpecOf } from "../rules/combat/roll-plan";
import { RulesError } from "../rules/errors";
import { ChainRefusal } from "./chain-error";
import { replayChain } from "./chain-record";
import { rollFaces } from "./dice";
import { chainRecord, participantOf, resolveActor, say, statsOf, targetStateOf, type ChainMessage } from "./documents";
import { CHAIN_HOOKS, type StepDraft } from "./hooks";
import { isAutomatic, performsHere, type ChainSettings } from "./participants";
import { checkRecord } from "./record-check";
import { serialize } from "./serialize";
import type { StepRequest } from "./step-payload";
import { targetChanges, writeTarget, type ItemChange } from "./target-writes";

/** A RulesError from a stored record becomes a refusal the card can show. */
function asRefusal(error: unknown): never {
  if (error instanceof ChainRefusal) throw error;
  if (error instanceof RulesError) throw new ChainRefusal(error.i18nKey, { ...error.data });
  throw error;
}

function currentChain(message: ChainMessage): ClassicAttackChain {
  try {
    return replayChain(chainRecord(message));
  } catch (error) {
    if (error instanceof RulesError || error instanceof TypeError) throw new ChainRefusal("STC.Chain.Error.RecordInvalid", { reason: error.message });
    throw error;
  }
}

async function defenceAnswer(message: ChainMessage, chain: ClassicAttackChain, draft: StepDraft, by: string): Promise<ChainAnswer> {
  const wanted = draft.defence;
  if (!wanted) throw new ChainRefusal("STC.Chain.Error.NoDefenceChosen");
  if (wanted.kind === "none") return { step: "defenceChoice", kind: "defence", choice: { kind: "none" }, by };
  const option = chain.defenceOptions.find((entry) => entry.kind === wanted.kind);
  if (!option?.available) {
    throw new ChainRefusal("STC.Error.DefenceUnavailable", { name: chain.plan.target.name, defence: wanted.kind, reason: say(`STC.Combat.DefenceReason.${String(option?.reason)}`) });
  }
  const bridge = activeRoundBridge();
  const attackerId = message.system.attacker.actorId;
  const targetId = message.system.target.actorId;
  const offer = bridge.defenceOffer(targetId, attackerId, wanted.kind);
  if (offer.kind === "none") throw new ChainRefusal(offer.reasonKey, offer.data);
  let payment: AbortPayment | null = null;
  if (offer.kind === "abort") {
    if (!draft.payment) throw new ChainRefusal("STC.Chain.Error.AbortNeedsPayment");
    if (draft.payment === "willpowerRoll") {
      const defender = resolveActor(message.system.target);
      if (!defender) throw new ChainRefusal("STC.Chain.Error.TargetGone");
      const faces = await rollFaces({ pool: statsOf(defender).willpower.permanent, difficulty: ABORT_WILLPOWER_DIFFICULTY, kind: "action" }, say("STC.Chain.AbortRoll"), message);
      payment = { by: "willpowerRoll", faces };
    } else payment = { by: "willpowerPoint" };
  }
  const spent = await bridge.spendDefence(targetId, attackerId, wanted.kind, payment);
  const cost: DefenceCost = { offer: offer.kind, granted: spent.granted };
  if (payment) cost.payment = payment.by;
  if (payment?.by === "willpowerRoll") cost.faces = [...payment.faces];
  const choice: DefenceChoice = { kind: spent.granted ? wanted.kind : "none" };
  if (spent.granted) {
    if (wanted.opponents > 1) choice.opponents = wanted.opponents;
    // The round counts the penalty in dice lost; the rules take it as a negative modifier.
    if (spent.penalty !== 0) choice.multipleActionPenalty = -Math.abs(spent.penalty);
    if (spent.cap !== null) choice.poolCap = spent.cap;
  }
  return { step: "defenceChoice", kind: "defence", choice, by, cost };
}

async function answerFor(message: ChainMessage, chain: ClassicAttackChain, step: ClassicStep, draft: StepDraft, by: string): Promise<ChainAnswer> {
  if (step === "defenceChoice") return defenceAnswer(message, chain, draft, by);
  if (step === "apply") {
    const target = resolveActor(message.system.target);
    if (!target) throw new ChainRefusal("STC.Chain.Error.TargetGone");
    return { step, kind: "apply", current: targetStateOf(target), by };
  }
  const pending = pendingRoll(chain, draft.soakChoice);
  if (!pending) throw new ChainRefusal("STC.Chain.Error.Stale", { step: say(`STC.Combat.Step.${step}`) });
  const faces = await rollFaces(poolSpecOf(pending.roll), say(`STC.Combat.Step.${step}`), message);
  const answer: ChainAnswer = { step, kind: "faces", faces, by };
  if (draft.soakChoice !== undefined) answer.soakChoice = draft.soakChoice;
  return answer;
}

/** The item changes a chain's events ask of one side: a weapon knocked away or dropped on a botch (004 Disarm). */
function droppedWeapons(chain: ClassicAttackChain, who: "attacker" | "target", actor: Actor.Implementation | null): ItemChange[] {
  const events = chain.result?.events ?? [];
  return events.flatMap((event) =>
    event.kind === "weaponDropped" && event.who === who && actor?.items.get(event.weaponId) ? [{ _id: event.weaponId, "system.equipped": false }] : [],
  );
}

/**
 * Performs `request.step` on this client, then every step after it that follows on its own and that this
 * client may perform; writes the target at most once and the message once. Returns the next automatic step
 * this client may not perform (the Storyteller's client takes it), or null.
 */
export function runSteps(message: ChainMessage, request: StepRequest, askedBy: string, settings: ChainSettings): Promise<ClassicStep | null> {
  return serialize(async () => {
    if (message.system.undoneBy) throw new ChainRefusal("STC.Chain.Error.Undone");
    let chain = currentChain(message);
    const stored = message.system.chainAnswers;
    if (stored.length !== request.seen || chain.next !== request.step) throw new ChainRefusal("STC.Chain.Error.Stale", { step: say(`STC.Combat.Step.${request.step}`) });
    const user = game.user;
    if (!user) throw new ChainRefusal("STC.Chain.Error.Failed", { reason: "no user" });
    if (message.author?.id !== user.id) checkRecord(message);
    const me = participantOf(user, message);
    const answers: ChainAnswer[] = [...stored];
    const done: { step: ClassicStep; answer: ChainAnswer; chain: ClassicAttackChain }[] = [];
    let step: ClassicStep = request.step;
    let draft: StepDraft = { ...(request.defence ? { defence: { ...request.defence } } : {}), ...(request.payment ? { payment: request.payment } : {}), ...(request.soakChoice !== undefined ? { soakChoice: request.soakChoice } : {}) };
    let by = askedBy;
    let handoff: ClassicStep | null = null;
    let targetWrite: (() => Promise<boolean>) | null = null;
    let targetName = "";
    for (;;) {
      if (Hooks.call(CHAIN_HOOKS.preStep, message, { step, chain, draft }) === false) {
        if (done.length === 0) throw new ChainRefusal("STC.Chain.Error.Cancelled");
        break;
      }
      const answer = await answerFor(message, chain, step, draft, by);
      try {
        chain = classicAttackRules.advance(chain, answer);
      } catch (error) {
        asRefusal(error);
      }
      if (step === "apply" && chain.result) {
        const target = resolveActor(message.system.target);
        if (!target) throw new ChainRefusal("STC.Chain.Error.TargetGone");
        const after = chain.result.after;
        const changes = targetChanges(target, after);
        answer.created = changes.creates.map((effect) => effect._id);
        const items = droppedWeapons(chain, "target", target);
        targetWrite = () => writeTarget(target, after, changes, items);
        targetName = target.name;
      }
      answers.push(answer);
      done.push({ step, answer, chain });
      if (chain.next === "done" || !isAutomatic(chain.next, settings)) break;
      if (!performsHere(me, chain.next)) {
        handoff = chain.next;
        break;
      }
      step = chain.next;
      draft = {};
      by = user.id ?? by;
    }
    // A write Foundry turned down resolves undefined: the card then records nothing, so no result stands applied.
    if (targetWrite && !(await targetWrite())) throw new ChainRefusal("STC.Chain.Error.NotWritten", { name: targetName });
    const attacker = resolveActor(message.system.attacker);
    const attackerItems = chain.outcome === "botch" ? droppedWeapons(chain, "attacker", attacker) : [];
    if (attacker && attackerItems.length && attacker.isOwner) await attacker.update({ items: attackerItems } as Actor.UpdateData);
    if (!(await message.update({ "system.answers": answers } as ChatMessage.UpdateData))) throw new ChainRefusal("STC.Chain.Error.NotWritten", { name: say("STC.Chain.TheCard") });
    for (const entry of done) Hooks.callAll(CHAIN_HOOKS.step, message, entry);
    return handoff;
  });
}
