import type { TrackerCombatantInput, TrackerInput } from "../../../src/rulesets/classic/apps/tracker/tracker-context";
import { readInitiative } from "../../../src/rulesets/classic/rules/dice/initiative";
import { entryFromRoll } from "../../../src/rulesets/classic/rules/initiative/order";
import { CLASSIC_DEFAULTS, type ClassicOptions } from "../../../src/rulesets/classic/rules/ruleset/options";
import { ABLE } from "../../../src/rulesets/classic/rules/status/schedule";
import { classicTurnRules } from "../../../src/rulesets/classic/rules/turns/classic-turn-rules";
import { roundMachine } from "../../../src/rulesets/classic/rules/turns/round-machine";
import type { RoundCombatantInput, RoundState } from "../../../src/rulesets/classic/rules/turns/round-state";
import type { RoundContext } from "../../../src/rulesets/classic/rules/turns/turn-rules";
import { walkOrder } from "../../../src/rulesets/classic/rules/turns/walk-order";
import { arrivalsToDeclare } from "../../../src/rulesets/classic/rules/turns/late-declaration";

export const classic: RoundContext<ClassicOptions> = { rules: classicTurnRules, options: { ...CLASSIC_DEFAULTS } };
export const round = roundMachine(classic);

export const NAMES: Record<string, string> = { A: "Alistair", T: "Tony", G: "Gordon", D: "David", M: "Michael", P: "Pietro", Q: "Quentin" };

function fighter(id: string, score: number, face: number, tableIndex: number): RoundCombatantInput {
  return {
    id,
    initiative: entryFromRoll(id, readInitiative(score, face), tableIndex),
    resources: { willpower: { permanent: 5, current: 5 }, blood: null, celerity: 0, rage: null },
    condition: { ...ABLE },
  };
}

/** 000 §1.6: A 12, T 11, G 9 (wounded), D 15, M 8. */
export function seedRoundBegun(): RoundState {
  return round.begin(1, [fighter("A", 6, 6, 0), fighter("T", 6, 5, 1), fighter("G", 4, 5, 2), fighter("D", 6, 9, 3), fighter("M", 6, 2, 4)]);
}

/** 000 §2.11's declarations, slowest first. */
export function seedRoundDeclared(): RoundState {
  let state = seedRoundBegun();
  state = round.declare(state, { combatantId: "M", actions: [{ kind: "defence", defence: "parry", pool: 5 }, { kind: "attack", targetId: "A", pool: 5 }] });
  state = round.declare(state, { combatantId: "G", actions: [{ kind: "attack", targetId: "M", pool: 2, note: "crossbow from behind the wall" }] });
  state = round.declare(state, { combatantId: "T", actions: [{ kind: "defence", defence: "dodge", pool: 6 }, { kind: "attack", targetId: "D", pool: 5 }] });
  state = round.declare(state, { combatantId: "A", actions: [{ kind: "attack", targetId: "D", pool: 6 }] });
  return round.declare(state, { combatantId: "D", actions: [{ kind: "attack", targetId: "A", pool: 7 }, { kind: "defence", defence: "dodge", pool: 6 }, { kind: "defence", defence: "dodge", pool: 6 }] });
}

/** At G v M: Michael has aborted to dodge with a Willpower roll (000 §2.11). */
export function seedRoundAborted(): RoundState {
  let state = round.advance(seedRoundDeclared());
  state = round.spendDefence(state, "D", { attackerId: "A", defence: "dodge" }).state;
  state = round.advance(state);
  return round.abortToDefence(state, "M", { attackerId: "G", defence: "dodge", attempt: { by: "willpowerRoll", faces: [7, 2, 3, 4, 5] } }).state;
}

/** The extra-action phase: Tony's second action, after Michael's abort. */
export function seedRoundExtra(): RoundState {
  return round.advance(seedRoundAborted());
}

/** Alistair holds his punch until after Tony acts (002 ¶3); Gordon's turn comes. */
export function seedRoundHeld(): RoundState {
  let state = round.advance(seedRoundDeclared());
  state = round.hold(state, "A", { kind: "moment", position: "after", combatantId: "T" });
  return state;
}

/** After David's turn, Eva joins (total 10, between Tony and Gordon) with no declaration yet. */
export function seedRoundArrival(): RoundState {
  return round.add(round.advance(seedRoundDeclared()), fighter("E", 5, 5, 5));
}

export function seedRoundEnded(): RoundState {
  let state = seedRoundExtra();
  while (state.phase === "action" || state.phase === "extra") state = round.advance(state);
  return state;
}

/** Two tied combatants (same total and score) act as one step (002 ¶2). */
export function simultaneousRound(): RoundState {
  let state = round.begin(1, [fighter("P", 5, 4, 0), fighter("Q", 5, 4, 1), fighter("D", 7, 9, 2)]);
  state = round.declare(state, { combatantId: "P", actions: [{ kind: "attack", targetId: "D" }] });
  state = round.declare(state, { combatantId: "Q", actions: [{ kind: "attack", targetId: "D" }] });
  state = round.declare(state, { combatantId: "D", actions: [{ kind: "attack", targetId: "P" }] });
  return round.advance(state);
}

export interface FixtureOptions {
  isGM?: boolean;
  /** Ids the viewing player owns. */
  owned?: string[];
  visibleToAll?: boolean;
  names?: Record<string, string>;
  hidden?: string[];
  /** Wound levels and statuses by id, as language keys (trackerInput reads them off the characters). */
  wounds?: Record<string, string>;
  statuses?: Record<string, string[]>;
  lang?: string;
}

/** What the tracker app hands the context builder, made as `trackerInput` makes it. */
export function trackerInputFor(state: RoundState | null, options: FixtureOptions = {}, ids: string[] = state?.combatants.map((entry) => entry.id) ?? ["A", "T", "G", "D", "M"]): TrackerInput {
  const names = { ...NAMES, ...options.names };
  const isGM = options.isGM ?? true;
  const combatants: TrackerCombatantInput[] = ids.map((id) => ({
    id,
    name: names[id] ?? id,
    img: "icons/svg/mystery-man.svg",
    hidden: options.hidden?.includes(id) ?? false,
    defeated: false,
    owned: isGM || (options.owned?.includes(id) ?? false),
    preRolled: state ? null : id === "D" ? 15 : null,
    woundKey: options.wounds?.[id] ?? null,
    statusKeys: options.statuses?.[id] ?? [],
  }));
  return {
    round: state?.round ?? 0,
    state,
    combatants,
    turnIds: state ? walkOrder(classic, state).ids : ids,
    steps: state ? state.order.map((step) => step.combatantIds) : ids.map((id) => [id]),
    isGM,
    declarationsVisibleToAll: options.visibleToAll ?? true,
    arrivalsToDeclare: state ? arrivalsToDeclare(classic, state) : [],
    lang: options.lang ?? "en",
  };
}
