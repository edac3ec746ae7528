import { storedStart } from "../data/chat/stored-stats";
import { speakerFor } from "../../../documents/speaker";
import { RulesError } from "../../../rules/errors";
import { activeRulesetId } from "../../registry";
import { attackInputOf, formRefusal } from "./attack-form";
import { done, refusalOf, Refusing, reportRefusal } from "../../../outcome";
import { beginChain } from "./chain-record";
import { isChainMessage, say } from "./documents";
import { plainObject, resolveActor, storedToken, type ActorRef } from "../../../chat/records";
import { CHAIN_HOOKS } from "./hooks";
import { runSteps } from "./perform";
import { readChainSettings } from "./settings";
import { chainItemOf, gatherSetup } from "./start-attack";
import { readStartPayload, type StartResult } from "./start-payload";

const sceneOf = (uuid: string): string => uuid.split(".")[1] ?? "";

/**
 * The target as the sender may attack it: a player attacks a token they can see (not hidden), on the scene of
 * the attacker's own token when it has one; a Storyteller attacks whom they like.
 */
function checkTarget(attacker: ActorRef, target: ActorRef, sender: User.Implementation): void {
  if (sender.isGM) return;
  const token = target.tokenUuid ? storedToken(target.tokenUuid) : null;
  if (!token || token.hidden) throw new Refusing("STC.Chain.Error.TargetUnseen");
  if (attacker.tokenUuid && sceneOf(attacker.tokenUuid) !== sceneOf(target.tokenUuid)) throw new Refusing("STC.Chain.Error.TargetUnseen");
}

async function startChain(payload: unknown, sender: User.Implementation): Promise<StartResult> {
  const read = readStartPayload(payload);
  if (!read.ok) throw new Refusing("STC.Chain.Error.Forged", { field: read.field });
  const { attacker: attackerRef, target: targetRef, itemId, values } = read.value;
  const attacker = resolveActor(attackerRef);
  const target = resolveActor(targetRef);
  if (!attacker || !target) throw new Refusing("STC.Chain.Error.ActorGone");
  checkTarget(attackerRef, targetRef, sender);
  const item = itemId ? attacker.items.get(itemId) : null;
  if (itemId && (!item || (item.type !== "weapon" && item.type !== "maneuver"))) throw new Refusing("STC.Chain.Error.ItemUnknown", { name: attacker.name });
  // Gathered here, from the documents: the item's numbers, both characters, the round, the world's options.
  const setup = gatherSetup(attacker, item ? chainItemOf(item) : null, target, sender);
  // The rules plan the attack once here, as the chain begins (its refusal is the planner's own); gatherSetup
  // refused any ruleset but the one the world plays and the chain can run.
  const ruleset = activeRulesetId();
  const refused = formRefusal(setup, values);
  if (refused) return refused;
  const input = attackInputOf(setup, values);
  if (Hooks.call(CHAIN_HOOKS.preAttack, input, { actorId: attackerRef.actorId, itemId: setup.use.itemId, targetActorId: targetRef.actorId }) === false) {
    return { ok: false, key: "STC.Chain.Error.Cancelled", data: {} };
  }
  let chain;
  try {
    chain = beginChain({ kind: "attack", ruleset, start: input, options: setup.options, answers: [] });
  } catch (error) {
    if (error instanceof RulesError) return { ok: false, key: error.i18nKey, data: { ...error.data } };
    throw error;
  }
  // The Willpower point is spent before the card exists, so a chain never carries a success nobody paid for.
  const willpower = setup.attacker.willpower.current;
  if (values.willpower && !(await attacker.update({ "system.willpower.current": willpower - 1 } as Actor.UpdateData))) {
    throw new Refusing("STC.Chain.Error.NotWritten", { name: attacker.name });
  }
  const created = await ChatMessage.implementation.create({
    type: "attack",
    speaker: speakerFor(attacker),
    system: {
      kind: "attack",
      ruleset,
      attacker: attackerRef,
      target: targetRef,
      used: { itemId: setup.use.itemId, ...setup.use.stored },
      start: storedStart("attack", input),
      options: plainObject(setup.options),
      answers: [],
      roundAction: setup.turn.kind === "action" ? setup.turn.actionKey : "",
      startedBy: sender.id ?? "",
    },
  });
  const message = created ?? null;
  if (!isChainMessage(message) || !message.id) {
    // No card, no attack: the point goes back.
    if (values.willpower) await attacker.update({ "system.willpower.current": willpower } as Actor.UpdateData);
    throw new Refusing("STC.Chain.Error.NotWritten", { name: say("STC.Chain.TheCard") });
  }
  Hooks.callAll(CHAIN_HOOKS.step, message, { step: "begin", chain, answer: null });
  if (chain.next !== "attackRoll") return done(message.id);
  try {
    await runSteps(message, { step: "attackRoll", seen: 0 }, sender.id ?? "", readChainSettings());
  } catch (error) {
    // The card stands (its attack can still be thrown from it); the refusal says why it was not thrown now.
    return refusalOf(error);
  }
  return done(message.id);
}

/**
 * The Storyteller's side of `chainStart`: the chain is built on this client from the documents the payload
 * names and the sender may use, and its card is written here, so no player can write a chain's record. A
 * refusal changes nothing and is told to the Storyteller too.
 */
export async function handleChainStart(payload: unknown, sender: User.Implementation): Promise<StartResult> {
  let result: StartResult;
  try {
    result = await startChain(payload, sender);
  } catch (error) {
    result = refusalOf(error);
  }
  return reportRefusal(sender, result);
}
