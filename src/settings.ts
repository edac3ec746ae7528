import { SYSTEM_ID } from "./constants";

/** The data shape the world is in; the migration runner brings older worlds up to it. */
export const CURRENT_SCHEMA_VERSION = 1;

export function registerSettings(): void {
  game.settings.register(SYSTEM_ID, "schemaVersion", {
    name: "STC.Setting.SchemaVersion.Name",
    hint: "STC.Setting.SchemaVersion.Hint",
    scope: "world",
    config: false,
    type: Number,
    default: 0,
  });
}
