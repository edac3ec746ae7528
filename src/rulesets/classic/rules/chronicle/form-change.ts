import { GAROU_FORMS, type GarouForm } from "../character/vocabulary";
import type { PoolResult } from "../dice/pool";
import type { PoolSpec } from "../dice/pool-spec";
import { ChronicleError } from "./chronicle-error";

/** How a Garou changes form (W20 Chapter Six, "Shapeshifting"): a Rage point for an instant shift, or the roll. */
export const SHIFT_WAYS = ["rage", "roll"] as const;
export type ShiftWay = (typeof SHIFT_WAYS)[number];

/** The forms stand in a line from the human to the wolf; the farther the form, the harder the shift. */
export function formDistance(from: GarouForm, to: GarouForm): number {
  return Math.abs(GAROU_FORMS.indexOf(from) - GAROU_FORMS.indexOf(to));
}

/** W20 "Shapeshifting": the Stamina + Primal-Urge roll's difficulty, by how many forms away the new one is. */
export const SHIFT_DIFFICULTY_BY_DISTANCE: Readonly<Record<number, number>> = Object.freeze({ 1: 6, 2: 7, 3: 8, 4: 9 });

export interface FormChangeInput {
  from: GarouForm;
  to: GarouForm;
  way: ShiftWay;
  rage: number;
  /** Stamina as it stands in the current form, and Primal-Urge. */
  stamina: number;
  primalUrge: number;
  incapacitated: boolean;
}

export type FormChangePlan = { way: "rage"; to: GarouForm; rage: 1 } | { way: "roll"; to: GarouForm; spec: PoolSpec };

/**
 * A change of form, or its refusal (W20 Chapter Six, "Shapeshifting"): a Rage point shifts the Garou to any form at
 * once; otherwise Stamina + Primal-Urge is rolled, harder the farther the form. The new form's Attributes then follow
 * from the form table (character/forms.ts).
 */
export function planFormChange(input: FormChangeInput): FormChangePlan {
  if (!(GAROU_FORMS as readonly string[]).includes(input.to)) throw new ChronicleError("FormUnknown", `No Garou form is called ${String(input.to)}.`, { value: String(input.to) });
  if (input.incapacitated) throw new ChronicleError("Incapacitated", "An incapacitated character cannot change form.");
  if (input.from === input.to) throw new ChronicleError("SameForm", "The Garou is already in that form.", { form: input.to });
  if (input.way === "rage") {
    if (input.rage < 1) throw new ChronicleError("PoolShort", "An instant shift needs a Rage point; none left.", { trait: "rage", needed: 1, left: input.rage });
    return { way: "rage", to: input.to, rage: 1 };
  }
  if (input.way !== "roll") throw new ChronicleError("ShiftWayUnknown", `A form changes by Rage or by the roll, not ${String(input.way)}.`, { value: String(input.way) });
  const difficulty = SHIFT_DIFFICULTY_BY_DISTANCE[formDistance(input.from, input.to)] ?? 6;
  return { way: "roll", to: input.to, spec: { pool: input.stamina + input.primalUrge, difficulty, kind: "action" } };
}

/** The form after the attempt: the new one when Rage paid for it or the roll succeeded, else the old one. */
export function readFormChange(from: GarouForm, plan: FormChangePlan, result: PoolResult | null): { changed: boolean; form: GarouForm } {
  if (plan.way === "rage" || result?.outcome === "success") return { changed: true, form: plan.to };
  return { changed: false, form: from };
}
