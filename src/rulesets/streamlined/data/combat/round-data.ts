import { WholeObjectField } from "../../../../data/fields/whole-object";
import { STREAMLINED_ACTION_KINDS } from "../../rules/actions";
import type { StreamlinedRoundState } from "../../rules/round/state";

const fields = foundry.data.fields;

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === "object" && value !== null && !Array.isArray(value);
const isWhole = (value: unknown, min = 0): value is number => typeof value === "number" && Number.isInteger(value) && value >= min;
const isId = (value: unknown): value is string => typeof value === "string" && value.length > 0 && value.length <= 64;
const isIdList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isId) && new Set(value).size === value.length;

function isPlan(value: unknown): boolean {
  if (value === null) return true;
  if (!isObject(value) || typeof value.evading !== "boolean" || !Array.isArray(value.actions)) return false;
  return value.actions.every(
    (action, index) => isObject(action) && action.index === index + 1 && (STREAMLINED_ACTION_KINDS as readonly unknown[]).includes(action.kind) && isWhole(action.penalty) && (action.targetId === undefined || isId(action.targetId)),
  );
}

function isEntry(value: unknown): boolean {
  if (!isObject(value) || !isId(value.id) || !(value.side === null || typeof value.side === "string") || typeof value.evading !== "boolean" || !isPlan(value.plan)) return false;
  const initiative = value.initiative;
  return (
    isObject(initiative) &&
    initiative.combatantId === value.id &&
    isWhole(initiative.pool) &&
    Array.isArray(initiative.faces) &&
    initiative.faces.every((face) => isWhole(face, 1) && face <= 10) &&
    isWhole(initiative.successes) &&
    isWhole(initiative.tableIndex)
  );
}

const isLeft = (value: unknown): boolean => isObject(value) && isId(value.id) && (value.side === null || typeof value.side === "string") && (value.by === "fled" || value.by === "surrendered");

/**
 * Whether a stored value has the shape of Streamlined's round (rules/round/state.ts), whole: a damaged part
 * would break every later read of the tracker and the chain, so such a write is refused and the old round kept.
 */
export function isStreamlinedRound(value: unknown): value is StreamlinedRoundState {
  if (!isObject(value) || value.ruleset !== "streamlined" || !isWhole(value.round, 1) || typeof value.over !== "boolean") return false;
  if (!Array.isArray(value.order) || !value.order.every(isEntry) || !Array.isArray(value.left) || !value.left.every(isLeft)) return false;
  if (!isIdList(value.tieOrder) || !isIdList(value.passed) || !(value.current === null || isId(value.current))) return false;
  const ids = [...value.order, ...value.left].map((entry) => (entry as { id: string }).id);
  return new Set(ids).size === ids.length;
}

/**
 * Streamlined's part of a Combat's data (src/rulesets/module.ts, ModelPart): its round as the round
 * machine keeps it, or null before the fight begins. It is written whole (round/operations.ts, by replacement)
 * and checked whole as it will be stored by the Combat's model (checkWholeFields) in a world that plays
 * Streamlined: a damaged part would break every later read of the tracker and the chain.
 */
export function streamlinedCombatFields() {
  return { streamlined: new WholeObjectField({ check: isStreamlinedRound, errorKey: "STC.Error.StreamlinedRoundStateInvalid" }) };
}

/**
 * Streamlined's part of a Combatant's data: the side it fights on when the Storyteller names one (fighters on one
 * side do not fight each other; step 4 asks whether two sides are still fighting).
 */
export function streamlinedCombatantFields() {
  return {
    streamlined: new fields.SchemaField({
      side: new fields.StringField({ required: true, nullable: true, blank: false, initial: null }),
    }),
  };
}

/** The stored round of a combat, whatever its class, or null (none yet, or one not Streamlined's). */
export function streamlinedRoundOf(combat: unknown): StreamlinedRoundState | null {
  const system = (combat as { system?: unknown } | null | undefined)?.system;
  const stored = (system as { streamlined?: unknown } | null | undefined)?.streamlined;
  return isStreamlinedRound(stored) ? stored : null;
}

/** The stored round is there but not in the round's shape (written around the system's own checks). */
export function streamlinedRoundDamaged(combat: unknown): boolean {
  const stored = ((combat as { system?: unknown } | null | undefined)?.system as { streamlined?: unknown } | undefined)?.streamlined;
  return stored !== null && stored !== undefined && !isStreamlinedRound(stored);
}

/** The side the Storyteller named for a combatant, or null. */
export function storedSideOf(combatant: unknown): string | null {
  const side = ((combatant as { system?: unknown } | null | undefined)?.system as { streamlined?: { side?: unknown } } | undefined)?.streamlined?.side;
  return typeof side === "string" && side !== "" ? side : null;
}
