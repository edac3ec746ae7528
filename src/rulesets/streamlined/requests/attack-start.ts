import { speakerFor } from "../../../documents/speaker";
import { plainObject, type ActorRef } from "../../../chat/records";
import { answerFor, askShowingRefusal, done, Refusing, type Outcome } from "../../../outcome";
import { askActiveGm, defineRequest } from "../../../queries/registry";
import { heldByOf, streamlinedStatsOf, UNARMED, weaponOf } from "../data/read";
import { planTurn } from "../rules/actions";
import { beginStreamlinedAttack, type StreamlinedAttackInput, type StreamlinedAttackKind } from "../rules/chain";
import { isIncapacitated } from "../rules/health";
import { readStreamlinedOptions } from "../settings";
import { chainError, isAttackMessage } from "../chat/documents";
import { performStep } from "../chat/perform";
import { actorRefOf, owns } from "../../../chat/records";
import { bothActors, checkTarget, singleTarget } from "../chat/refs";
import { situationIn } from "../round/situation";
import { STREAMLINED_ATTACK_KINDS } from "../data/chat";
import { actorRef, documentIdOrNone, flag, oneOf, readPayload, type Read } from "../../../queries/payload-fields";

/** What a player's client asks when it begins an attack: who, on whom, with which item, which kind, surprise. */
export interface StartPayload {
  attacker: ActorRef;
  target: ActorRef;
  /** The attacker's weapon item; "" for bare hands. */
  itemId: string;
  kind: StreamlinedAttackKind;
  /** The Storyteller's call that the target never saw it coming; refused from a player. */
  surprised: boolean;
}

export function readStartPayload(value: unknown): Read<StartPayload> {
  return readPayload(value, { attacker: actorRef, target: actorRef, itemId: documentIdOrNone, kind: oneOf(STREAMLINED_ATTACK_KINDS), surprised: flag });
}

export type StartAnswer = Outcome<{ messageId: string }>;

/** The attack the dialog describes, from the documents alone: the rules' input, the weapon used. */
function attackInputOf(attacker: Actor.Implementation, target: Actor.Implementation, item: Item.Implementation | null, kind: StreamlinedAttackKind, surprised: boolean): StreamlinedAttackInput {
  const weapon = item ? weaponOf(item) : UNARMED;
  const attackerStats = streamlinedStatsOf(attacker);
  // 001 Grapples: a held character only struggles, shouts, waits or gives up; a downed one does nothing.
  planTurn([kind], { incapacitated: isIncapacitated(attackerStats.health), held: heldByOf(attacker) !== null });
  const situation = situationIn(game.combat ?? null, attacker.id ?? "", target.id ?? "");
  return {
    kind,
    attacker: attackerStats,
    target: streamlinedStatsOf(target),
    attribute: kind === "grapple" ? "strength" : weapon.attribute,
    skill: kind === "grapple" ? "brawl" : weapon.skill,
    weaponModifier: kind === "grapple" ? 0 : weapon.modifier,
    damageType: weapon.damageType,
    penalty: situation.penalty,
    evading: situation.targetEvading,
    surprised: surprised || situation.surprised,
  };
}

async function startAttack(payload: unknown, sender: User.Implementation): Promise<StartAnswer> {
  const read = readStartPayload(payload);
  if (!read.ok) throw new Refusing(chainError("Forged"), { field: read.field });
  const { attacker: attackerRef, target: targetRef, itemId, kind, surprised } = read.value;
  const { attacker, target } = bothActors(attackerRef, targetRef);
  if (!owns(attacker, sender)) throw new Refusing("STC.Error.NotOwner", { name: attacker.name });
  checkTarget(attackerRef, targetRef, sender);
  if (surprised && !sender.isGM) throw new Refusing(chainError("SurpriseStoryteller"));
  const item = itemId ? (attacker.items.get(itemId) ?? null) : null;
  if (itemId && item?.type !== "weapon") throw new Refusing(chainError("ItemUnknown"), { name: attacker.name });
  if (kind === "grapple" && item) throw new Refusing(chainError("GrappleBareHanded"));
  const input = attackInputOf(attacker, target, item, kind, surprised);
  const options = readStreamlinedOptions();
  // The rules check the attack before any card exists (a killing blow on a standing target, an attack on oneself).
  const chain = beginStreamlinedAttack(input, options);
  const created = await ChatMessage.implementation.create({
    type: "streamlinedAttack",
    speaker: speakerFor(attacker),
    system: {
      kind,
      attacker: attackerRef,
      target: targetRef,
      used: { itemId: item?.id ?? "", name: item?.name ?? "" },
      start: plainObject(input),
      options: plainObject(options),
      answers: [],
      undoneBy: "",
      startedBy: sender.id ?? "",
    },
  } as ChatMessage.CreateData);
  const message = created ?? null;
  if (!isAttackMessage(message) || !message.id) throw new Refusing(chainError("NotWritten"), { name: attacker.name });
  if (chain.next === "attackRoll") await performStep(message, "attackRoll", 0, sender.id ?? "");
  return done({ messageId: message.id });
}

/**
 * The Storyteller's side of `streamlinedAttackStart`: the chain is built here from the documents the payload
 * names and the sender may use, its card written here and the attack rolled here. A refusal changes nothing
 * and is told to the Storyteller too.
 */
export async function handleAttackStart(payload: unknown, sender: User.Implementation): Promise<StartAnswer> {
  return answerFor(sender, () => startAttack(payload, sender));
}

/**
 * Asks for an attack on the one token this user targets: the dialog's choices only; the Storyteller's client
 * does the rest. A refusal is shown to this user, translated.
 */
export async function launchAttack(attacker: Actor.Implementation, choices: { itemId: string; kind: StreamlinedAttackKind; surprised: boolean }): Promise<StartAnswer> {
  return askShowingRefusal(async () => {
    const target = singleTarget();
    const payload: StartPayload = { attacker: actorRefOf(attacker), target: actorRefOf(target.actor, target.token), ...choices };
    return askActiveGm("streamlinedAttackStart", payload);
  });
}

export function defineAttackStartRequest(): void {
  defineRequest("streamlinedAttackStart", handleAttackStart);
}
