import { Refusing, type Outcome } from "../../../outcome";
import { translate } from "../../../i18n";
import { addExperience, experienceBalance, planRaise, spendExperience } from "../rules/chronicle/experience";
import { chartFor } from "../rules/chronicle/experience-chart";
import { experienceLogOf } from "../data/actor/experience-schema";
import type { CardLine } from "../data/chat/chronicle-card";
import { chronicleActorOf, performChronicle } from "./perform";
import { raisableItems, raiseOptions, type RaiseOption } from "./raisable";
import { backgroundsForExperience } from "../settings";

/** How the card names the trait: its language key, or the item's own name. */
const traitName = (option: RaiseOption): Pick<CardLine, "data" | "named"> =>
  option.nameKey ? { data: {}, named: { trait: option.nameKey } } : { data: { trait: option.name }, named: {} };

/**
 * A raise with experience on the Storyteller's client (V20 Chapter Six, W20 Chapter Two): the trait the request names
 * is found on the character, priced from the chart by its rating as stored, checked against its maximum and the
 * experience left, and written with the log's new entry in one write.
 */
export async function raiseWithExperience(actor: Actor.Implementation, key: string): Promise<Outcome> {
  const { source } = chronicleActorOf(actor);
  const option = raiseOptions({ source, items: raisableItems(actor) }).find((candidate) => candidate.key === key);
  if (!option) throw new Refusing("STC.Classic.Chronicle.Error.NotRaisable", { name: actor.name });
  const log = experienceLogOf(actor.system);
  const plan = planRaise({
    chart: chartFor(source.creature),
    purchase: option.purchase,
    unspent: experienceBalance(log).unspent,
    maximum: option.maximum,
    backgroundsAllowed: backgroundsForExperience(),
  });
  const levelled = option.purchase.kind === "gift" || option.purchase.kind === "ritual";
  const name = traitName(option);
  // The log keeps the trait's name in the table's language, as a player reads it on the sheet.
  const shown = option.nameKey ? translate(option.nameKey) : option.name;
  const note = levelled ? `${shown} (${plan.to})` : `${shown} ${plan.from} → ${plan.to}`;
  const after = {
    actor: { ...option.writes.actor, "system.experience.log": spendExperience(log, plan, note) },
    items: option.writes.items,
    statuses: null,
    textures: {},
  };
  const lines: CardLine[] = [
    levelled
      ? { key: "STC.Classic.Chronicle.Line.Learned", data: { ...name.data, level: plan.to }, named: { ...name.named } }
      : { key: "STC.Classic.Chronicle.Line.Raised", data: { ...name.data, from: plan.from, to: plan.to }, named: { ...name.named } },
    { key: "STC.Classic.Chronicle.Line.ExperienceSpent", data: { cost: plan.cost, unspent: plan.unspentAfter } },
  ];
  return performChronicle(actor, { action: "raise", lines, roll: null, after });
}

/** The Storyteller grants experience, or corrects it (a correction may take some away), with a note for the log. */
export async function adjustExperience(actor: Actor.Implementation, kind: "grant" | "correct", amount: number, note: string): Promise<Outcome> {
  const log = addExperience(experienceLogOf(actor.system), kind, amount, note);
  const balance = experienceBalance(log);
  const lines: CardLine[] = [
    { key: kind === "grant" ? "STC.Classic.Chronicle.Line.Granted" : "STC.Classic.Chronicle.Line.Corrected", data: { amount, unspent: balance.unspent } },
    ...(note ? [{ key: "STC.Classic.Chronicle.Line.Note", data: { note } }] : []),
  ];
  return performChronicle(actor, { action: kind, lines, roll: null, after: { actor: { "system.experience.log": log }, items: {}, statuses: null, textures: {} } });
}
