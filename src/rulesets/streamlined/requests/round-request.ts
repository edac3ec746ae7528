import { isDocumentId, isOneOf, isPlainObject } from "../../../queries/payload-fields";
import { oneAtATime } from "../../../work-queue";
import { refusalOf, refusalText, refused, Refusing, type Outcome } from "../../../outcome";
import { STREAMLINED_ACTION_KINDS, type StreamlinedActionKind } from "../rules/actions";

/*
 * What Streamlined's round requests (one file each here) share: the tracker's buttons on any client ask the active
 * Storyteller's client, which reads the payload field by field, looks the combat up, and runs the operation for the
 * request's sender, one operation on a combat at a time.
 */

type Fields = Record<string, unknown>;

const unreadable = (field: string) => new Refusing("STC.Error.RequestUnreadable", { field });

/** The payload's fields: an object with every one of `names`, perhaps some of `optional`, and no other. */
function fieldsOf(value: unknown, names: readonly string[], optional: readonly string[] = []): Fields {
  if (!isPlainObject(value)) throw unreadable("payload");
  const extra = Object.keys(value).find((name) => !names.includes(name) && !optional.includes(name));
  if (extra !== undefined) throw new Refusing("STC.Error.RequestFieldUnknown", { field: extra.slice(0, 40) });
  const missing = names.find((name) => !Object.hasOwn(value, name));
  if (missing !== undefined) throw unreadable(missing);
  return value;
}

export function idOf(value: unknown, field: string): string {
  if (!isDocumentId(value)) throw unreadable(field);
  return value;
}

export function idListOf(value: unknown, field: string): string[] {
  if (!Array.isArray(value) || value.length > 100) throw unreadable(field);
  return value.map((id) => idOf(id, field));
}

export function kindsOf(value: unknown): StreamlinedActionKind[] {
  if (!Array.isArray(value) || value.length > 10) throw unreadable("kinds");
  return value.map((kind) => {
    if (!isOneOf(kind, STREAMLINED_ACTION_KINDS)) throw unreadable("kinds");
    return kind;
  });
}

/**
 * The planned attacks' targets, one a planned action (blank for none): a combatant's id, named only on an attack.
 * Absent, no action names one (a plan asked for before targets were offered).
 */
export function targetsOf(value: unknown, kinds: readonly StreamlinedActionKind[]): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > kinds.length) throw unreadable("targets");
  return value.map((target, index) => {
    if (target === "") return "";
    if (!isDocumentId(target) || kinds[index] !== "attack") throw unreadable("targets");
    return target;
  });
}

export function seenOf(value: unknown): string | null {
  return value === null ? null : idOf(value, "seenCurrent");
}

/** Reads the payload, finds the combat, and runs `work` on it after the combat's earlier operations. */
export async function handleRoundRequest<R, T>(payload: unknown, names: readonly string[], read: (fields: Fields) => R, work: (combat: Combat.Implementation, request: R) => Promise<Outcome<T>>, optional: readonly string[] = []): Promise<Outcome<T>> {
  try {
    const fields = fieldsOf(payload, ["combatId", ...names], optional);
    const combatId = idOf(fields.combatId, "combatId");
    const request = read(fields);
    const combat = game.combats?.get(combatId);
    if (!combat) return refused("STC.Error.CombatUnknown");
    return await oneAtATime(combat, () => work(combat, request));
  } catch (error) {
    return refusalOf(error);
  }
}

/** What every round request names: the combat. Who asks is the request's sender, never a field. */
export interface CombatRef {
  combatId: string;
}

/** The combat as the asking client names it, for the names in a refusal it shows. */
export interface AskingCombat {
  id: string | null;
  combatants: { get(id: string): { name?: string | null } | undefined };
}

/** Asks the active Storyteller's client (or runs it here, on that client) and shows a refusal in the reader's language. */
export async function sendRoundRequest<T>(combat: AskingCombat, send: () => Promise<Outcome<T>>): Promise<Outcome<T>> {
  let outcome: Outcome<T>;
  try {
    outcome = await send();
  } catch (error) {
    outcome = refusalOf(error);
  }
  if (!outcome.ok) ui.notifications?.warn(refusalText(outcome, (id) => combat.combatants.get(id)?.name ?? undefined));
  return outcome;
}

export const combatIdOf = (combat: AskingCombat): string => combat.id ?? "";
