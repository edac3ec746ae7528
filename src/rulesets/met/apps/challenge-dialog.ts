import { dialogOptions, dialogParts, FormDialog } from "../../../apps/dialogs/form-dialog";
import type { ActorRef } from "../../../chat/records";
import { refusalOf, refusalText } from "../../../outcome";
import { isOneOf } from "../../../queries/payload-fields";
import { metCharacterOf } from "../data/character";
import { MET_CARD_KINDS, type MetCardKind, type MetEffect } from "../data/chat";
import { metRecordOf } from "../data/read";
import { startChallenge } from "../rules/challenge";
import { traitsToPutUp } from "../rules/challenge/party";
import { MET_DAMAGE_TYPES } from "../rules/health";
import { isCategory } from "../rules/traits";
import { say } from "../chat/documents";
import { statusChoices } from "../chat/render";
import { actorRefOf } from "../../../chat/records";
import { requestChallenge, type ChallengeStartPayload, type LenderPayload } from "../requests/challenge-start";
import { challengeDialogContext, fieldApplies, type ChallengeDialogContext, type DialogField } from "./challenge-dialog-context";

interface TokenLike {
  actor: Actor.Implementation | null;
  document: TokenDocument.Implementation;
}

/** The one token this user targets, or null. */
function theTarget(): TokenLike | null {
  const targets = [...(game.user?.targets ?? [])] as unknown as TokenLike[];
  return targets.length === 1 && targets[0]?.actor ? targets[0] : null;
}

/** The other characters this user controls on the scene: a mob's helpers. */
function helpersOf(actor: Actor.Implementation): TokenLike[] {
  const controlled = ((globalThis as { canvas?: { tokens?: { controlled?: unknown[] } } }).canvas?.tokens?.controlled ?? []) as TokenLike[];
  return controlled.filter((token) => token.actor && token.actor.id !== actor.id);
}

/** A field's value where it applies to the kind of test and the effect chosen; null where the dialog hides it. */
type Applying = (field: DialogField) => string | null;

function applyingFields(data: FormData, kind: MetCardKind): Applying {
  const effect = String(data.get("effectKind") ?? "");
  return (field) => {
    const value = data.get(field);
    return fieldApplies(field, kind, effect) && typeof value === "string" ? value : null;
  };
}

function effectFrom(field: Applying): MetEffect {
  const kind = field("effectKind");
  const type = field("damageType") ?? "";
  if (kind === "damage" && isOneOf(type, MET_DAMAGE_TYPES)) return { kind: "damage", levels: Number(field("levels")), type };
  if (kind === "grapple") return { kind: "grapple" };
  if (kind === "status") return { kind: "status", status: field("status") ?? "" };
  return { kind: "narrative" };
}

/**
 * The challenge dialog (003 Contested Tests, Static Tests, Simple Test, Mob Challenges): the kind of test, the
 * first trait bid, the victory condition and what it does; the situation (003 Mixed Challenges, Darkness, Movement,
 * Surprise): the category the target bids in, who cannot see, who moves more than one step, surprise. The
 * Storyteller's client takes it from there and checks who may say what.
 */
export class MetChallengeDialog extends FormDialog<ChallengeDialogContext, ChallengeStartPayload> {
  static override DEFAULT_OPTIONS = dialogOptions({ classes: ["stc-met-dialog"], title: "STC.Met.Dialog.Title", icon: "fa-solid fa-hand-scissors", width: 420 });

  static override PARTS = dialogParts({ fields: "met/challenge-dialog.hbs" });

  constructor(readonly challenger: Actor.Implementation) {
    super();
  }

  override get title(): string {
    return say("STC.Met.Dialog.TitleFor", { name: this.challenger.name });
  }

  protected dialogContext(): ChallengeDialogContext {
    const target = theTarget();
    return challengeDialogContext(
      { record: metRecordOf(this.challenger), targetName: target?.actor?.name ?? null, helpers: helpersOf(this.challenger).map((token) => token.actor?.name ?? ""), storyteller: game.user?.isGM === true, statuses: statusChoices() },
      (key, data) => say(key, data ?? {}),
    );
  }

