import { RULESETS, createRuleset } from "../rules/ruleset/registry";
import type { RulesetDefinition } from "../rules/ruleset/ruleset";
import { tickStatuses } from "../rules/status/schedule";
import { plannedPhases } from "../rules/turns/queries";
import { roundMachine } from "../rules/turns/round-machine";
import { roundCombatantInput } from "../rules/turns/round-input";
import type { RoundCombatantInput, RoundEvent } from "../rules/turns/round-state";
import { RulesError } from "../../../rules/errors";
import { declarationOf, initiativeFor, spendDeclared, type ReplayContext } from "./context";
import { playEvent } from "./events";
import { checkExpectation, type ExpectationResult } from "./expectations";
import { eventFacts, fighterFacts, lostActionsOf } from "./facts";
import { fightersOf, type Fighter } from "./fighters";
import { at } from "./read-json";
import type { DeclarationResult, EventResult, FighterState, RoundResult, ScenarioResult } from "./result";
import { guard } from "./run-chain";
import { ScenarioError } from "./scenario-error";
import type { Scenario, ScenarioRound } from "./types";
import { RoundWalk } from "./walk";

/*
 * The replay: a scenario's rounds driven through its ruleset's round machine and attack chain with the
 * file's faces, into a ScenarioResult. Pure: the scenario in, the result out, no I/O and no randomness.
 */

function stateOf(fighter: Fighter): FighterState {
  return {
    health: { ...fighter.stats.health },
    statuses: fighter.stats.statuses.map((status) => ({ ...status })),
    inHand: fighter.inHand,
    willpower: { ...fighter.stats.willpower },
    blood: fighter.stats.blood ? { ...fighter.stats.blood } : null,
  };
}

function statesOf(fighters: ReadonlyMap<string, Fighter>, which: (fighter: Fighter) => boolean): Record<string, FighterState> {
  return Object.fromEntries([...fighters].filter(([, fighter]) => which(fighter)).map(([id, fighter]) => [id, stateOf(fighter)]));
}

function beginRound(base: Omit<ReplayContext, "walk" | "round">, round: ScenarioRound, number: number): ReplayContext {
  for (const id of Object.keys(round.initiative)) {
    const fighter = base.fighters.get(id);
    if (fighter && fighter.presence !== "present") {
      const path = at(at(round.path, "initiative"), id);
      throw new ScenarioError("ScenarioCombatantAbsent", `${path}: ${fighter.stats.name} is not in the fight this round.`, { path, name: fighter.stats.name, presence: fighter.presence });
    }
  }
  const partial = { ...base, round: number } as ReplayContext;
  const inputs: RoundCombatantInput[] = [];
  for (const fighter of base.fighters.values()) {
    if (fighter.presence !== "present") continue;
    const entry = initiativeFor(partial, fighter, round.initiative[fighter.stats.id] ?? [], at(at(round.path, "initiative"), fighter.stats.id));
    inputs.push(roundCombatantInput(fighter.stats, entry, number));
  }
  const state = guard(round.path, `round ${number}`, () => base.machine.begin(number, inputs));
  return { ...partial, walk: new RoundWalk(state, base.machine, base.fighters) };
}

/** Declarations from the slowest (000 §1.2, 002 ¶3), whatever order the file lists them in. */
function declareAll(ctx: ReplayContext, round: ScenarioRound): void {
  const byId = new Map(round.declarations.map((declaration) => [declaration.combatant, declaration]));
  for (const declaration of round.declarations) {
    const fighter = ctx.fighters.get(declaration.combatant);
    const combatant = ctx.walk.state.combatants.find((entry) => entry.id === declaration.combatant);
    if (!fighter || fighter.presence !== "present" || !combatant) {
      throw new ScenarioError("ScenarioCombatantAbsent", `${declaration.path}: ${fighter?.stats.name ?? declaration.combatant} is not in the fight this round.`, {
        path: declaration.path,
        name: fighter?.stats.name ?? declaration.combatant,
        presence: fighter?.presence ?? "unknown",
      });
    }
    if (combatant.condition.blockedBy) {
      throw new ScenarioError("ScenarioCannotAct", `${declaration.path} (declaration): ${fighter.stats.name} cannot act this round (${combatant.condition.blockedBy}).`, {
        path: declaration.path,
        event: "declaration",
        name: fighter.stats.name,
        status: combatant.condition.blockedBy,
      });
    }
  }
  while (ctx.walk.state.phase === "declaration") {
    const id = ctx.walk.state.queue[0]?.combatantIds[0];
    if (id === undefined) break;
    const written = byId.get(id);
    const label = `declaration by ${ctx.walk.nameOf(id)}`;
    const declaration = written ? declarationOf(written) : { combatantId: id, actions: [] };
    ctx.walk.set(guard(written?.path ?? round.path, label, () => ctx.machine.declare(ctx.walk.state, declaration)));
    const fighter = ctx.fighters.get(id);
    if (written && fighter) spendDeclared(fighter, written);
  }
}

function declarationsOf(ctx: ReplayContext): DeclarationResult[] {
  return ctx.walk.state.combatants
    .filter((combatant) => combatant.declaration !== null)
    .map((combatant) => ({
      combatantId: combatant.id,
      actions: combatant.actions.map((action) => ({
        index: action.index,
        source: action.source,
        body: action.body,
        penalty: action.penalty,
        pool: action.basePool === null ? null : Math.max(0, action.basePool - action.penalty),
      })),
      fullDefence: combatant.fullDefence,
      spent: { ...combatant.spent },
    }));
}

