/**
 * Whether a combatant sits this round out: marked defeated on the tracker while Foundry's combat setting *Skip
 * Defeated* is on, as Foundry's own turn order would skip it. It keeps its place and initiative, and neither
 * declares, acts nor defends (the rules' `"defeated"` condition).
 */
export function outOfFight(combatant: { isDefeated: boolean }): boolean {
  if (!combatant.isDefeated) return false;
  const config = game.settings?.get("core", "combatTrackerConfig");
  return typeof config === "object" && config !== null && "skipDefeated" in config && config.skipDefeated === true;
}
