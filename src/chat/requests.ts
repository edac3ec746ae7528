import { askActiveGm, NoActiveGmError } from "../queries/registry";
import { RulesError } from "../rules/errors";
import { ChainRefusal, type StepResult } from "./chain-error";
import { isChainMessage, participantOf, say, type ChainMessage } from "./documents";
import { mayAsk, performsHere } from "./participants";
import { runSteps } from "./perform";
import { readChainSettings } from "./settings";
import { readStepPayload, type StepRequest } from "./step-payload";

function refused(key: string, data: Record<string, string | number> = {}): StepResult {
  return { ok: false, key, data };
}

function resultOf(error: unknown): StepResult {
  if (error instanceof ChainRefusal) return refused(error.key, error.data);
  if (error instanceof NoActiveGmError) return refused("STC.Chain.NoStoryteller");
  // The rules' and the round's own refusals (a defence the round will not spend) carry their key and data.
  if (error instanceof RulesError) return refused(error.i18nKey, { ...error.data });
  return refused("STC.Chain.Error.Failed", { reason: error instanceof Error ? error.message : String(error) });
}

async function askStoryteller(message: ChainMessage, request: StepRequest): Promise<StepResult> {
  const user = game.user;
  if (!user?.id || !message.id) return refused("STC.Chain.Error.Failed", { reason: "no user or message" });
  try {
    return await askActiveGm("storyteller-combat.chainStep", { ...request, messageId: message.id, userId: user.id, targetActorId: message.system.target.actorId });
  } catch (error) {
    return resultOf(error);
  }
}

/**
 * A card's button: performs the step here when this client may (its dice, its writes), else asks the active
 * Storyteller's client to. A refusal is shown to whoever pressed, translated; nothing is written.
 */
export async function requestStep(message: ChainMessage, request: StepRequest): Promise<StepResult> {
  const user = game.user;
  if (!user) return refused("STC.Chain.Error.Failed", { reason: "no user" });
  const settings = readChainSettings();
  const me = participantOf(user, message);
  let result: StepResult;
  if (!mayAsk(me, request.step, settings)) result = refused("STC.Chain.Error.NotYours", { step: say(`STC.Combat.Step.${request.step}`) });
  else if (!performsHere(me, request.step)) result = await askStoryteller(message, request);
  else {
    try {
      const handoff = await runSteps(message, request, user.id ?? "", settings);
      // The next step follows on its own but needs the Storyteller's client (a soak, the result on a target this user does not own).
      result = handoff ? await requestStep(message, { step: handoff, seen: message.system.chainAnswers.length }) : { ok: true };
    } catch (error) {
      result = resultOf(error);
    }
  }
  if (!result.ok) ui.notifications?.warn(say(result.key, result.data));
  return result;
}

/** Tells the Storyteller what was refused and for whom: a forged or stale request is never silent. */
function report(userName: string, result: StepResult): StepResult {
  if (!result.ok) ui.notifications?.warn(say("STC.Chain.Refused", { user: userName, reason: say(result.key, result.data) }));
  return result;
}

/**
 * The active Storyteller's side of `storyteller-combat.chainStep`. Nothing in the payload is trusted: it is
 * read field by field, the message must exist and carry a chain whose target is the one named, the user named
 * must be entitled to the step, the step must be the one the stored answers lead to (so a replayed or stale
 * press does nothing), and the record must still match the characters. The dice are rolled here.
 */
export async function handleChainStep(data: unknown): Promise<StepResult> {
  const read = readStepPayload(data);
  const claimed = typeof data === "object" && data !== null ? String((data as { userId?: unknown }).userId ?? "") : "";
  const caller = game.users?.get(read.ok ? read.payload.userId : claimed);
  const name = caller?.name ?? say("STC.Chain.UnknownUser");
  if (!read.ok) return report(name, refused("STC.Chain.Error.Forged", { field: read.field }));
  const payload = read.payload;
  if (!caller) return report(name, refused("STC.Chain.Error.UnknownUser"));
  const message = game.messages?.get(payload.messageId);
  if (!isChainMessage(message)) return report(name, refused("STC.Chain.Error.UnknownMessage"));
  if (payload.targetActorId !== message.system.target.actorId) return report(name, refused("STC.Chain.Error.WrongTarget"));
  const settings = readChainSettings();
  if (!mayAsk(participantOf(caller, message), payload.step, settings)) {
    return report(name, refused("STC.Chain.Error.NotYours", { step: say(`STC.Combat.Step.${payload.step}`) }));
  }
  const request: StepRequest = { step: payload.step, seen: payload.seen };
  if (payload.defence) request.defence = payload.defence;
  if (payload.payment) request.payment = payload.payment;
  if (payload.soakChoice !== undefined) request.soakChoice = payload.soakChoice;
  try {
    const handoff = await runSteps(message, request, caller.id ?? "", settings);
    return handoff ? report(name, refused("STC.Chain.Error.Failed", { reason: handoff })) : { ok: true };
  } catch (error) {
    return report(name, resultOf(error));
  }
}
