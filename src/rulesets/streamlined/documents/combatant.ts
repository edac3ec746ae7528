import { StorytellerCombatant } from "../../../documents/combatant";

/** Streamlined's Combatant: thin. Its part of the round is kept once, in the Combat's round; its initiative is rolled by the Combat. */
export class StreamlinedCombatant extends StorytellerCombatant {
  /** Rolled through the Combat, once for the fight. */
  override async rollInitiative(): Promise<this> {
    await this.parent?.rollInitiative([this.id ?? ""]);
    return this;
  }
}
