import { defineRequest } from "../../../queries/registry";
import type { Outcome } from "../../../outcome";
import { MAX_POOL } from "../rules/dice/pool-spec";
import { usePower } from "../chronicle/power";
import { booleanField, handleChronicleRequest, idField, sendChronicleRequest, wholeField, type ChronicleRequest } from "./chronicle-request";

/**
 * `chroniclePower`: a Discipline power or a Gift used from the sheet. Only the item and the player's own choices
 * travel (extra dice, a Willpower point for the roll); the roll and the costs come from the item on the
 * Storyteller's client.
 */
export interface ChroniclePowerPayload extends ChronicleRequest {
  itemId: string;
  extraDice: number;
  willpower: boolean;
}

export function requestPower(actor: Actor.Implementation, itemId: string, extraDice: number, willpower: boolean): Promise<Outcome> {
  return sendChronicleRequest("classicChroniclePower", actor, { itemId, extraDice, willpower });
}

export function defineChroniclePowerRequest(): void {
  defineRequest("classicChroniclePower", (payload, sender) =>
    handleChronicleRequest(
      payload,
      sender,
      ["itemId", "extraDice", "willpower"],
      "owner",
      (fields) => ({ itemId: idField(fields, "itemId"), extraDice: wholeField(fields, "extraDice", -MAX_POOL, MAX_POOL), willpower: booleanField(fields, "willpower") }),
      (actor, request) => usePower(actor, request.itemId, request),
    ),
  );
}
