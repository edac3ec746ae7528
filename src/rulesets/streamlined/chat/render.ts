import { resolveActor, writtenByStoryteller } from "../../../chat/records";
import { replayedForCard } from "../../../chat/replayed";
import { escapeResult } from "../rules/grapple";
import { readPool } from "../rules/pool";
import { attackCardContext, escapeCardContext, type AttackCardContext, type AttackCardInput } from "./card-context";
import { chainError, say, type AttackMessage, type EscapeMessage } from "./documents";
import { replayRecord } from "./record";
import { owns } from "../../../chat/records";

export const translate = (key: string, data?: Record<string, string | number>): string => say(key, data ?? {});

/** What the card of `message` shows this client's user, read from the message alone. */
export function attackCardInput(message: AttackMessage): AttackCardInput {
  const system = message.system;
  const user = game.user;
  const { value: chain, error } = replayedForCard(() => replayRecord(message), chainError("RecordInvalid"));
  const start = system.attackInput as Partial<AttackMessage["system"]["attackInput"]> | null;
  return {
    kind: system.attackKind,
    names: { attacker: start?.attacker?.name ?? "", target: start?.target?.name ?? "", weapon: system.used.name || say("STC.Streamlined.Attack.Unarmed") },
    chain,
    error,
    viewer: {
      isGM: user?.isGM === true,
      ownsAttacker: user ? owns(resolveActor(system.attacker), user) : false,
      ownsTarget: user ? owns(resolveActor(system.target), user) : false,
    },
    undone: Boolean(system.undoneBy),
    untrusted: !writtenByStoryteller(message),
    noStoryteller: !game.users?.activeGM,
  };
}

export function attackCardContextOf(message: AttackMessage): AttackCardContext {
  return attackCardContext(attackCardInput(message), translate);
}

export function escapeCardContextOf(message: EscapeMessage): ReturnType<typeof escapeCardContext> {
  const system = message.system;
  const held = resolveActor(system.held);
  const holder = resolveActor(system.holder);
  const escape = readPool(system.escapePool, system.escapeFaces);
  const grip = readPool(system.gripPool, system.gripFaces);
  const freed = escapeResult({ holderId: system.holder.actorId, heldId: system.held.actorId }, escape.successes, grip.successes).freed;
  return escapeCardContext({ names: { held: held?.name ?? "", holder: holder?.name ?? "" }, escape, grip, freed, untrusted: !writtenByStoryteller(message) }, translate);
}
