import { CLASSIC_STEPS, type ClassicStep } from "../rules/combat/chain";
import { DEFENCE_KINDS, type DefenceKind } from "../rules/combat/defence";
import { isDocumentId, isPlainObject, isWhole } from "../../../queries/payload-fields";

/** What a card's button asks for: the step, and what the one asking chose. No number here is a result. */
export interface StepRequest {
  step: ClassicStep;
  /** How many answers the card showed when it was pressed: a stale or replayed press is refused. */
  seen: number;
  defence?: { kind: DefenceKind | "none"; opponents: number };
  /** How an abort to defence is paid (000 §2.5, 004 Defending). */
  payment?: "willpowerPoint" | "willpowerRoll";
  /** Which of the target's soaks (004 exceptional humans have two). */
  soakChoice?: number;
}

/** A request sent to the active Storyteller's client: the step and the message it is for. Who asks is its sender. */
export interface StepPayload extends StepRequest {
  messageId: string;
}

/** The most opponents a card offers (000 §2.3: +1 difficulty each beyond the first, up to +4). */
export const MAX_OPPONENTS = 5;
const MAX_SOAK_CHOICE = 4;


const PAYLOAD_KEYS = new Set(["messageId", "step", "seen", "defence", "payment", "soakChoice"]);

/**
 * Reads a request from another client, field by field; anything else in it (a number of successes, faces, a
 * field the card never sends) makes it a forgery, refused whole.
 */
export function readStepPayload(value: unknown): { ok: true; payload: StepPayload } | { ok: false; field: string } {
  if (!isPlainObject(value)) return { ok: false, field: "payload" };
  const extra = Object.keys(value).find((key) => !PAYLOAD_KEYS.has(key));
  if (extra !== undefined) return { ok: false, field: extra };
  const { messageId, step, seen, defence, payment, soakChoice } = value;
  if (!isDocumentId(messageId)) return { ok: false, field: "messageId" };
  if (typeof step !== "string" || !(CLASSIC_STEPS as readonly string[]).includes(step)) return { ok: false, field: "step" };
  if (!isWhole(seen, 0, 100)) return { ok: false, field: "seen" };
  const payload: StepPayload = { messageId, step: step as ClassicStep, seen };
  if (defence !== undefined) {
    if (!isPlainObject(defence) || Object.keys(defence).some((key) => key !== "kind" && key !== "opponents")) return { ok: false, field: "defence" };
    const kind = defence.kind;
    if (typeof kind !== "string" || !(kind === "none" || (DEFENCE_KINDS as readonly string[]).includes(kind))) return { ok: false, field: "defence.kind" };
    if (!isWhole(defence.opponents, 1, MAX_OPPONENTS)) return { ok: false, field: "defence.opponents" };
    payload.defence = { kind: kind as DefenceKind | "none", opponents: defence.opponents };
  }
  if (payment !== undefined) {
    if (payment !== "willpowerPoint" && payment !== "willpowerRoll") return { ok: false, field: "payment" };
    payload.payment = payment;
  }
  if (soakChoice !== undefined) {
    if (!isWhole(soakChoice, 0, MAX_SOAK_CHOICE)) return { ok: false, field: "soakChoice" };
    payload.soakChoice = soakChoice;
  }
  return { ok: true, payload };
}
