import { extensionFields } from "../../../extensions";
import { StorytellerActorData } from "./base";
import { defineActorSchema, type ActorSchema } from "./schema";

/** A Storyteller character: the same rules data as a player's, shown as a compact stat block. */
export class NpcData extends StorytellerActorData {
  static override defineSchema(): ActorSchema {
    return { ...defineActorSchema(), ...extensionFields("Actor", "npc") };
  }
}
