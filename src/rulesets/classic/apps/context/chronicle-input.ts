import { experienceLogOf } from "../../data/actor/experience-schema";
import type { ActorSystemSource } from "../../data/actor/source";
import { raisableItems, raiseOptions } from "../../chronicle/raisable";
import { backgroundsForExperience } from "../../settings";
import { statusesOf } from "../../chronicle/state";
import type { ChronicleViewInput } from "./chronicle-view";

/** What the chronicle's controls read from an actor, gathered once for the sheet's context. */
export function chronicleViewInput(actor: Actor.Implementation, editable: boolean): ChronicleViewInput {
  const source = (actor.system as unknown as ActorSystemSource);
  return {
    source,
    log: experienceLogOf(actor.system),
    options: raiseOptions({ source, items: raisableItems(actor) }),
    backgroundsAllowed: backgroundsForExperience(),
    statuses: statusesOf(actor),
    isGM: game.user?.isGM === true,
    editable,
  };
}
