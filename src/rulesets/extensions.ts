import type { ModelDocument } from "./module";
import { installedRulesets } from "./registry";

/**
 * The fields every installed ruleset adds to one subtype (src/rulesets/module.ts, DataExtensions), for the model
 * that defines the subtype to merge into its schema. Two rulesets adding the same key are refused: one would
 * silently replace the other's data.
 */
export function extensionFields(document: ModelDocument, type: string): foundry.data.fields.DataSchema {
  const merged: foundry.data.fields.DataSchema = {};
  for (const module of installedRulesets()) {
    const make = module.dataExtensions[document]?.[type];
    if (!make) continue;
    for (const [key, field] of Object.entries(make())) {
      if (Object.hasOwn(merged, key)) throw new Error(`Two rulesets add the field ${key} to ${document} ${type}.`);
      merged[key] = field;
    }
  }
  return merged;
}
