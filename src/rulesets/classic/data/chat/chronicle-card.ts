import type { PoolSpec } from "../../rules/dice/pool-spec";
import type { StatusEffect } from "../../rules/status/types";
import type { TurnStamp } from "../../rules/chronicle/blood-turn";
import { actorRefField, cardModel, textField } from "../../../../data/chat/card-data";

const fields = foundry.data.fields;

/** What a chronicle card records: one action on one character, and the write it made. */
export const CHRONICLE_ACTIONS = ["raise", "grant", "correct", "power", "frenzy", "endFrenzy", "heal", "regenerate", "shift"] as const;
export type ChronicleAction = (typeof CHRONICLE_ACTIONS)[number];

/**
 * A character's written fields as they stood, before or after a chronicle action: the actor's own fields by path,
 * its items' fields by item id and path, its statuses when the action changed them, and its tokens' images by UUID.
 * Only what the action wrote is kept; an undo puts the `before` back when the character still stands as `after`.
 */
export interface ChronicleState {
  actor: Record<string, unknown>;
  items: Record<string, Record<string, unknown>>;
  statuses: StatusEffect[] | null;
  textures: Record<string, string>;
}

/**
 * A state as the card stores it: each map as a list of `[key, value]` pairs. Foundry expands every dotted key of a
 * document's data before it is written (its client backend's `expandObject`), so a map keyed by paths
 * (`system.blood.current`) or token UUIDs (`Scene.x.Token.y`) would be stored nested, and no later read by path
 * could find it; a key held as a value is stored as written.
 */
export interface StoredChronicleState {
  actor: [string, unknown][];
  items: [string, [string, unknown][]][];
  statuses: StatusEffect[] | null;
  textures: [string, string][];
}

export function storedChronicleState(state: ChronicleState): StoredChronicleState {
  return {
    actor: Object.entries(state.actor),
    items: Object.entries(state.items).map(([id, paths]) => [id, Object.entries(paths)]),
    statuses: state.statuses,
    textures: Object.entries(state.textures),
  };
}

const isPlainRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A map of the older shape as pairs of path and value. A map written through Foundry's expansion came back nested
 * (`{ system: { blood: { current: 5 } } }`): its leaves are the paths again; a value that is a list or an empty
 * object is a leaf.
 */
function pathPairs(map: Record<string, unknown>, prefix = ""): [string, unknown][] {
  return Object.entries(map).flatMap(([key, value]): [string, unknown][] => {
    const path = prefix ? `${prefix}.${key}` : key;
    return isPlainRecord(value) && Object.keys(value).length > 0 ? pathPairs(value, path) : [[path, value]];
  });
}

/** A stored state of either shape (pairs, or the older maps) as pairs: what the model's migration keeps. */
function migrateStoredState(raw: unknown): unknown {
  if (!isPlainRecord(raw)) return raw;
  const pairs = (value: unknown) => (isPlainRecord(value) ? pathPairs(value) : value);
  return {
    ...raw,
    actor: pairs(raw.actor),
    items: isPlainRecord(raw.items) ? Object.entries(raw.items).map(([id, paths]) => [id, pairs(paths)]) : raw.items,
    textures: pairs(raw.textures),
  };
}

function pairsToMap<T>(pairs: unknown): Record<string, T> {
  return Array.isArray(pairs) ? Object.fromEntries(pairs.filter((pair): pair is [string, T] => Array.isArray(pair) && typeof pair[0] === "string")) : {};
}

function chronicleStateOf(stored: unknown): ChronicleState {
  const raw = isPlainRecord(stored) ? stored : {};
  const items = Array.isArray(raw.items) ? (raw.items as unknown[]) : [];
  return {
    actor: pairsToMap(raw.actor),
    items: Object.fromEntries(
      items.filter((entry): entry is [string, unknown] => Array.isArray(entry) && typeof entry[0] === "string").map(([id, paths]) => [id, pairsToMap(paths)]),
    ),
    statuses: Array.isArray(raw.statuses) ? (raw.statuses as StatusEffect[]) : null,
    textures: pairsToMap<string>(raw.textures),
  };
}

/** One line of the card: a language key and its data, translated for each reader. */
export interface CardLine {
  key: string;
  data: Record<string, string | number>;
  /** Data that are language keys (a trait's, a form's name), translated for the reader before the line is. */
  named?: Record<string, string>;
}

/** A roll the action made: its pool and the faces it showed, read again by the dice core when the card is drawn. */
export interface CardRoll {
  spec: PoolSpec;
  faces: number[];
  /** The language keys of what was rolled, joined by " + " on the card. */
  labelKeys: string[];
}

function defineChronicleCardSchema() {
  return {
    action: new fields.StringField({ required: true, blank: false, choices: CHRONICLE_ACTIONS, initial: "grant" }),
    actor: actorRefField(),
    /** The character's name when the action was made. */
    name: textField(),
    /** The card's lines, in order: what was done, what it cost, what followed. */
    lines: new fields.ArrayField(new fields.ObjectField({ required: true })),
    /** The roll, or null for an action without one. */
    roll: new fields.ObjectField({ required: false, nullable: true, initial: null }),
    before: new fields.ObjectField({ required: true }),
    after: new fields.ObjectField({ required: true }),
    /** The effects the action created: an undo deletes them rather than switching them off. */
    created: new fields.ArrayField(new fields.StringField({ required: true, blank: false })),
    /**
     * The combat turn the action was taken in (`{ combatId, round }`), or null outside combat: a vampire's blood is
     * summed over a turn's cards. Cards written before the stamp existed read as null, outside any turn.
     */
    turn: new fields.ObjectField({ required: false, nullable: true, initial: null }),
    /** The Storyteller who undid the action, or blank. */
    undoneBy: textField(),
  };
}

/** A chronicle action's card: written by the Storyteller's client, undone by the Storyteller. */
export class ChronicleCardData extends cardModel(defineChronicleCardSchema) {
  /** Cards stored with the states' maps keyed by path (before the pairs) read as pairs. */
  static override migrateData(source: Record<string, unknown>) {
    if ("before" in source) source.before = migrateStoredState(source.before);
    if ("after" in source) source.after = migrateStoredState(source.after);
    return super.migrateData(source);
  }

  get beforeState(): ChronicleState {
    return chronicleStateOf(this.before);
  }

  get afterState(): ChronicleState {
    return chronicleStateOf(this.after);
  }

  get cardLines(): CardLine[] {
    return this.lines as unknown as CardLine[];
  }

  get turnStamp(): TurnStamp | null {
    const turn = this.turn as unknown as Partial<TurnStamp> | null | undefined;
    return turn && typeof turn.combatId === "string" && typeof turn.round === "number" ? { combatId: turn.combatId, round: turn.round } : null;
  }

  get cardRoll(): CardRoll | null {
    return (this.roll as unknown as CardRoll | null) ?? null;
  }
}
