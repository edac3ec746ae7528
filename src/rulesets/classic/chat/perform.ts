import type { ChainAnswer, DefenceCost } from "../data/chat/attack-chain";
import { activeRoundBridge, type AbortChoice } from "../round/bridge";
import type { ClassicAttackChain, ClassicStep } from "../rules/combat/chain";
import type { DefenceChoice, DefenceKind } from "../rules/combat/defence";
import { checkDefenceSpecialty } from "../rules/combat/defence-specialty";
import { pendingRoll } from "../rules/combat/resolve";
import { poolSpecOf } from "../rules/combat/roll-plan";
import { soakAsNow } from "../rules/combat/chain";
import { soakTraitsOf, type SoakTraits } from "../rules/combat/soak";
import { RulesError } from "../../../rules/errors";
import { classicRulesFor } from "../record-rules";
import { Refusing } from "../../../outcome";
import { replayChain } from "./chain-record";
import { rollFaces } from "../dice/chain-faces";
import { chainRecord, say, statsOf, targetStateOf, type ChainMessage } from "./documents";
import { resolveActor, writtenByStoryteller } from "../../../chat/records";
import { CHAIN_HOOKS, type StepDraft } from "./chain-hooks";
import { isAutomatic, type ChainSettings } from "./participants";
import { serialize } from "../../../chat/serialize";
import type { StepRequest } from "./step-request";
import { targetChanges, writeTarget, type ItemChange } from "./target-writes";
import { willpowerRefusal } from "../rules/combat/willpower-success";
import { willpowerThisTurn } from "./willpower-turn";

/** A RulesError from a stored record becomes a refusal the card can show. */
function asRefusal(error: unknown): never {
  if (error instanceof Refusing) throw error;
  if (error instanceof RulesError) throw new Refusing(error.i18nKey, { ...error.data });
  throw error;
}

