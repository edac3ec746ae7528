import { defineRequest } from "../../../queries/registry";
import { isRoundCombat, type RoundCombat } from "./round-combat";
import { advanceFor, declareFor, holdFor, spendDefenceFor, stepInFor } from "./operations";
import { combatantIdOf, declarationOf, defenceOf, fieldsOf, holdNoteOf, paymentOf, positionOf, seenTurnOf } from "./payload";
import { refusalOf, refused, type Outcome } from "../../../outcome";
import { oneAtATime } from "../../../work-queue";

type Fields = Record<string, unknown>;

/**
 * The active Storyteller's side of the round requests. The payload is read field by field (payload.ts), the
 * combat looked up from its id, and the user is the request's sender; the operation and the rules check the
 * rest. Operations on one combat run one at a time.
 */
async function handle<R, T>(
  payload: unknown,
  names: readonly string[],
  read: (fields: Fields, isCombatant: (id: string) => boolean) => R,
  work: (combat: RoundCombat, request: R) => Promise<Outcome<T>>,
): Promise<Outcome<T>> {
  try {
    const fields = fieldsOf(payload, ["combatId", ...names]);
    const combat = typeof fields.combatId === "string" ? game.combats?.get(fields.combatId) : undefined;
    if (!(isRoundCombat(combat))) return refused("STC.Error.CombatUnknown");
    const request = read(fields, (id) => combat.combatants.has(id));
    return await oneAtATime(combat, () => work(combat, request));
  } catch (error) {
    return refusalOf(error);
  }
}

export function defineRoundQueries(): void {
  defineRequest(
    "declare",
    (payload, sender) =>
      handle(payload, ["combatantId", "declaration"], (read, known) => ({ combatantId: combatantIdOf(read.combatantId, "combatantId", known), declaration: declarationOf(read.declaration) }), (combat, request) =>
        declareFor(combat, request.combatantId, request.declaration, sender),
      ),
  );
  defineRequest(
    "hold",
    (payload, sender) =>
      handle(payload, ["combatantId", "note"], (read, known) => ({ combatantId: combatantIdOf(read.combatantId, "combatantId", known), note: holdNoteOf(read.note) }), (combat, request) =>
        holdFor(combat, request.combatantId, request.note, sender),
      ),
  );
  defineRequest(
    "stepIn",
    (payload, sender) =>
      handle(payload, ["combatantId", "position"], (read, known) => ({ combatantId: combatantIdOf(read.combatantId, "combatantId", known), position: positionOf(read.position) }), (combat, request) =>
        stepInFor(combat, request.combatantId, request.position, sender),
      ),
  );
  defineRequest(
    "advance",
    (payload, sender) => handle(payload, ["seenTurn"], (read) => seenTurnOf(read.seenTurn), (combat, seenTurn) => advanceFor(combat, seenTurn, sender)),
  );
  defineRequest(
    "spendDefence",
    (payload, sender) =>
      handle(
        payload,
        ["defenderId", "attackerId", "defence", "payment"],
        (read, known) => ({
          defenderId: combatantIdOf(read.defenderId, "defenderId", known),
          attackerId: combatantIdOf(read.attackerId, "attackerId", known),
          defence: defenceOf(read.defence),
          payment: paymentOf(read.payment),
        }),
        (combat, request) => spendDefenceFor(combat, request, sender),
      ),
  );
}
