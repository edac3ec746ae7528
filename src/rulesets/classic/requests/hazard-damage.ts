import { checkHazard, type HazardInput } from "../rules/combat/hazard";
import { RulesError } from "../../../rules/errors";
import { answerFor, askShowingRefusal, done, Refusing, type Outcome } from "../../../outcome";
import { isPlainObject } from "../../../queries/payload-fields";
import { askActiveGm, defineRequest } from "../../../queries/registry";
import { readActorRef } from "../../../queries/payload-fields";
import { dealHazard } from "../chat/hazard-deal";
import type { ActorRef } from "../../../chat/records";

/** The most characters one hazard strikes at once: a burning room, not a city. */
export const MAX_HAZARD_TARGETS = 20;

/** `hazardDamage`: the Storyteller deals fire, sunlight, a fall or acid to the characters named. */
export interface HazardPayload {
  targets: ActorRef[];
  hazard: HazardInput;
}

/** The payload read field by field; anything else in it is a forgery, refused whole. */
export function readHazardPayload(value: unknown): HazardPayload {
  const forged = (field: string) => new Refusing("STC.Classic.Chain.Error.Forged", { field });
  if (!isPlainObject(value)) throw forged("payload");
  const extra = Object.keys(value).find((key) => key !== "targets" && key !== "hazard");
  if (extra !== undefined) throw forged(extra);
  const list = value.targets;
  if (!Array.isArray(list)) throw forged("targets");
  if (list.length === 0) throw new Refusing("STC.Classic.Hazard.Error.NoTargets");
  if (list.length > MAX_HAZARD_TARGETS) throw forged("targets");
  const targets: ActorRef[] = [];
  list.forEach((entry, index) => {
    const read = readActorRef(entry, `targets.${index}`);
    if (!read.ok) throw forged(read.field);
    if (!targets.some((ref) => ref.actorId === read.value.actorId && ref.tokenUuid === read.value.tokenUuid)) targets.push(read.value);
  });
  if (!isPlainObject(value.hazard)) throw forged("hazard");
  const hazardKeys: Record<string, readonly string[]> = { fire: ["heat", "size"], sunlight: ["intensity", "exposure"], falling: ["metres", "sharp"], acid: ["dice"] };
  const allowed = ["kind", ...(hazardKeys[String(value.hazard.kind)] ?? [])];
  const stray = Object.keys(value.hazard).find((key) => !allowed.includes(key));
  if (stray !== undefined) throw forged(`hazard.${stray}`);
  try {
    return { targets, hazard: checkHazard(value.hazard as unknown as HazardInput) };
  } catch (error) {
    if (error instanceof RulesError) throw new Refusing(error.i18nKey, { ...error.data });
    throw error;
  }
}

/**
 * The Storyteller's side of `hazardDamage`: only a Storyteller may deal it. This client rolls the damage and each
 * soak, writes each character and posts the card (../chat/hazard-deal.ts); a refusal changes nothing.
 */
export function handleHazardDamage(payload: unknown, sender: User.Implementation): Promise<Outcome<string>> {
  return answerFor(sender, async () => {
    if (!sender.isGM) throw new Refusing("STC.Classic.Chain.Error.StorytellerOnly");
    const read = readHazardPayload(payload);
    return done(await dealHazard(read.targets, read.hazard));
  });
}

/** The Storyteller's dialog asks the active Storyteller's client to deal the hazard; a refusal is shown here. */
export function sendHazardDamage(payload: HazardPayload): Promise<Outcome<string>> {
  return askShowingRefusal(() => askActiveGm("classicHazardDamage", payload));
}

export function defineHazardDamageRequest(): void {
  defineRequest("classicHazardDamage", handleHazardDamage);
}