/** The chain as its card's answers leave it; a record that does not replay is refused, whatever broke it. */
export function currentChain(message: ChainMessage): ClassicAttackChain {
  try {
    return replayChain(chainRecord(message));
  } catch (error) {
    throw new Refusing("STC.Classic.Chain.Error.RecordInvalid", { reason: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * The Willpower point for the defence's automatic success, taken off the defender before the defence is spent in
 * the round (and given back should that be refused): one point a turn, counted by the round and the turn's cards.
 */
async function takeWillpowerPoint(message: ChainMessage, payment: AbortChoice | null): Promise<{ defender: Actor.Implementation; current: number; turn: string }> {
  const defender = resolveActor(message.system.target);
  if (!defender) throw new Refusing("STC.Classic.Chain.Error.TargetGone");
  const current = statsOf(defender).willpower.current;
  const turn = willpowerThisTurn(message);
  // An abort bought with a point spends one of its own in the same turn.
  const abortPoint = payment?.by === "willpowerPoint" ? 1 : 0;
  const refusal = willpowerRefusal(current - abortPoint, turn ? turn.spent + abortPoint : null);
  if (refusal) throw new Refusing(`STC.Classic.Chain.Card.WillpowerRefused.${refusal}`, { name: defender.name });
  if (!(await defender.update({ "system.willpower.current": current - 1 } as Actor.UpdateData))) throw new Refusing("STC.Classic.Chain.Error.NotWritten", { name: defender.name });
  return { defender, current, turn: turn?.key ?? "" };
}

/**
 * An abort paid with a point spends the turn's one point: the round counts its own record, this counts the
 * turn's cards too (a point already taken on a roll), before anything is spent.
 */
function checkAbortPoint(message: ChainMessage): void {
  const defender = resolveActor(message.system.target);
  if (!defender) throw new Refusing("STC.Classic.Chain.Error.TargetGone");
  const turn = willpowerThisTurn(message);
  const refusal = willpowerRefusal(statsOf(defender).willpower.current, turn ? turn.spent : null);
  if (refusal) throw new Refusing(`STC.Classic.Chain.Card.WillpowerRefused.${refusal}`, { name: defender.name });
}

function checkSpecialty(message: ChainMessage, kind: DefenceKind, chain: ClassicAttackChain): void {
  const defender = message.system.chainKind === "clinch" ? message.system.clinchInput.held : message.system.attackInput.target;
  try {
    checkDefenceSpecialty(defender, kind, chain.options);
  } catch (error) {
    if (error instanceof RulesError) throw new Refusing(error.i18nKey, { ...error.data, defence: say(`STC.Classic.Combat.Defence.${kind}`) });
    throw error;
  }
}

async function defenceAnswer(message: ChainMessage, chain: ClassicAttackChain, draft: StepDraft, by: string): Promise<ChainAnswer> {
  const wanted = draft.defence;
  if (!wanted) throw new Refusing("STC.Classic.Chain.Error.NoDefenceChosen");
  if (wanted.kind === "none") return { step: "defenceChoice", kind: "defence", choice: { kind: "none" }, by };
  const option = chain.defenceOptions.find((entry) => entry.kind === wanted.kind);
  if (!option?.available) {
    throw new Refusing("STC.Error.DefenceUnavailable", { name: chain.plan.target.name, defence: say(`STC.Classic.Combat.Defence.${wanted.kind}`), reason: say(`STC.Classic.Combat.DefenceReason.${String(option?.reason)}`) });
  }
  // A specialty is checked against the defender as the chain took it, before anything of the round is spent.
  if (wanted.specialty === true) checkSpecialty(message, wanted.kind, chain);
  const bridge = activeRoundBridge();
  const attackerId = message.system.attacker.actorId;
  const targetId = message.system.target.actorId;
  // The opponents are the round's (000 §2.3), counted here; a card that showed another number is refused.
  const opponents = bridge.opponents(targetId, attackerId);
  if (wanted.opponents !== undefined && wanted.opponents !== opponents) throw new Refusing("STC.Classic.Chain.Error.OpponentsChanged", { count: opponents, sent: wanted.opponents });
  const offer = bridge.defenceOffer(targetId, attackerId, wanted.kind);
  if (offer.kind === "none") throw new Refusing(offer.reasonKey, offer.data);
  let payment: AbortChoice | null = null;
  if (offer.kind === "abort") {
    if (!draft.payment) throw new Refusing("STC.Classic.Chain.Error.AbortNeedsPayment");
    payment = { by: draft.payment };
    if (payment.by === "willpowerPoint") checkAbortPoint(message);
  }
  // A point declared for this defence was paid at declaration: its success is used, and no second point is taken.
  const declaredPoint = offer.kind === "declared" && offer.willpower === true;
  const point = wanted.willpower === true && !declaredPoint ? await takeWillpowerPoint(message, payment) : null;
  const giveBack = async () => {
    if (point) await point.defender.update({ "system.willpower.current": point.current } as Actor.UpdateData);
  };
  // The round rolls an abort's Willpower itself, where it writes the round: the card records those faces.
  let spent;
  try {
    spent = await bridge.spendDefence(targetId, attackerId, wanted.kind, payment);
  } catch (error) {
    await giveBack();
    throw error;
  }
  // A failed abort is no defence: its roll's point is not spent either.
  if (!spent.granted) await giveBack();
  const cost: DefenceCost = { offer: offer.kind, granted: spent.granted };
  if (payment) cost.payment = payment.by;
  if (payment?.by === "willpowerRoll" && spent.roll) cost.faces = [...spent.roll.faces];
  const choice: DefenceChoice = { kind: spent.granted ? wanted.kind : "none" };
  if (spent.granted && wanted.specialty === true) choice.specialty = true;
  if (spent.granted) {
    if (opponents > 1) choice.opponents = opponents;
    // The round counts the penalty in dice lost; the rules take it as a negative modifier.
    if (spent.penalty !== 0) choice.multipleActionPenalty = -Math.abs(spent.penalty);
    if (spent.cap !== null) choice.poolCap = spent.cap;
    if (point) {
      choice.willpower = true;
      cost.willpowerTurn = point.turn;
    } else if (declaredPoint && spent.willpower === true) choice.willpower = true;
  }
  return { step: "defenceChoice", kind: "defence", choice, by, cost };
}

function liveSoakTraits(message: ChainMessage): SoakTraits {
  const defender = resolveActor(message.system.target);
  if (!defender) throw new Refusing("STC.Classic.Chain.Error.TargetGone");
  return soakTraitsOf(statsOf(defender));
}

/**
 * `refunds` collects what gives back a Willpower point this answer took, should the card not be written: a point
 * spent on a roll the card does not record is not spent.
 */
async function answerFor(message: ChainMessage, chain: ClassicAttackChain, step: ClassicStep, draft: StepDraft, by: string, refunds: (() => Promise<unknown>)[], preset: readonly number[] | null = null): Promise<ChainAnswer> {
  if (step === "defenceChoice") return defenceAnswer(message, chain, draft, by);
  if (step === "apply") {
    const target = resolveActor(message.system.target);
    if (!target) throw new Refusing("STC.Classic.Chain.Error.TargetGone");
    return { step, kind: "apply", current: targetStateOf(target), by };
  }
  // The defender soaks as they stand now (soakAsNow): a form changed or armour put on since the attack began counts.
  const soakTraits = step === "soakRoll" ? liveSoakTraits(message) : undefined;
  const now = soakTraits ? soakAsNow(chain, soakTraits) : chain;
  const pending = now.next === step ? pendingRoll(now, draft.soakChoice) : null;
  if (!pending && now === chain) throw new Refusing("STC.Classic.Chain.Error.Stale", { step: say(`STC.Classic.Combat.Step.${step}`) });
  // The roll against a maneuver's effect may take the turn's Willpower point, counted as a defence's is.
  const point = step === "effectRoll" && draft.willpower === true ? await takeWillpowerPoint(message, null) : null;
  if (point) refunds.push(() => point.defender.update({ "system.willpower.current": point.current } as Actor.UpdateData));
  const faces = preset ? [...preset] : pending ? await rollFaces(poolSpecOf(point ? { ...pending.roll, willpower: true } : pending.roll), say(`STC.Classic.Combat.Step.${step}`), message) : [];
  const answer: ChainAnswer = { step, kind: "faces", faces, by };
  if (point) {
    answer.willpower = true;
    answer.willpowerTurn = point.turn;
  }
  if (draft.soakChoice !== undefined) answer.soakChoice = draft.soakChoice;
  if (soakTraits) answer.soakTraits = soakTraits;
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
 * Performs `request.step` for `askedBy`, then every step after it that follows on its own; writes the target at
 * most once and the card once. `attackFaces`: the faces of a spray's one roll, which each of its cards reads. Runs on the active Storyteller's client only, on a card that client's side
 * wrote: no player's client writes a chain's record, so nothing a player could have changed is replayed.
 */
export function runSteps(message: ChainMessage, request: StepRequest, askedBy: string, settings: ChainSettings, attackFaces: readonly number[] | null = null): Promise<void> {
  return serialize(async () => {
    const user = game.user;
    if (!user?.isGM) throw new Refusing("STC.Classic.Chain.Error.StorytellerOnly");
    if (!writtenByStoryteller(message)) throw new Refusing("STC.Classic.Chain.Error.NotStorytellers");
    if (message.system.undoneBy) throw new Refusing("STC.Classic.Chain.Error.Undone");
    // A chain goes on only while both its characters are there to take it.
    if (!resolveActor(message.system.attacker) || !resolveActor(message.system.target)) throw new Refusing("STC.Classic.Chain.Error.ActorGone");
    let chain = currentChain(message);
    // The card's own ruleset answers its steps, whatever the world plays now.
    const rules = classicRulesFor(message.system.ruleset).attacks;
    const stored = message.system.chainAnswers;
    if (stored.length !== request.seen || chain.next !== request.step) throw new Refusing("STC.Classic.Chain.Error.Stale", { step: say(`STC.Classic.Combat.Step.${request.step}`) });
    const answers: ChainAnswer[] = [...stored];
    const done: { step: ClassicStep; answer: ChainAnswer; chain: ClassicAttackChain }[] = [];
    let step: ClassicStep = request.step;
    let draft: StepDraft = {
      ...(request.defence ? { defence: { ...request.defence } } : {}),
      ...(request.payment ? { payment: request.payment } : {}),
      ...(request.soakChoice !== undefined ? { soakChoice: request.soakChoice } : {}),
      ...(request.willpower === true ? { willpower: true } : {}),
    };
    let by = askedBy;
    let targetWrite: (() => Promise<boolean>) | null = null;
    let targetName = "";
    const refunds: (() => Promise<unknown>)[] = [];
    try {
      for (;;) {
        if (Hooks.call(CHAIN_HOOKS.preStep, message, { step, chain, draft }) === false) {
          if (done.length === 0) throw new Refusing("STC.Classic.Chain.Error.Cancelled");
          break;
        }
        // A spray's cards read one roll: its faces are given for the attack, never taken from a request.
        const preset = step === "attackRoll" && done.length === 0 ? attackFaces : null;
        const answer = await answerFor(message, chain, step, draft, by, refunds, preset);
        try {
          chain = rules.advance(chain, answer);
        } catch (error) {
          asRefusal(error);
        }
        if (step === "apply" && chain.result) {
          const target = resolveActor(message.system.target);
          if (!target) throw new Refusing("STC.Classic.Chain.Error.TargetGone");
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
        step = chain.next;
        draft = {};
        by = user.id ?? by;
      }
      // A write Foundry turned down resolves undefined: the card then records nothing, so no result stands applied.
      if (targetWrite && !(await targetWrite())) throw new Refusing("STC.Classic.Chain.Error.NotWritten", { name: targetName });
      const attacker = resolveActor(message.system.attacker);
      const attackerItems = chain.outcome === "botch" ? droppedWeapons(chain, "attacker", attacker) : [];
      if (attacker && attackerItems.length) await attacker.update({ items: attackerItems } as Actor.UpdateData);
      if (!(await message.update({ "system.answers": answers } as ChatMessage.UpdateData))) throw new Refusing("STC.Classic.Chain.Error.NotWritten", { name: say("STC.Classic.Chain.TheCard") });
    } catch (error) {
      for (const refund of refunds) await refund();
      throw error;
    }
    for (const entry of done) Hooks.callAll(CHAIN_HOOKS.step, message, entry);
  });
}
