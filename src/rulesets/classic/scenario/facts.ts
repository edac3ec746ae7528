import type { FIGHTER_FACTS } from "./fact-names";
import type { HealthState } from "../rules/health/state";
import { trackBoxes } from "../rules/health/track";
import type { RollSummary } from "../rules/ruleset/attack-summary";
import type { StatusEffect } from "../rules/status/types";
import type { RoundEvent, RoundState } from "../rules/turns/round-state";
import type { EventDetail, FighterState } from "./result";

/*
 * The facts an `expect` block can name (fact-names.ts), computed from the replay's result. Each is plain
 * JSON: numbers, text, lists, objects keyed by combatant id.
 */

const ids = (statuses: readonly StatusEffect[]) => statuses.map((status) => status.id);

export function strokesPerBox(health: HealthState): number[] {
  return trackBoxes(health).map((box) => box.strokes.length);
}

export function lostActionsOf(events: readonly RoundEvent[]): Record<string, number[]> {
  const lost: Record<string, number[]> = {};
  for (const event of events) if (event.type === "actionsLost") lost[event.combatantId] = [...(lost[event.combatantId] ?? []), ...event.actionIndexes];
  return lost;
}

function turnFacts(state: RoundState): Record<string, unknown> {
  const active = state.phase === "action" || state.phase === "extra";
  return {
    upcoming: active ? state.queue.map((entry) => [...entry.combatantIds]) : [],
    held: state.held.map((held) => held.combatantId),
    phase: state.phase,
    actionNumber: state.actionNumber,
  };
}

function rollFacts(prefix: string, roll: RollSummary | undefined): Record<string, unknown> {
  return {
    [`${prefix}Pool`]: roll?.pool ?? null,
    [`${prefix}Difficulty`]: roll?.difficulty ?? null,
    [`${prefix}Successes`]: roll?.net ?? null,
  };
}

export function eventFacts(detail: EventDetail, state: RoundState, events: readonly RoundEvent[]): Record<string, unknown> {
  const base = turnFacts(state);
  const lostActions = lostActionsOf(events);
  switch (detail.kind) {
    case "attack": {
      const summary = detail.summary;
      const roll = (step: string) => summary.rolls.find((entry) => entry.step === step);
      const attack = roll("attackRoll");
      const soak = roll("soakRoll");
      const effect = roll("effectRoll");
      return {
        ...base,
        actionIndex: detail.actionIndex,
        actionPenalty: detail.penalty,
        abort: detail.abort ? (detail.abort.succeeded ? "succeeded" : "failed") : null,
        abortWillpowerSuccesses: detail.abort?.roll?.net ?? null,
        defenceAllowance: detail.allowance ? { source: detail.allowance.source, actionIndex: detail.allowance.actionIndex, penalty: detail.allowance.penalty, cap: detail.allowance.cap } : null,
        plannedAttackPool: summary.plannedAttack?.pool ?? null,
        plannedAttackDifficulty: summary.plannedAttack?.difficulty ?? null,
        ...rollFacts("attack", attack),
        attackModifiers: attack ? attack.modifiers.map((modifier) => [modifier.id, modifier.dice ?? 0, modifier.difficulty ?? 0]) : null,
        attackBotch: attack?.botch ?? null,
        defence: summary.defence,
        ...rollFacts("defence", roll("defenceRoll")),
        removedDice: summary.removedDice,
        hits: summary.hit?.net ?? null,
        ...rollFacts("damage", roll("damageRoll")),
        damageType: summary.damageType,
        soakPool: soak?.pool ?? null,
        soakDifficulty: soak?.difficulty ?? null,
        soaked: summary.soaked,
        left: summary.left,
        strokes: summary.damage?.strokes ?? 0,
        levels: summary.damage?.levels ?? 0,
        ...rollFacts("effect", effect),
        effectOutcome: effect?.outcome ?? null,
        outcome: summary.outcome,
        health: summary.healthAfter,
        statuses: ids(summary.statusesAfter),
        started: ids(summary.started),
        consequence: summary.consequence,
        events: summary.events.map((event) => event.kind),
        lostActions,
      };
    }
    case "escape":
      return {
        ...base,
        escapePool: detail.escape.pool,
        escapeSuccesses: detail.escape.net,
        holderPool: detail.holderRoll.pool,
        holderSuccesses: detail.holderRoll.net,
        escapeOutcome: detail.outcome,
        statuses: ids(detail.statuses),
        holderStatuses: ids(detail.holderStatuses),
      };
    case "clinch": {
      const summary = detail.summary;
      const damage = summary.rolls.find((entry) => entry.step === "damageRoll");
      return {
        ...base,
        damagePool: damage?.pool ?? null,
        damageSuccesses: damage?.net ?? null,
        soakPool: summary.rolls.find((entry) => entry.step === "soakRoll")?.pool ?? null,
        soaked: summary.soaked,
        left: summary.left,
        levels: summary.damage?.levels ?? 0,
        health: summary.healthAfter,
        statuses: ids(summary.statusesAfter),
        lostActions,
      };
    }
    case "action":
      return { ...base, actionKind: detail.actionKind };
    case "join":
      return { ...base, actsThisRound: detail.actsThisRound, initiative: detail.initiative.total };
    default:
      return base;
  }
}

/** Every fact named in FIGHTER_FACTS, by fighter id; the type keeps the two lists one. */
export function fighterFacts(states: Readonly<Record<string, FighterState>>): Record<(typeof FIGHTER_FACTS)[number], unknown> {
  const map = <T>(read: (state: FighterState) => T) => Object.fromEntries(Object.entries(states).map(([id, state]) => [id, read(state)]));
  return {
    health: map((state) => state.health),
    statuses: map((state) => ids(state.statuses)),
    boxes: map((state) => strokesPerBox(state.health)),
    inHand: map((state) => state.inHand),
    willpower: map((state) => state.willpower.current),
    blood: map((state) => state.blood?.current ?? null),
  };
}
