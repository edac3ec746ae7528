import { defineRequest } from "../../../queries/registry";
import type { Outcome } from "../../../outcome";
import { raiseWithExperience } from "../chronicle/experience";
import { PayloadError } from "./round-fields";
import { handleChronicleRequest, sendChronicleRequest, type ChronicleRequest } from "./chronicle-request";

/**
 * `chronicleRaise`: a trait raised with experience (V20 Chapter Six, W20 Chapter Two), named as the sheet lists it
 * (`attribute.dexterity`, `item.<id>`…). The cost, the maximum and what is left are worked out on the Storyteller's
 * client from the character itself.
 */
export interface ChronicleRaisePayload extends ChronicleRequest {
  trait: string;
}

const TRAIT_KEY = /^[A-Za-z0-9.]{1,80}$/;

export function requestRaise(actor: Actor.Implementation, trait: string): Promise<Outcome> {
  return sendChronicleRequest("classicChronicleRaise", actor, { trait });
}

export function defineChronicleRaiseRequest(): void {
  defineRequest("classicChronicleRaise", (payload, sender) =>
    handleChronicleRequest(
      payload,
      sender,
      ["trait"],
      "owner",
      (fields) => {
        if (typeof fields.trait !== "string" || !TRAIT_KEY.test(fields.trait)) throw new PayloadError("RequestUnreadable", "The request's trait cannot be read.", { field: "trait" });
        return fields.trait;
      },
      (actor, trait) => raiseWithExperience(actor, trait),
    ),
  );
}
