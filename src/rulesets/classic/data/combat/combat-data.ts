import { WholeObjectField } from "../../../../data/fields/whole-object";
import { CombatModel } from "../../../../data/combat/combat";
import type { ModelPart } from "../../../module";
import { hasRoundShape } from "../../rules/turns/round-shape";
import type { RoundPhase, RoundState } from "../../rules/turns/round-state";

/** Before the first round's initiative is rolled the combat is in its initiative phase; then the round's own. */
export type CombatPhase = "initiative" | RoundPhase;

const ROUND_PHASES: readonly string[] = ["declaration", "action", "extra", "ended"];
const LISTS = ["order", "combatants", "queue", "held", "events"] as const;

/**
 * The stored round must have the round machine's shape: a refused write keeps the round as it was rather
 * than leaving a tracker that cannot be read. Only the system's own round operations write it.
 */
export function isRoundState(value: unknown): value is RoundState {
  if (typeof value !== "object" || value === null) return false;
  const state = value as Record<string, unknown>;
  return (
    typeof state.ruleset === "string" &&
    Number.isInteger(state.round) &&
    (state.round as number) >= 1 &&
    ROUND_PHASES.includes(String(state.phase)) &&
    Number.isInteger(state.actionNumber) &&
    Number.isInteger(state.nextKey) &&
    LISTS.every((list) => Array.isArray(state[list]))
  );
}

/** The stored earlier rounds: `{ rounds }`, each a whole round state. */
export function isRoundHistory(value: unknown): value is { rounds: RoundState[] } {
  const rounds = (value as { rounds?: unknown } | null)?.rounds;
  return typeof value === "object" && value !== null && Array.isArray(rounds) && rounds.every((round) => isRoundState(round) && hasRoundShape(round));
}

function classicCombatFields() {
  return {
    /**
     * The round as the rules' round machine keeps it (src/rulesets/classic/rules/turns/round-state.ts), or null
     * before the first round. It is written whole (writeRound) and checked whole as it will be stored
     * (rules/turns/round-shape.ts) by the combat's model: a damaged part would break every later read.
     */
    state: new WholeObjectField({ check: (value) => isRoundState(value) && hasRoundShape(value), errorKey: "STC.Error.RoundStateInvalid" }),
    /**
     * The fight's earlier rounds, as each stood when the next began (`{ rounds: [RoundState, …] }`, oldest first):
     * what a scenario export (scenario/export.ts) replays besides the running one. Null in a fight begun before it
     * was kept, and again after a reset; written whole, by replacement, like the round.
     */
    history: new WholeObjectField({ check: isRoundHistory, errorKey: "STC.Error.RoundStateInvalid" }),
  };
}

/**
 * A round stored before the state named its ruleset was Classic's, the only one then. Foundry migrates an
 * update's partial changes too, and the round is written by replacement (writeRound), so a state here without a
 * ruleset is either such an old one or a replacement's whole value: never a fragment of one.
 */
function migrateCombat(source: Record<string, unknown>): void {
  const state = source.state;
  if (typeof state === "object" && state !== null && !Array.isArray(state) && Object.hasOwn(state, "round") && !Object.hasOwn(state, "ruleset")) {
    (state as Record<string, unknown>).ruleset = "classic";
  }
}

/**
 * Classic's part of a combat's data (src/data/combat/combat.ts): the running round. The phase, the order, every
 * declaration, held action, abort and extra action left is read from it; combatants' parts are read from it too
 * (combatant-data.ts).
 */
export const CLASSIC_COMBAT_PART: ModelPart = Object.freeze({ fields: classicCombatFields, migrateData: migrateCombat });

/** The round state of a combat, whatever its class, or null. */
export function roundStateOf(combat: unknown): RoundState | null {
  const system = (combat as { system?: unknown } | null | undefined)?.system;
  if (!(system instanceof CombatModel)) return null;
  const state = (system as { state?: unknown }).state;
  return isRoundState(state) ? state : null;
}

/** The earlier rounds of a combat's fight, oldest first; none for a fight begun before they were kept. */
export function roundHistoryOf(combat: unknown): RoundState[] {
  const system = (combat as { system?: unknown } | null | undefined)?.system;
  if (!(system instanceof CombatModel)) return [];
  const history = (system as { history?: unknown }).history;
  return isRoundHistory(history) ? history.rounds : [];
}

/** The phase of a combat's round: the initiative phase before the first round is rolled. */
export function phaseOf(combat: unknown): CombatPhase {
  return roundStateOf(combat)?.phase ?? "initiative";
}
