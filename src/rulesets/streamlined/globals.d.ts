import type { DeathAfter } from "./rules/health";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "storyteller-combat.streamlined.deathAfter": DeathAfter;
  }
}
