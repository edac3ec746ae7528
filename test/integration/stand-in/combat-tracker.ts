import { StandInApplicationV2 } from "./applications";

/**
 * Foundry's sidebar combat tracker, as far as the system's subclass needs it to be defined and registered:
 * its parts, the combat it views, and the part-context hooks the subclass fills. Rendering is the browser
 * layer's, with the same context builder and the real templates.
 */
export class StandInCombatTracker extends StandInApplicationV2 {
  static PARTS: Record<string, { template: string; scrollable?: string[] }> = {
    header: { template: "templates/sidebar/tabs/combat/header.hbs" },
    tracker: { template: "templates/sidebar/tabs/combat/tracker.hbs" },
    footer: { template: "templates/sidebar/tabs/combat/footer.hbs" },
  };

  viewed: unknown = null;

  protected async _preparePartContext(_partId: string, context: Record<string, unknown>): Promise<Record<string, unknown>> {
    return context;
  }

  protected async _prepareTrackerContext(): Promise<void> {}

  protected async _prepareCombatContext(): Promise<void> {}
}
