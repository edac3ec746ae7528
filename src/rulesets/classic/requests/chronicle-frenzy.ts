import { defineRequest } from "../../../queries/registry";
import type { Outcome } from "../../../outcome";
import { FRENZY_KINDS, type FrenzyKind } from "../rules/chronicle/frenzy";
import { MAX_DIFFICULTY, MIN_DIFFICULTY } from "../rules/dice/pool-spec";
import { checkFrenzy } from "../chronicle/frenzy";
import { choiceField, handleChronicleRequest, sendChronicleRequest, wholeField, type ChronicleRequest } from "./chronicle-request";

/** `chronicleFrenzy`: a frenzy or Rötschreck check the Storyteller calls, or the character's owner makes from the sheet. */
export interface ChronicleFrenzyPayload extends ChronicleRequest {
  kind: FrenzyKind;
  difficulty: number;
}

export function requestFrenzyCheck(actor: Actor.Implementation, kind: FrenzyKind, difficulty: number): Promise<Outcome> {
  return sendChronicleRequest("classicChronicleFrenzy", actor, { kind, difficulty });
}

export function defineChronicleFrenzyRequest(): void {
  defineRequest("classicChronicleFrenzy", (payload, sender) =>
    handleChronicleRequest(
      payload,
      sender,
      ["kind", "difficulty"],
      "owner",
      (fields) => ({ kind: choiceField(fields, "kind", FRENZY_KINDS), difficulty: wholeField(fields, "difficulty", MIN_DIFFICULTY, MAX_DIFFICULTY) }),
      (actor, request) => checkFrenzy(actor, request.kind, request.difficulty),
    ),
  );
}
