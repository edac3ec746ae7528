import { configuredStatusEffects, writeActor, type ActorWrite } from "../../../compat";
import { resolveActor, type ActorRef } from "../../../chat/records";
import { Refusing } from "../../../outcome";
import { metRecordOf } from "../data/read";
import type { MetEffect } from "../data/chat";
import { challengeResult } from "../rules/challenge";
import type { ChallengeState } from "../rules/challenge/types";
import { applyDamage } from "../rules/health";
import { MET_CATEGORIES, type MetCategory } from "../rules/traits";
import { cardError, say, type ChallengeMessage } from "./documents";

/** One character's part of a result: its actor and the one write that carries it. */
export interface ResultWrite {
  actor: Actor.Implementation;
  write: ActorWrite;
}

/** Every character on the card, by actor id: both sides and a mob's lenders. */
function actorsOn(message: ChallengeMessage): Map<string, Actor.Implementation> {
  const refs: ActorRef[] = [message.system.challenger, message.system.defender, ...message.system.lenders];
  const found = new Map<string, Actor.Implementation>();
  for (const ref of refs) {
    if (!ref.actorId) continue;
    const actor = resolveActor(ref);
    if (!actor) throw new Refusing(cardError("ActorGone"));
    found.set(ref.actorId, actor);
  }
  return found;
}

/** The category each lost trait is in, read from the character's own traits. */
function lostByCategory(actor: Actor.Implementation, names: readonly string[]): Record<MetCategory, string[]> {
  const record = metRecordOf(actor);
  const lost = Object.fromEntries(MET_CATEGORIES.map((category) => [category, [...record.lost[category]]])) as Record<MetCategory, string[]>;
  for (const name of names) {
    const category = MET_CATEGORIES.find((entry) => record.traits[entry].some((trait) => trait.name === name));
    if (category) lost[category].push(name);
  }
  return lost;
}

function statusEffect(status: string): Record<string, unknown> {
  const entry = configuredStatusEffects().find((candidate) => candidate.id === status);
  if (!entry) throw new Refusing(cardError("StatusUnknown"), { status });
  return { name: say(entry.name ?? status), img: entry.img ?? "", statuses: [status] };
}

/**
 * What a finished challenge writes (003 Contested Tests: "the winner's victory condition happens"): on the
 * loser, the chosen victory condition (damage onto its health levels, a grapple, a status), and on every
 * character its traits lost for the scene, ability levels expended and Willpower spent. One write per character.
 */
export function resultWrites(message: ChallengeMessage, state: ChallengeState): ResultWrite[] {
  const result = challengeResult(state);
  const actors = actorsOn(message);
  const writes = new Map<string, ResultWrite>();
  const writeFor = (id: string): ResultWrite | null => {
    const actor = actors.get(id);
    if (!actor) return null;
    const existing = writes.get(id) ?? { actor, write: { update: {} } };
    writes.set(id, existing);
    return existing;
  };
  for (const [id, names] of Object.entries(result.traitsLost)) {
    const entry = writeFor(id);
    if (!entry) continue;
    const lost = lostByCategory(entry.actor, names);
    for (const category of MET_CATEGORIES) entry.write.update[`system.met.lost.${category}`] = lost[category];
  }
  for (const [id, names] of Object.entries(result.abilitiesSpent)) {
    const entry = writeFor(id);
    if (entry) entry.write.update["system.met.abilitiesSpent"] = [...metRecordOf(entry.actor).abilitiesSpent, ...names];
  }
  for (const [id, spent] of Object.entries(result.willpowerSpent)) {
    const entry = writeFor(id);
    if (entry) entry.write.update["system.met.willpower.value"] = Math.max(0, metRecordOf(entry.actor).willpower.value - spent);
  }
  const effect: MetEffect | undefined = result.victoryConditionOf ? message.system.effectsBy[result.victoryConditionOf] : undefined;
  const loserId = result.winner === "challenger" ? message.system.defender.actorId : result.winner === "defender" ? message.system.challenger.actorId : "";
  const winnerId = result.winner === "challenger" ? message.system.challenger.actorId : message.system.defender.actorId;
  const loser = loserId ? writeFor(loserId) : null;
  if (effect && loser) {
    if (effect.kind === "damage") {
      const health = applyDamage(metRecordOf(loser.actor).health, { levels: effect.levels, type: effect.type });
      for (const type of ["bashing", "lethal", "aggravated"] as const) loser.write.update[`system.met.health.${type}`] = health[type];
    } else if (effect.kind === "grapple") {
      loser.write.update["system.met.grappledBy"] = winnerId;
    } else if (effect.kind === "status") {
      loser.write.createEffects = [statusEffect(effect.status)];
    }
  }
  // 003 Grappling: the victim who beats the holder in a physical challenge is free.
  if (result.winner !== null && state.challenger.category === "physical") {
    const winner = writeFor(winnerId);
    if (winner && metRecordOf(winner.actor).grappledBy === loserId && loserId) winner.write.update["system.met.grappledBy"] = "";
  }
  return [...writes.values()];
}

/** Writes each character's part; the first one Foundry turns down stops the rest, and the card is not advanced. */
export async function writeResult(writes: readonly ResultWrite[]): Promise<void> {
  for (const { actor, write } of writes) {
    if (!(await writeActor(actor, write))) throw new Refusing(cardError("NotWritten"), { name: actor.name });
  }
}
