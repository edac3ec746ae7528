import { defineRequest } from "../../../queries/registry";
import type { Outcome } from "../../../outcome";
import { endFrenzy } from "../chronicle/frenzy";
import { handleChronicleRequest, sendChronicleRequest, type ChronicleRequest } from "./chronicle-request";

/** `chronicleEndFrenzy`: the Storyteller ends a character's frenzy or Rötschreck; nothing but the character travels. */
export type ChronicleEndFrenzyPayload = ChronicleRequest;

export function requestEndFrenzy(actor: Actor.Implementation): Promise<Outcome> {
  return sendChronicleRequest("classicChronicleEndFrenzy", actor, {});
}

export function defineChronicleEndFrenzyRequest(): void {
  defineRequest("classicChronicleEndFrenzy", (payload, sender) =>
    handleChronicleRequest(payload, sender, [], "storyteller", () => ({}), (actor) => endFrenzy(actor)),
  );
}
