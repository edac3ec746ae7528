import { askActiveGm } from "../../../queries/registry";
import { done, refusalOf, refusalText, refused, reportRefusal, type Outcome } from "../../../outcome";
import { isChainMessage, participantOf, say, type ChainMessage } from "./documents";
import { writtenByStoryteller } from "../../../chat/records";
import { mayAsk } from "./participants";
import { runSteps } from "./perform";
import { readChainSettings } from "./settings";
import { readStepPayload, type StepRequest } from "./step-payload";

/**
 * A card's button: asks the active Storyteller's client to perform the step (on that client, at once). A press
 * this user may not make is refused here without sending anything; any refusal is shown to whoever pressed,
 * translated, and nothing is written.
 */
export async function requestStep(message: ChainMessage, request: StepRequest): Promise<Outcome> {
  const user = game.user;
  let result: Outcome;
  if (!user || !message.id) result = refused("STC.Error.RequestFailed", { reason: "no user or message" });
  else if (!mayAsk(participantOf(user, message), request.step, readChainSettings())) result = refused("STC.Chain.Error.NotYours", { step: say(`STC.Combat.Step.${request.step}`) });
  else {
    try {
      result = await askActiveGm("chainStep", { ...request, messageId: message.id });
    } catch (error) {
      result = refusalOf(error);
    }
  }
  if (!result.ok) ui.notifications?.warn(refusalText(result));
  return result;
}

/**
 * The active Storyteller's side of `chainStep`. Nothing in the payload is trusted: it is read field by field,
 * the message must be a chain this client's side wrote, the sender must be entitled to the step, and the step
 * must be the one the stored answers lead to (so a replayed or stale press does nothing). The dice are rolled
 * here and every answer is written here.
 */
export async function handleChainStep(data: unknown, sender: User.Implementation): Promise<Outcome> {
  const read = readStepPayload(data);
  if (!read.ok) return reportRefusal(sender, refused("STC.Chain.Error.Forged", { field: read.field }));
  const payload = read.payload;
  const message = game.messages?.get(payload.messageId);
  if (!isChainMessage(message)) return reportRefusal(sender, refused("STC.Chain.Error.UnknownMessage"));
  if (!writtenByStoryteller(message)) return reportRefusal(sender, refused("STC.Chain.Error.NotStorytellers"));
  const settings = readChainSettings();
  if (!mayAsk(participantOf(sender, message), payload.step, settings)) {
    return reportRefusal(sender, refused("STC.Chain.Error.NotYours", { step: say(`STC.Combat.Step.${payload.step}`) }));
  }
  const request: StepRequest = { step: payload.step, seen: payload.seen };
  if (payload.defence) request.defence = payload.defence;
  if (payload.payment) request.payment = payload.payment;
  if (payload.soakChoice !== undefined) request.soakChoice = payload.soakChoice;
  try {
    await runSteps(message, request, sender.id ?? "", settings);
    return done();
  } catch (error) {
    return reportRefusal(sender, refusalOf(error));
  }
}
