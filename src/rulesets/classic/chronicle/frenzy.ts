import type { Outcome } from "../../../outcome";
import { planEndFrenzy, planFrenzyCheck, readFrenzyCheck, type FrenzyKind } from "../rules/chronicle/frenzy";
import { mergeStatus } from "../rules/status/active";
import { statusRoundNow } from "../rules/status/now";
import type { CardLine } from "../data/chat/chronicle-card";
import { chronicleActorOf, performChronicle, rollForCard } from "./perform";
import { nothingWritten, statusesOf } from "./state";

const TRAIT_NAMES = { selfControl: "STC.Classic.Chronicle.Trait.selfControl", instinct: "STC.Classic.Chronicle.Trait.instinct", courage: "STC.Classic.Chronicle.Trait.courage", rage: "STC.Classic.Sheet.Rage" } as const;

/**
 * A frenzy check on the Storyteller's client (V20 Chapter Eight, "Frenzy" and "Rötschreck"; W20 Chapter Six,
 * "Frenzy"): the roll the rules name at the difficulty chosen for the provocation; a character who frenzies carries
 * the frenzy status from this round until the Storyteller ends it (it lifts wound penalties, 000 §5).
 */
export async function checkFrenzy(actor: Actor.Implementation, kind: FrenzyKind, difficulty: number): Promise<Outcome> {
  const { source } = chronicleActorOf(actor);
  const plan = planFrenzyCheck({
    creature: source.creature,
    kind,
    virtues: {
      selfControl: source.virtues.selfControl,
      instinct: source.virtues.selfControl,
      courage: source.virtues.courage,
      usesInstinct: source.virtues.selfControlKind === "instinct",
    },
    rage: source.garou.rage.current,
    difficulty,
  });
  const rolled = await rollForCard(plan.spec, [TRAIT_NAMES[plan.trait]]);
  const outcome = readFrenzyCheck(plan, rolled.result, statusRoundNow(game.combat));
  const lines: CardLine[] = [{ key: outcome.frenzies ? `STC.Classic.Chronicle.Line.Frenzies.${plan.kind}` : `STC.Classic.Chronicle.Line.Resists.${plan.kind}`, data: {} }];
  const after = outcome.status
    ? { actor: {}, items: {}, statuses: mergeStatus(statusesOf(actor), outcome.status), textures: {} }
    : nothingWritten();
  return performChronicle(actor, { action: "frenzy", lines, roll: rolled.roll, after });
}

/**
 * The Storyteller ends the character's frenzy or Rötschreck, on the Storyteller's client: one write taking the
 * status off, its card in chat naming which it was, undone like the other chronicle actions.
 */
export async function endFrenzy(actor: Actor.Implementation): Promise<Outcome> {
  const plan = planEndFrenzy(statusesOf(actor));
  const lines: CardLine[] = [{ key: `STC.Classic.Chronicle.Line.FrenzyEnded.${plan.kind}`, data: {} }];
  return performChronicle(actor, { action: "endFrenzy", lines, roll: null, after: { actor: {}, items: {}, statuses: plan.statuses, textures: {} } });
}
