import type { ACTOR_MODELS, ITEM_MODELS } from "./data/models";

type Models<T> = { [K in keyof T]: T[K] };

declare module "fvtt-types/configuration" {
  /** All of the system's code runs from the `init` hook onward. */
  interface AssumeHookRan {
    init: never;
  }

  interface DataModelConfig {
    Actor: Models<typeof ACTOR_MODELS>;
    Item: Models<typeof ITEM_MODELS>;
  }

  interface SettingConfig {
    "storyteller-combat.schemaVersion": number;
  }
}

declare module "*.scss";
