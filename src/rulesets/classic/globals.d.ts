import type { ChainAnswer } from "./data/chat/attack-chain";
import type { Outcome } from "../../outcome";
import type { StepDraft } from "./chat/chain-hooks";
import type { StepPayload } from "./requests/chain-step";
import type { GrapplePayload } from "./requests/grapple-escape";
import type { AttackInput } from "./rules/combat/attack";
import type { ClassicAttackChain, ClassicStep } from "./rules/combat/chain";
import type { DeclarationVisibility } from "./settings";
import type { AdvancePayload } from "./requests/advance";
import type { DeclarePayload } from "./requests/declare";
import type { HoldPayload } from "./requests/hold";
import type { NpcStepPayload } from "./requests/npc-step";
import type { SpendDefencePayload } from "./requests/spend-defence";
import type { StepInPayload } from "./requests/step-in";
import type { HazardPayload } from "./requests/hazard-damage";
import type { ChronicleRaisePayload } from "./requests/chronicle-raise";
import type { ChronicleExperiencePayload } from "./requests/chronicle-experience";
import type { ChroniclePowerPayload } from "./requests/chronicle-power";
import type { ChronicleFrenzyPayload } from "./requests/chronicle-frenzy";
import type { ChronicleEndFrenzyPayload } from "./requests/chronicle-end-frenzy";
import type { ChronicleHealPayload } from "./requests/chronicle-heal";
import type { ChronicleRegeneratePayload } from "./requests/chronicle-regenerate";
import type { ChronicleShiftPayload } from "./requests/chronicle-shift";
import type { DefenceSpent } from "./round/bridge";
import type { Outcome } from "../../outcome";
import type { StartPayload, StartResult } from "./requests/chain-start";
import type { ClassicOptions } from "./rules/ruleset/options";
import type { StatusEffect } from "./rules/status/types";
import type { CLASSIC_ITEM_MODELS } from "./data/models";
import type { CLASSIC_CHAT_MODELS } from "./chat/cards/models";

type Models<T> = { [K in keyof T]: T[K] };

/* Classic's subtypes and requests, merged into the system's registries of them (src/globals.d.ts). */
declare module "../../globals" {
  /* eslint-disable @typescript-eslint/no-empty-object-type -- each merges Classic's subtypes into the system's registry */
  interface SystemItemModels extends Models<typeof CLASSIC_ITEM_MODELS> {}
  interface SystemChatModels extends Models<typeof CLASSIC_CHAT_MODELS> {}
  /* eslint-enable @typescript-eslint/no-empty-object-type */

  /** Each request's payload and answer; each has one file in ./requests holding its reader, handler and sender. */
  interface SystemRequests {
    classicChainStart: { payload: StartPayload; answer: StartResult };
    classicChainStep: { payload: StepPayload; answer: Outcome };
    classicGrappleEscape: { payload: GrapplePayload; answer: Outcome };
    classicClinchDamage: { payload: GrapplePayload; answer: Outcome };
    classicDeclare: { payload: DeclarePayload; answer: Outcome };
    classicHold: { payload: HoldPayload; answer: Outcome };
    classicStepIn: { payload: StepInPayload; answer: Outcome };
    classicAdvance: { payload: AdvancePayload; answer: Outcome };
    classicNpcStep: { payload: NpcStepPayload; answer: Outcome<string> };
    classicSpendDefence: { payload: SpendDefencePayload; answer: Outcome<DefenceSpent> };
    classicHazardDamage: { payload: HazardPayload; answer: Outcome<string> };
    classicChronicleRaise: { payload: ChronicleRaisePayload; answer: Outcome };
    classicChronicleExperience: { payload: ChronicleExperiencePayload; answer: Outcome };
    classicChroniclePower: { payload: ChroniclePowerPayload; answer: Outcome };
    classicChronicleFrenzy: { payload: ChronicleFrenzyPayload; answer: Outcome };
    classicChronicleEndFrenzy: { payload: ChronicleEndFrenzyPayload; answer: Outcome };
    classicChronicleHeal: { payload: ChronicleHealPayload; answer: Outcome };
    classicChronicleRegenerate: { payload: ChronicleRegeneratePayload; answer: Outcome };
    classicChronicleShift: { payload: ChronicleShiftPayload; answer: Outcome };
  }
}

declare module "fvtt-types/configuration" {
  interface FlagConfig {
    ActiveEffect: {
      "storyteller-combat": {
        /** A status's timing and details, as the rules record them. */
        status?: Partial<Omit<StatusEffect, "id">>;
      };
    };
  }

  interface SettingConfig {
    "storyteller-combat.classic.dodgeAbility": ClassicOptions["dodgeAbility"];
    "storyteller-combat.classic.defenceMode": ClassicOptions["defenceMode"];
    "storyteller-combat.classic.firearmsVsVampires": ClassicOptions["firearmsVsVampires"];
    "storyteller-combat.classic.halfLevelDamage": boolean;
    "storyteller-combat.classic.stunRule": ClassicOptions["stunRule"];
    "storyteller-combat.classic.heldTargetBonus": ClassicOptions["heldTargetBonus"];
    "storyteller-combat.classic.specialtyTens": boolean;
    "storyteller-combat.classic.rerollEachRound": boolean;
    "storyteller-combat.classic.autoDefenderRolls": boolean;
    "storyteller-combat.classic.storytellerRollsItself": boolean;
    "storyteller-combat.classic.approveApplication": boolean;
    "storyteller-combat.classic.declarationsVisibleTo": DeclarationVisibility;
    "storyteller-combat.classic.backgroundsForExperience": boolean;
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
