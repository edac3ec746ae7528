import { CLASSIC_STEPS, type ClassicStep } from "../rules/combat/chain";
import { DEFENCE_KINDS, type DefenceKind } from "../rules/combat/defence";
import { MAX_OPPONENTS } from "../requests/chain-step";
import { type StepRequest } from "./step-request";

/**
 * What a pressed chain button asks for, read from the button's data (a defence button carries the opponents the
 * card showed) and the card's Willpower toggle; null when the button names no step the chain knows.
 */
export function readStepRequest(data: DOMStringMap | Record<string, string | undefined>, card: ParentNode, seen: number): StepRequest | null {
  const step = data.step;
  if (!step || !(CLASSIC_STEPS as readonly string[]).includes(step)) return null;
  const request: StepRequest = { step: step as ClassicStep, seen };
  const defence = data.defence;
  if (defence === "none" || (DEFENCE_KINDS as readonly string[]).includes(defence ?? "")) {
    request.defence = { kind: defence as DefenceKind | "none" };
    const opponents = Number(data.opponents);
    if (Number.isInteger(opponents) && opponents >= 1 && opponents <= MAX_OPPONENTS) request.defence.opponents = opponents;
    const willpower = card.querySelector<HTMLInputElement>("input[name=willpower]");
    if (defence !== "none" && willpower?.checked === true && !willpower.disabled) request.defence.willpower = true;
    // The card's specialty tick box applies to the defences drawn with one (`data-specialty="available"`).
    const specialty = data.specialty === "available" && card.querySelector<HTMLInputElement>("input[name=defenceSpecialty]")?.checked === true;
    if (specialty && defence !== "none") request.defence.specialty = true;
  }
  if (step === "effectRoll") {
    const willpower = card.querySelector<HTMLInputElement>("input[name=willpower]");
    if (willpower?.checked === true && !willpower.disabled) request.willpower = true;
  }
  if (data.payment === "willpowerPoint" || data.payment === "willpowerRoll") request.payment = data.payment;
  if (data.soak !== undefined && data.soak !== "") {
    const soak = Number(data.soak);
    if (Number.isInteger(soak) && soak >= 0) request.soakChoice = soak;
  }
  return request;
}
