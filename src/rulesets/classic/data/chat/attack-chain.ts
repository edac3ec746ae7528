import type { ClinchTurnInput } from "../../rules/combat/clinch";
import type { AttackInput } from "../../rules/combat/attack";
import type { RecordedAnswer } from "../../rules/combat/replay";
import type { HealthState } from "../../rules/health/state";
import type { ClassicOptions } from "../../rules/ruleset/options";
import { RULESET_IDS } from "../../../ruleset-id";
import type { StatusEffect } from "../../rules/status/types";
import { mapStats, unpackStats } from "./stored-stats";
import { actorRefField, cardModel, chainRecordFields, textField } from "../../../../data/chat/card-data";

const fields = foundry.data.fields;

import { CHAIN_KINDS, type ChainKind } from "./stored-stats";

export { CHAIN_KINDS, type ChainKind };

/** What a defence cost in the round, as the round answered when it was chosen (src/rulesets/classic/round/bridge.ts). */
export interface DefenceCost {
  offer: "free" | "declared" | "abort";
  payment?: "willpowerPoint" | "willpowerRoll";
  /** Faces of the abort's Willpower roll, when it was rolled. */
  faces?: number[];
  /** False when the abort's Willpower roll failed: the defender takes the attack undefended. */
  granted: boolean;
  /**
   * The turn (the round bridge's turn key) a Willpower point was spent in for an automatic success on the
   * defence roll; "" when spent outside a running round. Absent when none was spent.
   */
  willpowerTurn?: string;
}

/**
 * A recorded answer, with who gave it; for a defence, what it cost; for a result, the ids of the effects it
 * created (an undo deletes them).
 */
export type ChainAnswer = RecordedAnswer & {
  by: string;
  cost?: DefenceCost;
  created?: string[];
  /** On the roll against a maneuver's effect: the turn (as `DefenceCost.willpowerTurn`) its Willpower point was spent in. */
  willpowerTurn?: string;
};

/** The target as it stood when the result was applied: what an undo puts back. */
export interface TargetState {
  health: HealthState;
  statuses: StatusEffect[];
}

function defineAttackChainSchema() {
  return {
    kind: new fields.StringField({ required: true, blank: false, choices: CHAIN_KINDS, initial: "attack" }),
    /**
     * The ruleset the chain was made under, which plays it on every replay. Classic was the only one before the
     * field existed; Foundry fills a field missing from a stored source with its initial when it loads it.
     */
    ruleset: new fields.StringField({ required: true, blank: false, choices: RULESET_IDS, initial: "classic" }),
    attacker: actorRefField(),
    target: actorRefField(),
    /** The weapon or maneuver item used, as its sheet named it when the attack began. */
    used: new fields.SchemaField({
      itemId: textField(),
      name: textField(),
      /** With the name it shipped with, a compendium item's name is shown in each reader's language. */
      identifier: textField(),
      sourceName: textField(),
    }),
    /** The chain's start is an attack input or a clinch turn. */
    ...chainRecordFields(),
    /**
     * The revision of the chain's rules the card was made under (rules/combat/chain.ts, CHAIN_REVISION). A card
     * stored before the field existed is read as 0 and replays as it was played.
     */
    revision: new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 0 }),
    /** The round's action the attack was made with (the round bridge's `actionKey`), or blank outside a round. */
    roundAction: textField(),
    /**
     * The user who began the attack. The message itself is written by the Storyteller's client, so its author
     * says nothing of who attacked; blank on a card from before that, whose author began it.
     */
    startedBy: textField(),
    /**
     * A spray's cards share this key, one card for each target, all read from one roll (V20 core, Firearms, Spray):
     * their undo is one. Blank for any other attack, and on a card from before the field existed.
     */
    spray: textField(),
  };
}

/**
 * A chat message that carries one attack chain (rules map, Attack to Status effects). It stores the start and
 * the answers only, never rendered HTML or computed numbers: the card re-renders from them through the rules.
 */
export class AttackChainData extends cardModel(defineAttackChainSchema) {
  get chainKind(): ChainKind {
    return this.kind as ChainKind;
  }

  get attackInput(): AttackInput {
    return mapStats(this.start as unknown as AttackInput, ["attacker", "target"], unpackStats);
  }

  get clinchInput(): ClinchTurnInput {
    return mapStats(this.start as unknown as ClinchTurnInput, ["holder", "held"], unpackStats);
  }

  get classicOptions(): ClassicOptions {
    return this.options as unknown as ClassicOptions;
  }

  get chainAnswers(): ChainAnswer[] {
    return this.answers as unknown as ChainAnswer[];
  }
}
