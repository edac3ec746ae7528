/** The system's Combatant, as Foundry's types know it; each ruleset's own extends it (see combat.ts). */
export class StorytellerCombatant extends Combatant {}
