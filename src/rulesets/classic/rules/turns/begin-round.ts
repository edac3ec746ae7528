import { checkDeclarationShape } from "../actions/check-declaration";
import type { Declaration } from "../actions/declaration";
import { NOTHING_SPENT } from "../actions/resources";
import type { InitiativeEntry } from "../initiative/order";
import { orderInitiative } from "../initiative/roll-round";
import { buildDeclarationQueue, settle } from "./round-internals";
import type { RoundCombatant, RoundCombatantInput, RoundState } from "./round-state";
import { TurnError } from "./turn-error";
import type { RoundContext } from "./turn-rules";

function checkInitiative(id: string, entry: InitiativeEntry): InitiativeEntry {
  const numbers = [entry?.score, entry?.total, entry?.tableIndex, ...(entry?.faces ?? [])];
  if (!numbers.every((value) => Number.isInteger(value))) {
    throw new TurnError("InitiativeInvalid", `${id}'s initiative must be whole numbers.`, { combatant: id });
  }
  return { combatantId: id, score: entry.score, faces: [...entry.faces], total: entry.total, tableIndex: entry.tableIndex };
}

export function newRoundCombatant(input: RoundCombatantInput): RoundCombatant {
  if (typeof input?.id !== "string" || input.id === "") {
    throw new TurnError("CombatantIdInvalid", `A combatant needs an id, got ${String(input?.id)}.`, { value: String(input?.id) });
  }
  return {
    id: input.id,
    initiative: checkInitiative(input.id, input.initiative),
    resources: {
      willpower: { ...input.resources.willpower },
      blood: input.resources.blood,
      bloodPerTurn: input.resources.bloodPerTurn ?? null,
      celerity: input.resources.celerity,
      rage: input.resources.rage ? { ...input.resources.rage } : null,
    },
    condition: { ...input.condition },
    declaration: null,
    actions: [],
    fullDefence: false,
    fullDefenceCount: 0,
    spent: { ...NOTHING_SPENT },
    aborted: false,
    waitingForNextRound: false,
    poolBounds: input.poolBounds ?? null,
    lastDeclaration: input.lastDeclaration ?? null,
  };
}

/** Records a checked declaration on a combatant of the (cloned) state: spending, plan, penalties. */
export function recordDeclaration<O>(ctx: RoundContext<O>, state: RoundState, combatant: RoundCombatant, declaration: Declaration): void {
  const ids = new Set(state.combatants.map((other) => other.id));
  const checked = checkDeclarationShape(declaration, (id) => ids.has(id));
  const spending = ctx.rules.declarationSpending(checked, combatant.resources);
  const plan = ctx.rules.planActions(checked, combatant.condition.mustGetUp);
  combatant.declaration = checked;
  combatant.spent = spending;
  combatant.actions = plan.actions;
  combatant.fullDefence = plan.fullDefence;
  state.events.push({ type: "declared", combatantId: combatant.id });
}

/**
 * Starts round `round` with everyone's initiative already rolled (initiative/roll-round.ts): the order
 * is set and the slowest combatant able to act declares first (000 §1.2, 002 ¶3). Combatants who cannot
 * act (status/schedule.ts) keep their place in the order but declare and do nothing. `roundId`, when given,
 * names this round among all its combat runs (round-state.ts).
 */
export function beginRound<O>(ctx: RoundContext<O>, round: number, inputs: readonly RoundCombatantInput[], roundId?: string): RoundState {
  if (!Number.isInteger(round) || round < 1) {
    throw new TurnError("RoundNumberInvalid", `A round number is a whole number from 1, got ${String(round)}.`, { value: String(round) });
  }
  const combatants = inputs.map(newRoundCombatant);
  const seen = new Set<string>();
  for (const combatant of combatants) {
    if (seen.has(combatant.id)) throw new TurnError("CombatantDuplicate", `${combatant.id} is in the round twice.`, { combatant: combatant.id });
    seen.add(combatant.id);
  }
  const state: RoundState = {
    ruleset: ctx.rules.id,
    round,
    phase: "declaration",
    actionNumber: 0,
    order: orderInitiative(ctx.rules, combatants.map((combatant) => combatant.initiative)),
    combatants,
    queue: [],
    held: [],
    passed: null,
    events: [{ type: "phaseBegan", phase: "declaration", actionNumber: 0 }],
    nextKey: 0,
    ...(roundId ? { roundId } : {}),
  };
  state.queue = buildDeclarationQueue(ctx, state);
  settle(ctx, state);
  return state;
}
