import "../styles/storyteller-combat.scss";
import { registerSystem } from "./init";
import { migrateWorld } from "./migrations/runner";

Hooks.once("init", registerSystem);
Hooks.once("ready", () => void migrateWorld());
