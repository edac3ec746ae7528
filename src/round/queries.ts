import { defineQuery } from "../queries/registry";
import { RulesError } from "../rules/errors";
import { StorytellerCombat } from "../documents/combat";
import { advanceFor, declareFor, holdFor, spendDefenceFor, stepInFor } from "./operations";
import type { RoundRequest } from "./query-types";
import { refused, type Outcome, type Refusal } from "./refusal";
import { oneAtATime } from "./serial";

/**
 * The active Storyteller's side of the round requests. The combat and the user are looked up from their ids;
 * everything else is checked by the operation and the rules. Operations on one combat run one at a time.
 */
function handle<T>(request: RoundRequest, work: (combat: StorytellerCombat, user: User.Implementation) => Promise<Outcome<T>>): Promise<Outcome<T>> {
  const read: Partial<RoundRequest> = typeof request === "object" && request !== null ? request : {};
  const combat = typeof read.combatId === "string" ? game.combats?.get(read.combatId) : undefined;
  const user = typeof read.userId === "string" ? game.users?.get(read.userId) : undefined;
  if (!(combat instanceof StorytellerCombat)) return Promise.resolve(refused("CombatUnknown"));
  if (!user) return Promise.resolve(refused("UserUnknown"));
  return oneAtATime(combat, () => work(combat, user)).catch((error: unknown) =>
    error instanceof RulesError ? refused(error.key, { ...error.data }) : requestFailed(error instanceof Error ? error.message : String(error)),
  );
}

/** An operation that failed for a reason the rules do not name (a write Foundry refused): nothing was changed. */
function requestFailed(reason: string): { ok: false } & Refusal {
  return refused("RequestFailed", { reason });
}

export function defineRoundQueries(): void {
  defineQuery("storyteller-combat.declare", (request) => handle(request, (combat, user) => declareFor(combat, request.combatantId, request.declaration, user)), requestFailed);
  defineQuery("storyteller-combat.hold", (request) => handle(request, (combat, user) => holdFor(combat, request.combatantId, request.note, user)), requestFailed);
  defineQuery("storyteller-combat.stepIn", (request) => handle(request, (combat, user) => stepInFor(combat, request.combatantId, request.position, user)), requestFailed);
  defineQuery("storyteller-combat.advance", (request) => handle(request, (combat, user) => advanceFor(combat, request.seenTurn, user)), requestFailed);
  defineQuery(
    "storyteller-combat.spendDefence",
    (request) =>
      handle(request, (combat, user) =>
        spendDefenceFor(combat, { defenderId: request.defenderId, attackerId: request.attackerId, defence: request.defence, payment: request.payment ?? null }, user),
      ),
    requestFailed,
  );
}
