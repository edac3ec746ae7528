import { configuredStatusEffects, writeActor, type ActorWrite } from "../../../compat";
import { resolveActor, type ActorRef } from "../../../chat/records";
import { Refusing } from "../../../outcome";
import { metCharacterOf } from "../data/character";
import { metRecordOf } from "../data/read";
import { afterChallenge } from "../rules/aftermath";
import { challengeResult } from "../rules/challenge";
import type { ChallengeState } from "../rules/challenge/types";
import { holdBreaks } from "../rules/grapple";
import { MET_CATEGORIES } from "../rules/traits";
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

function statusEffect(status: string): Record<string, unknown> {
  const entry = configuredStatusEffects().find((candidate) => candidate.id === status);
  if (!entry) throw new Refusing(cardError("StatusUnknown"), { status });
  return { name: say(entry.name ?? status), img: entry.img ?? "", statuses: [status] };
}

/**
 * What a finished challenge writes to each of its characters, one write each (003 Contested Tests: "the winner's
 * victory condition happens"): the rules' aftermath (rules/aftermath.ts: traits lost for the scene, ability levels
 * expended, Willpower spent, the victory condition's damage on whom it befell), a grapple's hold taken or broken
 * (rules/grapple.ts), and a status the victory condition names, as an effect.
 */
export function resultWrites(message: ChallengeMessage, state: ChallengeState): ResultWrite[] {
  const result = challengeResult(state);
  const status = result.victoryConditionOf ? message.system.effectsBy[result.victoryConditionOf] : undefined;
  const writes: ResultWrite[] = [];
  for (const [id, actor] of actorsOn(message)) {
    const record = metRecordOf(actor);
    const after = afterChallenge(metCharacterOf(actor), result);
    const update: Record<string, unknown> = {};
    for (const category of MET_CATEGORIES) if (after.lost[category].length !== record.lost[category].length) update[`system.met.lost.${category}`] = [...after.lost[category]];
    for (const type of ["bashing", "lethal", "aggravated"] as const) if (after.health[type] !== record.health[type]) update[`system.met.health.${type}`] = after.health[type];
    if (after.willpower.current !== record.willpower.value) update["system.met.willpower.value"] = after.willpower.current;
    const spent = result.abilitiesSpent[id] ?? [];
    if (spent.length > 0) update["system.met.abilitiesSpent"] = [...record.abilitiesSpent, ...spent];
    if (result.affected === id && result.effect?.grapple && result.victoryConditionOf) update["system.met.grappledBy"] = result.victoryConditionOf;
    // 003 Grappling: a victim who beats its holder in a physical challenge is free.
    const winner = result.winner === "challenger" ? state.challenger.character.id : result.winner === "defender" ? (state.defender?.character.id ?? "") : "";
    const loser = result.winner === "challenger" ? (state.defender?.character.id ?? "") : result.winner === "defender" ? state.challenger.character.id : "";
    if (record.grappledBy && id === winner && state.challenger.category === "physical" && holdBreaks({ holder: record.grappledBy, victim: id }, { kind: "victimWinsPhysical", against: loser })) update["system.met.grappledBy"] = "";
    const write: ActorWrite = { update };
    if (result.affected === id && status?.kind === "status") write.createEffects = [statusEffect(status.status)];
    if (Object.keys(update).length > 0 || write.createEffects) writes.push({ actor, write });
  }
  return writes;
}

/** Writes each character's part; the first one Foundry turns down stops the rest, and the card is not advanced. */
export async function writeResult(writes: readonly ResultWrite[]): Promise<void> {
  for (const { actor, write } of writes) {
    if (!(await writeActor(actor, write))) throw new Refusing(cardError("NotWritten"), { name: actor.name });
  }
}
