import { SYSTEM_ID, templatePath } from "../../../constants";
import { sendHazardDamage } from "../requests/hazard-damage";
import { say } from "./documents";
import { actorRefOf } from "../../../chat/records";
import { DEFAULT_HAZARD_VALUES, hazardDialogContext, hazardOf, readHazardForm, type HazardDialogContext, type HazardFormValues, type HazardTokenChoice } from "./hazard-form";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

type RenderContext = foundry.applications.api.ApplicationV2.RenderContext;
type Configuration = foundry.applications.api.ApplicationV2.Configuration;
type RenderOptions = foundry.applications.api.ApplicationV2.RenderOptions;

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
export class HazardDialog extends HandlebarsApplicationMixin(ApplicationV2)<RenderContext & HazardDialogContext, Configuration, RenderOptions> {
  static override DEFAULT_OPTIONS = {
    classes: [SYSTEM_ID, "stc-hazard-dialog"],
    tag: "form",
    window: { title: "STC.Hazard.Title", icon: "fa-solid fa-fire" },
    position: { width: 440 },
    form: { handler: HazardDialog.onSubmit, closeOnSubmit: false, submitOnChange: false },
  };

  static override PARTS = { fields: { template: templatePath("classic/chat/hazard-dialog.hbs") } };

  values: HazardFormValues;

  constructor(readonly tokens: TokenDocument.Implementation[], chosen: string[]) {
    super({});
    this.values = { ...DEFAULT_HAZARD_VALUES, tokens: chosen };
  }

  get choices(): HazardTokenChoice[] {
    return this.tokens.flatMap((token) => (token.uuid ? [{ uuid: token.uuid, name: token.name }] : []));
  }

  protected override async _prepareContext(options: Parameters<foundry.applications.api.ApplicationV2["_prepareContext"]>[0]): Promise<RenderContext & HazardDialogContext> {
    return { ...(await super._prepareContext(options)), ...hazardDialogContext(this.values, this.choices, (key, data) => say(key, data ?? {})) };
  }

  protected override _onChangeForm(formConfig: foundry.applications.api.ApplicationV2.FormConfiguration, event: Event): void {
    super._onChangeForm(formConfig, event);
    this.values = readHazardForm(new FormData(this.element as HTMLFormElement), this.values, this.choices.map((token) => token.uuid));
    void this.render();
  }

  /** The payload the dialog's values ask for; the Storyteller's client checks it again. */
  payload(): Parameters<typeof sendHazardDamage>[0] {
    const targets = this.tokens.filter((token) => token.uuid !== null && this.values.tokens.includes(token.uuid) && token.actor).map((token) => actorRefOf(token.actor as Actor.Implementation, token));
    return { targets, hazard: hazardOf(this.values) };
  }

  static async onSubmit(this: HazardDialog, event: SubmitEvent | Event, form: HTMLFormElement): Promise<void> {
    event.preventDefault();
    this.values = readHazardForm(new FormData(form), this.values, this.choices.map((token) => token.uuid));
    const result = await sendHazardDamage(this.payload());
    if (result.ok) await this.close();
  }
}

/**
 * Opens the hazard dialog for the Storyteller, with the tokens they control or target already ticked, and those of
 * `actor` when it is opened from a character's sheet.
 */
export async function openHazard(actor: Actor.Implementation | null = null): Promise<HazardDialog | null> {
  if (!game.user?.isGM) {
    ui.notifications?.warn(say("STC.Chain.Error.StorytellerOnly"));
    return null;
  }
  const { tokens, chosen } = sceneTokens(actor);
  const dialog = new HazardDialog(tokens, chosen);
  await dialog.render({ force: true });
  return dialog;
}
