/**
 * The system's Combat, as Foundry's types know it. Each ruleset's own Combat extends this one and is put into
 * CONFIG by the ruleset the world plays (Classic's declarations and held actions, Streamlined's drag-ordered
 * ties), so what every ruleset shares about a combat is typed once.
 */
export class StorytellerCombat extends Combat {}
