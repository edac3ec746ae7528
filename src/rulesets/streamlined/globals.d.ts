import type { Outcome } from "../../outcome";
import type { STREAMLINED_CHAT_MODELS } from "./chat/cards";
import type { StartAnswer, StartPayload } from "./requests/attack-start";
import type { StepPayload } from "./requests/attack-step";
import type { EscapeAnswer, EscapePayload } from "./requests/escape";
import type { StreamlinedNpcStepPayload } from "./requests/npc-step";
import type { TurnBeginPayload } from "./requests/turn-begin";
import type { TurnEndRoundPayload } from "./requests/turn-end-round";
import type { TurnNextPayload } from "./requests/turn-next";
import type { TurnPlanPayload } from "./requests/turn-plan";
import type { TurnReorderPayload } from "./requests/turn-reorder";
import type { DeathAfter } from "./rules/health";
import type { SceneCheck } from "./rules/scene";

type Models<T> = { [K in keyof T]: T[K] };

/* Streamlined's subtypes and requests, merged into the system's registries of them (src/globals.d.ts). */
declare module "../../globals" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges Streamlined's subtypes into the system's registry
  interface SystemChatModels extends Models<typeof STREAMLINED_CHAT_MODELS> {}

  /** Each request's payload and answer; each has one file in ./requests holding its reader, handler and sender. */
  interface SystemRequests {
    streamlinedAttackStart: { payload: StartPayload; answer: StartAnswer };
    streamlinedAttackStep: { payload: StepPayload; answer: Outcome };
    streamlinedEscape: { payload: EscapePayload; answer: EscapeAnswer };
    streamlinedTurnBegin: { payload: TurnBeginPayload; answer: Outcome };
    streamlinedTurnReorder: { payload: TurnReorderPayload; answer: Outcome };
    streamlinedTurnPlan: { payload: TurnPlanPayload; answer: Outcome };
    streamlinedTurnNext: { payload: TurnNextPayload; answer: Outcome };
    streamlinedTurnEndRound: { payload: TurnEndRoundPayload; answer: Outcome<SceneCheck | null> };
    streamlinedNpcStep: { payload: StreamlinedNpcStepPayload; answer: Outcome<string> };
  }
}

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "storyteller-combat.streamlined.deathAfter": DeathAfter;
  }
}
