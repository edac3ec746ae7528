import type { HelperDelegate } from "handlebars";

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
} as const;

export function registerHandlebarsHelpers(registry: HelperRegistry): void {
  for (const [name, helper] of Object.entries(HANDLEBARS_HELPERS)) registry.registerHelper(name, helper);
}
