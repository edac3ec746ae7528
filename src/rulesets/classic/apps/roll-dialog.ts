import { currentRollMode } from "../../../compat";
import { SYSTEM_ID, templatePath } from "../../../constants";
import type { StorytellerActorData } from "../data/actor/base";
import { rollTraitPool } from "../dice/roll-trait";
import type { RollTrait } from "../dice/roll-request";
import { readClassicOptions } from "../settings";
import { ROLL_MODES, rollDialogContext, type RollDialogContext, type RollFormValues, type RollMode } from "./context/roll-request";
import { speakerFor } from "../../../documents/speaker";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

type RenderContext = foundry.applications.api.ApplicationV2.RenderContext;
type Configuration = foundry.applications.api.ApplicationV2.Configuration;
type RenderOptions = foundry.applications.api.ApplicationV2.RenderOptions;

export interface RollDialogOptions {
  actor: Actor.Implementation;
  first: RollTrait;
  second?: RollTrait | "";
  difficulty?: number;
}

function isRollMode(value: string): value is RollMode {
  return (ROLL_MODES as readonly string[]).includes(value);
}

/**
 * The roll dialog: a second trait, difficulty, specialty, Willpower and extra dice, with the exact odds of
 * the pool redrawn as the player changes them. Its logic is `rollDialogContext` / `rollRequest`.
 */
export class RollDialog extends HandlebarsApplicationMixin(ApplicationV2)<RenderContext & RollDialogContext, Configuration, RenderOptions> {
  static override DEFAULT_OPTIONS = {
    classes: [SYSTEM_ID, "stc-roll-dialog"],
    tag: "form",
    window: { title: "STC.Roll.Title", icon: "fa-solid fa-dice-d10" },
    position: { width: 380 },
    form: { handler: RollDialog.onSubmit, closeOnSubmit: false, submitOnChange: false },
  };

  static override PARTS = {
    fields: { template: templatePath("dialog/roll-fields.hbs") },
    summary: { template: templatePath("dialog/roll-summary.hbs") },
  };

  readonly actor: Actor.Implementation;
  values: RollFormValues;
  rollMode: RollMode;

  constructor({ actor, first, second = "", difficulty = 6 }: RollDialogOptions) {
    super({});
    this.actor = actor;
    this.values = { first, second, difficulty: String(difficulty), extraDice: "0", specialty: false, willpower: false };
    this.rollMode = currentRollMode();
  }

  override get title(): string {
    return game.i18n?.format("STC.Roll.TitleFor", { name: this.actor.name }) ?? this.actor.name;
  }

  private get system(): StorytellerActorData {
    return this.actor.system as unknown as StorytellerActorData;
  }

  dialogContext(): RollDialogContext {
    return rollDialogContext({ system: this.system.sourceData, derived: this.system.derived }, this.values, readClassicOptions(), this.rollMode);
  }

  protected override async _prepareContext(options: Parameters<foundry.applications.api.ApplicationV2["_prepareContext"]>[0]): Promise<RenderContext & RollDialogContext> {
    return { ...(await super._prepareContext(options)), ...this.dialogContext() };
  }

  /** Reads the form into `values` (the form is the source of truth while the dialog is open). */
  private readForm(form: HTMLFormElement): void {
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? "");
    this.values = {
      first: this.values.first,
      second: text("second") as RollTrait | "",
      difficulty: text("difficulty"),
      extraDice: text("extraDice"),
      specialty: data.get("specialty") === "on",
      willpower: data.get("willpower") === "on",
    };
    const mode = text("rollMode");
    if (isRollMode(mode)) this.rollMode = mode;
  }

  protected override _onChangeForm(formConfig: foundry.applications.api.ApplicationV2.FormConfiguration, event: Event): void {
    super._onChangeForm(formConfig, event);
    this.readForm(this.element as HTMLFormElement);
    // Only the summary is drawn again, so the field being typed in keeps its focus.
    void this.render({ parts: ["summary"] });
  }

  static async onSubmit(this: RollDialog, event: SubmitEvent | Event, form: HTMLFormElement): Promise<void> {
    event.preventDefault();
    this.readForm(form);
    const roll = await rollTraitPool(
      this.actor as unknown as Parameters<typeof rollTraitPool>[0],
      this.values,
      this.rollMode,
      speakerFor(this.actor),
    );
    if (roll) await this.close();
    else await this.render({ parts: ["summary"] });
  }
}
