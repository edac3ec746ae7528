import { actorRefOf, owns, resolveActor, type ActorRef } from "../../../../src/chat/records";
import { targetSeenBy } from "../../../../src/chat/targets";
import { rollD10s } from "../../../../src/dice/foundry-dice";
import { speakerFor } from "../../../../src/documents/speaker";
import { answerFor, askShowingRefusal, done, Refusing, type Outcome } from "../../../../src/outcome";
import { actorRef, readPayload, type Read } from "../../../../src/queries/payload-fields";
import { askActiveGm, defineRequest } from "../../../../src/queries/registry";
import { oneAtATime } from "../../../../src/work-queue";
import { isToyAttackMessage, toyError } from "../chat/documents";
import { toyStatsOf } from "../data/read";
import { attackResult } from "../rules/index";

/** A toy attack as a player's client asks for it: who strikes whom. */
export interface AttackPayload {
  attacker: ActorRef;
  target: ActorRef;
}

export type AttackAnswer = Outcome<{ messageId: string; hit: boolean }>;

export function readAttackPayload(value: unknown): Read<AttackPayload> {
  return readPayload(value, { attacker: actorRef, target: actorRef });
}

async function attack(payload: unknown, sender: User.Implementation): Promise<AttackAnswer> {
  const read = readAttackPayload(payload);
  if (!read.ok) throw new Refusing(toyError("Forged"), { field: read.field });
  const attacker = resolveActor(read.value.attacker);
  const target = resolveActor(read.value.target);
  if (!attacker || !target) throw new Refusing(toyError("ActorGone"));
  if (!owns(attacker, sender)) throw new Refusing("STC.Error.NotOwner", { name: attacker.name });
  if (!targetSeenBy(sender, read.value.target, read.value.attacker)) throw new Refusing(toyError("TargetUnseen"));
  return oneAtATime(`toy.attack.${target.id ?? ""}`, async () => {
    const [face = 1] = await rollD10s(1);
    const before = toyStatsOf(target);
    const result = attackResult(face, before.health);
    // The target's Health is written once, and only when the attack hits.
    if (result.hit && !(await target.update({ "system.toy.damage": before.max - result.health } as Actor.UpdateData))) {
      throw new Refusing(toyError("NotWritten"), { name: target.name });
    }
    const created = await ChatMessage.implementation.create({
      type: "toyAttack",
      speaker: speakerFor(attacker),
      system: { attacker: read.value.attacker, target: read.value.target, face, hit: result.hit, health: result.health, startedBy: sender.id ?? "" },
    } as ChatMessage.CreateData);
    if (!isToyAttackMessage(created ?? null) || !created?.id) throw new Refusing(toyError("NotWritten"), { name: target.name });
    return done({ messageId: created.id, hit: result.hit });
  });
}

/** The Storyteller's side of `toyAttack`: the payload read field by field, the die rolled here. */
export async function handleAttack(payload: unknown, sender: User.Implementation): Promise<AttackAnswer> {
  return answerFor(sender, () => attack(payload, sender));
}

/** A player's attack: asked of the Storyteller's client, its refusal shown here. */
export async function requestAttack(attacker: ActorRef, target: ActorRef): Promise<AttackAnswer> {
  return askShowingRefusal(() => askActiveGm("toyAttack", { attacker, target }));
}

/** The attack of a character on a token's actor, as the sheet asks for it. */
export async function requestAttackOn(attacker: Actor.Implementation, target: Actor.Implementation, token: Token.Implementation | null = null): Promise<AttackAnswer> {
  return requestAttack(actorRefOf(attacker), actorRefOf(target, token));
}

export function defineAttackRequest(): void {
  defineRequest("toyAttack", handleAttack);
}
