import type { CharacterStats } from "../../rules/character/stats";
import type { HazardInput } from "../../rules/combat/hazard";
import type { ClassicOptions } from "../../rules/ruleset/options";
import { RULESET_IDS } from "../../../ruleset-id";
import { unpackStats, type StoredStats } from "./stored-stats";
import { cardModel, facesField, textField } from "../../../../data/chat/card-data";

const fields = foundry.data.fields;

function defineHazardSchema() {
  return {
    ruleset: new fields.StringField({ required: true, blank: false, choices: RULESET_IDS, initial: "classic" }),
    /** The hazard as the Storyteller chose it (rules/combat/hazard.ts `HazardInput`), plain JSON. */
    hazard: new fields.ObjectField({ required: true }),
    /** The world's options when it was dealt, so the card reads the same on every replay. */
    options: new fields.ObjectField({ required: true }),
    /** The round the statuses it starts are dated in. */
    round: new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 0 }),
    /** One entry per character it struck: who, as the rules took them, and the faces of their damage and soak. */
    targets: new fields.ArrayField(
      new fields.SchemaField({
        actorId: new fields.StringField({ required: true, blank: false }),
        tokenUuid: textField(),
        stats: new fields.ObjectField({ required: true }),
        damageFaces: facesField(),
        soakFaces: facesField(),
        /** The effects the write created (an undo deletes them). */
        created: new fields.ArrayField(new fields.StringField({ required: true, blank: false })),
      }),
    ),
    /** The Storyteller who undid it, or blank. */
    undoneBy: textField(),
  };
}

/** One character a hazard struck, as the card and the undo read it back. */
export interface HazardTargetRecord {
  ref: { actorId: string; tokenUuid: string };
  stats: CharacterStats;
  damageFaces: number[];
  soakFaces: number[];
  created: string[];
}

/** Damage the Storyteller dealt without an attack (fire, sunlight, a fall, acid), kept as its inputs and faces. */
export class HazardData extends cardModel(defineHazardSchema) {
  get hazardInput(): HazardInput {
    return this.hazard as unknown as HazardInput;
  }

  get classicOptions(): ClassicOptions {
    return this.options as unknown as ClassicOptions;
  }

  get records(): HazardTargetRecord[] {
    return this.targets.map((entry) => ({
      ref: { actorId: entry.actorId, tokenUuid: entry.tokenUuid },
      stats: unpackStats(entry.stats as unknown as StoredStats),
      damageFaces: [...entry.damageFaces],
      soakFaces: [...entry.soakFaces],
      created: [...entry.created],
    }));
  }
}
