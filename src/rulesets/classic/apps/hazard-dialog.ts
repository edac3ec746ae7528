import { dialogOptions, dialogParts, FormDialog, type DialogFormConfig } from "../../../apps/dialogs/form-dialog";
import { sendHazardDamage } from "../requests/hazard-damage";
import { say } from "../chat/documents";
import { actorRefOf } from "../../../chat/records";
import { DEFAULT_HAZARD_VALUES, hazardDialogContext, hazardOf, readHazardForm, type HazardDialogContext, type HazardFormValues, type HazardTokenChoice } from "./hazard-form";

/** What dealing a hazard sends: the characters struck and the hazard. */
type HazardPayload = Parameters<typeof sendHazardDamage>[0];

/** The tokens of the viewed scene that carry a character, and the ones this user controls or targets (or `actor`'s). */
function sceneTokens(actor: Actor.Implementation | null): { tokens: TokenDocument.Implementation[]; chosen: string[] } {
  const tokens = [...(canvas?.scene?.tokens ?? [])].filter((token) => token.actor);
  const picked = new Set<string>();
  for (const token of tokens) if (actor && token.actor?.id === actor.id && token.uuid) picked.add(token.uuid);
  for (const token of game.user?.targets ?? []) if (token.document.uuid) picked.add(token.document.uuid);
  for (const token of canvas?.tokens?.controlled ?? []) if (token.document.uuid) picked.add(token.document.uuid);
  return { tokens, chosen: tokens.flatMap((token) => (token.uuid && picked.has(token.uuid) ? [token.uuid] : [])) };
}

/**
 * The Storyteller's hazard dialog: fire, sunlight, a fall or acid, its row of the chart, and the tokens it strikes.
 * Dealing it asks the active Storyteller's client, which rolls, soaks, writes and posts the card.
 */
export class HazardDialog extends FormDialog<HazardDialogContext, HazardPayload> {
  static override DEFAULT_OPTIONS = dialogOptions({ classes: ["stc-hazard-dialog"], title: "STC.Classic.Hazard.Title", icon: "fa-solid fa-fire", width: 440 });

  static override PARTS = dialogParts({ fields: "classic/chat/hazard-dialog.hbs" });

  values: HazardFormValues;

  constructor(readonly tokens: TokenDocument.Implementation[], chosen: string[]) {
    super();
    this.values = { ...DEFAULT_HAZARD_VALUES, tokens: chosen };
  }

  get choices(): HazardTokenChoice[] {
    return this.tokens.flatMap((token) => (token.uuid ? [{ uuid: token.uuid, name: token.name }] : []));
  }

  protected dialogContext(): HazardDialogContext {
    return hazardDialogContext(this.values, this.choices, (key, data) => say(key, data ?? {}));
  }

  protected override _onChangeForm(formConfig: DialogFormConfig, event: Event): void {
    super._onChangeForm(formConfig, event);
    this.values = readHazardForm(new FormData(this.element as HTMLFormElement), this.values, this.choices.map((token) => token.uuid));
    void this.render();
  }

  /** The payload the dialog's values ask for; the Storyteller's client checks it again. */
  payload(): HazardPayload {
    const targets = this.tokens.filter((token) => token.uuid !== null && this.values.tokens.includes(token.uuid) && token.actor).map((token) => actorRefOf(token.actor as Actor.Implementation, token));
    return { targets, hazard: hazardOf(this.values) };
  }

  protected async sendForm(form: HTMLFormElement): Promise<void> {
    this.values = readHazardForm(new FormData(form), this.values, this.choices.map((token) => token.uuid));
    const payload = this.payload();
    const result = await sendHazardDamage(payload);
    if (result.ok) await this.finish(payload);
  }
}

/**
 * Opens the hazard dialog for the Storyteller, with the tokens they control or target already ticked, and those of
 * `actor` when it is opened from a character's sheet.
 */
export async function openHazard(actor: Actor.Implementation | null = null): Promise<HazardDialog | null> {
  if (!game.user?.isGM) {
    ui.notifications?.warn(say("STC.Classic.Chain.Error.StorytellerOnly"));
    return null;
  }
  const { tokens, chosen } = sceneTokens(actor);
  const dialog = new HazardDialog(tokens, chosen);
  await dialog.render({ force: true });
  return dialog;
}
