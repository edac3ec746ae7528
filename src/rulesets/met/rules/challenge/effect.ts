import { checkDamage } from "../health";
import { MetError } from "../errors";
import type { VictoryEffect } from "./types";

/** A victory condition's effect, checked: damage of whole levels and a known type, or a grapple, not both. */
export function checkEffect(effect: VictoryEffect): VictoryEffect {
  if (effect.damage && effect.grapple) throw new MetError("MetEffectGrappleDamage", "A grapple does no damage: a victory condition grapples or damages, not both.", {});
  return { ...(effect.damage ? { damage: checkDamage(effect.damage) } : {}), ...(effect.grapple ? { grapple: true } : {}) };
}

/** An effect that attacks (damage or a grapple), as against resisting passively. */
export const attacks = (effect: VictoryEffect | null): boolean => effect !== null && (effect.damage !== undefined || effect.grapple === true);
