import type { Outcome } from "../../outcome";
import type { MET_CHAT_MODELS } from "./chat/cards";
import type { ChallengeStartAnswer, ChallengeStartPayload } from "./requests/challenge-start";
import type { ChallengeStepPayload } from "./requests/challenge-step";
import type { DeclarePayload } from "./requests/declare";
import type { ThrowQueryData } from "./requests/throw";
import type { ThrowReadyAnswer, ThrowReadyPayload } from "./requests/throw-ready";

type Models<T> = { [K in keyof T]: T[K] };

/* Mind's Eye Theatre's subtypes, requests and query, merged into the system's registries of them (src/globals.d.ts). */
declare module "../../globals" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the ruleset's subtypes into the system's registry
  interface SystemChatModels extends Models<typeof MET_CHAT_MODELS> {}

  /** Each request's payload and answer; each has one file in ./requests holding its reader, handler and sender. */
  interface SystemRequests {
    metChallengeStart: { payload: ChallengeStartPayload; answer: ChallengeStartAnswer };
    metChallengeStep: { payload: ChallengeStepPayload; answer: Outcome };
    metThrowReady: { payload: ThrowReadyPayload; answer: ThrowReadyAnswer };
    metDeclare: { payload: DeclarePayload; answer: Outcome };
  }

  interface SystemQueries {
    /** A throw, with its ticket, to the Storyteller's client alone (requests/throw.ts). */
    "storyteller-combat.metThrow": (data: ThrowQueryData, options: { timeout?: number }) => Promise<Outcome>;
  }
}
