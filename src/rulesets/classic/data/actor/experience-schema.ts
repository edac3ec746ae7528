import { MAX_EXPERIENCE_ENTRY, type ExperienceEntry } from "../../rules/chronicle/experience";

const fields = foundry.data.fields;

const ENTRY_KINDS = ["grant", "correct", "spend"] as const;

/**
 * A character's experience (V20 Chapter Six, W20 Chapter Two): the log of what the Storyteller granted or corrected
 * and what each raise spent, from which earned, spent and unspent are added up (rules/chronicle/experience.ts). A
 * character stored before the log existed loads with an empty one: nothing older to carry over.
 */
export function experienceFields() {
  return {
    experience: new fields.SchemaField({
      log: new fields.ArrayField(
        new fields.SchemaField({
          kind: new fields.StringField({ required: true, blank: false, choices: ENTRY_KINDS, initial: "grant" }),
          amount: new fields.NumberField({ required: true, nullable: false, integer: true, min: -MAX_EXPERIENCE_ENTRY, max: MAX_EXPERIENCE_ENTRY, initial: 0 }),
          note: new fields.StringField({ required: true, blank: true, initial: "" }),
        }),
      ),
    }),
  };
}

/** The stored log, as the rules read it. */
export function experienceLogOf(system: unknown): ExperienceEntry[] {
  const log = (system as { experience?: { log?: unknown } } | null)?.experience?.log;
  return Array.isArray(log) ? (log as ExperienceEntry[]).map((entry) => ({ kind: entry.kind, amount: entry.amount, note: entry.note })) : [];
}
