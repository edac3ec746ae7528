import type { ChainAnswer } from "./data/chat/attack-chain";
import type { CHAT_MODELS } from "./data/chat/models";
import type { ACTOR_MODELS, ITEM_MODELS } from "./data/models";
import type { StepResult } from "./chat/chain-error";
import type { StepDraft } from "./chat/hooks";
import type { StepPayload } from "./chat/step-payload";
import type { EscapePayload } from "./chat/grapple-escape";
import type { StorytellerChatMessage } from "./documents/chat-message";
import type { AttackInput } from "./rulesets/classic/rules/combat/attack";
import type { ClassicAttackChain, ClassicStep } from "./rulesets/classic/rules/combat/chain";
import type { CombatData } from "./data/combat/combat-data";
import type { CombatantData } from "./data/combat/combatant-data";
import type { StorytellerActor } from "./documents/actor";
import type { StorytellerCombat } from "./documents/combat";
import type { StorytellerCombatant } from "./documents/combatant";
import type { StorytellerItem } from "./documents/item";
import type { DeclarationVisibility } from "./settings";
import type { AdvanceRequest, DeclareRequest, HoldRequest, SpendDefenceRequest, StepInRequest } from "./round/query-types";
import type { DefenceSpent } from "./round/bridge";
import type { Outcome } from "./round/refusal";
import type { StartPayload, StartResult } from "./chat/start-payload";
import type { ClassicOptions } from "./rulesets/classic/rules/ruleset/options";
import type { RulesetId } from "./rulesets/ruleset-id";
import type { StatusEffect } from "./rulesets/classic/rules/status/types";

type Models<T> = { [K in keyof T]: T[K] };

declare module "fvtt-types/configuration" {
  /** All of the system's code runs from the `init` hook onward. */
  interface AssumeHookRan {
    init: never;
  }

  interface DataModelConfig {
    Actor: Models<typeof ACTOR_MODELS>;
    Item: Models<typeof ITEM_MODELS>;
    ChatMessage: Models<typeof CHAT_MODELS>;
    Combat: { base: typeof CombatData };
    Combatant: { base: typeof CombatantData };
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
    "storyteller-combat.autoDefenderRolls": boolean;
    "storyteller-combat.approveApplication": boolean;
    "storyteller-combat.declarationsVisibleTo": DeclarationVisibility;
  }

  namespace Hooks {
    interface HookConfig {
      /** Before an attack begins; return false to cancel. The input's situation may be changed. */
      "storyteller-combat.preAttack": (input: AttackInput, info: { actorId: string; itemId: string; targetActorId: string }) => boolean | undefined;
      /** Before a chain step; return false to cancel. The draft (the defence chosen, the soak) may be changed. */
      "storyteller-combat.preAttackStep": (message: ChatMessage.Implementation, info: { step: ClassicStep; chain: ClassicAttackChain; draft: StepDraft }) => boolean | undefined;
      /** After a chain step is written; `step` is also "begin" and "undo". */
      "storyteller-combat.attackStep": (
        message: ChatMessage.Implementation,
        info: { step: ClassicStep | "begin" | "undo"; chain: ClassicAttackChain; answer: ChainAnswer | null },
      ) => void;
    }
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
export interface SystemRequests {
  /** A new attack (src/chat/start-attack.ts): the Storyteller's client builds the chain from the documents. */
  chainStart: { payload: StartPayload; answer: StartResult };
  /** A chain step (src/chat/requests.ts). */
  chainStep: { payload: StepPayload; answer: StepResult };
  /** A held character's attempt to break free (src/chat/grapple-escape.ts). */
  grappleEscape: { payload: EscapePayload; answer: StepResult };
  /** A holder's damage for this turn of a clinch (src/chat/grapple-escape.ts). */
  clinchDamage: { payload: EscapePayload; answer: StepResult };
  /* The round requests (src/round/queries.ts). */
  declare: { payload: DeclareRequest; answer: Outcome };
  hold: { payload: HoldRequest; answer: Outcome };
  stepIn: { payload: StepInRequest; answer: Outcome };
  advance: { payload: AdvanceRequest; answer: Outcome };
  spendDefence: { payload: SpendDefenceRequest; answer: Outcome<DefenceSpent> };
}

declare global {
  namespace CONFIG {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the system's queries into Foundry's interface
    interface Queries extends SystemQueries {}
  }
}

declare module "*.scss";
