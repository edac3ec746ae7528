import { defineRequest } from "../../../queries/registry";
import type { Outcome } from "../../../outcome";
import { DAMAGE_TYPES, type DamageType } from "../rules/health/damage-types";
import { regenerate } from "../chronicle/healing";
import { choiceField, handleChronicleRequest, sendChronicleRequest, type ChronicleRequest } from "./chronicle-request";

/** `chronicleRegenerate`: a Garou's turn of regeneration, one level of the type named (W20 Chapter Six). */
export interface ChronicleRegeneratePayload extends ChronicleRequest {
  type: DamageType;
}

export function requestRegeneration(actor: Actor.Implementation, type: DamageType): Promise<Outcome> {
  return sendChronicleRequest("classicChronicleRegenerate", actor, { type });
}

export function defineChronicleRegenerateRequest(): void {
  defineRequest("classicChronicleRegenerate", (payload, sender) =>
    handleChronicleRequest(payload, sender, ["type"], "owner", (fields) => choiceField(fields, "type", DAMAGE_TYPES), (actor, type) => regenerate(actor, type)),
  );
}
