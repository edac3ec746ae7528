import type { ACTOR_MODELS, ITEM_MODELS } from "./data/models";
import type { CombatData } from "./data/combat/combat-data";
import type { CombatantData } from "./data/combat/combatant-data";
import type { StorytellerActor } from "./documents/actor";
import type { StorytellerCombat } from "./documents/combat";
import type { StorytellerCombatant } from "./documents/combatant";
import type { StorytellerItem } from "./documents/item";
import type { DeclarationVisibility } from "./settings";
import type { RoundQueries } from "./round/query-types";
import type { ClassicOptions, RulesetId } from "./rules/ruleset/options";
import type { StatusEffect } from "./rules/status/types";

type Models<T> = { [K in keyof T]: T[K] };

declare module "fvtt-types/configuration" {
  /** All of the system's code runs from the `init` hook onward. */
  interface AssumeHookRan {
    init: never;
  }

  interface DataModelConfig {
    Actor: Models<typeof ACTOR_MODELS>;
    Item: Models<typeof ITEM_MODELS>;
    Combat: { base: typeof CombatData };
    Combatant: { base: typeof CombatantData };
  }

  interface DocumentClassConfig {
    Actor: typeof StorytellerActor;
    Item: typeof StorytellerItem;
    Combat: typeof StorytellerCombat;
    Combatant: typeof StorytellerCombatant;
  }

  interface FlagConfig {
    Item: {
      "storyteller-combat": {
        /** The name the item had in the system's compendium (see data/item/display-name.ts). */
        sourceName?: string;
      };
    };
    ActiveEffect: {
      "storyteller-combat": {
        /** A status's timing and details, as the rules record them. */
        status?: Partial<Omit<StatusEffect, "id">>;
      };
    };
  }

  interface SettingConfig {
    "storyteller-combat.schemaVersion": number;
    "storyteller-combat.ruleset": RulesetId;
    "storyteller-combat.dodgeAbility": ClassicOptions["dodgeAbility"];
    "storyteller-combat.defenceMode": ClassicOptions["defenceMode"];
    "storyteller-combat.firearmsVsVampires": ClassicOptions["firearmsVsVampires"];
    "storyteller-combat.halfLevelDamage": boolean;
    "storyteller-combat.stunRule": ClassicOptions["stunRule"];
    "storyteller-combat.heldTargetBonus": ClassicOptions["heldTargetBonus"];
    "storyteller-combat.specialtyTens": boolean;
    "storyteller-combat.rerollEachRound": boolean;
    "storyteller-combat.declarationsVisibleTo": DeclarationVisibility;
  }
}

declare global {
  namespace CONFIG {
    /** The round requests a player's client sends to the Storyteller's (src/round/queries.ts). */
    interface Queries {
      "storyteller-combat.declare": RoundQueries["storyteller-combat.declare"];
      "storyteller-combat.hold": RoundQueries["storyteller-combat.hold"];
      "storyteller-combat.stepIn": RoundQueries["storyteller-combat.stepIn"];
      "storyteller-combat.advance": RoundQueries["storyteller-combat.advance"];
      "storyteller-combat.spendDefence": RoundQueries["storyteller-combat.spendDefence"];
    }
  }
}

declare module "*.scss";