  /**
   * The payload the form describes, read from the fields that apply to the kind of test and the effect chosen
   * (DIALOG_FIELDS): a value left in a field the dialog hides is not sent. The bid's further traits are the lead's
   * category's, as many as the rules ask.
   */
  payloadOf(data: FormData): ChallengeStartPayload {
    const kindValue = String(data.get("kind") ?? "");
    const kind: MetCardKind = isOneOf(kindValue, MET_CARD_KINDS) ? kindValue : "simple";
    const field = applyingFields(data, kind);
    const target = kind === "contested" || kind === "mob" ? theTarget() : null;
    const firstTrait = field("firstTrait") ?? "";
    const victoryCondition = String(data.get("condition") ?? "").trim();
    const effect = effectFrom(field);
    const difficulty = field("difficulty");
    const mixed = field("defenderCategory") ?? "";
    const on = (name: DialogField) => field(name) === "on";
    return {
      kind,
      challenger: actorRefOf(this.challenger),
      defender: target?.actor ? actorRefOf(target.actor, target.document) : null,
      difficulty: difficulty === null ? null : Number(difficulty),
      needsWin: on("needsWin"),
      surprise: on("surprise"),
      defenderCategory: target && isCategory(mixed) ? mixed : null,
      blind: { challenger: on("blindChallenger"), defender: target !== null && on("blindDefender") },
      moved: { challenger: on("movedChallenger"), defender: target !== null && on("movedDefender") },
      victoryCondition,
      effect,
      traits: kind === "simple" ? [] : [firstTrait, ...this.moreTraits(firstTrait, target)],
      lenders: kind === "mob" ? helpersOf(this.challenger).flatMap((token) => (token.actor ? [this.lenderOf(token.actor, token.document, victoryCondition, effect)] : [])) : [],
    };
  }

  /** The traits a bid needs past the first (wounds, negative traits called): more of the same category, in order. */
  private moreTraits(firstTrait: string, target: TokenLike | null): string[] {
    const character = metCharacterOf(this.challenger);
    const defender = target?.actor ? metCharacterOf(target.actor) : undefined;
    const state = startChallenge(defender ? { kind: "contested", challenger: character, defender } : { kind: "static", challenger: character, difficulty: 0 });
    const category = (["physical", "social", "mental"] as const).find((entry) => character.traits[entry].some((trait) => trait.name === firstTrait));
    if (!category) return [];
    const party = { ...state.challenger, bid: [firstTrait] };
    return traitsToPutUp(party, category).slice(0, Math.max(0, state.challenger.bidsRequired - 1));
  }

  /** A helper lends its first physical traits and the champion's victory condition. */
  private lenderOf(actor: Actor.Implementation, token: TokenDocument.Implementation, victoryCondition: string, effect: MetEffect): LenderPayload {
    const character = metCharacterOf(actor);
    const state = startChallenge({ kind: "static", challenger: character, difficulty: 0 });
    const traits = traitsToPutUp(state.challenger, "physical").slice(0, state.challenger.bidsRequired);
    const ref: ActorRef = actorRefOf(actor, token);
    return { actor: ref, traits, victoryCondition, effect };
  }

  protected async sendForm(form: HTMLFormElement): Promise<void> {
    let payload: ChallengeStartPayload;
    try {
      payload = this.payloadOf(new FormData(form));
    } catch (error) {
      ui.notifications?.warn(refusalText(refusalOf(error)));
      return;
    }
    const answer = await requestChallenge(payload);
    if (answer.ok) await this.finish(payload);
  }
}

/** Opens the challenge dialog for a character: what the sheet's challenge button calls. */
export async function openChallengeDialog(actor: Actor.Implementation): Promise<MetChallengeDialog> {
  const dialog = new MetChallengeDialog(actor);
  await dialog.render({ force: true });
  return dialog;
}
