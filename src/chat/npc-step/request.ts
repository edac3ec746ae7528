import { answerFor, refused, reportRefusal, type Outcome } from "../../outcome";
import { documentId, readPayload, type FieldReader, type Read } from "../../queries/payload-fields";

/** A step's payload as every ruleset's reads it: the combat (a document id), then the ruleset's fields of the turn. */
export function readNpcStepPayload<Turn extends Record<string, FieldReader<unknown>>>(value: unknown, turn: Turn) {
  return readPayload(value, { combatId: documentId, ...turn });
}

/**
 * The Storyteller's side of a ruleset's step request: the payload read field by field (a forged one refused by its
 * field, nothing written), the sender a Storyteller, the combat this world's and one the ruleset's step runs in
 * (`isCombat`); then the ruleset's step (`run`), whatever it throws a refusal, a refusal told to the Storyteller.
 */
export function answerNpcStep<Payload extends { combatId: string }, C extends Combat.Implementation>(
  sender: User.Implementation,
  read: Read<Payload>,
  isCombat: (combat: Combat.Implementation | undefined) => combat is C,
  run: (combat: C, payload: Payload) => Promise<Outcome<string>>,
): Promise<Outcome<string>> {
  if (!read.ok) return Promise.resolve(reportRefusal(sender, refused("STC.Error.NpcStepForged", { field: read.field })));
  if (!sender.isGM) return Promise.resolve(reportRefusal(sender, refused("STC.Error.StorytellerOnly")));
  const combat = game.combats?.get(read.value.combatId);
  if (!isCombat(combat)) return Promise.resolve(reportRefusal(sender, refused("STC.Error.CombatUnknown")));
  return answerFor(sender, () => run(combat, read.value));
}
