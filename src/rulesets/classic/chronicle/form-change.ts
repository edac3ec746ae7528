import { Refusing, type Outcome } from "../../../outcome";
import type { GarouForm } from "../rules/character/vocabulary";
import { planFormChange, readFormChange, type ShiftWay } from "../rules/chronicle/form-change";
import type { CardLine, ChronicleState } from "../data/chat/chronicle-card";
import { chronicleActorOf, performChronicle, rollForCard } from "./perform";
import { nothingWritten } from "./state";

/** The token image the table set for a form (`system.garou.formImages.<form>`), or blank when it set none. */
export function formImageOf(actor: Actor.Implementation, form: GarouForm): string {
  const images = (actor.system as unknown as { garou?: { formImages?: Partial<Record<GarouForm, unknown>> } }).garou?.formImages;
  const image = images?.[form];
  return typeof image === "string" ? image.trim() : "";
}

/** The tokens that show this character: an unlinked token's own, or every linked token of the world actor. */
export function tokensOf(actor: Actor.Implementation): TokenDocument.Implementation[] {
  if (actor.isToken) return actor.token ? [actor.token] : [];
  const out: TokenDocument.Implementation[] = [];
  for (const scene of game.scenes ?? []) {
    for (const token of scene.tokens) if (token.actorLink && token.actorId === actor.id) out.push(token);
  }
  return out;
}

/**
 * A Garou changes form (W20 Chapter Six, "Shapeshifting") on the Storyteller's client: a Rage point for an instant
 * shift or the Stamina + Primal-Urge roll. The form is written with the Rage spent and, where the table set an image
 * for the new form, every token of the character takes it; the form's Attributes and maneuvers follow from the form
 * when the character is prepared again.
 */
export async function changeForm(actor: Actor.Implementation, to: GarouForm, way: ShiftWay): Promise<Outcome> {
  const { stats, derived, source } = chronicleActorOf(actor);
  if (!stats.garou) throw new Refusing("STC.Classic.Chronicle.Error.NotAGarou", { name: actor.name });
  const from = stats.garou.form;
  const plan = planFormChange({
    from,
    to,
    way,
    rage: stats.garou.rage.current,
    stamina: derived.attributes.stamina,
    primalUrge: source.abilities.primalUrge.value,
    incapacitated: derived.incapacitated,
  });
  const rolled = plan.way === "roll" ? await rollForCard(plan.spec, ["STC.Trait.stamina", "STC.Trait.primalUrge"]) : null;
  const outcome = readFormChange(from, plan, rolled?.result ?? null);
  if (!outcome.changed) {
    const lines: CardLine[] = [{ key: "STC.Classic.Chronicle.Line.NotShifted", data: {}, named: { form: `STC.Classic.Form.${from}` } }];
    return performChronicle(actor, { action: "shift", lines, roll: rolled?.roll ?? null, after: nothingWritten() });
  }
  const image = formImageOf(actor, outcome.form);
  const textures: ChronicleState["textures"] = image ? Object.fromEntries(tokensOf(actor).map((token) => [token.uuid, image])) : {};
  const after: ChronicleState = {
    actor: { "system.garou.form": outcome.form, ...(plan.way === "rage" ? { "system.garou.rage.current": stats.garou.rage.current - 1 } : {}) },
    items: {},
    statuses: null,
    textures,
  };
  const lines: CardLine[] = [
    { key: "STC.Classic.Chronicle.Line.Shifted", data: {}, named: { from: `STC.Classic.Form.${from}`, to: `STC.Classic.Form.${outcome.form}` } },
    ...(plan.way === "rage" ? [{ key: "STC.Classic.Chronicle.Line.Spent", data: { amount: 1 }, named: { pool: "STC.Classic.Sheet.Rage" } }] : []),
    ...(Object.keys(textures).length ? [{ key: "STC.Classic.Chronicle.Line.TokenImage", data: {} }] : []),
  ];
  return performChronicle(actor, { action: "shift", lines, roll: rolled?.roll ?? null, after });
}
