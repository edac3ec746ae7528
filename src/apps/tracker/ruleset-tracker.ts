const { CombatTracker } = foundry.applications.sidebar.tabs;

type PrepareOptions = Parameters<foundry.applications.sidebar.tabs.CombatTracker["_prepareContext"]>[0];

/**
 * What every ruleset's combat tracker shares: Foundry's tracker, the viewed combat read only when it is the
 * ruleset's own class, and the ruleset's view of it added to Foundry's context under one key for its template.
 */
export abstract class RulesetCombatTracker<Combat, View> extends CombatTracker {
  /** The ruleset's Combat class: another combat on view (one a switch left behind) shows no ruleset view. */
  protected abstract isOwnCombat(combat: unknown): combat is Combat;

  /** The key under which the ruleset's template reads its view. */
  protected abstract readonly viewKey: string;

  /** The ruleset's view of the combat for this user, built by its pure context builder. */
  protected abstract trackerView(combat: Combat | null, user: User.Implementation): View;

  /** The viewed combat when it is the ruleset's own, else null. */
  protected get combat(): Combat | null {
    const viewed: unknown = this.viewed;
    return this.isOwnCombat(viewed) ? viewed : null;
  }

  protected override async _prepareContext(options: PrepareOptions) {
    const context = await super._prepareContext(options);
    const user = game.user;
    return Object.assign(context, { [this.viewKey]: user ? this.trackerView(this.combat, user) : null });
  }
}
