import { textField } from "./card-data";

const fields = foundry.data.fields;

/** Why a planned attack of an NPC step has no card: a language key and its data. */
export interface NpcStepRefusal {
  key: string;
  data: Record<string, string | number>;
}

/** What every ruleset's NPC step records of one attack: its attack card (blank when it has none) and why it has none. */
export interface NpcStepRecord {
  messageId: string;
  refusal: NpcStepRefusal | null;
}

/**
 * What every ruleset's NPC step card stores: the fight, the turn the step resolved (the ruleset names it: `turn`),
 * one entry per planned attack — its attack card (blank when it has none), the ruleset's own fields of it (`chain`),
 * and why it has no card (a language key and its data; blank when it has one) — and the Storyteller who undid the
 * whole step, or blank.
 */
export function npcStepFields<Turn extends foundry.data.fields.DataSchema, Chain extends foundry.data.fields.DataSchema>(turn: Turn, chain: Chain) {
  const entry = { messageId: textField(), ...chain, refusalKey: textField(), refusalData: new fields.ObjectField({ required: true, initial: {} }) };
  return {
    combatId: new fields.StringField({ required: true, blank: false }),
    ...turn,
    chains: new fields.ArrayField(new fields.SchemaField<typeof entry>(entry)),
    undoneBy: textField(),
  };
}

/** A stored entry's refusal as a record reads it, or null when its attack began. */
export function storedRefusal(entry: { refusalKey: string; refusalData: unknown }): NpcStepRefusal | null {
  return entry.refusalKey ? { key: entry.refusalKey, data: { ...(entry.refusalData as Record<string, string | number>) } } : null;
}

/** The stored entries read back as records: the shared fields, and the ruleset's own of each entry (`own`). */
export function npcStepRecordsOf<Entry extends { messageId: string; refusalKey: string; refusalData: unknown }, Own extends object>(chains: readonly Entry[], own: (entry: Entry) => Own): (Own & NpcStepRecord)[] {
  return chains.map((entry) => ({ ...own(entry), messageId: entry.messageId, refusal: storedRefusal(entry) }));
}

/** A record's shared fields as the card stores them (the ruleset adds its own). */
export function storedChainOf(record: NpcStepRecord) {
  return { messageId: record.messageId, refusalKey: record.refusal?.key ?? "", refusalData: record.refusal?.data ?? {} };
}
