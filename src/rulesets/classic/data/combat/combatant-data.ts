import type { ModelPart } from "../../../module";
import type { PlannedAction } from "../../rules/actions/declaration";
import type { CheckedDeclaration } from "../../rules/actions/check-declaration";
import { remainingActions, type RemainingAction } from "../../rules/turns/queries";
import type { HeldAction, RoundCombatant } from "../../rules/turns/round-state";
import { roundStateOf } from "./combat-data";

const fields = foundry.data.fields;

function classicCombatantFields() {
  return {
    /**
     * A die the Storyteller rolled for this combatant before the combat began, kept for the first round's
     * initiative (the score is taken when the round begins, so a wound taken meanwhile still counts).
     */
    initiativeDie: new fields.NumberField({ required: true, nullable: true, integer: true, min: 1, max: 10, initial: null }),
  };
}

/** Classic's part of a combatant's data (src/data/combat/combat.ts). */
export const CLASSIC_COMBATANT_PART: ModelPart = Object.freeze({ fields: classicCombatantFields });

/** A combatant as these readers take it: its id and its combat. */
interface CombatantLike {
  id?: string | null;
  parent?: unknown;
}

/**
 * A combatant's part of the round. It is kept once, in the Combat's round state, so a step of the round is one
 * write; this reads it from there.
 */
export interface CombatantRound {
  /** This combatant in the running round, or null (no round yet, or it joined after the round began). */
  inRound: RoundCombatant | null;
  declaration: CheckedDeclaration | null;
  /** Every action of the round in the order taken, with its state. */
  actions: PlannedAction[];
  heldActions: HeldAction[];
  /** Actions not yet taken, spent or lost, with their penalties. */
  actionsLeft: RemainingAction[];
  /** Second and later actions still to come (000 §1.5, 002 ¶5). */
  extraActionsLeft: number;
  aborted: boolean;
}

export function combatantRoundOf(combatant: CombatantLike): CombatantRound {
  const id = combatant.id ?? "";
  const state = roundStateOf(combatant.parent);
  const inRound = state?.combatants.find((entry) => entry.id === id) ?? null;
  const actionsLeft = state ? remainingActions(state, id) : [];
  return {
    inRound,
    declaration: inRound?.declaration ?? null,
    actions: inRound?.actions ?? [],
    heldActions: state?.held.filter((held) => held.combatantId === id) ?? [],
    actionsLeft,
    extraActionsLeft: actionsLeft.filter((action) => action.index > 1).length,
    aborted: inRound?.aborted ?? false,
  };
}
