import { StorytellerActorData } from "./base";

/** A player's character: the full sheet. */
export class CharacterData extends StorytellerActorData {}
