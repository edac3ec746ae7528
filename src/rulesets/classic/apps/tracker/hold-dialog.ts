import { SYSTEM_ID, templatePath } from "../../../../constants";
import type { ClassicCombat } from "../../documents/combat";
import { requestHold } from "../../requests/hold";
import { holdFormContext, holdNoteFromForm, holdValuesFromForm, type HoldFormContext, type HoldFormValues } from "./hold-form";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

type RenderContext = foundry.applications.api.ApplicationV2.RenderContext;
type Configuration = foundry.applications.api.ApplicationV2.Configuration;
type RenderOptions = foundry.applications.api.ApplicationV2.RenderOptions;

/** Holding the current action (002 ¶3) with its note: a moment (before or after someone acts) or a condition. */
export class HoldDialog extends HandlebarsApplicationMixin(ApplicationV2)<RenderContext & HoldFormContext, Configuration, RenderOptions> {
  static override DEFAULT_OPTIONS = {
    classes: [SYSTEM_ID, "stc-hold-dialog"],
    tag: "form",
    window: { title: "STC.Tracker.Hold.Title", icon: "fa-solid fa-hourglass-half" },
    position: { width: 380 },
    form: { handler: HoldDialog.onSubmit, closeOnSubmit: false, submitOnChange: false },
  };

  static override PARTS = {
    form: { template: templatePath("classic/tracker/hold.hbs") },
  };

  readonly combat: ClassicCombat;
  readonly combatantId: string;
  values: HoldFormValues;

  constructor({ combat, combatantId }: { combat: ClassicCombat; combatantId: string }) {
    super({ id: `stc-hold-${combat.id ?? ""}-${combatantId}` });
    this.combat = combat;
    this.combatantId = combatantId;
    this.values = { mode: "after", combatantId: this.others()[0]?.id ?? "", text: "" };
  }

  private others(): { id: string; name: string }[] {
    const viewer = game.user;
    return this.combat.combatants.contents
      .filter((combatant) => combatant.id !== this.combatantId && (viewer?.isGM || !combatant.hidden))
      .map((combatant) => ({ id: combatant.id ?? "", name: combatant.name ?? "" }));
  }

  protected override async _prepareContext(options: Parameters<foundry.applications.api.ApplicationV2["_prepareContext"]>[0]): Promise<RenderContext & HoldFormContext> {
    const name = this.combat.combatants.get(this.combatantId)?.name ?? "";
    return { ...(await super._prepareContext(options)), ...holdFormContext({ name, others: this.others(), values: this.values }) };
  }

  private readForm(): void {
    const data = new FormData(this.element as HTMLFormElement);
    this.values = holdValuesFromForm((name) => {
      const value = data.get(name);
      return typeof value === "string" ? value : null;
    });
  }

  protected override _onChangeForm(formConfig: foundry.applications.api.ApplicationV2.FormConfiguration, event: Event): void {
    super._onChangeForm(formConfig, event);
    this.readForm();
    const field = event.target instanceof HTMLSelectElement ? event.target.name : null;
    // Switching between a moment and a condition shows other fields; the focus stays on the choice.
    if (field) void this.render().then(() => this.element.querySelector<HTMLElement>(`[name="${field}"]`)?.focus());
  }

  static async onSubmit(this: HoldDialog, event: SubmitEvent | Event): Promise<void> {
    event.preventDefault();
    this.readForm();
    const outcome = await requestHold(this.combat, this.combatantId, holdNoteFromForm(this.values));
    if (outcome.ok) await this.close();
  }
}
