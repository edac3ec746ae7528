import type { ChallengeEvent, ChallengeSide, ChallengeState, VictoryEffect } from "../rules/challenge/types";
import type { MetDamageType } from "../rules/health";
import { actorRefField, cardModel, textField } from "../../../data/chat/card-data";

const fields = foundry.data.fields;

export type { MetThrow } from "../rules/throws";
/** A side of a challenge card: the challenger, or the one resisting (the Storyteller in a static or simple test). */
export type MetSide = ChallengeSide;
export const MET_SIDES = ["challenger", "defender"] as const satisfies readonly MetSide[];

/** The kinds of card: the three tests, and a physical mob (003 Mob Challenges). */
export const MET_CARD_KINDS = ["contested", "static", "simple", "mob"] as const;
export type MetCardKind = (typeof MET_CARD_KINDS)[number];

/**
 * What a side's victory condition does when it happens (003 Contested Tests: "the winner's victory condition
 * happens"): damage to the loser's health levels, a grapple (003 Grappling), a status from the table's list, or
 * only what its words say (the Storyteller rules on it).
 */
export type MetEffect =
  | { kind: "damage"; levels: number; type: MetDamageType }
  | { kind: "grapple" }
  | { kind: "status"; status: string }
  | { kind: "narrative" };
export const MET_EFFECT_KINDS = ["damage", "grapple", "status", "narrative"] as const;

/** The part of an effect the rules track (damage, a grapple); a status or words alone they leave to the table. */
export function victoryEffectOf(effect: MetEffect): VictoryEffect | undefined {
  if (effect.kind === "damage") return { damage: { levels: effect.levels, type: effect.type } };
  if (effect.kind === "grapple") return { grapple: true };
  return undefined;
}

/** One event of the challenge as the card stores it: the rules' event, and who sent it. */
export interface MetEventRecord {
  event: ChallengeEvent;
  by: string;
}

function defineChallengeSchema() {
  return {
    kind: new fields.StringField({ required: true, blank: false, choices: [...MET_CARD_KINDS], initial: "contested" }),
    challenger: actorRefField(),
    /** Blank in a static or simple test: the Storyteller throws against the difficulty. */
    defender: actorRefField({ blankActor: true }),
    /** A mob's attackers lending to the champion (the challenger). */
    lenders: new fields.ArrayField(actorRefField()),
    /** The challenge as it began (rules/challenge ChallengeState), plain JSON. */
    start: new fields.ObjectField({ required: true }),
    /** The events since, in order; each is the rules' event and who sent it. Throws are in them only once revealed. */
    events: new fields.ArrayField(new fields.ObjectField({ required: true })),
    /** What each victory condition does, by whose it is: a side, or a mob lender's actor id. */
    effects: new fields.ObjectField({ required: true, initial: {} }),
    /** Who has thrown in the exchange now waiting (never what): the throws themselves stay on the Storyteller's client. */
    thrown: new fields.SchemaField({
      challenger: new fields.BooleanField({ required: true, initial: false }),
      defender: new fields.BooleanField({ required: true, initial: false }),
    }),
    /** Set once the result is written to the characters. */
    applied: new fields.BooleanField({ required: true, initial: false }),
    startedBy: textField(),
  };
}

/** A chat message carrying one Mind's Eye Theatre challenge: its start and its events; the card is drawn from them. */
export class MetChallengeData extends cardModel(defineChallengeSchema) {
  get cardKind(): MetCardKind {
    return this.kind as MetCardKind;
  }

  get startState(): ChallengeState {
    return this.start as unknown as ChallengeState;
  }

  get eventRecords(): MetEventRecord[] {
    return this.events as unknown as MetEventRecord[];
  }

  get effectsBy(): Record<string, MetEffect> {
    return this.effects as unknown as Record<string, MetEffect>;
  }
}
