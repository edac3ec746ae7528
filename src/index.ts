import "../styles/storyteller-combat.scss";
import { registerSystem } from "./init";
import { migrateWorld } from "./migrations/runner";
import { carryRenamedSettings } from "./migrations/renamed-settings";
import { answerFirstHere } from "./queries/answering-window";
import { STALE_REQUEST_MS, sweepStaleRequests } from "./queries/request-message";

Hooks.once("init", registerSystem);
Hooks.once("ready", () => {
  void answerFirstHere();
  void carryRenamedSettings().then(() => migrateWorld());
  // The request messages already there are seen from now on; those still there a minute later go.
  void sweepStaleRequests();
  setTimeout(() => void sweepStaleRequests(), STALE_REQUEST_MS + 1_000);
});
