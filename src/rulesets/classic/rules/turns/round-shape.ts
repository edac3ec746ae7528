import { DECLARED_ACTION_KINDS, DEFENCE_KINDS } from "../actions/declaration";
import type { RoundState } from "./round-state";

/*
 * Whether a value has the whole shape of a round the round machine keeps (round-state.ts), down to each
 * combatant, action, turn and held action. The machine's operations read every part of a round without
 * checking it, since they only ever get rounds they made; a round read back from storage is checked with this
 * first, so a damaged one is refused rather than half-read.
 */

type Check = (value: unknown) => boolean;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const text: Check = (value) => typeof value === "string";
const whole: Check = (value) => Number.isInteger(value);
const finite: Check = (value) => typeof value === "number" && Number.isFinite(value);
const flag: Check = (value) => typeof value === "boolean";
const nullOr = (check: Check): Check => (value) => value === null || check(value);
const oneOf = (values: readonly unknown[]): Check => (value) => values.includes(value);
const listOf = (check: Check): Check => (value) => Array.isArray(value) && value.every(check);
const record = (fields: Record<string, Check>, optional: Record<string, Check> = {}): Check => (value) =>
  isObject(value) &&
  Object.entries(fields).every(([name, check]) => check(value[name])) &&
  Object.entries(optional).every(([name, check]) => value[name] === undefined || check(value[name]));

const pool2 = record({ permanent: whole, current: whole });
const initiativeEntry = record({ combatantId: text, score: finite, faces: listOf(whole), total: finite, tableIndex: whole });
const initiativeStep = record({ total: finite, score: finite, combatantIds: listOf(text) });
const spending = record({ willpower: whole, blood: whole, rage: whole });

const declaredAction: Check = (value) => {
  if (!isObject(value)) return false;
  const pool = value.pool === undefined || nullOr(whole)(value.pool);
  const note = value.note === undefined || nullOr(text)(value.note);
  switch (value.kind) {
    case "attack":
      return pool && note && text(value.targetId) && (value.willpower === undefined || flag(value.willpower));
    case "defence":
      return pool && oneOf(DEFENCE_KINDS)(value.defence);
    case "move":
      return pool && note;
    case "other":
      return pool && text(value.note);
    default:
      return false;
  }
};

const declaration = record({
  combatantId: text,
  actions: listOf(declaredAction),
  celerityActions: listOf(declaredAction),
  rageActions: listOf(declaredAction),
  willpowerSpent: whole,
  bloodSpent: whole,
  moves: flag,
});

const actionBody: Check = (value) => {
  if (!isObject(value)) return false;
  switch (value.kind) {
    case "attack":
      return text(value.targetId) && nullOr(text)(value.note) && (value.willpower === undefined || flag(value.willpower));
    case "defence":
      return oneOf(DEFENCE_KINDS)(value.defence);
    case "move":
      return nullOr(text)(value.note);
    case "other":
      return text(value.note);
    case "getUp":
      return true;
    case "abortDefence":
      return oneOf([...DECLARED_ACTION_KINDS, "getUp"])(value.replaced);
    default:
      return false;
  }
};

const plannedAction = record({
  index: whole,
  source: oneOf(["declared", "celerity", "rage", "getUp"]),
  body: actionBody,
  penalty: whole,
  basePool: nullOr(whole),
  state: oneOf(["pending", "held", "taken", "spent", "lost"]),
  abortCap: nullOr(whole),
});

const poolBounds = record({ traitPair: whole, attack: whole, defence: record(Object.fromEntries(DEFENCE_KINDS.map((kind) => [kind, whole]))) });

/** `bloodPerTurn`, `poolBounds` and `lastDeclaration` are absent from rounds stored before they were kept. */
const combatant = record({
  id: text,
  initiative: initiativeEntry,
  resources: record({ willpower: pool2, blood: nullOr(whole), celerity: whole, rage: nullOr(pool2) }, { bloodPerTurn: nullOr(whole) }),
  condition: record({ blockedBy: nullOr(text), mustGetUp: flag, initiativePenalty: finite }),
  declaration: nullOr(declaration),
  actions: listOf(plannedAction),
  fullDefence: flag,
  fullDefenceCount: whole,
  spent: spending,
  aborted: flag,
  waitingForNextRound: flag,
}, { poolBounds: nullOr(poolBounds), lastDeclaration: nullOr(declaration) });

const position = oneOf(["before", "after"]);

const turnEntry = record({
  key: text,
  combatantIds: listOf(text),
  initiative: nullOr(initiativeEntry),
  steppedIn: nullOr(record({ actionIndex: whole, position, anchorKey: text })),
});

const holdNote: Check = (value) =>
  isObject(value) && (value.kind === "moment" ? position(value.position) && text(value.combatantId) : value.kind === "condition" && text(value.text));

const heldAction = record({ combatantId: text, actionIndex: whole, note: holdNote, heldInPhase: whole });

/** Events are only ever added to; each names what happened. */
const roundEvent = (value: unknown) => isObject(value) && text(value.type);

const roundState = record(
  {
    ruleset: text,
    round: (value) => whole(value) && (value as number) >= 1,
    phase: oneOf(["declaration", "action", "extra", "ended"]),
    actionNumber: whole,
    order: listOf(initiativeStep),
    combatants: listOf(combatant),
    queue: listOf(turnEntry),
    held: listOf(heldAction),
    passed: nullOr(initiativeEntry),
    events: listOf(roundEvent),
    nextKey: whole,
  },
  { roundId: text },
);

export function hasRoundShape(value: unknown): value is RoundState {
  return roundState(value);
}
