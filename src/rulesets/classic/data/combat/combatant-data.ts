import { extensionFields } from "../../../extensions";
import type { PlannedAction } from "../../rules/actions/declaration";
import type { CheckedDeclaration } from "../../rules/actions/check-declaration";
import { remainingActions, type RemainingAction } from "../../rules/turns/queries";
import type { HeldAction, RoundCombatant } from "../../rules/turns/round-state";
import { roundStateOf } from "./combat-data";

const fields = foundry.data.fields;

export function defineCombatantSchema() {
  return {
    /**
     * A die the Storyteller rolled for this combatant before the combat began, kept for the first round's
     * initiative (the score is taken when the round begins, so a wound taken meanwhile still counts).
     */
    initiativeDie: new fields.NumberField({ required: true, nullable: true, integer: true, min: 1, max: 10, initial: null }),
  };
}

export type CombatantSchema = ReturnType<typeof defineCombatantSchema>;

/**
 * A combatant's system data. Its part of the round (declaration, actions left, held actions, abort) is kept
 * once, in the Combat's round state, so a step of the round is one write; these getters read it from there.
 */
export class CombatantData extends foundry.abstract.TypeDataModel<CombatantSchema, foundry.abstract.Document.Any> {
  static override defineSchema(): CombatantSchema {
    return { ...defineCombatantSchema(), ...extensionFields("Combatant", "base") };
  }

  private get combatantId(): string {
    return (this.parent as { id?: string | null } | null)?.id ?? "";
  }

  /** This combatant in the running round, or null (no round yet, or it joined after the round began). */
  get inRound(): RoundCombatant | null {
    const state = roundStateOf((this.parent as { parent?: unknown } | null)?.parent);
    return state?.combatants.find((combatant) => combatant.id === this.combatantId) ?? null;
  }

  get declaration(): CheckedDeclaration | null {
    return this.inRound?.declaration ?? null;
  }

  /** Every action of the round in the order taken, with its state. */
  get actions(): PlannedAction[] {
    return this.inRound?.actions ?? [];
  }

  get heldActions(): HeldAction[] {
    const state = roundStateOf((this.parent as { parent?: unknown } | null)?.parent);
    return state?.held.filter((held) => held.combatantId === this.combatantId) ?? [];
  }

  /** Actions not yet taken, spent or lost, with their penalties. */
  get actionsLeft(): RemainingAction[] {
    const state = roundStateOf((this.parent as { parent?: unknown } | null)?.parent);
    return state ? remainingActions(state, this.combatantId) : [];
  }

  /** Second and later actions still to come (000 §1.5, 002 ¶5). */
  get extraActionsLeft(): number {
    return this.actionsLeft.filter((action) => action.index > 1).length;
  }

  get aborted(): boolean {
    return this.inRound?.aborted ?? false;
  }
}
