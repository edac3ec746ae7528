import "../styles/storyteller-combat.scss";
import { registerSystem } from "./init";
import { migrateWorld } from "./migrations/runner";
import { carryRenamedSettings } from "./migrations/renamed-settings";
import { claimAnsweringWindow } from "./queries/primary-window";
import { sweepStaleRequests } from "./queries/request-message";

Hooks.once("init", registerSystem);
Hooks.once("ready", () => {
  claimAnsweringWindow(game.user?.id ?? "");
  void carryRenamedSettings().then(() => migrateWorld());
  void sweepStaleRequests();
});
