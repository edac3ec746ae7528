import type { DeathAfter } from "./rules/health";
import type { Outcome } from "../../outcome";
import type { StreamlinedActionKind } from "./rules/actions";
import type { SceneCheck } from "./rules/scene";

/* Streamlined's requests, merged into the system's registry of them (src/globals.d.ts). */
declare module "../../globals" {
  interface SystemRequests {
    /* The round requests (src/rulesets/streamlined/round/requests.ts). */
    streamlinedTurnBegin: { payload: { combatId: string }; answer: Outcome };
    streamlinedTurnReorder: { payload: { combatId: string; ids: string[] }; answer: Outcome };
    streamlinedTurnPlan: { payload: { combatId: string; combatantId: string; kinds: StreamlinedActionKind[] }; answer: Outcome };
    streamlinedTurnNext: { payload: { combatId: string; seenCurrent: string | null }; answer: Outcome };
    streamlinedTurnEndRound: { payload: { combatId: string }; answer: Outcome<SceneCheck | null> };
  }
}

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "storyteller-combat.streamlined.deathAfter": DeathAfter;
  }
}
