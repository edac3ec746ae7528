import { StorytellerActorData } from "./base";

/** A Storyteller character: the same rules data as a player's, shown as a compact stat block. */
export class NpcData extends StorytellerActorData {}
