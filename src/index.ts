import "../styles/storyteller-combat.scss";
import { registerSystem } from "./init";
import { migrateWorld } from "./migrations/runner";
import { claimAnsweringWindow } from "./queries/primary-window";
import { sweepStaleRequests } from "./queries/request-message";
import { settleActiveRuleset } from "./rulesets/registry";

Hooks.once("init", registerSystem);
Hooks.once("ready", () => {
  settleActiveRuleset();
  claimAnsweringWindow(game.user?.id ?? "");
  void migrateWorld();
  void sweepStaleRequests();
});
