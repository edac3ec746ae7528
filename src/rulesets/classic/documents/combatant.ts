import { StorytellerCombatant } from "../../../documents/combatant";
import { InitiativeRoll } from "../dice/initiative-roll";
import { roundInitiativeScore } from "../rules/initiative/score";
import { statsOf } from "../round/combatant-stats";

/**
 * Classic's Combatant: thin. Its part of the round is read from the Combat (data/combat/combatant-data.ts);
 * its initiative is rolled by the Combat as each round begins.
 */
export class ClassicCombatant extends StorytellerCombatant {
  /** An initiative die with this round's score (000 §1.1-1.2), for code that asks a combatant for its roll. */
  override getInitiativeRoll(): InitiativeRoll {
    const stats = statsOf(this);
    return InitiativeRoll.forScore(stats ? roundInitiativeScore(stats, Math.max(1, this.parent?.round ?? 1)) : 0);
  }

  /** Rolled through the Combat, which keeps the die for the round and posts it. */
  override async rollInitiative(): Promise<this> {
    if (this.id) await this.parent?.rollInitiative([this.id]);
    return this;
  }
}
