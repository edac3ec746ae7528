import type { AttackFormValues, AttackSetup } from "../apps/attack-form";
import { attackInputOf, declaredWillpower } from "../apps/attack-form";
import { storedStart } from "../data/chat/stored-stats";
import { speakerFor } from "../../../documents/speaker";
import { RulesError } from "../../../rules/errors";
import { done, refusalOf, Refusing, type Outcome } from "../../../outcome";
import { plainObject, resolveActor, type ActorRef } from "../../../chat/records";
import { CHAIN_REVISION, type ClassicAttackChain } from "../rules/combat/chain";
import { poolSpecOf } from "../rules/combat/roll-plan";
import { rollFaces } from "../dice/chain-faces";
import { readChainSettings } from "../settings";
import { beginChain } from "./chain-record";
import { chainItemOf, gatherSetup } from "./attack-setup";
import { CHAIN_HOOKS } from "./chain-hooks";
import { defenderPlayed, isChainMessage, say, type ChainMessage } from "./documents";
import { runSteps } from "./perform";
import { spendRounds } from "./clip";
import type { classicRulesForPlay } from "../record-rules";

/** What the start request gathered for a spray, on the Storyteller's client. */
export interface SprayStart {
  attacker: Actor.Implementation;
  attackerRef: ActorRef;
  item: Item.Implementation | null;
  /** Every target, the first the request's `target`; each already checked as the sender may aim at it. */
  refs: ActorRef[];
  values: AttackFormValues;
  sender: User.Implementation;
  ruleset: ReturnType<typeof classicRulesForPlay>["id"];
  /** The first target's setup, gathered and checked by the start request. */
  first: AttackSetup;
}

/**
 * A spray (V20 core, Chapter Six: Combat, Firearms, Spray): one roll, its successes divided among the targets,
 * each target then defending, taking damage and soaking on its own card. The cards share one key, so their undo is
 * one; the clip is emptied once. Each card is written here, as a single attack's is, and plays through the same
 * step request; the roll's faces are given to each card's attack step, never taken from a request.
 */
export async function startSpray(start: SprayStart): Promise<Outcome<string>> {
  // 000 §2.7's ambush gives one attack extra successes before it is rolled; a spray's one roll has no such target.
  if (start.values.ambush) return { ok: false, key: "STC.Classic.Attack.Error.SprayAmbush", data: {} };
  const item = start.item ? chainItemOf(start.item) : null;
  const setups = [start.first];
  for (const ref of start.refs.slice(1)) {
    const actor = resolveActor(ref);
    if (!actor) throw new Refusing("STC.Classic.Chain.Error.ActorGone");
    setups.push(gatherSetup(start.attacker, item, actor, start.sender));
  }
  const of = setups.length;
  const inputs = setups.map((setup, index) => {
    const input = attackInputOf(setup, start.values);
    input.situation.spray = { index, of };
    return input;
  });
  for (const [index, input] of inputs.entries()) {
    const context = { actorId: start.attackerRef.actorId, itemId: start.first.use.itemId, targetActorId: start.refs[index]?.actorId ?? "" };
    if (Hooks.call(CHAIN_HOOKS.preAttack, input, context) === false) return { ok: false, key: "STC.Classic.Chain.Error.Cancelled", data: {} };
  }
  let chains: ClassicAttackChain[];
  try {
    chains = inputs.map((input) => beginChain({ kind: "attack", ruleset: start.ruleset, start: input, options: start.first.options, answers: [] }));
  } catch (error) {
    if (error instanceof RulesError) return { ok: false, key: error.i18nKey, data: { ...error.data } };
    throw error;
  }
  const willpower = start.first.attacker.willpower.current;
  const pays = start.values.willpower && !declaredWillpower(start.first);
  if (pays && !(await start.attacker.update({ "system.willpower.current": willpower - 1 } as Actor.UpdateData))) {
    throw new Refusing("STC.Classic.Chain.Error.NotWritten", { name: start.attacker.name });
  }
  const fire = chains[0]?.plan.fire ?? null;
  const clip = fire && start.item ? await spendRounds(start.item, fire.rounds) : null;
  const cards = await writeCards(start, inputs, setups);
  if (!cards) {
    // No cards, no spray: the point and the rounds go back.
    if (pays) await start.attacker.update({ "system.willpower.current": willpower } as Actor.UpdateData);
    if (clip) await clip.giveBack();
    throw new Refusing("STC.Classic.Chain.Error.NotWritten", { name: say("STC.Classic.Chain.TheCard") });
  }
  // One roll of the largest pool any target's plan asks for; each card reads as many of its dice as its own pool.
  const pools = chains.map((chain) => poolSpecOf(chain.plan.roll));
  const widest = pools.reduce((a, b) => (b.pool > a.pool ? b : a));
  const faces = await rollFaces(widest, say("STC.Classic.Combat.Step.attackRoll"), cards[0] ?? null);
  const settings = readChainSettings(defenderPlayed(cards[0] as ChainMessage));
  for (const [index, card] of cards.entries()) {
    Hooks.callAll(CHAIN_HOOKS.step, card, { step: "begin", chain: chains[index], answer: null });
    try {
      await runSteps(card, { step: "attackRoll", seen: 0 }, start.sender.id ?? "", settings, faces.slice(0, pools[index]?.pool ?? 0));
    } catch (error) {
      return refusalOf(error);
    }
  }
  return done(cards[0]?.id ?? "");
}

/** One card for each target, all keyed as one spray; none are left standing when one cannot be written. */
async function writeCards(start: SprayStart, inputs: ReturnType<typeof attackInputOf>[], setups: AttackSetup[]): Promise<ChainMessage[] | null> {
  const key = foundry.utils.randomID();
  const turn = start.first.turn;
  const cards: ChainMessage[] = [];
  for (const [index, input] of inputs.entries()) {
    const created = await ChatMessage.implementation.create({
      type: "classicAttack",
      speaker: speakerFor(start.attacker),
      system: {
        kind: "attack",
        ruleset: start.ruleset,
        attacker: start.attackerRef,
        target: start.refs[index],
        used: { itemId: start.first.use.itemId, ...start.first.use.stored },
        start: storedStart("attack", input),
        options: plainObject(setups[index]?.options ?? start.first.options),
        revision: CHAIN_REVISION,
        answers: [],
        roundAction: turn.kind === "action" ? turn.actionKey : "",
        startedBy: start.sender.id ?? "",
        spray: key,
      },
    });
    const message = created ?? null;
    if (!isChainMessage(message) || !message.id) {
      for (const card of cards) await card.delete();
      return null;
    }
    cards.push(message);
  }
  return cards;
}
