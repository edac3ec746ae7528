import type { DeathAfter } from "./rules/health";
import type { Outcome } from "../../outcome";
import type { SceneCheck } from "./rules/scene";
import type { TurnBeginPayload } from "./requests/turn-begin";
import type { TurnEndRoundPayload } from "./requests/turn-end-round";
import type { TurnNextPayload } from "./requests/turn-next";
import type { TurnPlanPayload } from "./requests/turn-plan";
import type { TurnReorderPayload } from "./requests/turn-reorder";

/* Streamlined's requests, merged into the system's registry of them (src/globals.d.ts). */
declare module "../../globals" {
  interface SystemRequests {
    /* The round's requests, one file each in ./requests. */
    streamlinedTurnBegin: { payload: TurnBeginPayload; answer: Outcome };
    streamlinedTurnReorder: { payload: TurnReorderPayload; answer: Outcome };
    streamlinedTurnPlan: { payload: TurnPlanPayload; answer: Outcome };
    streamlinedTurnNext: { payload: TurnNextPayload; answer: Outcome };
    streamlinedTurnEndRound: { payload: TurnEndRoundPayload; answer: Outcome<SceneCheck | null> };
  }
}

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "storyteller-combat.streamlined.deathAfter": DeathAfter;
  }
}
