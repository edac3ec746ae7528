import { askActiveGm, type RequestAnswer, type RequestPayload } from "../../../queries/registry";
import { refusalOf, refusalText, refused, type Outcome } from "../../../outcome";
import { oneAtATime } from "../../../work-queue";
import { isRoundCombat, type RoundCombat } from "../round/round-combat";
import { fieldsOf } from "./round-fields";

/** What every round request names: the combat. Who asks is the request's sender, never a field. */
export interface RoundRequest {
  combatId: string;
}

/** The combat a request is about, as the asking client knows it (for names in messages). */
export interface RequestCombat {
  id: string | null;
  combatants: { get(id: string): { name?: string } | undefined };
}

export type RoundRequestName = "classicDeclare" | "classicHold" | "classicStepIn" | "classicAdvance" | "classicSpendDefence";

type Fields = Record<string, unknown>;

/**
 * The Storyteller's side of a round request. The payload is read field by field (round-fields.ts), the combat
 * looked up from its id, and the user is the request's sender; the operation and the rules check the rest.
 * Operations on one combat run one at a time.
 */
export async function handleRoundRequest<R, T>(
  payload: unknown,
  names: readonly string[],
  read: (fields: Fields, isCombatant: (id: string) => boolean) => R,
  work: (combat: RoundCombat, request: R) => Promise<Outcome<T>>,
): Promise<Outcome<T>> {
  try {
    const fields = fieldsOf(payload, ["combatId", ...names]);
    const combat = typeof fields.combatId === "string" ? game.combats?.get(fields.combatId) : undefined;
    if (!isRoundCombat(combat)) return refused("STC.Error.CombatUnknown");
    const request = read(fields, (id) => combat.combatants.has(id));
    return await oneAtATime(combat, () => work(combat, request));
  } catch (error) {
    return refusalOf(error);
  }
}

/**
 * The player's side: sends a round request to the active Storyteller's client (or runs it here, on that client)
 * and shows a refusal in the table's language, ids as the combatants' names. The answer comes back either way.
 */
export async function sendRoundRequest<K extends RoundRequestName>(name: K, payload: RequestPayload<K>, combat: RequestCombat, quiet = false): Promise<RequestAnswer<K>> {
  let outcome: RequestAnswer<K>;
  try {
    outcome = await askActiveGm(name, payload);
  } catch (error) {
    // No Storyteller, or the query itself failed (a timeout, a window closed): a refusal the user can read.
    outcome = refusalOf(error);
  }
  if (!outcome.ok && !quiet) ui.notifications?.warn(refusalText(outcome, (id) => combat.combatants.get(id)?.name));
  return outcome;
}
