import { defineRequest } from "../../../queries/registry";
import type { Outcome } from "../../../outcome";
import { MAX_EXPERIENCE_ENTRY } from "../rules/chronicle/experience";
import { adjustExperience } from "../chronicle/experience";
import { choiceField, handleChronicleRequest, sendChronicleRequest, textField, wholeField, type ChronicleRequest } from "./chronicle-request";

/** `chronicleExperience`: the Storyteller grants experience or corrects it, with a note for the log. */
export interface ChronicleExperiencePayload extends ChronicleRequest {
  kind: "grant" | "correct";
  amount: number;
  note: string;
}

/** The longest note the log keeps. */
export const MAX_NOTE_LENGTH = 200;

export function requestExperience(actor: Actor.Implementation, kind: "grant" | "correct", amount: number, note: string): Promise<Outcome> {
  return sendChronicleRequest("classicChronicleExperience", actor, { kind, amount, note });
}

export function defineChronicleExperienceRequest(): void {
  defineRequest("classicChronicleExperience", (payload, sender) =>
    handleChronicleRequest(
      payload,
      sender,
      ["kind", "amount", "note"],
      "storyteller",
      (fields) => ({
        kind: choiceField(fields, "kind", ["grant", "correct"] as const),
        amount: wholeField(fields, "amount", -MAX_EXPERIENCE_ENTRY, MAX_EXPERIENCE_ENTRY),
        note: textField(fields, "note", MAX_NOTE_LENGTH),
      }),
      (actor, request) => adjustExperience(actor, request.kind, request.amount, request.note),
    ),
  );
}
