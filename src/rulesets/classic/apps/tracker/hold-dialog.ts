import { dialogOptions, dialogParts, type DialogFormConfig } from "../../../../apps/dialogs/form-dialog";
import { CombatantDialog, type CombatantDialogSubject } from "./combatant-dialog";
import { requestHold } from "../../requests/hold";
import type { HoldNote } from "../../rules/turns/round-state";
import { holdFormContext, holdNoteFromForm, holdValuesFromForm, type HoldFormContext, type HoldFormValues } from "./hold-form";

/** Holding the current action (002 ¶3) with its note: a moment (before or after someone acts) or a condition. */
export class HoldDialog extends CombatantDialog<HoldFormContext, HoldNote> {
  static override DEFAULT_OPTIONS = dialogOptions({ classes: ["stc-hold-dialog"], title: "STC.Classic.Tracker.Hold.Title", icon: "fa-solid fa-hourglass-half", width: 380 });

  static override PARTS = dialogParts({ form: "classic/tracker/hold.hbs" });

  values: HoldFormValues;

  constructor(subject: CombatantDialogSubject) {
    super("hold", subject);
    this.values = { mode: "after", combatantId: this.others()[0]?.id ?? "", text: "" };
  }

  private others(): { id: string; name: string }[] {
    const viewer = game.user;
    return this.combat.combatants.contents
      .filter((combatant) => combatant.id !== this.combatantId && (viewer?.isGM || !combatant.hidden))
      .map((combatant) => ({ id: combatant.id ?? "", name: combatant.name ?? "" }));
  }

  protected dialogContext(): HoldFormContext {
    const name = this.combat.combatants.get(this.combatantId)?.name ?? "";
    return holdFormContext({ name, others: this.others(), values: this.values });
  }

  private readForm(form: HTMLFormElement): void {
    const data = new FormData(form);
    this.values = holdValuesFromForm((name) => {
      const value = data.get(name);
      return typeof value === "string" ? value : null;
    });
  }

  protected override _onChangeForm(formConfig: DialogFormConfig, event: Event): void {
    super._onChangeForm(formConfig, event);
    this.readForm(this.element as HTMLFormElement);
    const field = event.target instanceof HTMLSelectElement ? event.target.name : null;
    // Switching between a moment and a condition shows other fields; the focus stays on the choice.
    if (field) void this.render().then(() => this.element.querySelector<HTMLElement>(`[name="${field}"]`)?.focus());
  }

  protected async sendForm(form: HTMLFormElement): Promise<void> {
    this.readForm(form);
    const note = holdNoteFromForm(this.values);
    const outcome = await requestHold(this.combat, this.combatantId, note);
    if (outcome.ok) await this.finish(note);
  }
}
