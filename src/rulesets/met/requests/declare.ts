import { answerFor, askShowingRefusal, done, type Outcome, Refusing } from "../../../outcome";
import { owns } from "../../../chat/records";
import { documentId, readPayload, type Read } from "../../../queries/payload-fields";
import { askActiveGm, defineRequest } from "../../../queries/registry";
import { metCharacterOf } from "../data/character";
import { extraActionsOf } from "../rules/order";
import { isCategory, type MetCategory } from "../rules/traits";
import { cardError } from "../chat/documents";
import { readNames } from "./payload-read";

/** A combatant's declaration for the round (003 Order of Actions): its action's test categories and its extra actions. */
export interface DeclarePayload {
  combatId: string;
  combatantId: string;
  categories: MetCategory[];
  extraActions: string[];
}

/** Each category at most once. */
function readCategories(value: unknown, field: string): Read<MetCategory[]> {
  if (!Array.isArray(value) || value.length > 3 || !value.every(isCategory) || new Set(value).size !== value.length) return { ok: false, field };
  return { ok: true, value: [...value] };
}

export function readDeclare(value: unknown): Read<DeclarePayload> {
  return readPayload(value, {
    combatId: documentId,
    combatantId: documentId,
    categories: readCategories,
    extraActions: (names: unknown, field: string) => readNames(names, field, 9),
  });
}

async function declare(payload: unknown, sender: User.Implementation): Promise<Outcome> {
  const read = readDeclare(payload);
  if (!read.ok) throw new Refusing(cardError("Forged"), { field: read.field });
  const combat = game.combats?.get(read.value.combatId);
  const combatant = combat?.combatants.get(read.value.combatantId);
  const actor = combatant?.actor ?? null;
  if (!combatant || !actor) throw new Refusing("STC.Error.CombatUnknown");
  if (!sender.isGM && !owns(actor, sender)) throw new Refusing("STC.Error.NotOwner", { name: actor.name });
  // Only the extra actions the character's powers give, each as often as they give it.
  const given = extraActionsOf(metCharacterOf(actor));
  for (const power of read.value.extraActions) {
    const at = given.indexOf(power);
    if (at < 0) throw new Refusing("STC.Met.Tracker.Error.NoExtraAction", { name: actor.name, power });
    given.splice(at, 1);
  }
  const written = await combatant.update({ "system.met.categories": read.value.categories, "system.met.extraActions": read.value.extraActions } as Combatant.UpdateData);
  if (!written) throw new Refusing(cardError("NotWritten"), { name: combatant.name ?? "" });
  return done();
}

/** The Storyteller's side of `metDeclare`: a player declares for their own combatants, the Storyteller for anyone's. */
export async function handleDeclare(payload: unknown, sender: User.Implementation): Promise<Outcome> {
  return answerFor(sender, () => declare(payload, sender));
}

/** The tracker's declaration controls: asks the Storyteller's client to record it; a refusal is shown. */
export async function requestDeclare(payload: DeclarePayload): Promise<Outcome> {
  return askShowingRefusal(() => askActiveGm("metDeclare", payload));
}

export function defineDeclareRequest(): void {
  defineRequest("metDeclare", handleDeclare);
}
