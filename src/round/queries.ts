import { defineRequest } from "../queries/registry";
import { RulesError } from "../rules/errors";
import { StorytellerCombat } from "../documents/combat";
import type { AbortPayment } from "./bridge";
import { advanceFor, declareFor, holdFor, spendDefenceFor, stepInFor } from "./operations";
import { refused, type Outcome, type Refusal } from "./refusal";
import { oneAtATime } from "./serial";

type Fields = Record<string, unknown>;

/**
 * The active Storyteller's side of the round requests. The combat is looked up from its id and the user is the
 * request's sender; everything else is checked by the operation and the rules. Operations on one combat run
 * one at a time.
 */
function handle<T>(payload: unknown, work: (combat: StorytellerCombat, read: Fields) => Promise<Outcome<T>>): Promise<Outcome<T>> {
  const read: Fields = typeof payload === "object" && payload !== null && !Array.isArray(payload) ? (payload as Fields) : {};
  const combat = typeof read.combatId === "string" ? game.combats?.get(read.combatId) : undefined;
  if (!(combat instanceof StorytellerCombat)) return Promise.resolve(refused("CombatUnknown"));
  return oneAtATime(combat, () => work(combat, read)).catch((error: unknown) =>
    error instanceof RulesError ? refused(error.key, { ...error.data }) : requestFailed(error instanceof Error ? error.message : String(error)),
  );
}

/** An operation that failed for a reason the rules do not name (a write Foundry refused): nothing was changed. */
function requestFailed(reason: string): { ok: false } & Refusal {
  return refused("RequestFailed", { reason });
}

/** How an abort is paid, as the asker chose it; faces from another client are never taken (the roll is made here). */
function paymentOf(value: unknown): AbortPayment | null {
  const by = typeof value === "object" && value !== null ? (value as { by?: unknown }).by : undefined;
  if (by === "willpowerPoint") return { by };
  if (by === "willpowerRoll") return { by, faces: [] };
  return null;
}

const failed = (error: RulesError): { ok: false } & Refusal => refused(error.key, { ...error.data });

export function defineRoundQueries(): void {
  defineRequest("declare", (payload, sender) => handle(payload, (combat, read) => declareFor(combat, read.combatantId, read.declaration, sender)), failed);
  defineRequest("hold", (payload, sender) => handle(payload, (combat, read) => holdFor(combat, read.combatantId, read.note, sender)), failed);
  defineRequest("stepIn", (payload, sender) => handle(payload, (combat, read) => stepInFor(combat, read.combatantId, read.position, sender)), failed);
  defineRequest("advance", (payload, sender) => handle(payload, (combat, read) => advanceFor(combat, read.seenTurn, sender)), failed);
  defineRequest(
    "spendDefence",
    (payload, sender) => handle(payload, (combat, read) => spendDefenceFor(combat, { defenderId: read.defenderId, attackerId: read.attackerId, defence: read.defence, payment: paymentOf(read.payment) }, sender)),
    failed,
  );
}
