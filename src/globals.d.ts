import type { CharacterModel, NpcModel } from "./data/actor/character";
import type { RequestData } from "./data/chat/request";
import type { CombatantModel, CombatModel } from "./data/combat/combat";
import type { ArmorModel, WeaponModel } from "./data/item/gear";
import type { StorytellerActor } from "./documents/actor";
import type { StorytellerChatMessage } from "./documents/chat-message";
import type { StorytellerCombat } from "./documents/combat";
import type { StorytellerCombatant } from "./documents/combatant";
import type { StorytellerItem } from "./documents/item";
import type { RulesetId } from "./rulesets/ruleset-id";

/*
 * The system's subtypes by document, and its requests: the system's own (a request, and the subtypes it composes
 * from every ruleset's part, src/data/composed.ts), and each installed ruleset's, merged into these from its folder
 * (its globals.d.ts), so this file names no ruleset.
 */
export interface SystemActorModels {
  character: typeof CharacterModel;
  npc: typeof NpcModel;
}
export interface SystemItemModels {
  weapon: typeof WeaponModel;
  armor: typeof ArmorModel;
}
export interface SystemChatModels {
  request: typeof RequestData;
}
export interface SystemCombatModels {
  base: typeof CombatModel;
}
export interface SystemCombatantModels {
  base: typeof CombatantModel;
}

declare module "fvtt-types/configuration" {
  /** All of the system's code runs from the `init` hook onward. */
  interface AssumeHookRan {
    init: never;
  }

  interface DataModelConfig {
    Actor: SystemActorModels;
    Item: SystemItemModels;
    ChatMessage: SystemChatModels;
    Combat: SystemCombatModels;
    Combatant: SystemCombatantModels;
  }

  /*
   * The document classes as the types' instances. Foundry v14's declarations build their stored documents
   * (a collection's members, a combat's turns) from these, not from DocumentClassConfig; v13's read them too.
   */
  interface ConfiguredActor<SubType extends Actor.SubType> {
    document: StorytellerActor & { type: SubType };
  }
  interface ConfiguredItem<SubType extends Item.SubType> {
    document: StorytellerItem & { type: SubType };
  }
  interface ConfiguredChatMessage<SubType extends ChatMessage.SubType> {
    document: StorytellerChatMessage & { type: SubType };
  }
  interface ConfiguredCombat<SubType extends Combat.SubType> {
    document: StorytellerCombat & { type: SubType };
  }
  interface ConfiguredCombatant<SubType extends Combatant.SubType> {
    document: StorytellerCombatant & { type: SubType };
  }

  interface DocumentClassConfig {
    Actor: typeof StorytellerActor;
    Item: typeof StorytellerItem;
    ChatMessage: typeof StorytellerChatMessage;
    Combat: typeof StorytellerCombat;
    Combatant: typeof StorytellerCombatant;
  }

  interface FlagConfig {
    Item: {
      "storyteller-combat": {
        /** The name the item had in the system's compendium (see data/item/display-name.ts). */
        sourceName?: string;
        /** The description it had there: while it is unchanged, sheets show the translated one. */
        sourceDescription?: string;
        /** A Gift or ritual bought with experience (src/rulesets/classic/chronicle/raisable.ts). */
        learned?: boolean;
      };
    };
    User: {
      "storyteller-combat": {
        /** The id of this Storyteller's window asked first to answer its queries (src/queries/answering-window.ts). */
        answeringWindow?: string;
      };
    };
  }

  interface SettingConfig {
    "storyteller-combat.schemaVersion": number;
    "storyteller-combat.ruleset": RulesetId;
  }
}

/**
 * The one query the system registers (src/queries/registry.ts). Foundry v14 gives `CONFIG.Queries` a string
 * index signature, which hides literal keys from `keyof`; the system's name is therefore kept here and merged in.
 */
export interface SystemQueries {
  /** "Read the request message with this id": a player's request to the active Storyteller's client. */
  "storyteller-combat.request": (data: { requestId: string }, options: { timeout?: number }) => Promise<unknown>;
}

/**
 * Every request a player's client sends to the Storyteller's, by name: what the sending client puts in it and
 * what comes back. The Storyteller's client reads each payload field by field; these types say what an honest
 * client sends.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- each ruleset merges its requests into it
export interface SystemRequests {}

declare global {
  namespace CONFIG {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the system's queries into Foundry's interface
    interface Queries extends SystemQueries {}
  }
}
