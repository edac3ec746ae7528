import "../styles/storyteller-combat.scss";
import { registerSystem } from "./init";

Hooks.once("init", registerSystem);
