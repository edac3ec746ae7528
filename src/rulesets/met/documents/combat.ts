import { StorytellerCombat, type Turn } from "../../../documents/combat";
import { metExtraStepOf } from "../data/read";
import type { RoundOrder } from "../rules/order";
import { orderOf, turnIds } from "../round/order";

/**
 * Mind's Eye Theatre's Combat (003 Order of Actions): each round, everyone acts in the order of their base traits
 * in the category they declared (rules/order.ts), the equal ones simultaneously; then the extra actions by count,
 * everyone's first together, then everyone's second. Foundry's turn list follows the initiative steps; the extra
 * actions follow it as steps of the round (`system.met.extraStep`). The Storyteller walks the round.
 */
export class MetCombat extends StorytellerCombat {
  /** The round's order from the combatants' declarations. */
  get metOrder(): RoundOrder {
    return orderOf(this.combatants.contents.map((combatant) => ({ id: combatant.id ?? "", name: combatant.name ?? "", actor: combatant.actor, system: combatant.system })));
  }

  /** The extra action step the round has reached, or null during the initiative steps. */
  get metExtraStep(): number | null {
    return metExtraStepOf(this);
  }

  /** The combatants' ids in the round's order; in table order should the rules refuse the record. */
  private orderedIds(): string[] {
    const table = this.combatants.contents.map((combatant) => combatant.id ?? "");
    try {
      return turnIds(this.metOrder, table);
    } catch {
      return table;
    }
  }

  protected override roundTurns(): Turn[] {
    return this.orderedIds().flatMap((id) => this.combatants.get(id) ?? []);
  }

  /** The first round begins at the top of the order. */
  override async startCombat(): Promise<this> {
    if (!this.storytellerOnly()) return this;
    this._playCombatSound("startEncounter");
    await this.update({ round: 1, turn: 0, "system.met.extraStep": null } as Combat.UpdateData);
    return this;
  }

  /** The next turn: the next initiative step's combatant, then the extra actions step by step, then the next round. */
  override async nextTurn(): Promise<this> {
    if (!this.storytellerOnly()) return this;
    const step = this.metExtraStep;
    const last = this.turns.length - 1;
    if (step === null && (this.turn ?? 0) < last) {
      await this.update({ turn: (this.turn ?? 0) + 1 } as Combat.UpdateData);
      return this;
    }
    let extraSteps = 0;
    try {
      extraSteps = this.metOrder.extraActions.length;
    } catch {
      // A record the rules refuse has no extra actions to run.
    }
    const next = step === null ? 0 : step + 1;
    if (next < extraSteps) {
      await this.update({ "system.met.extraStep": next } as Combat.UpdateData);
      return this;
    }
    return this.nextRound();
  }

  /** A new round: declarations are made afresh and the extra actions start over. */
  override async nextRound(): Promise<this> {
    if (!this.storytellerOnly()) return this;
    const combatants = this.combatants.contents.map((combatant) => ({ _id: combatant.id, "system.met.categories": [], "system.met.extraActions": [] }));
    await this.updateEmbeddedDocuments("Combatant", combatants as Combatant.UpdateData[]);
    await this.update({ round: this.round + 1, turn: 0, "system.met.extraStep": null } as Combat.UpdateData);
    return this;
  }
}
