import type { Outcome } from "../../outcome";
import type { STREAMLINED_CHAT_MODELS } from "./data/chat";
import type { EscapeAnswer } from "./chat/escape";
import type { EscapePayload, StartPayload, StepPayload } from "./chat/payload";
import type { StartAnswer } from "./chat/start";
import type { DeathAfter } from "./rules/health";

type Models<T> = { [K in keyof T]: T[K] };

/* Streamlined's subtypes and requests, merged into the system's registries of them (src/globals.d.ts). */
declare module "../../globals" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges Streamlined's subtypes into the system's registry
  interface SystemChatModels extends Models<typeof STREAMLINED_CHAT_MODELS> {}

  interface SystemRequests {
    /** A new attack (src/rulesets/streamlined/chat/start.ts): the Storyteller's client builds the chain from the documents. */
    streamlinedAttackStart: { payload: StartPayload; answer: StartAnswer };
    /** A card's step (src/rulesets/streamlined/chat/step.ts). */
    streamlinedAttackStep: { payload: StepPayload; answer: Outcome };
    /** A held character's attempt to break free (src/rulesets/streamlined/chat/escape.ts). */
    streamlinedEscape: { payload: EscapePayload; answer: EscapeAnswer };
  }
}

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "storyteller-combat.streamlined.deathAfter": DeathAfter;
  }
}
