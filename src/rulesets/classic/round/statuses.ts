import { effectStartRound, type EffectStartLike } from "../../../compat";
import { SYSTEM_ID } from "../../../constants";
import { gatherStatuses, type GatheredEffect } from "../data/actor/gather-stats";
import { roundCondition, standUp, tickStatuses } from "../rules/status/schedule";
import type { RoundState } from "../rules/turns/round-state";
import type { ClassicOptions } from "../rules/ruleset/options";
import type { RoundContext } from "../rules/turns/turn-rules";
import { roundMachine } from "../rules/turns/round-machine";
import { statsOf, type CombatantLike } from "./combatant-stats";
import { outOfFight } from "../../../round/out-of-fight";

/** The parts of an ActiveEffect the status rules read. */
interface EffectLike {
  id: string | null;
  statuses: Iterable<string>;
  disabled: boolean;
  flags?: Record<string, Record<string, unknown> | undefined>;
  duration?: EffectStartLike["duration"];
  start?: EffectStartLike["start"];
}

function gathered(effect: EffectLike): GatheredEffect {
  return {
    statuses: effect.statuses,
    disabled: effect.disabled,
    status: (effect.flags?.[SYSTEM_ID]?.status as GatheredEffect["status"] | undefined) ?? null,
    startRound: effectStartRound(effect),
  };
}

/** The effects whose statuses a rule takes off: an effect goes when none of its statuses is kept. */
function effectsDropped(effects: Iterable<EffectLike>, keep: (statuses: ReturnType<typeof gatherStatuses>) => ReturnType<typeof gatherStatuses>): string[] {
  const ids: string[] = [];
  for (const effect of effects) {
    const statuses = gatherStatuses([gathered(effect)]);
    if (statuses.length && keep(statuses).length === 0 && effect.id) ids.push(effect.id);
  }
  return ids;
}

/** Effects whose statuses ran out with round `endedRound` (status/schedule.ts `tickStatuses`). */
export function expiredEffectIds(effects: Iterable<EffectLike>, endedRound: number): string[] {
  return effectsDropped(effects, (statuses) => tickStatuses(statuses, endedRound));
}

/** The knockdown effects a character leaves behind once it has spent its action getting up (004 Knockdown). */
export function stoodUpEffectIds(effects: Iterable<EffectLike>): string[] {
  return effectsDropped(effects, standUp);
}

type ActorWithEffects = Actor.Implementation;

function uniqueActors(combatants: Iterable<CombatantLike>): ActorWithEffects[] {
  const seen = new Map<string, ActorWithEffects>();
  for (const combatant of combatants) if (combatant.actor?.uuid) seen.set(combatant.actor.uuid, combatant.actor);
  return [...seen.values()];
}

/**
 * Takes the effects off; a deletion Foundry turned down is said to the Storyteller in the table's language (the
 * round has moved on by the rules either way, and the statuses can be taken off by hand).
 */
async function dropEffects(actor: ActorWithEffects, ids: string[]): Promise<void> {
  if (!ids.length) return;
  const deleted = await actor.deleteEmbeddedDocuments("ActiveEffect", ids);
  if ((deleted?.length ?? 0) < ids.length) ui.notifications?.warn(game.i18n?.format("STC.Error.StatusesNotRemoved", { name: actor.name }) ?? "STC.Error.StatusesNotRemoved");
}

/** At the end of round `endedRound` every combatant's expired statuses come off its character (one write each). */
export async function tickCombatantStatuses(combatants: Iterable<CombatantLike>, endedRound: number): Promise<void> {
  for (const actor of uniqueActors(combatants)) await dropEffects(actor, expiredEffectIds(actor.effects.contents, endedRound));
}

/** The characters who got up this step lose their knockdown status (one write each). */
export async function removeKnockdowns(combatants: Iterable<CombatantLike>): Promise<void> {
  for (const actor of uniqueActors(combatants)) await dropEffects(actor, stoodUpEffectIds(actor.effects.contents));
}

/**
 * The round after an actor's health or statuses changed mid-round (the attack chain applies damage): each of
 * its combatants gets its condition anew (`roundCondition`), and the rules take what it loses
 * (`updateCondition`: stunned or incapacitated lose every action left; knocked down, the next one). Null
 * when nothing changed.
 */
export function roundAfterConditionChange(ctx: RoundContext<ClassicOptions>, state: RoundState, combatants: Iterable<CombatantLike>, actorUuid: string): RoundState | null {
  const machine = roundMachine(ctx);
  let next = state;
  for (const combatant of combatants) {
    if (combatant.actor?.uuid !== actorUuid || !combatant.id) continue;
    const inRound = next.combatants.find((entry) => entry.id === combatant.id);
    const stats = statsOf(combatant);
    if (!inRound || !stats) continue;
    const condition = roundCondition(stats.statuses, stats.health, next.round, outOfFight(combatant));
    if (JSON.stringify(condition) === JSON.stringify(inRound.condition)) continue;
    next = machine.updateCondition(next, combatant.id, condition);
  }
  return next === state ? null : next;
}
