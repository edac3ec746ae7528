import type { HelperDelegate, HelperOptions } from "handlebars";
import { translate } from "../i18n";

/** The one place the system's Handlebars helpers are defined; init and the browser tests both register them. */
export interface HelperRegistry {
  registerHelper(name: string, fn: HelperDelegate): void;
}

export const HANDLEBARS_HELPERS = {
  /** `checked` for a true value, for checkboxes. */
  stcChecked: (value: unknown): string => (value === true ? "checked" : ""),
  /** `selected` when two values are equal, for the options of a select. */
  stcSelected: (value: unknown, current: unknown): string => (String(value) === String(current) ? "selected" : ""),
  /** `disabled` for a sheet the user may not edit. */
  stcDisabled: (editable: unknown): string => (editable === true ? "" : "disabled"),
  /**
   * A language key formatted with the hash, as Foundry's `localize` does, in the form its count takes where the
   * key is a plural group: `{{stcPlural "STC.Sheet.DamageDice" dice=4}}` reads "4 кубика" in Russian.
   */
  stcPlural: (key: unknown, options: HelperOptions): string =>
    translate(String(key), Object.fromEntries(Object.entries((options.hash ?? {}) as Record<string, unknown>).map(([name, value]) => [name, typeof value === "number" ? value : String(value)]))),
} as const;

export function registerHandlebarsHelpers(registry: HelperRegistry): void {
  for (const [name, helper] of Object.entries(HANDLEBARS_HELPERS)) registry.registerHelper(name, helper);
}
