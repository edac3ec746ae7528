import { SYSTEM_ID, templatePath } from "../../constants";

const { CombatTracker } = foundry.applications.sidebar.tabs;

type PrepareOptions = Parameters<foundry.applications.sidebar.tabs.CombatTracker["_prepareContext"]>[0];

/**
 * What every ruleset's combat tracker shares: Foundry's tracker with the system's classes, the viewed combat read
 * only when it is the ruleset's own class, and the ruleset's view of it added to Foundry's context under one key
 * for its template. Foundry concatenates each class's `classes` and merges its `actions` over its parent's.
 */
export abstract class RulesetCombatTracker<Combat, View> extends CombatTracker {
  static override DEFAULT_OPTIONS: { classes?: string[]; actions?: object } = { classes: [SYSTEM_ID, "stc-tracker"] };

  /**
   * Foundry's header above the ruleset's list of combatants (its template, scrolled) and, under it, the ruleset's
   * footer or Foundry's own.
   */
  protected static rulesetParts(tracker: string, footer: string | null = null) {
    return {
      header: CombatTracker.PARTS.header,
      tracker: { template: templatePath(tracker), scrollable: [""] },
      footer: footer ? { template: templatePath(footer) } : CombatTracker.PARTS.footer,
    };
  }

  /** The ruleset's Combat class: another combat on view (one a switch left behind) shows no ruleset view. */
  protected abstract readonly combatClass: abstract new (...args: never[]) => Combat;

  /** The key under which the ruleset's template reads its view. */
  protected readonly viewKey: string = "stc";

  /** The ruleset's view of the combat for this user, built by its pure context builder. */
  protected abstract trackerView(combat: Combat | null, user: User.Implementation): View;

  /** The viewed combat when it is the ruleset's own, else null. */
  protected get combat(): Combat | null {
    const viewed: unknown = this.viewed;
    return viewed instanceof this.combatClass ? viewed : null;
  }

  protected override async _prepareContext(options: PrepareOptions) {
    const context = await super._prepareContext(options);
    const user = game.user;
    return Object.assign(context, { [this.viewKey]: user ? this.trackerView(this.combat, user) : null });
  }
}
