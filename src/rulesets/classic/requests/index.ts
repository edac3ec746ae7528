import { defineAdvanceRequest } from "./advance";
import { defineChainStartRequest } from "./chain-start";
import { defineChainStepRequest } from "./chain-step";
import { defineChronicleRaiseRequest } from "./chronicle-raise";
import { defineChronicleExperienceRequest } from "./chronicle-experience";
import { defineChroniclePowerRequest } from "./chronicle-power";
import { defineChronicleFrenzyRequest } from "./chronicle-frenzy";
import { defineChronicleEndFrenzyRequest } from "./chronicle-end-frenzy";
import { defineChronicleHealRequest } from "./chronicle-heal";
import { defineChronicleRegenerateRequest } from "./chronicle-regenerate";
import { defineChronicleShiftRequest } from "./chronicle-shift";
import { defineClinchDamageRequest } from "./clinch-damage";
import { defineDeclareRequest } from "./declare";
import { defineGrappleEscapeRequest } from "./grapple-escape";
import { defineHazardDamageRequest } from "./hazard-damage";
import { defineHoldRequest } from "./hold";
import { defineNpcStepRequest } from "./npc-step";
import { defineSpendDefenceRequest } from "./spend-defence";
import { defineStepInRequest } from "./step-in";

/**
 * Classic's requests from a player's client to the Storyteller's, one file each holding its payload and reader,
 * the Storyteller's handler and the player's sender.
 */
export function defineClassicRequests(): void {
  defineChainStartRequest();
  defineChainStepRequest();
  defineGrappleEscapeRequest();
  defineClinchDamageRequest();
  defineDeclareRequest();
  defineHoldRequest();
  defineStepInRequest();
  defineAdvanceRequest();
  defineNpcStepRequest();
  defineSpendDefenceRequest();
  defineHazardDamageRequest();
  defineChronicleRaiseRequest();
  defineChronicleExperienceRequest();
  defineChroniclePowerRequest();
  defineChronicleFrenzyRequest();
  defineChronicleEndFrenzyRequest();
  defineChronicleHealRequest();
  defineChronicleRegenerateRequest();
  defineChronicleShiftRequest();
}