function roundFacts(result: Omit<RoundResult, "facts">): Record<string, unknown> {
  const byId = <T>(read: (entry: RoundResult["initiative"][number]) => T) => Object.fromEntries(result.initiative.map((entry) => [entry.combatantId, read(entry)]));
  return {
    initiative: byId((entry) => entry.total),
    scores: byId((entry) => entry.score),
    order: result.order.map((step) => step.combatantIds),
    declarationOrder: result.declarationOrder,
    pools: Object.fromEntries(result.declarations.map((declaration) => [declaration.combatantId, declaration.actions.map((action) => action.pool)])),
    penalties: Object.fromEntries(result.declarations.map((declaration) => [declaration.combatantId, declaration.actions.map((action) => action.penalty)])),
    plannedPhases: result.plannedPhases,
    actionOrder: result.actions.map((action) => `${action.combatantId}:${action.actionIndex}`),
    phases: result.phases.map((phase) => `${phase.phase}:${phase.actionNumber}`),
    lost: lostActionsOf(result.machineEvents),
    ...fighterFacts(result.end),
  };
}

function playRound(base: Omit<ReplayContext, "walk" | "round">, round: ScenarioRound, number: number, expectations: ExpectationResult[]): RoundResult {
  const ctx = beginRound(base, round, number);
  const order = ctx.walk.state.order.map((step) => ({ ...step, combatantIds: [...step.combatantIds] }));
  const initiative = ctx.walk.state.combatants.map((combatant) => ({
    combatantId: combatant.id,
    score: combatant.initiative.score,
    faces: [...combatant.initiative.faces],
    total: combatant.initiative.total,
  }));
  declareAll(ctx, round);
  const declarations = declarationsOf(ctx);
  const planned = plannedPhases(ctx.walk.state);
  const events: EventResult[] = [];
  for (const event of round.events) {
    const before = ctx.walk.state.events.length;
    const detail = playEvent(ctx, event);
    const machineEvents = ctx.walk.state.events.slice(before);
    const facts = eventFacts(detail, ctx.walk.state, machineEvents);
    expectations.push(...checkExpectation(event.expect, facts));
    events.push({ path: event.path, detail, lostActions: lostActionsOf(machineEvents), machineEvents, facts });
  }
  ctx.walk.finish(round.path);
  const machineEvents: RoundEvent[] = ctx.walk.state.events;
  const end = statesOf(base.fighters, (fighter) => fighter.presence !== "arriving");
  for (const fighter of base.fighters.values()) {
    if (fighter.presence === "present") fighter.stats.statuses = tickStatuses(fighter.stats.statuses, number);
  }
  const partial: Omit<RoundResult, "facts"> = {
    round: number,
    path: round.path,
    initiative,
    order,
    declarationOrder: machineEvents.flatMap((event) => (event.type === "declared" ? [event.combatantId] : [])),
    declarations,
    plannedPhases: planned,
    actions: machineEvents.flatMap((event, index) => {
      if (event.type !== "acted") return [];
      const phase = machineEvents.slice(0, index).reverse().find((earlier) => earlier.type === "phaseBegan");
      return [{ combatantId: event.combatantId, actionIndex: event.actionIndex, kind: event.kind, phase: phase?.type === "phaseBegan" ? phase.actionNumber : 0 }];
    }),
    phases: machineEvents.flatMap((event) => (event.type === "phaseBegan" && event.phase !== "declaration" ? [{ phase: event.phase, actionNumber: event.actionNumber }] : [])),
    events,
    machineEvents,
    end,
  };
  const facts = roundFacts(partial);
  expectations.push(...checkExpectation(round.expect, facts));
  return { ...partial, facts };
}

/**
 * Replays a checked scenario (parse.ts). A ScenarioError names the event the rules refused; expectations the
 * replay does not meet are reported in `expectations`, not thrown (`unmetExpectations`).
 */
export function replayScenario(scenario: Scenario, registry: Readonly<Record<string, RulesetDefinition>> = RULESETS): ScenarioResult {
  let ruleset;
  try {
    ruleset = createRuleset(scenario.ruleset, scenario.options, registry);
  } catch (error) {
    if (error instanceof RulesError) throw new ScenarioError("ScenarioEventRefused", `options: ${error.message}`, { path: "options", event: "options", reason: error.message, reasonKey: error.key }, { cause: error });
    throw error;
  }
  const fighters = fightersOf(scenario.combatants);
  const base = { ruleset, machine: roundMachine<unknown>({ rules: ruleset.turns, options: ruleset.options }), fighters };
  const expectations: ExpectationResult[] = [];
  const rounds = scenario.rounds.map((round, index) => playRound(base, round, index + 1, expectations));
  const final = statesOf(fighters, () => true);
  const facts = fighterFacts(final);
  expectations.push(...checkExpectation(scenario.expect, facts));
  return {
    title: scenario.title,
    notes: [...scenario.notes],
    ruleset: ruleset.id,
    options: { ...(ruleset.options as Record<string, unknown>) },
    combatants: scenario.combatants.map((combatant) => ({ id: combatant.stats.id, name: combatant.stats.name, creature: combatant.stats.creature, notes: [...combatant.notes] })),
    rounds,
    final,
    facts,
    expectations,
  };
}

export function unmetExpectations(result: ScenarioResult): ExpectationResult[] {
  return result.expectations.filter((expectation) => !expectation.met);
}
