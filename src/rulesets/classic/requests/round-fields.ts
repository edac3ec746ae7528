import { checkNoteText } from "../rules/actions/check-declaration";
import { DEFENCE_KINDS, type DefenceKind } from "../rules/actions/declaration";
import { RulesError, shownValue } from "../../../rules/errors";
import type { HoldNote } from "../rules/turns/round-state";
import { isPlainObject as isObject } from "../../../queries/payload-fields";
import type { AbortChoice } from "../round/bridge";

/*
 * The field readers of the round requests' payloads (declare.ts, hold.ts, step-in.ts, advance.ts,
 * spend-defence.ts here), on the Storyteller's client. A payload is whatever a player's client wrote: each field
 * is read for its type before anything else sees it, so the operations and the rules get strings, numbers and the
 * values they list, never an object posing as one. A field the request does not have is refused: nothing unread is
 * carried along.
 */

/** A payload that is not what its request sends: a key under `STC.Error` and its data, like the rules' own. */
export class PayloadError extends RulesError {
  override readonly name = "PayloadError";
}


const unreadable = (field: string) => new PayloadError("RequestUnreadable", `The request's ${field} cannot be read.`, { field });

/**
 * The payload's fields: an object with every one of `names` and no other (`ignored` ones are let through and
 * never read). `where` names the object inside the payload for the refusal, "" for the payload itself.
 */
export function fieldsOf(value: unknown, names: readonly string[], where = "", ignored: readonly string[] = []): Record<string, unknown> {
  if (!isObject(value)) throw unreadable(where || "payload");
  const extra = Object.keys(value).find((name) => !names.includes(name) && !ignored.includes(name));
  if (extra !== undefined) {
    const field = where ? `${where}.${shownValue(extra)}` : shownValue(extra);
    throw new PayloadError("RequestFieldUnknown", `The request has no field ${field}.`, { field });
  }
  const missing = names.find((name) => !Object.hasOwn(value, name));
  if (missing !== undefined) throw unreadable(where ? `${where}.${missing}` : missing);
  return value;
}

/** The id of one of the combat's combatants. */
export function combatantIdOf(value: unknown, field: string, isCombatant: (id: string) => boolean): string {
  if (typeof value !== "string") throw unreadable(field);
  if (!isCombatant(value)) throw new PayloadError("CombatantUnknown", `No combatant ${shownValue(value)} in this combat.`, { combatant: shownValue(value) });
  return value;
}

/** Where a held action steps in: exactly "before" or "after" the current turn. */
export function positionOf(value: unknown): "before" | "after" {
  if (value === "before" || value === "after") return value;
  throw new PayloadError("StepInPositionInvalid", `A held action steps in before or after the current turn, not ${shownValue(value)}.`, { value: shownValue(value) });
}

export function defenceOf(value: unknown): DefenceKind {
  if ((DEFENCE_KINDS as readonly unknown[]).includes(value)) return value as DefenceKind;
  throw new PayloadError("DefenceKindUnknown", `Unknown defence ${shownValue(value)}: dodge, block or parry.`, { value: shownValue(value) });
}

/** The turn the asker saw as current: its key, or null when it saw none. */
export function seenTurnOf(value: unknown): string | null {
  if (value === null || typeof value === "string") return value;
  throw unreadable("seenTurn");
}

const HOLD_NOTE_INVALID = () => new PayloadError("HoldNoteInvalid", "A held action waits for a moment (before or after someone acts) or a condition.");

/**
 * A held action's note (002 ¶3): a moment, before or after a named combatant, or a condition in words no
 * longer than a note may be (DECLARATION_LIMITS). The rules check the rest (the combatant is in the round,
 * not the holder itself, the words are not blank).
 */
export function holdNoteOf(value: unknown): HoldNote {
  if (!isObject(value)) throw HOLD_NOTE_INVALID();
  if (value.kind === "moment") {
    const note = fieldsOf(value, ["kind", "position", "combatantId"], "note");
    if ((note.position !== "before" && note.position !== "after") || typeof note.combatantId !== "string") throw HOLD_NOTE_INVALID();
    return { kind: "moment", position: note.position, combatantId: note.combatantId };
  }
  if (value.kind === "condition") {
    const note = fieldsOf(value, ["kind", "text"], "note");
    if (typeof note.text !== "string") throw new PayloadError("HoldConditionEmpty", "A held action's condition needs words.");
    return { kind: "condition", text: checkNoteText(note.text) };
  }
  throw HOLD_NOTE_INVALID();
}

/** A declaration as the form builds it: an object, whose every part the rules then read (check-declaration.ts). */
export function declarationOf(value: unknown): Record<string, unknown> {
  if (!isObject(value)) throw unreadable("declaration");
  return value;
}

/**
 * How an abort is paid, or null for a declared defence. Faces are never read from a request: a `faces` field
 * beside a Willpower roll is let through unread, and the roll is made on the Storyteller's client.
 */
export function paymentOf(value: unknown): AbortChoice | null {
  if (value === null) return null;
  const by = isObject(value) ? value.by : undefined;
  if (by === "willpowerPoint") fieldsOf(value, ["by"], "payment");
  else if (by === "willpowerRoll") fieldsOf(value, ["by"], "payment", ["faces"]);
  else throw unreadable("payment");
  return { by };
}
