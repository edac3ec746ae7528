import { defineRequest } from "../../../queries/registry";
import type { Outcome } from "../../../outcome";
import { DAMAGE_TYPES, type DamageType } from "../rules/health/damage-types";
import { HEALTH_TRACK_LENGTH } from "../rules/health/state";
import { healWithBlood } from "../chronicle/healing";
import { choiceField, handleChronicleRequest, sendChronicleRequest, wholeField, type ChronicleRequest } from "./chronicle-request";

/** `chronicleHeal`: a vampire spends blood to mend levels of one type of damage (V20 Chapter Eight, "Healing"). */
export interface ChronicleHealPayload extends ChronicleRequest {
  type: DamageType;
  levels: number;
}

export function requestBloodHealing(actor: Actor.Implementation, type: DamageType, levels: number): Promise<Outcome> {
  return sendChronicleRequest("classicChronicleHeal", actor, { type, levels });
}

export function defineChronicleHealRequest(): void {
  defineRequest("classicChronicleHeal", (payload, sender) =>
    handleChronicleRequest(
      payload,
      sender,
      ["type", "levels"],
      "owner",
      (fields) => ({ type: choiceField(fields, "type", DAMAGE_TYPES), levels: wholeField(fields, "levels", 1, HEALTH_TRACK_LENGTH) }),
      (actor, request) => healWithBlood(actor, request.type, request.levels),
    ),
  );
}
