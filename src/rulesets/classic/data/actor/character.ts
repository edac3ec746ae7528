import { extensionFields } from "../../../extensions";
import { StorytellerActorData } from "./base";
import { defineActorSchema, type ActorSchema } from "./schema";

/** A player's character: the full sheet. */
export class CharacterData extends StorytellerActorData {
  static override defineSchema(): ActorSchema {
    return { ...defineActorSchema(), ...extensionFields("Actor", "character") };
  }
}
