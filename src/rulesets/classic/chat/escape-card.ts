import { resolveGrappleEscape, type GrappleEscapeInput } from "../rules/maneuvers/grapple";
import type { RollView, Translate } from "./chain-card-views";
import { rollView } from "./roll-view";

// A type, not an interface: Foundry's renderTemplate takes an object with an index signature.
export type EscapeCardContext = {
  title: string;
  escapee: { name: string; roll: RollView } | null;
  holder: { name: string; roll: RollView } | null;
  outcome: { id: string; label: string } | null;
  error: string | null;
};

/** A grapple escape's card, read again from its stored characters and faces (004 Grapple). */
export function escapeCardContext(input: GrappleEscapeInput, escapeeFaces: readonly number[], holderFaces: readonly number[], t: Translate): EscapeCardContext {
  const title = t("STC.Classic.Chain.EscapeTitle", { held: input.held.name, holder: input.holder.name });
  try {
    const result = resolveGrappleEscape(input, escapeeFaces, holderFaces);
    return {
      title,
      escapee: { name: input.held.name, roll: rollView(result.plans.escapee, result.escapee, t) },
      holder: { name: input.holder.name, roll: rollView(result.plans.holder, result.holder, t) },
      outcome: { id: result.outcome, label: t(`STC.Classic.Combat.GrappleEscape.${result.outcome}`) },
      error: null,
    };
  } catch (error) {
    return { title, escapee: null, holder: null, outcome: null, error: t("STC.Classic.Chain.Error.RecordInvalid", { reason: error instanceof Error ? error.message : String(error) }) };
  }
}
