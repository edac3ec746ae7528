import type { TOY_CHAT_MODELS } from "./chat/card";
import type { AttackAnswer, AttackPayload } from "./requests/attack";

type Models<T> = { [K in keyof T]: T[K] };

/* The toy's id, subtypes and request, merged into the system's registries of them (src/globals.d.ts). */
declare module "../../../src/globals" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the toy's subtypes into the system's registry
  interface SystemChatModels extends Models<typeof TOY_CHAT_MODELS> {}

  interface SystemRequests {
    toyAttack: { payload: AttackPayload; answer: AttackAnswer };
  }
}

declare module "../../../src/rulesets/ruleset-id" {
  interface RulesetIds {
    toy: true;
  }
}
