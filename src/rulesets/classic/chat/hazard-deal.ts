import { packStats } from "../data/chat/stored-stats";
import type { HazardTargetRecord } from "../data/chat/hazard";
import { planHazard, resolveHazard, type HazardInput, type HazardOutcome } from "../rules/combat/hazard";
import { poolSpecOf } from "../rules/combat/roll-plan";
import { readPool } from "../rules/dice/pool";
import type { ClassicOptions } from "../rules/ruleset/options";
import { readClassicOptions } from "../settings";
import { classicRulesForPlay } from "../record-rules";
import { Refusing } from "../../../outcome";
import { RulesError } from "../../../rules/errors";
import { plainObject, resolveActor, type ActorRef } from "../../../chat/records";
import { serialize } from "../../../chat/serialize";
import { currentRound } from "./attack-setup";
import { rollFaces } from "../dice/chain-faces";
import { say, statsOf } from "./documents";
import { targetChanges, writeTarget } from "./target-writes";

/** One character's hazard read again from its record: the plan and what the faces did (rules/combat/hazard.ts). */
export function replayHazard(hazard: HazardInput, record: Pick<HazardTargetRecord, "stats" | "damageFaces" | "soakFaces">, options: ClassicOptions, round: number): HazardOutcome {
  const plan = planHazard(hazard, record.stats, options);
  return resolveHazard(plan, record.damageFaces, record.soakFaces, { health: record.stats.health, statuses: record.stats.statuses, creature: record.stats.creature }, options, round);
}

/**
 * Deals a hazard on the Storyteller's client: for each character, the rules plan it from the character as it stands,
 * Foundry's dice roll the damage and then the soak (only when damage got through), and the track is written. A
 * write Foundry turns down puts back the characters written before it, and nothing is posted. Answers the card's id.
 */
export function dealHazard(targets: readonly ActorRef[], hazard: HazardInput): Promise<string> {
  return serialize(async () => {
    try {
      classicRulesForPlay();
    } catch (error) {
      if (error instanceof RulesError) throw new Refusing(error.i18nKey, { ...error.data });
      throw error;
    }
    const actors = targets.map((ref) => ({ ref, actor: resolveActor(ref) }));
    const gone = actors.find((entry) => !entry.actor);
    if (gone) throw new Refusing("STC.Classic.Chain.Error.ActorGone");
    const options = readClassicOptions();
    const round = currentRound(targets[0]?.actorId ?? "");
    const records: (HazardTargetRecord & { outcome: HazardOutcome })[] = [];
    for (const { ref, actor } of actors) {
      if (!actor) continue;
      const stats = statsOf(actor);
      const plan = planHazard(hazard, stats, options);
      const label = say(`STC.Classic.Hazard.Kind.${hazard.kind}`);
      const damageFaces = plan.damage.kind === "roll" && plan.damageType ? await rollFaces(poolSpecOf(plan.damage.roll), label, null) : [];
      const dealt = plan.damageType === null ? 0 : plan.damage.kind === "roll" ? readPool(damageFaces, poolSpecOf(plan.damage.roll)).net : plan.damage.levels;
      const soak = dealt > 0 ? plan.soak[plan.soakChoice] : undefined;
      const soakFaces = soak ? await rollFaces(poolSpecOf(soak), say("STC.Classic.Hazard.SoakRoll"), null) : [];
      const record = { ref, stats, damageFaces, soakFaces, created: [] as string[] };
      records.push({ ...record, outcome: replayHazard(hazard, record, options, round) });
    }
    const written: { actor: Actor.Implementation; before: HazardOutcome["before"] }[] = [];
    for (const entry of records) {
      const actor = resolveActor(entry.ref);
      if (!actor) throw new Refusing("STC.Classic.Chain.Error.ActorGone");
      const after = entry.outcome.after;
      const changes = targetChanges(actor, after);
      entry.created = changes.creates.map((effect) => effect._id);
      if (await writeTarget(actor, after, changes)) {
        written.push({ actor, before: entry.outcome.before });
        continue;
      }
      // Foundry turned one down: the characters already struck get back what they had, and no card is posted.
      for (const done of written.reverse()) await writeTarget(done.actor, done.before, targetChanges(done.actor, done.before));
      throw new Refusing("STC.Classic.Chain.Error.NotWritten", { name: actor.name });
    }
    const card = await ChatMessage.implementation.create({
      type: "classicHazard",
      speaker: { alias: say(`STC.Classic.Hazard.Kind.${hazard.kind}`) },
      system: {
        ruleset: "classic",
        hazard: plainObject(hazard),
        options: plainObject(options),
        round,
        targets: records.map((entry) => ({
          actorId: entry.ref.actorId,
          tokenUuid: entry.ref.tokenUuid,
          stats: plainObject(packStats(entry.stats)),
          damageFaces: entry.damageFaces,
          soakFaces: entry.soakFaces,
          created: entry.created,
        })),
      },
    });
    if (!card?.id) throw new Refusing("STC.Classic.Chain.Error.NotWritten", { name: say("STC.Classic.Hazard.TheCard") });
    return card.id;
  });
}
