import type { ModelDocument, ModelPart } from "../rulesets/module";
import { activeRuleset, installedRulesets } from "../rulesets/registry";

/**
 * The subtypes the system composes from every installed ruleset's part (src/rulesets/module.ts, ModelPart): the
 * system defines what they share, each ruleset adds its own fields, and only the world's ruleset migrates, checks
 * and derives.
 */
export const COMPOSED_SUBTYPES: Readonly<Record<ModelDocument, readonly string[]>> = {
  Actor: ["character", "npc"],
  Item: ["weapon", "armor"],
  ChatMessage: [],
  Combat: ["base"],
  Combatant: ["base"],
};

/**
 * Every installed ruleset's fields of one subtype, merged: a character keeps every ruleset's data whichever plays.
 * Two parts naming the same field are refused, as is a part naming a shared one: one would silently replace the
 * other's data.
 */
export function partFields(document: ModelDocument, type: string, shared: foundry.data.fields.DataSchema): foundry.data.fields.DataSchema {
  const merged: foundry.data.fields.DataSchema = { ...shared };
  for (const module of installedRulesets()) {
    const part = module.modelParts[document]?.[type];
    if (!part) continue;
    for (const [key, field] of Object.entries(part.fields())) {
      if (Object.hasOwn(merged, key)) throw new Error(`The field ${key} of ${document} ${type} is defined twice (ruleset ${module.id}).`);
      merged[key] = field;
    }
  }
  return merged;
}

/**
 * The world's ruleset's part of one subtype, or null where it adds nothing to it. A world naming a ruleset this
 * build does not carry plays the first installed one's sheets (src/init.ts), so that one's part derives too.
 */
export function activePart(document: ModelDocument, type: string): ModelPart | null {
  return (activeRuleset() ?? installedRulesets()[0])?.modelParts[document]?.[type] ?? null;
}

const keysOfParts = new Map<string, ReadonlySet<string>>();

/** The names of the fields every installed ruleset's part adds to one subtype (those not shared), read once. */
function partKeys(document: ModelDocument, type: string): ReadonlySet<string> {
  const id = `${document}.${type}`;
  let keys = keysOfParts.get(id);
  if (!keys) {
    keys = new Set(installedRulesets().flatMap((module) => Object.keys(module.modelParts[document]?.[type]?.fields() ?? {})));
    keysOfParts.set(id, keys);
  }
  return keys;
}

/**
 * The fields of a composed subtype's schema that the world checks: the shared ones and the world's ruleset's
 * part. Another ruleset's fields are checked by that ruleset when a world plays it (its migration brings what
 * it finds back within its shape).
 */
export function checkedFields(schema: { fields: Record<string, unknown> }, document: ModelDocument, type: string): { fields: Record<string, unknown> } {
  const others = partKeys(document, type);
  const own = new Set(Object.keys(activePart(document, type)?.fields() ?? {}));
  return { fields: Object.fromEntries(Object.entries(schema.fields).filter(([key]) => !others.has(key) || own.has(key))) };
}
