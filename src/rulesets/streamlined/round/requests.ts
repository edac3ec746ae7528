import { askActiveGm, defineRequest } from "../../../queries/registry";
import { isDocumentId, isOneOf, isPlainObject } from "../../../queries/payload-fields";
import { oneAtATime } from "../../../work-queue";
import { refusalOf, refusalText, refused, reportRefusal, Refusing, type Outcome } from "../../../outcome";
import { STREAMLINED_ACTION_KINDS, type StreamlinedActionKind } from "../rules/actions";
import type { SceneCheck } from "../rules/scene";
import { beginFor, endRoundFor, joinFor, nextFor, planFor, reorderFor } from "./operations";

/*
 * Streamlined's round requests: the tracker's buttons on any client ask the active Storyteller's client, which
 * reads the payload field by field, looks the combat up, and runs the operation for the request's sender, one
 * operation on a combat at a time.
 */

type Fields = Record<string, unknown>;

const unreadable = (field: string) => new Refusing("STC.Error.RequestUnreadable", { field });

/** The payload's fields: an object with every one of `names` and no other. */
function fieldsOf(value: unknown, names: readonly string[]): Fields {
  if (!isPlainObject(value)) throw unreadable("payload");
  const extra = Object.keys(value).find((name) => !names.includes(name));
  if (extra !== undefined) throw new Refusing("STC.Error.RequestFieldUnknown", { field: extra.slice(0, 40) });
  const missing = names.find((name) => !Object.hasOwn(value, name));
  if (missing !== undefined) throw unreadable(missing);
  return value;
}

function idOf(value: unknown, field: string): string {
  if (!isDocumentId(value)) throw unreadable(field);
  return value;
}

function idListOf(value: unknown, field: string): string[] {
  if (!Array.isArray(value) || value.length > 100) throw unreadable(field);
  return value.map((id) => idOf(id, field));
}

function kindsOf(value: unknown): StreamlinedActionKind[] {
  if (!Array.isArray(value) || value.length > 10) throw unreadable("kinds");
  return value.map((kind) => {
    if (!isOneOf(kind, STREAMLINED_ACTION_KINDS)) throw unreadable("kinds");
    return kind;
  });
}

function seenOf(value: unknown): string | null {
  return value === null ? null : idOf(value, "seenCurrent");
}

/** Reads the payload, finds the combat, and runs `work` on it after the combat's earlier operations. */
async function handle<R, T>(payload: unknown, names: readonly string[], read: (fields: Fields) => R, work: (combat: Combat.Implementation, request: R) => Promise<Outcome<T>>): Promise<Outcome<T>> {
  try {
    const fields = fieldsOf(payload, ["combatId", ...names]);
    const combatId = idOf(fields.combatId, "combatId");
    const request = read(fields);
    const combat = game.combats?.get(combatId);
    if (!combat) return refused("STC.Error.CombatUnknown");
    return await oneAtATime(combat, () => work(combat, request));
  } catch (error) {
    return refusalOf(error);
  }
}

export interface CombatRef {
  combatId: string;
}

export function defineStreamlinedRoundRequests(): void {
  defineRequest("streamlinedTurnBegin", async (payload, sender) => reportRefusal(sender, await handle(payload, [], () => null, (combat) => beginFor(combat, sender))), refusalOf);
  defineRequest(
    "streamlinedTurnReorder",
    async (payload, sender) => reportRefusal(sender, await handle(payload, ["ids"], (fields) => idListOf(fields.ids, "ids"), (combat, ids) => reorderFor(combat, ids, sender))),
    refusalOf,
  );
  defineRequest(
    "streamlinedTurnPlan",
    async (payload, sender) =>
      reportRefusal(
        sender,
        await handle(payload, ["combatantId", "kinds"], (fields) => ({ combatantId: idOf(fields.combatantId, "combatantId"), kinds: kindsOf(fields.kinds) }), (combat, request) =>
          planFor(combat, request.combatantId, request.kinds, sender),
        ),
      ),
    refusalOf,
  );
  defineRequest(
    "streamlinedTurnNext",
    async (payload, sender) => reportRefusal(sender, await handle(payload, ["seenCurrent"], (fields) => seenOf(fields.seenCurrent), (combat, seen) => nextFor(combat, seen, sender))),
    refusalOf,
  );
  defineRequest("streamlinedTurnEndRound", async (payload, sender) => reportRefusal(sender, await handle(payload, [], () => null, (combat) => endRoundFor(combat, sender))), refusalOf);
}

/** The combat as the asking client names it, for the names in a refusal it shows. */
export interface AskingCombat {
  id: string | null;
  combatants: { get(id: string): { name?: string | null } | undefined };
}

/** Asks the active Storyteller's client (or runs it here, on that client) and shows a refusal in the reader's language. */
async function ask<T>(combat: AskingCombat, send: () => Promise<Outcome<T>>): Promise<Outcome<T>> {
  let outcome: Outcome<T>;
  try {
    outcome = await send();
  } catch (error) {
    outcome = refusalOf(error);
  }
  if (!outcome.ok) ui.notifications?.warn(refusalText(outcome, (id) => combat.combatants.get(id)?.name ?? undefined));
  return outcome;
}

const combatIdOf = (combat: AskingCombat): string => combat.id ?? "";

export const requestBegin = (combat: AskingCombat): Promise<Outcome> => ask(combat, () => askActiveGm("streamlinedTurnBegin", { combatId: combatIdOf(combat) }));
export const requestReorder = (combat: AskingCombat, ids: string[]): Promise<Outcome> => ask(combat, () => askActiveGm("streamlinedTurnReorder", { combatId: combatIdOf(combat), ids }));
export const requestPlan = (combat: AskingCombat, combatantId: string, kinds: StreamlinedActionKind[]): Promise<Outcome> =>
  ask(combat, () => askActiveGm("streamlinedTurnPlan", { combatId: combatIdOf(combat), combatantId, kinds }));
export const requestNext = (combat: AskingCombat, seenCurrent: string | null): Promise<Outcome> => ask(combat, () => askActiveGm("streamlinedTurnNext", { combatId: combatIdOf(combat), seenCurrent }));
export const requestEndRound = (combat: AskingCombat): Promise<Outcome<SceneCheck | null>> => ask(combat, () => askActiveGm("streamlinedTurnEndRound", { combatId: combatIdOf(combat) }));

/** On the active Storyteller's client: combatants added to a running fight roll and slot in. */
export function admitNewcomers(combat: Combat.Implementation, ids: readonly string[]): Promise<Outcome> {
  return oneAtATime(combat, () => joinFor(combat, ids));
}
