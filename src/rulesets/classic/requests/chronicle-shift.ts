import { defineRequest } from "../../../queries/registry";
import type { Outcome } from "../../../outcome";
import { GAROU_FORMS, type GarouForm } from "../rules/character/vocabulary";
import { SHIFT_WAYS, type ShiftWay } from "../rules/chronicle/form-change";
import { changeForm } from "../chronicle/form-change";
import { choiceField, handleChronicleRequest, sendChronicleRequest, type ChronicleRequest } from "./chronicle-request";

/** `chronicleShift`: a Garou changes form, by a Rage point or by the roll (W20 Chapter Six, "Shapeshifting"). */
export interface ChronicleShiftPayload extends ChronicleRequest {
  form: GarouForm;
  way: ShiftWay;
}

export function requestShift(actor: Actor.Implementation, form: GarouForm, way: ShiftWay): Promise<Outcome> {
  return sendChronicleRequest("classicChronicleShift", actor, { form, way });
}

export function defineChronicleShiftRequest(): void {
  defineRequest("classicChronicleShift", (payload, sender) =>
    handleChronicleRequest(
      payload,
      sender,
      ["form", "way"],
      "owner",
      (fields) => ({ form: choiceField(fields, "form", GAROU_FORMS), way: choiceField(fields, "way", SHIFT_WAYS) }),
      (actor, request) => changeForm(actor, request.form, request.way),
    ),
  );
}
